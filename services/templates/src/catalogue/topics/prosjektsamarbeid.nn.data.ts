/** The topic «Samarbeid om eit prosjekt» in nynorsk (docs/languages.md). */
import type { TopicTranslation } from '../catalogue-translation.types';

export const prosjektsamarbeidNn: TopicTranslation = {
  title: 'Samarbeid om eit prosjekt',
  description:
    'For vener, kollegar eller frilansarar som skal skape noko saman, som ein app, ei bok, eit band eller eit oppstartsselskap. Bli samde om roller, innsats, rettar og inntekter.',
  document: {
    heading: 'Samarbeidsavtale',
    termClause:
      'Avtalen gjeld til prosjektet er avslutta eller, dersom partane etablerer eit eige selskap for det, til selskapet er stifta og ein avtale mellom eigarane er inngått, og føresegnene om rettar og teieplikt gjeld òg etter det. Ein part som vil tre ut av samarbeidet, varslar dei andre partane skriftleg med tre månaders frist, og oppgjeret skjer etter føresegna om uttreding.',
    disputeClause: null,
  },
  questions: {
    'prosjekt-navn': {
      text: 'Kva heiter prosjektet?',
      clauseTemplate: 'Prosjektet heiter {{svar}}.',
      section: 'Bakgrunn',
    },
    'prosjekt-innhold': {
      text: 'Kva går prosjektet ut på?',
      description: 'Til dømes å lage ein app for turplanlegging eller å gi ut ei bok.',
      clauseTemplate: 'Prosjektet går ut på {{svar}}.',
      section: 'Bakgrunn',
    },
    'samarbeid-fra': {
      text: 'Frå kva dato gjeld samarbeidet?',
      clauseTemplate: 'Samarbeidet gjeld frå {{svar}}.',
      section: 'Bakgrunn',
    },
    eierandeler: {
      text: 'Korleis skal eigardelane i prosjektet fordelast?',
      options: [
        { text: 'Like store eigardelar', clause: 'Partane eig prosjektet med like store eigardelar.' },
        {
          text: 'Éin av oss eig ein større eigardel',
          clause: 'Partane eig prosjektet saman med ulike eigardelar.',
        },
      ],
      section: 'Eigarskap og økonomi',
    },
    'storst-andel-eier': {
      text: 'Kven av dykk eig den største eigardelen i prosjektet?',
      clauseTemplate: '{{svar}} eig den største eigardelen i prosjektet.',
      section: 'Eigarskap og økonomi',
    },
    'storst-andel-prosent': {
      text: 'Kor mange prosent av prosjektet utgjer den største eigardelen?',
      clauseTemplate:
        'Den største eigardelen utgjer {{svar}} av prosjektet, og dei andre partane eig resten.',
      section: 'Eigarskap og økonomi',
      checks: [
        'Er de to, må den største eigardelen vere over 50 %, elles er den ikkje den største. Er de fleire enn to, kan den vere mindre: kryss av for at verdien stemmer.',
        'Den største eigardelen må vere under 100 %, elles eig dei andre ingenting av prosjektet. Skriv eigardelen i prosent, til dømes 60.',
      ],
    },
    'utgifter-likt': {
      text: 'Skal utgiftene i prosjektet delast likt?',
      clauseYes: 'Utgifter i prosjektet blir delte likt mellom partane.',
      clauseNo: 'Utgifter i prosjektet blir fordelte etter eigardel.',
      section: 'Eigarskap og økonomi',
    },
    'inntekter-etter-andel': {
      text: 'Skal inntektene frå prosjektet fordelast etter eigardel?',
      clauseYes: 'Inntekter frå prosjektet blir fordelte etter eigardel etter at utgiftene er dekte.',
      clauseNo: 'Inntekter frå prosjektet blir delte likt mellom partane etter at utgiftene er dekte.',
      section: 'Eigarskap og økonomi',
    },
    ansvarsomrader: {
      text: 'Skal kvar av dykk ha eit tydeleg definert ansvarsområde?',
      clauseYes:
        'Kvar av partane har eit eige ansvarsområde i prosjektet, og ingen tek avgjerder innanfor ansvarsområdet til ein annan part utan samtykke frå denne parten.',
      clauseNo: 'Partane deler ansvaret for alle delar av prosjektet i fellesskap.',
      section: 'Roller og avgjerder',
    },
    'ansvarsomrader-fordeling': {
      text: 'Kva ansvarsområde skal kvar av dykk ha?',
      description:
        'Skriv namnet og ansvarsområdet for kvar av dykk, til dømes Kari Nordmann: utvikling, Ola Hansen: sal og marknadsføring.',
      clauseTemplate: 'Ansvarsområda er fordelte slik: {{svar}}.',
      section: 'Roller og avgjerder',
    },
    'beslutninger-enstemmig': {
      text: 'Skal viktige avgjerder krevje at alle er samde?',
      clauseYes: 'Viktige avgjerder i prosjektet krev semje mellom alle partane.',
      clauseNo:
        'Viktige avgjerder i prosjektet blir tekne med fleirtal etter eigardel, og står røystene likt, blir saka avgjord av ein nøytral person som partane vel saman, eller ved loddtrekning dersom dei ikkje blir samde om kven.',
      section: 'Roller og avgjerder',
    },
    'rettigheter-felles': {
      text: 'Skal rettane til det de skaper saman, eigast i fellesskap?',
      description: 'Til dømes opphavsrett til tekst, kode, musikk eller design.',
      clauseYes:
        'Rettane til det partane skaper saman i prosjektet, blir eigde i fellesskap, og ingen av partane kan utnytte dei kommersielt åleine utan samtykke frå dei andre partane.',
      clauseNo:
        'Kvar av partane beheld rettane til det vedkomande sjølv har skapt, og gir dei andre partane ein vederlagsfri rett til å bruke det i prosjektet så lenge prosjektet blir drive, òg om ein av partane trer ut.',
      section: 'Rettar og lojalitet',
    },
    'ikke-konkurrere': {
      text: 'Skal de la vere å delta i konkurrerande prosjekt medan samarbeidet varer?',
      clauseYes:
        'Så lenge samarbeidet varer, deltek ingen av partane i verksemd som konkurrerer direkte med prosjektet.',
      clauseNo: 'Partane står fritt til å delta i andre prosjekt, òg prosjekt som konkurrerer med dette.',
      section: 'Rettar og lojalitet',
    },
    taushetsplikt: {
      text: 'Skal de ha teieplikt om idear og forretningsløyndomar i prosjektet?',
      clauseYes:
        'Partane har teieplikt om idear, forretningsløyndomar og anna fortruleg informasjon i prosjektet, òg etter at samarbeidet er avslutta.',
      clauseNo: 'Partane har inga særskild teieplikt om informasjon i prosjektet.',
      section: 'Rettar og lojalitet',
    },
    selskapsform: {
      text: 'Skal de etablere eit eige selskap for prosjektet?',
      description:
        'Utan eit eige selskap kan samarbeidet reknast som eit ansvarleg selskap, der de heftar personleg for gjelda til prosjektet, og som skal ha ein skriftleg selskapsavtale og registrerast i Føretaksregisteret. Eit aksjeselskap kan ikkje få rettar eller ta på seg plikter overfor andre før det er registrert i Føretaksregisteret (aksjelova § 2-20).',
      options: [
        {
          text: 'Ja, som aksjeselskap',
          clause:
            'Partane stiftar eit aksjeselskap for prosjektet innan tre månader etter at denne avtalen er inngått, inngår ikkje avtalar i namnet til selskapet før det er registrert i Føretaksregisteret, og denne avtalen gjeld fram til selskapet er stifta og ein aksjonæravtale er inngått.',
        },
        {
          text: 'Ja, med ei anna selskapsform',
          clause:
            'Partane etablerer eit eige selskap for prosjektet innan tre månader etter at denne avtalen er inngått og vel selskapsform i fellesskap, og denne avtalen gjeld fram til selskapet er stifta og ein selskapsavtale er inngått.',
        },
        {
          text: 'Nei, utan eige selskap',
          clause:
            'Partane driv prosjektet utan å etablere eit eige selskap og er kjende med at samarbeidet likevel kan vere eit ansvarleg selskap etter selskapslova §§ 1-1 og 1-2, der deltakarane heftar personleg og uavgrensa for gjelda, og at eit ansvarleg selskap skal ha ein skriftleg selskapsavtale og registrerast i Føretaksregisteret, noko partane sjølve må syte for eller søkje råd om.',
        },
      ],
      section: 'Organisering',
    },
    aksjekapital: {
      text: 'Kor stor aksjekapital skal aksjeselskapet ha?',
      description:
        'Aksjekapitalen må vere minst 30 000 kr (aksjelova § 3-1), og de teiknar aksjar i same forhold som eigardelane i prosjektet.',
      clauseTemplate:
        'Aksjeselskapet skal ha ein aksjekapital på {{svar}}, og partane teiknar aksjane i same forhold som eigardelane i prosjektet.',
      section: 'Organisering',
      checks: [
        'Aksjekapitalen i eit aksjeselskap må vere minst 30 000 kr (aksjelova § 3-1). Skriv eit beløp på minst 30 000 kr.',
      ],
    },
    'rettigheter-til-selskapet': {
      text: 'Kva skal selskapet få av rettane til det de har skapt i prosjektet?',
      description:
        'Selskapet får ingen rettar til det de har skapt, utan at de overdreg dei til selskapet eller gir det rett til å bruke dei.',
      options: [
        {
          text: 'Rettane blir overdregne til selskapet',
          clause:
            'Når selskapet er registrert i Føretaksregisteret, overdreg partane vederlagsfritt til selskapet dei rettane dei har til det som er skapt i prosjektet, og fram til då gjeld føresegna om rettar i denne avtalen.',
        },
        {
          text: 'Selskapet får ein bruksrett',
          clause:
            'Når selskapet er registrert i Føretaksregisteret, får det ein vederlagsfri, eksklusiv og tidsuavgrensa rett til å bruke det som er skapt i prosjektet, som partane ikkje kan trekkje tilbake så lenge selskapet driv prosjektet, medan rettane elles blir verande hos partane etter føresegna om rettar i denne avtalen.',
        },
      ],
      section: 'Organisering',
    },
    'egen-bankkonto': {
      text: 'Skal de ha ein eigen bankkonto for prosjektet?',
      clauseYes:
        'Partane opprettar ein eigen bankkonto for prosjektet, og alle inntekter og utgifter går gjennom denne kontoen.',
      clauseNo:
        'Inntekter og utgifter i prosjektet blir handterte via dei private kontoane til partane, og partane fører eit felles rekneskap.',
      section: 'Organisering',
    },
    uttreden: {
      text: 'Skal den som trer ut av prosjektet, få kompensert verdien av eigardelen sin?',
      clauseYes:
        'Ein part som trer ut av prosjektet, får verdien av eigardelen sin utbetalt av dei andre partane, som overtek eigardelen, og verdien blir fastsett ved semje eller av ein uavhengig verdivurderar som partane vel saman.',
      clauseNo:
        'Ein part som trer ut av prosjektet, overlèt eigardelen sin vederlagsfritt til dei andre partane, men beheld retten til delen sin av inntekter som er opptente før uttredinga.',
      section: 'Uttreding',
    },
  },
};
