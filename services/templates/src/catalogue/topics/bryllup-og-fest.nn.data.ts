/** Kostnadsdeling ved bryllup eller fest in nynorsk: the same legal content as `bryllup-og-fest.data.ts`. */
import type { TopicTranslation } from '../catalogue-translation.types';

export const bryllupOgFestNn: TopicTranslation = {
  title: 'Kostnadsdeling ved bryllaup eller fest',
  description:
    'For brudepar, familiar og vener som spleiser på bryllaup, jubileum eller ein stor fest. Bli samde om budsjett, kven som betaler kva, og kven som bestemmer.',
  document: {
    heading: 'Avtale om kostnadsdeling ved fest',
    termClause:
      'Avtalen gjeld for den festen han skildrar, og er oppfylt når kostnadene er gjorde opp mellom partane. Ingen av partane kan seie opp avtalen åleine, og blir festen avlyst, gjeld føresegna om avlysing.',
    disputeClause: null,
  },
  questions: {
    anledning: {
      text: 'Kva skal feirast?',
      description: 'Til dømes bryllaupet, ein 50-årsdag eller eit jubileum.',
      section: 'Bakgrunn',
      clauseTemplate: 'Avtalen gjeld kostnadene ved {{svar}}.',
    },
    'holdes-for': {
      text: 'Kven blir festen halden for?',
      description: 'Skriv fullt namn på kvar av dei, til dømes Kari Nordmann og Ola Hansen.',
      section: 'Bakgrunn',
      clauseTemplate: 'Festen blir halden for {{svar}}.',
    },
    'fest-dato': {
      text: 'Kva dato skal festen haldast?',
      section: 'Bakgrunn',
      clauseTemplate: 'Festen blir halden {{svar}}.',
    },
    'samlet-budsjett': {
      text: 'Skal de setje eit samla budsjett for festen?',
      section: 'Budsjett og bidrag',
      clauseYes:
        'Partane set eit samla budsjett for festen, og budsjettet kan berre overskridast når alle partane samtykkjer.',
      clauseNo:
        'Partane set ikkje eit samla budsjett for festen, og kostnadene blir fordelte etter det som elles står i denne avtalen.',
    },
    'budsjett-belop': {
      text: 'Kor stort skal det samla budsjettet for festen vere?',
      section: 'Budsjett og bidrag',
      clauseTemplate: 'Det samla budsjettet for festen er {{svar}}.',
    },
    kostnadsfordeling: {
      text: 'Korleis skal kostnadene ved festen delast mellom dykk?',
      section: 'Budsjett og bidrag',
      options: [
        { text: 'Likt', clause: 'Kostnadene ved festen blir delte likt mellom partane.' },
        {
          text: 'Etter kor mange gjester kvar inviterer',
          clause: 'Kostnadene ved festen blir fordelte etter kor mange gjester kvar av partane inviterer.',
        },
        {
          text: 'Etter inntekt',
          clause: 'Kostnadene ved festen blir fordelte forholdsmessig etter inntektene til partane.',
        },
      ],
    },
    'bidrag-fra-familie': {
      text: 'Skal foreldre eller andre i familien bidra med pengar til festen?',
      section: 'Budsjett og bidrag',
      clauseYes:
        'Bidrag frå foreldre eller andre familiemedlemmer blir brukte til å dekkje kostnadene ved festen før resten blir fordelt mellom partane.',
      clauseNo: 'Festen blir finansiert av partane åleine.',
    },
    'bidragsytere-far-si-sitt': {
      text: 'Skal dei som bidreg med pengar, ha rett til å bli høyrde før viktige val blir tekne?',
      section: 'Budsjett og bidrag',
      clauseYes:
        'Partane høyrer dei som bidreg med pengar til festen, før viktige val blir tekne, men tek dei endelege avgjerdene sjølve.',
      clauseNo: 'Partane tek avgjerdene om festen utan å måtte høyre dei som bidreg med pengar.',
    },
    'like-mange-gjester': {
      text: 'Skal kvar av dykk kunne invitere like mange gjester?',
      section: 'Gjester og bestillingar',
      clauseYes: 'Kvar av partane kan invitere like mange gjester.',
      clauseNo: 'Gjestelista blir sett opp i fellesskap utan faste kvotar.',
    },
    alkohol: {
      text: 'Skal alkohol til gjestene reknast som ein felles kostnad ved festen?',
      section: 'Gjester og bestillingar',
      clauseYes: 'Alkohol til gjestene blir rekna som ein felles kostnad ved festen.',
      clauseNo:
        'Alkohol til gjestene er ikkje ein felles kostnad ved festen, og den av partane som kjøper eller bestiller alkohol, betaler alkoholen sjølv.',
    },
    'bestilling-grense': {
      text: 'Over kva beløp skal ei bestilling godkjennast av alle?',
      description:
        'Den som skriv under ein avtale med ein leverandør, til dømes lokalet eller cateringen, er ansvarleg for heile beløpet overfor leverandøren.',
      section: 'Gjester og bestillingar',
      clauseTemplate:
        'Bestillingar og avtalar over {{svar}} skal godkjennast av alle partane før dei blir inngått, og den av partane som inngår ein avtale med ein leverandør i eige namn, er ansvarleg for heile beløpet overfor leverandøren, men kan krevje delen til dei andre partane dekt etter denne avtalen.',
    },
    pengegaver: {
      text: 'Skal pengegåver brukast til å dekkje kostnadene ved festen?',
      section: 'Oppgjer og avlysing',
      clauseYes: 'Pengegåver blir brukte først til å dekkje kostnadene ved festen.',
      clauseNo:
        'Pengegåver tilfell dei som gåvene er gitt til, og blir ikkje brukte til å dekkje kostnadene.',
    },
    regnskap: {
      text: 'Skal éin av dykk føre rekneskap og leggje han fram etter festen?',
      section: 'Oppgjer og avlysing',
      clauseYes:
        'Partane gir kvitteringar for utgiftene sine til festen til den som fører rekneskapen, seinast to veker etter festen.',
      clauseNo:
        'Partane fører ikkje ein eigen rekneskap for festen, men kvar av dei legg fram kvitteringar for utgiftene sine når kostnadene blir gjorde opp.',
    },
    regnskapsforer: {
      text: 'Kven av dykk skal føre rekneskapen?',
      section: 'Oppgjer og avlysing',
      clauseTemplate:
        '{{svar}} fører rekneskap over alle inntekter og utgifter ved festen og legg fram rekneskapen for dei andre partane seinast éin månad etter festen.',
    },
    overskudd: {
      text: 'Skal eit eventuelt overskot fordelast etter kva kvar av dykk har bidrege med?',
      section: 'Oppgjer og avlysing',
      clauseYes: 'Eit eventuelt overskot blir fordelt mellom partane etter kva kvar av dei har bidrege med.',
      clauseNo: 'Eit eventuelt overskot blir delt likt mellom partane.',
    },
    avlysning: {
      text: 'Skal kostnadene ved ei eventuell avlysing delast på same måte som dei andre kostnadene?',
      section: 'Oppgjer og avlysing',
      clauseYes:
        'Dersom festen blir avlyst, blir kostnader som ikkje kan refunderast, delte på same måte som dei andre kostnadene.',
      clauseNo:
        'Dersom festen blir avlyst, dekkjer kvar av partane sjølv dei kostnadene vedkomande har pådrege seg.',
    },
  },
};
