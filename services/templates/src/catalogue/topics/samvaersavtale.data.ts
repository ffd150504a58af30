import type { CatalogueTopic } from '../catalogue.types';
import { BAKGRUNN } from '../catalogue.sections';
import { CONTACT_NOT_ENFORCEABLE, SOLE_PARENTAL_RESPONSIBILITY } from '../signing-notes.data';

/**
 * A private bidrag far above what NAV would fix (issue 33, review § 4.4 item 5). NAV fixes the bidrag as the
 * payer's share of the child's underholdskostnad (fixed rates in four age groups, plus housing, minus barnetrygd);
 * 15 000 kr per child per month is well above it for any age group (docs/legal-sources.md, row 30b).
 */
const BIDRAG_FAR_ABOVE_NAV =
  'Barnebidraget er over 15 000 kr per barn per måned. Det er langt mer enn NAV fastsetter etter sine satser for hva det koster å forsørge et barn. Sjekk beløpet i NAVs bidragskalkulator på nav.no, og bekreft det hvis det er riktig.';

const SHARED_RESIDENCE = 'Felles foreldreansvar og delt fast bosted';
const RESIDENCE_WITH_ONE = 'Felles foreldreansvar og fast bosted hos én av oss';
const SOLE_RESPONSIBILITY = 'Foreldreansvaret alene hos den barna bor fast hos';

// ─────────────────────────────────────────────────────────────── Samværsavtale for barn
export const samvaersavtaleTopic: CatalogueTopic = {
  key: 'samvaersavtale',
  title: 'Samværsavtale for barn',
  description:
    'For foreldre som bor hver for seg. Bli enige om foreldreansvar, bosted, samvær, ferier og utgifter, med barnas beste som utgangspunkt.',
  featured: false,
  document: {
    kind: 'agreement',
    // Neutral (review § 4.4 item 3): under delt fast bosted the children have no samvær, yet the agreement covers
    // foreldreansvar and bosted in every arrangement.
    heading: 'Avtale om foreldreansvar, bosted og samvær',
    termClause:
      'Avtalen gjelder til foreldrene blir enige om en ny ordning eller en domstol avgjør noe annet. Ingen av foreldrene kan si den opp alene.',
    disputeClause:
      'Blir foreldrene uenige om avtalen, skal de først forsøke å løse uenigheten seg imellom, og de kan få hjelp av familievernkontoret. Før en av dem reiser sak for retten om foreldreansvar, fast bosted, samvær eller flytting med barna ut av landet, må foreldrene ha møtt til mekling og ha en gyldig meklingsattest når barnet er under 16 år (barneloven §§ 51 og 54). Blir de uenige om barnebidraget, kan hver av dem be NAV om å fastsette det (barneloven § 70), og andre tvister om avtalen kan bringes inn for forliksrådet og de alminnelige domstolene.',
    signingNotes: [CONTACT_NOT_ENFORCEABLE, SOLE_PARENTAL_RESPONSIBILITY],
    // The payment schedule (docs/obligations.md): a private barnebidrag each month from its first date, to the
    // parent named by the arrangement, until the agreement is ended or replaced. One rule per arrangement.
    obligations: [
      {
        kind: 'monthly',
        id: 'barnebidrag-delt',
        label: 'Barnebidrag',
        amount: 'barnebidrag-belop',
        times: 'barnebidrag-antall-barn',
        from: 'barnebidrag-fra',
        payer: { question: 'barnebidrag-betaler', side: 'chosen' },
        payee: { question: 'barnebidrag-betaler', side: 'others' },
        when: { question: 'foreldreansvar-og-bosted', equals: SHARED_RESIDENCE },
      },
      {
        kind: 'monthly',
        id: 'barnebidrag',
        label: 'Barnebidrag',
        amount: 'bidrag-samvaersforelder',
        times: 'barnebidrag-antall-barn',
        from: 'barnebidrag-fra',
        payer: { question: 'bosted-hos', side: 'others' },
        payee: { question: 'bosted-hos', side: 'chosen' },
        when: { question: 'foreldreansvar-og-bosted', equals: RESIDENCE_WITH_ONE },
      },
      {
        kind: 'monthly',
        id: 'barnebidrag-alene',
        label: 'Barnebidrag',
        amount: 'bidrag-samvaersforelder',
        times: 'barnebidrag-antall-barn',
        from: 'barnebidrag-fra',
        payer: { question: 'foreldreansvar-alene-hos', side: 'others' },
        payee: { question: 'foreldreansvar-alene-hos', side: 'chosen' },
        when: { question: 'foreldreansvar-og-bosted', equals: SOLE_RESPONSIBILITY },
      },
    ],
  },
  questions: [
    {
      key: 'barna',
      text: 'Hvilke barn gjelder avtalen?',
      description:
        'Skriv fullt navn og fødselsdato for hvert barn, for eksempel Emma Hansen, født 3. mai 2016.',
      type: 'free_text',
      format: 'text',
      clauseTemplate: 'Partene er foreldre til {{svar}}, og avtalen gjelder disse barna.',
      section: BAKGRUNN,
      fact: true,
    },
    {
      key: 'foreldreansvar-og-bosted',
      text: 'Hvordan skal foreldreansvaret og barnas faste bosted ordnes?',
      description:
        'Foreldreansvaret er retten og plikten til å ta viktige avgjørelser for barna, og delt fast bosted betyr at barna bor omtrent like mye hos hver av dere.',
      type: 'multiple_choice',
      options: [
        {
          text: 'Felles foreldreansvar og delt fast bosted',
          clause:
            'Foreldrene har felles foreldreansvar for barna, og barna har delt fast bosted og bor omtrent like mye hos hver av dem, slik at barna bare kan flytte innenlands når begge foreldrene er enige (barneloven § 37).',
        },
        {
          text: 'Felles foreldreansvar og fast bosted hos én av oss',
          clause:
            // The parents are named by 'bosted-hos' (roles bostedsforelder/samværsforelder).
            'Foreldrene har felles foreldreansvar for barna, og barna har fast bosted hos bostedsforelderen og samvær med samværsforelderen.',
        },
        {
          text: 'Foreldreansvaret alene hos den barna bor fast hos',
          clause:
            // The parent is named by 'foreldreansvar-alene-hos' (role bostedsforelder).
            'Bostedsforelderen har foreldreansvaret alene, og avtalen om foreldreansvaret er først gyldig når den er meldt til Folkeregisteret (barneloven § 39).',
        },
      ],
      section: 'Foreldreansvar og bosted',
    },
    {
      key: 'bosted-hos',
      text: 'Hvem av dere skal barna bo fast hos?',
      type: 'free_text',
      format: 'party',
      clauseTemplate: 'Barna bor fast hos {{svar}}.',
      partyRoles: { chosen: 'bostedsforelder', others: 'samværsforelder' },
      showIf: {
        questionKey: 'foreldreansvar-og-bosted',
        operator: 'equals',
        value: 'Felles foreldreansvar og fast bosted hos én av oss',
      },
      section: 'Foreldreansvar og bosted',
    },
    {
      // Sole parental responsibility names its holder (review § 4 item 1); the children live with that parent.
      key: 'foreldreansvar-alene-hos',
      text: 'Hvem av dere skal ha foreldreansvaret alene og ha barna boende fast hos seg?',
      description:
        'En avtale om at én av dere har foreldreansvaret alene, må meldes til Folkeregisteret for å bli gyldig.',
      type: 'free_text',
      format: 'party',
      clauseTemplate: 'Barna bor fast hos {{svar}}.',
      partyRoles: { chosen: 'bostedsforelder', others: 'samværsforelder' },
      showIf: {
        questionKey: 'foreldreansvar-og-bosted',
        operator: 'equals',
        value: 'Foreldreansvaret alene hos den barna bor fast hos',
      },
      section: 'Foreldreansvar og bosted',
    },
    {
      key: 'bosted-rytme',
      text: 'Hvilken rytme skal barna ha mellom hjemmene?',
      type: 'multiple_choice',
      options: [
        { text: 'Uke om uke', clause: 'Barna bor uke om uke hos hver av foreldrene.' },
        {
          text: 'To-to-tre',
          clause:
            'Barna bor to dager hos den ene, to dager hos den andre og tre dager vekselvis hos hver av foreldrene.',
        },
        {
          text: 'En annen fast rytme',
          clause:
            'Barna bor hos foreldrene etter en annen fast rytme som gir omtrent like mye tid hos hver av dem, og som foreldrene setter opp skriftlig.',
        },
      ],
      showIf: {
        questionKey: 'foreldreansvar-og-bosted',
        operator: 'equals',
        value: 'Felles foreldreansvar og delt fast bosted',
      },
      section: 'Foreldreansvar og bosted',
    },
    {
      key: 'byttedag',
      text: 'Hvilken dag skal barna bytte hjem?',
      type: 'multiple_choice',
      options: [
        { text: 'Mandag', clause: 'Barna bytter hjem hver mandag etter skolen eller barnehagen.' },
        { text: 'Fredag', clause: 'Barna bytter hjem hver fredag etter skolen eller barnehagen.' },
        { text: 'Søndag', clause: 'Barna bytter hjem hver søndag klokken 18.' },
      ],
      showIf: { questionKey: 'bosted-rytme', operator: 'equals', value: 'Uke om uke' },
      section: 'Foreldreansvar og bosted',
    },
    {
      // Under delt fast bosted the children still have one address in Folkeregisteret (Bufdir, Skatteetaten).
      key: 'folkeregistrert-hos',
      text: 'Hos hvem av dere skal barna ha folkeregistrert adresse?',
      description:
        'Et barn kan bare ha én folkeregistrert adresse, og den avgjør blant annet skolekretsen, så med delt fast bosted må dere velge én av adressene deres.',
      type: 'free_text',
      format: 'party',
      clauseTemplate: 'Barna har folkeregistrert adresse hos {{svar}}.',
      showIf: {
        questionKey: 'foreldreansvar-og-bosted',
        operator: 'equals',
        value: 'Felles foreldreansvar og delt fast bosted',
      },
      section: 'Foreldreansvar og bosted',
    },
    {
      key: 'vanlig-samvaer',
      text: 'Skal barna ha vanlig samvær med den av dere de ikke bor fast hos?',
      description:
        'Vanlig samvær etter barneloven er én ettermiddag i uken med overnatting, annenhver helg, tre uker i sommerferien og annenhver høst-, jule-, vinter- og påskeferie.',
      // Both answers settle the holidays themselves, so 'jul-og-paske' and 'sommerferie-frist' are not asked
      // with vanlig samvær (barneloven § 43 gives them), and the own plan has a deadline and a fallback.
      clauseYes:
        'Barna har vanlig samvær etter barneloven § 43 med samværsforelderen, og blir foreldrene ikke innen 1. april hvert år enige om hvilke tre uker av sommerferien barna skal være hos samværsforelderen, er det de tre første ukene av skolens sommerferie.',
      clauseNo:
        'Barna har samvær med samværsforelderen etter en samværsplan som foreldrene setter opp skriftlig i fellesskap innen én måned etter at avtalen er inngått, og til planen er på plass, gjelder vanlig samvær etter barneloven § 43.',
      showIf: {
        questionKey: 'foreldreansvar-og-bosted',
        operator: 'not_equals',
        value: 'Felles foreldreansvar og delt fast bosted',
      },
      section: 'Foreldreansvar og bosted',
    },
    {
      key: 'henting-og-bringing',
      text: 'Hvem skal hente og bringe barna når de bytter hjem?',
      type: 'multiple_choice',
      options: [
        {
          text: 'Den barna skal til, henter dem',
          clause:
            'Når barna bytter hjem, henter den av foreldrene som barna skal være hos, dem hos den andre eller i barnehagen eller på skolen.',
        },
        {
          text: 'Den barna har vært hos, bringer dem',
          clause:
            'Når barna bytter hjem, bringer den av foreldrene som barna har vært hos, dem til den andre eller til barnehagen eller skolen.',
        },
        {
          text: 'Vi deler på det',
          clause: 'Foreldrene deler likt på å hente og bringe barna når de bytter hjem.',
        },
      ],
      section: 'Bytte og ferier',
    },
    {
      key: 'jul-og-paske',
      text: 'Skal jul og påske veksle mellom dere fra år til år?',
      clauseYes:
        'Barna feirer jul og påske vekselvis hos hver av foreldrene fra år til år, slik at de i år med partall er i jula hos den av foreldrene som står først i avtalen, og i påsken hos den andre.',
      clauseNo:
        'Foreldrene avtaler fordelingen av jul og påske skriftlig innen 1. oktober hvert år, og blir de ikke enige innen fristen, er barna halvparten av jule- og påskeferien hos hver av dem.',
      hideIf: { questionKey: 'vanlig-samvaer', equals: true },
      section: 'Bytte og ferier',
    },
    {
      key: 'sommerferie-frist',
      text: 'Skal fordelingen av sommerferien være avtalt innen 1. april hvert år?',
      clauseYes:
        'Foreldrene avtaler fordelingen av sommerferien innen 1. april hvert år, og blir de ikke enige innen fristen, deles skolens sommerferie i to like lange perioder, og barna er den første perioden hos den av foreldrene som står først i avtalen i år med partall, og hos den andre i år med oddetall.',
      clauseNo:
        'Foreldrene avtaler fordelingen av sommerferien senest to måneder før skolens sommerferie begynner, og blir de ikke enige innen fristen, deles ferien i to like lange perioder, og barna er den første perioden hos den av foreldrene som står først i avtalen i år med partall, og hos den andre i år med oddetall.',
      hideIf: { questionKey: 'vanlig-samvaer', equals: true },
      section: 'Bytte og ferier',
    },
    {
      // Issue 33 (review § 4.4 item 2). Written without «samvær»: it is asked under delt fast bosted too.
      key: 'bursdager',
      text: 'Skal den av dere som barna ikke er hos, kunne treffe dem på bursdagene deres?',
      clauseYes:
        'På barnas bursdager kan den av foreldrene som barna ikke er hos den dagen, være sammen med barna i to timer, fra klokken 17 til 19 hvis foreldrene ikke blir enige om et annet tidspunkt, når den andre har fått beskjed senest en uke før.',
      clauseNo:
        'Barnas bursdager følger den vanlige ordningen, slik at barna feirer bursdagen hos den av foreldrene de er hos den dagen.',
      section: 'Bytte og ferier',
    },
    {
      key: 'sykdom-byttedag',
      text: 'Skal tiden som går tapt når et barn er for sykt til å bytte hjem, tas igjen?',
      description:
        'Et barn som er for sykt til å flyttes, blir der det er til det er friskt nok, uansett hva dere svarer.',
      clauseYes:
        'Er et barn for sykt til å bytte hjem på en byttedag, blir barna der de er til barnet kan flyttes; den av foreldrene som har barna, gir den andre beskjed samme dag, og den av foreldrene som mistet tid med barna, får like mange dager igjen innen to måneder.',
      clauseNo:
        'Er et barn for sykt til å bytte hjem på en byttedag, blir barna der de er til barnet kan flyttes; den av foreldrene som har barna, gir den andre beskjed samme dag, og tiden som går tapt, tas ikke igjen.',
      section: 'Bytte og ferier',
    },
    {
      key: 'reisekostnader',
      text: 'Skal reisekostnadene ved samvær deles etter inntekt?',
      description:
        'Etter barneloven § 44 deles reisekostnadene etter inntekt hvis dere ikke avtaler noe annet.',
      clauseYes:
        'Reisekostnadene ved samvær deles mellom foreldrene forholdsmessig etter inntekt (barneloven § 44).',
      clauseNo: 'Reisekostnadene ved samvær dekkes av samværsforelderen.',
      showIf: {
        questionKey: 'foreldreansvar-og-bosted',
        operator: 'not_equals',
        value: 'Felles foreldreansvar og delt fast bosted',
      },
      section: 'Utgifter og barnebidrag',
    },
    {
      key: 'privat-barnebidrag',
      text: 'Skal dere avtale barnebidraget privat i stedet for å la NAV fastsette det?',
      description: 'En privat avtale hindrer ikke at en av dere senere ber NAV fastsette bidraget.',
      // Who pays is in the amount question of each arrangement (barnebidrag-betaler under delt fast bosted,
      // bidrag-samvaersforelder otherwise), so this clause holds no condition that may not apply.
      clauseYes: 'Foreldrene avtaler barnebidraget privat, uten at NAV fastsetter det.',
      clauseNo: 'Barnebidraget fastsettes av NAV.',
      section: 'Utgifter og barnebidrag',
    },
    {
      key: 'barnebidrag-betaler',
      text: 'Hvem av dere skal betale barnebidraget?',
      type: 'free_text',
      format: 'party',
      // Names the recipient too (review § 4.4 item 2: «Kari Nordmann betaler barnebidraget» named nobody to pay to).
      clauseTemplate: '{{svar}} betaler barnebidraget til den andre forelderen.',
      showIf: { questionKey: 'privat-barnebidrag', equals: true },
      // Asked under delt fast bosted only: otherwise the law names the payer (the parent the children
      // do not live with), and an answer could name the parent they live with.
      hideIf: {
        questionKey: 'foreldreansvar-og-bosted',
        operator: 'not_equals',
        value: 'Felles foreldreansvar og delt fast bosted',
      },
      section: 'Utgifter og barnebidrag',
    },
    {
      key: 'barnebidrag-belop',
      text: 'Hvor mye skal barnebidraget være per barn per måned?',
      type: 'free_text',
      format: 'amount',
      description: 'NAVs bidragskalkulator og satser på nav.no viser hva NAV ville ha fastsatt.',
      clauseTemplate: 'Barnebidraget er {{svar}} per barn per måned.',
      checks: [
        {
          kind: 'atMost',
          value: 15000,
          severity: 'warning',
          message: BIDRAG_FAR_ABOVE_NAV,
        },
      ],
      showIf: { questionKey: 'privat-barnebidrag', equals: true },
      // Under delt fast bosted only; otherwise 'bidrag-samvaersforelder' asks the amount with the payer the law names.
      hideIf: {
        questionKey: 'foreldreansvar-og-bosted',
        operator: 'not_equals',
        value: 'Felles foreldreansvar og delt fast bosted',
      },
      section: 'Utgifter og barnebidrag',
    },
    {
      key: 'bidrag-samvaersforelder',
      text: 'Hvor mye skal samværsforelderen betale i barnebidrag per barn per måned?',
      type: 'free_text',
      format: 'amount',
      description:
        'Bidraget må være mer enn 0 kr, fordi barnet har krav på bidrag som ikke kan avtales bort (barneloven § 67), og NAVs bidragskalkulator og satser på nav.no viser hva NAV ville ha fastsatt.',
      clauseTemplate:
        'Samværsforelderen betaler {{svar}} per barn per måned i barnebidrag til bostedsforelderen (barneloven § 67).',
      checks: [
        {
          kind: 'atLeast',
          value: 1,
          severity: 'error',
          message:
            'Barnet har krav på barnebidrag, og det kan ikke avtales bort (barneloven § 67). Skriv beløpet dere er enige om, eller svar at NAV skal fastsette bidraget.',
        },
        {
          kind: 'atMost',
          value: 15000,
          severity: 'warning',
          message: BIDRAG_FAR_ABOVE_NAV,
        },
      ],
      showIf: { questionKey: 'privat-barnebidrag', equals: true },
      hideIf: {
        questionKey: 'foreldreansvar-og-bosted',
        operator: 'equals',
        value: 'Felles foreldreansvar og delt fast bosted',
      },
      section: 'Utgifter og barnebidrag',
    },
    {
      // The amounts are per child: the payment schedule (docs/obligations.md) needs how many children they are paid for.
      key: 'barnebidrag-antall-barn',
      text: 'For hvor mange barn skal det betales barnebidrag?',
      description: 'Skriv antallet som et tall, for eksempel 2.',
      type: 'free_text',
      format: 'number',
      clauseTemplate: 'Barnebidraget betales for {{svar}} barn.',
      checks: [
        {
          kind: 'atLeast',
          value: 1,
          severity: 'error',
          message: 'Skriv hvor mange barn bidraget gjelder, minst 1.',
        },
        {
          kind: 'atMost',
          value: 20,
          severity: 'error',
          message: 'Skriv hvor mange barn bidraget gjelder, høyst 20.',
        },
      ],
      showIf: { questionKey: 'privat-barnebidrag', equals: true },
      section: 'Utgifter og barnebidrag',
    },
    {
      key: 'barnebidrag-fra',
      text: 'Fra hvilken dato skal barnebidraget betales?',
      description: 'Bidraget betales deretter på samme dato hver måned.',
      type: 'free_text',
      format: 'date',
      clauseTemplate: 'Barnebidraget betales første gang {{svar}} og deretter på samme dato hver måned.',
      showIf: { questionKey: 'privat-barnebidrag', equals: true },
      section: 'Utgifter og barnebidrag',
    },
    {
      // Issue 33 (review § 4.4 item 2). With a written agreement on delt fast bosted each parent can claim half the
      // barnetrygd, the utvidet part included (barnetrygdloven § 2 third paragraph, § 12).
      key: 'barnetrygd-delt',
      text: 'Skal dere dele barnetrygden likt?',
      description:
        'Med en skriftlig avtale om delt fast bosted kan hver av dere få halvparten av barnetrygden, også av utvidet barnetrygd hvis dere har rett til den, når dere ber NAV om det.',
      clauseYes:
        'Foreldrene ber NAV om delt barnetrygd, slik at hver av dem får halvparten av barnetrygden for barna, også av utvidet barnetrygd for den som har rett til den (barnetrygdloven §§ 2 og 12).',
      clauseNo:
        'Barnetrygden for barna søkes og mottas i sin helhet av den av foreldrene som barna har folkeregistrert adresse hos, og ingen av foreldrene ber NAV om delt barnetrygd.',
      showIf: {
        questionKey: 'foreldreansvar-og-bosted',
        operator: 'equals',
        value: 'Felles foreldreansvar og delt fast bosted',
      },
      section: 'Utgifter og barnebidrag',
    },
    {
      // Outside delt fast bosted the law gives the barnetrygd to the parent the children live with; what is left to
      // agree is whether part of it is passed on.
      key: 'barnetrygd',
      text: 'Skal bostedsforelderen beholde hele barnetrygden?',
      description:
        'Barnetrygden, og utvidet barnetrygd for den som bor alene med barna, utbetales til den barna bor fast hos. Dere kan likevel avtale at en del av den betales videre.',
      clauseYes:
        'Barnetrygden, og utvidet barnetrygd hvis bostedsforelderen har rett til den, utbetales til bostedsforelderen, som beholder den (barnetrygdloven §§ 2 og 9).',
      clauseNo:
        'Barnetrygden utbetales til bostedsforelderen (barnetrygdloven § 2), som hver måned betaler halvparten av den ordinære barnetrygden for barna videre til samværsforelderen.',
      hideIf: {
        questionKey: 'foreldreansvar-og-bosted',
        operator: 'equals',
        value: 'Felles foreldreansvar og delt fast bosted',
      },
      section: 'Utgifter og barnebidrag',
    },
    {
      key: 'storre-utgifter',
      text: 'Skal større utgifter til barna, som fritidsaktiviteter, tannregulering og briller, deles likt?',
      clauseYes:
        'Større utgifter til barna, som fritidsaktiviteter, tannregulering og briller, deles likt mellom foreldrene når de er avtalt på forhånd, uten at dette begrenser retten til å kreve særtilskudd etter barneloven § 67.',
      clauseNo:
        'Større utgifter til barna dekkes av den av foreldrene som har tatt initiativ til utgiften, med mindre noe annet er avtalt, og uten at dette begrenser retten til å kreve særtilskudd etter barneloven § 67.',
      section: 'Utgifter og barnebidrag',
    },
    {
      key: 'flytting',
      text: 'Skal dere bli enige om en ny ordning før en av dere flytter så langt unna at ordningen må endres?',
      description:
        'Barneloven krever varsel senest tre måneder før flytting når det er avtalt eller fastsatt samvær, og har barna delt fast bosted, kan de bare flytte innenlands når dere begge er enige.',
      clauseYes:
        'Den av foreldrene som vil flytte så langt unna at bosteds- eller samværsordningen må endres, varsler den andre senest tre måneder før flyttingen, og foreldrene skal forsøke å bli enige om en ny ordning før flyttingen.',
      clauseNo: 'Den av foreldrene som vil flytte, varsler den andre senest tre måneder før flyttingen.',
      section: 'Flytting og ny gjennomgang',
    },
    {
      key: 'revisjon-dato',
      text: 'Når skal dere senest gå gjennom avtalen på nytt?',
      type: 'free_text',
      format: 'date',
      clauseTemplate:
        'Foreldrene går gjennom avtalen på nytt senest {{svar}}, og ellers når barnas behov endrer seg vesentlig.',
      section: 'Flytting og ny gjennomgang',
    },
  ],
};
