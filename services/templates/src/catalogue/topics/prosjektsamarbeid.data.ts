import type { CatalogueTopic } from '../catalogue.types';
import { BAKGRUNN } from '../catalogue.sections';

// ──────────────────────────────────────────────────────────── Samarbeid om et prosjekt
export const prosjektsamarbeidTopic: CatalogueTopic = {
  key: 'prosjektsamarbeid',
  title: 'Samarbeid om et prosjekt',
  description:
    'For venner, kolleger eller frilansere som skal skape noe sammen, som en app, en bok, et band eller et oppstartsselskap. Bli enige om roller, innsats, rettigheter og inntekter.',
  featured: false,
  document: {
    kind: 'agreement',
    heading: 'Samarbeidsavtale',
    // Review § 4.6 item 1: the rights and the duty of confidence outlive the agreement, so nothing lapses at incorporation.
    termClause:
      'Avtalen gjelder til prosjektet er avsluttet eller, hvis partene etablerer et eget selskap for det, til selskapet er stiftet og en avtale mellom eierne er inngått, og bestemmelsene om rettigheter og taushetsplikt gjelder også etter det. En part som vil tre ut av samarbeidet, varsler de andre partene skriftlig med tre måneders frist, og oppgjøret skjer etter bestemmelsen om uttreden.',
    disputeClause: null,
  },
  questions: [
    {
      key: 'prosjekt-navn',
      text: 'Hva heter prosjektet?',
      type: 'free_text',
      format: 'text',
      clauseTemplate: 'Prosjektet heter {{svar}}.',
      section: BAKGRUNN,
      fact: true,
    },
    {
      key: 'prosjekt-innhold',
      text: 'Hva går prosjektet ut på?',
      description: 'For eksempel å lage en app for turplanlegging eller å gi ut en bok.',
      type: 'free_text',
      format: 'text',
      clauseTemplate: 'Prosjektet går ut på {{svar}}.',
      section: BAKGRUNN,
      fact: true,
    },
    {
      key: 'samarbeid-fra',
      text: 'Fra hvilken dato gjelder samarbeidet?',
      type: 'free_text',
      format: 'date',
      clauseTemplate: 'Samarbeidet gjelder fra {{svar}}.',
      section: BAKGRUNN,
      fact: true,
    },
    {
      key: 'eierandeler',
      text: 'Hvordan skal eierandelene i prosjektet fordeles?',
      type: 'multiple_choice',
      options: [
        { text: 'Like store andeler', clause: 'Partene eier prosjektet med like store andeler.' },
        {
          text: 'Én av oss eier en større andel',
          // Who owns it is named by 'storst-andel-eier'.
          clause: 'Partene eier prosjektet sammen med ulike andeler.',
        },
      ],
      section: 'Eierskap og økonomi',
    },
    {
      key: 'storst-andel-eier',
      text: 'Hvem av dere eier den største andelen av prosjektet?',
      type: 'free_text',
      format: 'party',
      clauseTemplate: '{{svar}} eier den største andelen av prosjektet.',
      showIf: { questionKey: 'eierandeler', operator: 'equals', value: 'Én av oss eier en større andel' },
      section: 'Eierskap og økonomi',
    },
    {
      key: 'storst-andel-prosent',
      text: 'Hvor mange prosent av prosjektet utgjør den største andelen?',
      type: 'free_text',
      format: 'percent',
      clauseTemplate:
        'Den største andelen utgjør {{svar}} av prosjektet, og resten eies av de andre partene.',
      showIf: { questionKey: 'eierandeler', operator: 'equals', value: 'Én av oss eier en større andel' },
      section: 'Eierskap og økonomi',
      checks: [
        {
          kind: 'atLeast',
          value: 50.01,
          severity: 'warning',
          message:
            'Er dere to, må den største andelen være over 50 %, ellers er den ikke den største. Er dere flere enn to, kan den være mindre: kryss av for at verdien stemmer.',
        },
        {
          kind: 'atMost',
          value: 99.99,
          severity: 'error',
          message:
            'Den største andelen må være under 100 %, ellers eier de andre ingenting av prosjektet. Skriv andelen i prosent, for eksempel 60.',
        },
      ],
    },
    {
      key: 'utgifter-likt',
      text: 'Skal utgiftene i prosjektet deles likt?',
      clauseYes: 'Utgifter i prosjektet deles likt mellom partene.',
      clauseNo: 'Utgifter i prosjektet fordeles etter eierandel.',
      section: 'Eierskap og økonomi',
    },
    {
      key: 'inntekter-etter-andel',
      text: 'Skal inntektene fra prosjektet fordeles etter eierandel?',
      clauseYes: 'Inntekter fra prosjektet fordeles etter eierandel etter at utgiftene er dekket.',
      clauseNo: 'Inntekter fra prosjektet deles likt mellom partene etter at utgiftene er dekket.',
      section: 'Eierskap og økonomi',
    },
    {
      key: 'ansvarsomrader',
      text: 'Skal hver av dere ha et tydelig definert ansvarsområde?',
      clauseYes:
        'Hver av partene har et eget ansvarsområde i prosjektet, og ingen tar beslutninger innenfor en annens ansvarsområde uten samtykke fra denne parten.',
      clauseNo: 'Partene deler ansvaret for alle deler av prosjektet i fellesskap.',
      section: 'Roller og beslutninger',
    },
    {
      // The areas the Ja speaks of, by name: without them the clause could not be applied.
      key: 'ansvarsomrader-fordeling',
      text: 'Hvilket ansvarsområde skal hver av dere ha?',
      description:
        'Skriv navnet og ansvarsområdet for hver av dere, for eksempel Kari Nordmann: utvikling, Ola Hansen: salg og markedsføring.',
      type: 'free_text',
      format: 'text',
      clauseTemplate: 'Ansvarsområdene er fordelt slik: {{svar}}.',
      showIf: { questionKey: 'ansvarsomrader', equals: true },
      section: 'Roller og beslutninger',
    },
    {
      key: 'beslutninger-enstemmig',
      text: 'Skal viktige beslutninger kreve at alle er enige?',
      clauseYes: 'Viktige beslutninger i prosjektet krever enighet mellom alle partene.',
      // With two parties at 50/50 there is no majority: a tie goes to a neutral person, then a draw.
      clauseNo:
        'Viktige beslutninger i prosjektet treffes med flertall etter eierandel, og står stemmene likt, avgjøres saken av en nøytral person som partene velger sammen, eller ved loddtrekning hvis de ikke blir enige om hvem.',
      section: 'Roller og beslutninger',
    },
    {
      key: 'rettigheter-felles',
      text: 'Skal rettighetene til det dere skaper sammen, eies i fellesskap?',
      description: 'For eksempel opphavsrett til tekst, kode, musikk eller design.',
      clauseYes:
        'Rettighetene til det partene skaper sammen i prosjektet, eies i fellesskap, og ingen av partene kan utnytte dem kommersielt alene uten samtykke fra de andre partene.',
      // «Prosjektet» is no legal person and «så lenge samarbeidet varer» ended at incorporation (review § 4.6 item 1):
      // the licence goes to the other parties and lasts while the project is run; 'rettigheter-til-selskapet'
      // says what a company gets.
      clauseNo:
        'Hver av partene beholder rettighetene til det vedkommende selv har skapt, og gir de andre partene en vederlagsfri rett til å bruke det i prosjektet så lenge prosjektet drives, også om en av partene trer ut.',
      section: 'Rettigheter og lojalitet',
    },
    {
      key: 'ikke-konkurrere',
      text: 'Skal dere la være å delta i konkurrerende prosjekter mens samarbeidet varer?',
      clauseYes:
        'Så lenge samarbeidet varer, deltar ingen av partene i virksomhet som konkurrerer direkte med prosjektet.',
      clauseNo:
        'Partene står fritt til å delta i andre prosjekter, også prosjekter som konkurrerer med dette.',
      section: 'Rettigheter og lojalitet',
    },
    {
      key: 'taushetsplikt',
      text: 'Skal dere ha taushetsplikt om idéer og forretningshemmeligheter i prosjektet?',
      clauseYes:
        'Partene har taushetsplikt om idéer, forretningshemmeligheter og annen fortrolig informasjon i prosjektet, også etter at samarbeidet er avsluttet.',
      clauseNo: 'Partene har ingen særskilt taushetsplikt om informasjon i prosjektet.',
      section: 'Rettigheter og lojalitet',
    },
    {
      // One choice for what were two Ja/Nei questions (eget-selskap, aksjeselskap).
      key: 'selskapsform',
      text: 'Skal dere etablere et eget selskap for prosjektet?',
      description:
        'Uten et eget selskap kan samarbeidet regnes som et ansvarlig selskap, der dere hefter personlig for prosjektets gjeld, og som skal ha en skriftlig selskapsavtale og registreres i Foretaksregisteret. Et aksjeselskap kan ikke få rettigheter eller påta seg forpliktelser overfor andre før det er registrert i Foretaksregisteret (aksjeloven § 2-20).',
      type: 'multiple_choice',
      options: [
        {
          text: 'Ja, som aksjeselskap',
          clause:
            'Partene stifter et aksjeselskap for prosjektet innen tre måneder etter at denne avtalen er inngått, inngår ikke avtaler i selskapets navn før det er registrert i Foretaksregisteret, og denne avtalen gjelder fram til selskapet er stiftet og en aksjonæravtale er inngått.',
        },
        {
          text: 'Ja, med en annen selskapsform',
          clause:
            'Partene etablerer et eget selskap for prosjektet innen tre måneder etter at denne avtalen er inngått og velger selskapsform i fellesskap, og denne avtalen gjelder fram til selskapet er stiftet og en selskapsavtale er inngått.',
        },
        {
          text: 'Nei, uten eget selskap',
          // Review § 4.6 item 2: the parties are told what the law may make of it, and to see to it or get advice.
          clause:
            'Partene driver prosjektet uten å etablere et eget selskap og er kjent med at samarbeidet likevel kan være et ansvarlig selskap etter selskapsloven §§ 1-1 og 1-2, der deltakerne hefter personlig og ubegrenset for gjelden, og at et ansvarlig selskap skal ha en skriftlig selskapsavtale og registreres i Foretaksregisteret, noe partene selv må sørge for eller søke råd om.',
        },
      ],
      section: 'Organisering',
    },
    {
      // Review § 4.6 item 3: the statutory minimum, and subscription in the project's shares so that owning the
      // company never drifts from owning the project.
      key: 'aksjekapital',
      text: 'Hvor stor aksjekapital skal aksjeselskapet ha?',
      description:
        'Aksjekapitalen må være minst 30 000 kr (aksjeloven § 3-1), og dere tegner aksjer i samme forhold som eierandelene i prosjektet.',
      type: 'free_text',
      format: 'amount',
      clauseTemplate:
        'Aksjeselskapet skal ha en aksjekapital på {{svar}}, og partene tegner aksjene i samme forhold som eierandelene i prosjektet.',
      showIf: { questionKey: 'selskapsform', operator: 'equals', value: 'Ja, som aksjeselskap' },
      section: 'Organisering',
      checks: [
        {
          kind: 'atLeast',
          value: 30000,
          severity: 'error',
          message:
            'Aksjekapitalen i et aksjeselskap må være minst 30 000 kr (aksjeloven § 3-1). Skriv et beløp på minst 30 000 kr.',
        },
      ],
    },
    {
      // Review § 4.6 item 1: the company is a person of its own and gets nothing unless the parties transfer or
      // license the rights to it; from registration, since an AS has no rights before (aksjeloven § 2-20).
      key: 'rettigheter-til-selskapet',
      text: 'Hva skal selskapet få av rettighetene til det dere har skapt i prosjektet?',
      description:
        'Selskapet får ingen rettigheter til det dere har skapt, uten at dere overdrar dem til selskapet eller gir det rett til å bruke dem.',
      type: 'multiple_choice',
      options: [
        {
          text: 'Rettighetene overdras til selskapet',
          clause:
            'Når selskapet er registrert i Foretaksregisteret, overdrar partene vederlagsfritt til selskapet de rettighetene de har til det som er skapt i prosjektet, og fram til da gjelder bestemmelsen om rettigheter i denne avtalen.',
        },
        {
          text: 'Selskapet får en bruksrett',
          clause:
            'Når selskapet er registrert i Foretaksregisteret, får det en vederlagsfri, eksklusiv og tidsubegrenset rett til å bruke det som er skapt i prosjektet, som partene ikke kan trekke tilbake så lenge selskapet driver prosjektet, mens rettighetene ellers forblir partenes etter bestemmelsen om rettigheter i denne avtalen.',
        },
      ],
      showIf: { questionKey: 'selskapsform', operator: 'not_equals', value: 'Nei, uten eget selskap' },
      section: 'Organisering',
    },
    {
      key: 'egen-bankkonto',
      text: 'Skal dere ha en egen bankkonto for prosjektet?',
      clauseYes:
        'Partene oppretter en egen bankkonto for prosjektet, og alle inntekter og utgifter går gjennom denne kontoen.',
      clauseNo:
        'Inntekter og utgifter i prosjektet håndteres via partenes private kontoer, og partene fører et felles regnskap.',
      showIf: { questionKey: 'selskapsform', operator: 'equals', value: 'Nei, uten eget selskap' },
      section: 'Organisering',
    },
    {
      key: 'uttreden',
      text: 'Skal den som trer ut av prosjektet, få kompensert verdien av sin andel?',
      clauseYes:
        'En part som trer ut av prosjektet, får verdien av sin andel utbetalt av de andre partene, som overtar andelen, og verdien fastsettes ved enighet eller av en uavhengig verdivurderer som partene velger sammen.',
      clauseNo:
        'En part som trer ut av prosjektet, overlater sin andel vederlagsfritt til de andre partene, men beholder retten til sin del av inntekter som er opptjent før uttredelsen.',
      section: 'Uttreden',
    },
  ],
};
