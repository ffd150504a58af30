import type { CatalogueTopic } from '../catalogue.types';
import { BAKGRUNN } from '../catalogue.sections';
import { CABIN_NOT_REGISTERED } from '../signing-notes.data';

// ─────────────────────────────────────────────────────────────────────── Felles hytte
export const fellesHytteTopic: CatalogueTopic = {
  key: 'felles-hytte',
  title: 'Felles hytte',
  description:
    'For søsken, venner eller familie som eier hytte sammen. Bli enige om eierandeler, kostnader, bruk, vedlikehold og hva som skjer ved salg eller arv.',
  featured: false,
  document: {
    kind: 'agreement',
    heading: 'Sameieavtale for hytte',
    termClause:
      'Avtalen gjelder så lenge partene eier hytta i sameie, og ingen av partene kan si den opp alene. En part som selger sin andel etter avtalens bestemmelser om salg, går ut av avtalen når salget er gjennomført.',
    disputeClause: null,
    signingNotes: [CABIN_NOT_REGISTERED],
  },
  questions: [
    {
      key: 'hytta',
      text: 'Hva er adressen til hytta?',
      description:
        'Skriv adressen og gjerne navnet på hytta, for eksempel Fjellveien 12, 3580 Geilo (Fjellro).',
      type: 'free_text',
      format: 'text',
      clauseTemplate: 'Avtalen gjelder hytta med adresse {{svar}}.',
      section: BAKGRUNN,
      fact: true,
    },
    {
      key: 'matrikkel',
      text: 'Hva er gårdsnummer, bruksnummer og kommune for hytteeiendommen?',
      description: 'Skriv det slik det står i skjøtet, for eksempel gnr. 12, bnr. 34 i Hol kommune.',
      type: 'free_text',
      format: 'text',
      clauseTemplate: 'Hytteeiendommen er {{svar}}.',
      section: BAKGRUNN,
      fact: true,
    },
    {
      key: 'eierandeler',
      text: 'Hvordan er eierandelene i hytta fordelt?',
      description: 'Det dere ikke avtaler selv, reguleres av sameieloven.',
      type: 'multiple_choice',
      options: [
        { text: 'Like store andeler', clause: 'Partene eier hytta i sameie med like store andeler.' },
        {
          text: 'Slik det står i skjøtet',
          clause: 'Partene eier hytta i sameie med de andelene som fremgår av tinglyst skjøte.',
        },
        {
          text: 'Én av oss eier en større andel',
          // Who owns it is named by 'storst-andel-eier'.
          clause: 'Partene eier hytta i sameie med ulike andeler.',
        },
      ],
      section: 'Eierskap',
    },
    {
      key: 'storst-andel-eier',
      text: 'Hvem av dere eier den største andelen av hytta?',
      type: 'free_text',
      format: 'party',
      clauseTemplate: '{{svar}} eier den største andelen av hytta.',
      showIf: { questionKey: 'eierandeler', operator: 'equals', value: 'Én av oss eier en større andel' },
      section: 'Eierskap',
    },
    {
      key: 'storst-andel-prosent',
      text: 'Hvor mange prosent av hytta utgjør den største andelen?',
      type: 'free_text',
      format: 'percent',
      clauseTemplate: 'Den største andelen utgjør {{svar}} av hytta, og resten eies av de andre partene.',
      showIf: { questionKey: 'eierandeler', operator: 'equals', value: 'Én av oss eier en større andel' },
      section: 'Eierskap',
      // At 100 % the others own nothing, and the clause says they own the rest. With two owners the largest
      // share is above half; with three or more it may be less (40/30/30), so 50 % or less is only a warning.
      checks: [
        {
          kind: 'atLeast',
          value: 50.01,
          severity: 'warning',
          message:
            'Er dere to eiere, må den største andelen være over 50 %, ellers er den ikke den største. Er dere flere enn to, kan den være mindre: kryss av for at verdien stemmer.',
        },
        {
          kind: 'atMost',
          value: 99.99,
          severity: 'error',
          message:
            'Den største andelen må være under 100 %, ellers eier de andre ingenting av hytta. Skriv andelen i prosent, for eksempel 60.',
        },
      ],
    },
    {
      key: 'faste-kostnader-etter-andel',
      text: 'Skal de faste kostnadene fordeles etter eierandel?',
      description: 'For eksempel kommunale avgifter, eiendomsskatt, forsikring, strøm og veiavgift.',
      clauseYes:
        'Faste kostnader som kommunale avgifter, eiendomsskatt, forsikring, strøm og veiavgift fordeles etter eierandel.',
      clauseNo: 'Faste kostnader deles likt mellom partene, uavhengig av eierandel.',
      section: 'Kostnader',
    },
    {
      key: 'hyttekonto',
      text: 'Skal dere opprette en felles hyttekonto som alle betaler fast inn på?',
      clauseYes: 'Partene oppretter en felles hyttekonto som de faste kostnadene betales fra.',
      clauseNo: 'Partene betaler kostnadene etter hvert som de påløper, uten en felles hyttekonto.',
      section: 'Kostnader',
    },
    {
      key: 'hyttekonto-belop',
      text: 'Hvor mye skal dere til sammen betale inn på hyttekontoen hver måned?',
      type: 'free_text',
      format: 'amount',
      clauseTemplate:
        'Partene betaler til sammen {{svar}} inn på hyttekontoen hver måned, fordelt på samme måte som de faste kostnadene.',
      showIf: { questionKey: 'hyttekonto', equals: true },
      section: 'Kostnader',
      checks: [
        {
          kind: 'atLeast',
          value: 1,
          severity: 'error',
          message:
            'Beløpet må være større enn 0 kr. Skriv hvor mye dere til sammen skal betale inn hver måned.',
        },
      ],
    },
    {
      // Legal review (issue 33): a co-owner who does not pay had no consequence in the agreement.
      key: 'mislighold',
      text: 'Hva skal skje hvis en av dere ikke betaler sin del av kostnadene?',
      type: 'multiple_choice',
      options: [
        {
          text: 'De andre kan betale for den som skylder og kreve pengene tilbake med renter',
          clause:
            'Betaler en part ikke sin del av kostnadene etter denne avtalen innen 14 dager etter en skriftlig påminnelse, kan de andre partene betale beløpet for parten og kreve det tilbake med forsinkelsesrente etter forsinkelsesrenteloven fra den dagen de betalte.',
        },
        {
          text: 'Det samme, og den som skylder, kan ikke bruke hytta før alt er betalt',
          clause:
            'Betaler en part ikke sin del av kostnadene etter denne avtalen innen 14 dager etter en skriftlig påminnelse, kan de andre partene betale beløpet for parten og kreve det tilbake med forsinkelsesrente etter forsinkelsesrenteloven fra den dagen de betalte, og parten kan ikke bruke hytta eller låne den bort før alt er betalt tilbake.',
        },
      ],
      section: 'Kostnader',
    },
    {
      // Legal review (issue 33): nothing said that the building is insured, nor in whose name.
      key: 'forsikring',
      text: 'Hvordan skal hytta være forsikret?',
      description:
        'Forsikringen av bygningen er en av de faste kostnadene. Innbo og eiendeler forsikrer hver av dere selv.',
      type: 'multiple_choice',
      options: [
        {
          text: 'Fullverdiforsikret mot brann, vannskade og annen skade',
          clause:
            'Hytta holdes til enhver tid fullverdiforsikret mot brann, vannskade og annen skade på bygningen, med alle partene som sikrede, og premien betales som en fast kostnad.',
        },
        {
          text: 'Bare brannforsikret',
          clause:
            'Hytta holdes til enhver tid brannforsikret til full verdi, med alle partene som sikrede, og premien betales som en fast kostnad, mens annen skade på bygningen dekkes av partene etter eierandel.',
        },
      ],
      section: 'Kostnader',
    },
    {
      // Replaces 'bruksplan' and 'hoytider-pa-rundgang': the holidays are part of the plan.
      key: 'bruksplan-hoytider',
      text: 'Skal bruken av hytta fordeles etter en fast plan der påske, sommerferie og jul går på rundgang?',
      // The plan and its fallback; the rotation of the holidays, with who starts, is 'forste-paske' (legal review, issue 33:
      // one run-on sentence with three rules that did not say who starts).
      clauseYes:
        'Bruken av hytta fordeles etter en skriftlig plan som partene setter opp innen 1. desember for det kommende året, og er planen ikke satt opp innen fristen, har den som først reserverer en periode utenom påske, sommerferie og jul, fortrinn.',
      clauseNo:
        'Hytta brukes etter avtale fra gang til gang, og den som først reserverer en periode, har fortrinn.',
      section: 'Bruk',
    },
    {
      key: 'forste-paske',
      text: 'Hvem av dere skal ha påsken på hytta det første året?',
      description:
        'Påske, sommerferie og jul går på rundgang i den rekkefølgen dere står i avtalen, med start hos den dere velger her.',
      type: 'free_text',
      format: 'party',
      clauseTemplate:
        '{{svar}} har påsken på hytta det første kalenderåret etter at avtalen er inngått, den neste parten i avtalens oversikt over partene har sommerferien (ukene 27 til 30) og parten etter den julen, og hvert år etter det går hver av de tre høytidene videre til den neste parten i oversikten, slik at rekken begynner forfra etter den siste parten.',
      showIf: { questionKey: 'bruksplan-hoytider', equals: true },
      section: 'Bruk',
    },
    {
      key: 'utlan-til-venner',
      text: 'Skal hver av dere kunne låne bort hytta til venner og familie uten selv å være til stede?',
      clauseYes:
        'Hver av partene kan låne bort hytta til venner og familie i perioder da vedkommende selv disponerer hytta, og er ansvarlig for at hytta etterlates i ordentlig stand.',
      clauseNo: 'Hytta kan bare brukes når minst én av partene er til stede.',
      section: 'Bruk',
    },
    {
      key: 'utleie',
      text: 'Skal hytta kunne leies ut til andre?',
      clauseYes:
        'Hytta kan leies ut til andre når alle partene har samtykket, og leieinntektene fordeles etter eierandel.',
      clauseNo: 'Hytta leies ikke ut til andre.',
      section: 'Bruk',
    },
    {
      key: 'investeringer-krever-enighet',
      text: 'Skal påkostninger ut over vanlig vedlikehold kreve at alle er enige?',
      clauseYes:
        'Påkostninger og investeringer som går ut over vanlig vedlikehold, krever enighet mellom alle partene.',
      // With two owners at 50/50 there is no majority: a tie leaves things as they are.
      clauseNo:
        'Påkostninger og investeringer kan besluttes med flertall etter eierandel, så langt sameieloven tillater det, men står stemmene likt, blir tiltaket ikke gjennomført.',
      section: 'Vedlikehold og beslutninger',
    },
    {
      key: 'pantsettelse',
      text: 'Skal det kreves samtykke fra de andre før en av dere pantsetter sin andel av hytta?',
      clauseYes:
        'Ingen av partene kan pantsette sin andel av hytta uten skriftlig samtykke fra de andre partene.',
      clauseNo: 'Hver av partene kan pantsette sin andel av hytta uten samtykke fra de andre partene.',
      section: 'Vedlikehold og beslutninger',
    },
    {
      // Replaces the Ja/Nei 'forkjopsrett' (legal review, issue 33): a forkjøpsrett to a share is a løysingsrett
      // under løysingsrettslova, which bars it on a sale to nærstående and limits it to 25 years whatever the
      // parties agree; the old clause also had no deadline to accept and no price but a takst.
      key: 'forkjopsrett-ved-salg',
      text: 'Skal de andre ha forkjøpsrett hvis en av dere vil selge sin andel, og til hvilken pris?',
      description:
        'En avtalt forkjøpsrett kan ikke brukes når andelen selges til selgerens ektefelle, barn, søsken eller andre nærstående som løysingsrettslova § 8 regner opp, og den kan ikke gjelde lenger enn 25 år. Uten en egen forkjøpsrett har dere likevel forkjøpsretten etter sameieloven.',
      type: 'multiple_choice',
      options: [
        {
          text: 'Ja, til markedsverdi fastsatt ved takst',
          clause:
            'En part som vil selge sin andel til andre enn sine nærstående etter løysingsrettslova § 8, skal først tilby den skriftlig til de andre partene til markedsverdi fastsatt ved takst, og er tilbudet ikke godtatt skriftlig innen to måneder etter at det kom fram, kan andelen innen to år selges til andre for minst den samme prisen, men forkjøpsretten kan ikke gjøres gjeldende senere enn 25 år etter at denne avtalen ble inngått.',
        },
        {
          text: 'Ja, til den prisen en kjøper har budt',
          clause:
            'En part som har fått et skriftlig bud på sin andel fra andre enn sine nærstående etter løysingsrettslova § 8, skal tilby andelen skriftlig til de andre partene til samme pris og på samme vilkår, og er tilbudet ikke godtatt skriftlig innen to måneder etter at det kom fram, kan andelen selges til den som bød, for minst den samme prisen, men forkjøpsretten kan ikke gjøres gjeldende senere enn 25 år etter at denne avtalen ble inngått.',
        },
        {
          text: 'Nei, ingen egen forkjøpsrett',
          clause: 'Partene avtaler ingen egen forkjøpsrett, og salg av andeler følger sameielovens regler.',
        },
      ],
      section: 'Salg og arv',
    },
    {
      key: 'binding-mot-salg',
      text: 'Hvor lenge skal ingen av dere kunne kreve hytta solgt?',
      description: 'Uten en slik avtale kan hver av dere etter sameieloven kreve sameiet oppløst.',
      type: 'multiple_choice',
      options: [
        {
          text: 'Fem år',
          clause:
            'Ingen av partene kan kreve sameiet oppløst og hytta solgt de første fem årene etter at denne avtalen er inngått.',
        },
        {
          text: 'Ti år',
          clause:
            'Ingen av partene kan kreve sameiet oppløst og hytta solgt de første ti årene etter at denne avtalen er inngått.',
        },
        {
          text: 'Ingen binding',
          clause: 'Hver av partene kan kreve sameiet oppløst og hytta solgt etter reglene i sameieloven.',
        },
      ],
      section: 'Salg og arv',
    },
    {
      // Replaces 'andel-i-arv' (legal review, issue 33): redemption of an inherited share is a løysingsrett that
      // cannot be used when the share passes to nærstående (løysingsrettslova § 8, mandatory), so in the typical
      // case the old clause could not be enforced; it had no deadline and no 25-year limit either.
      key: 'innlosning-ved-arv',
      text: 'Skal de andre kunne løse ut en andel som går i arv til andre enn avdødes nærstående?',
      description:
        'Går andelen i arv til ektefelle, barn eller andre livsarvinger, søsken eller andre nærstående som løysingsrettslova § 8 regner opp, kan en slik rett ikke brukes, uansett hva dere avtaler, og retten kan ikke gjelde lenger enn 25 år. Hvem som arver en andel, avgjøres av arveloven og et eventuelt testament.',
      clauseYes:
        'Går en andel i arv til andre enn avdødes nærstående etter løysingsrettslova § 8, kan de andre partene løse den ut til markedsverdi fastsatt ved takst ved å kreve det skriftlig overfor arvingene innen seks måneder etter dødsfallet og senest 25 år etter at denne avtalen ble inngått, og ellers overtar arvingene andelen med de samme rettighetene og pliktene som etter denne avtalen.',
      clauseNo:
        'Dersom en andel går i arv, overtar arvingene andelen med de samme rettighetene og pliktene som etter denne avtalen.',
      section: 'Salg og arv',
    },
    {
      // Legal review (issue 33): «markedsverdi fastsatt ved takst» said neither who appoints the valuer nor who pays.
      key: 'takstmann',
      text: 'Hvem skal betale takstmannen når en andel skal verdsettes?',
      description:
        'Dere oppnevner takstmannen sammen. Blir dere ikke enige, oppnevner hver side sin takstmann, og gjennomsnittet av de to takstene gjelder.',
      type: 'multiple_choice',
      options: [
        {
          text: 'Den som overtar andelen',
          clause:
            'Skal en andel verdsettes ved takst etter denne avtalen, oppnevnes en uavhengig takstmann av partene i fellesskap eller, hvis de ikke er enige innen 30 dager, én takstmann av den som avstår andelen og én av den som overtar den, slik at gjennomsnittet av de to takstene gjelder, og takstkostnadene betales av den som overtar andelen.',
        },
        {
          text: 'Den som avstår og den som overtar, halvparten hver',
          clause:
            'Skal en andel verdsettes ved takst etter denne avtalen, oppnevnes en uavhengig takstmann av partene i fellesskap eller, hvis de ikke er enige innen 30 dager, én takstmann av den som avstår andelen og én av den som overtar den, slik at gjennomsnittet av de to takstene gjelder, og takstkostnadene deles likt mellom den som avstår andelen og den som overtar den.',
        },
      ],
      section: 'Salg og arv',
    },
    {
      // Legal review (issue 33): the pledge ban, the binding period, the forkjøpsrett and the redemption bind a buyer
      // or pledgee in good faith only once registered (tinglysingsloven §§ 20–21). Asked on every path: the Ja clause
      // registers the terms that limit a share only if the agreement has any (review K4: with all four «Nei» it
      // must not promise to register terms that do not exist).
      key: 'tinglysing',
      text: 'Skal bestemmelsene som begrenser retten til å pantsette, selge eller arve en andel, tinglyses på hytteeiendommen, slik at de også binder nye eiere og panthavere?',
      description:
        'Uten tinglysing er en kjøper eller panthaver som verken kjente eller burde kjenne til avtalen, ikke bundet av den (tinglysingsloven §§ 20 og 21), og da beskytter forbud mot pantsettelse, binding mot salg og forkjøpsrett dere bare mot hverandre. Kartverket tinglyser ikke Avtalt-dokumentet slik det er: bestemmelsene må skrives inn i en egen erklæring.',
      clauseYes:
        'Har avtalen bestemmelser som begrenser en parts rett til å råde over sin andel, skriver partene dem inn i en egen erklæring som alle partene signerer og sender til tinglysing på hytteeiendommen innen tre måneder etter at denne avtalen er signert, og kostnadene ved tinglysingen deles etter eierandel, mens det ikke er noe å tinglyse hvis avtalen ikke har noen slike bestemmelser.',
      clauseNo:
        'Avtalen tinglyses ikke, og partene vet at den da bare binder dem selv og ikke en kjøper eller panthaver som verken kjente eller burde kjenne til den, så den som selger eller pantsetter sin andel, skal på forhånd gjøre kjøperen eller panthaveren kjent med avtalen.',
      section: 'Tinglysing',
    },
  ],
};
