import type { TopicMiddleGround } from '../catalogue.types';

/** The compromises of `naboavtale` in nynorsk, beside naboavtale.middle-ground.data.ts: the same alternatives in the same order. */
export const naboavtaleMiddleGroundNn: TopicMiddleGround = {
  traer: [
    {
      text: 'Skal tre som skuggar for naboen, kunne beskjerast etter avtale, men berre fellast når eigaren sjølv vil?',
      clause:
        'Tre som gir vesentleg skugge eller ulempe for naboeigedomen, blir beskorne etter avtale mellom partane, og den som ber om beskjeringa, dekkjer kostnaden, medan trea berre blir felte når eigaren sjølv ønskjer det.',
      description: 'Naboen kan få meir lys, eigaren held på trea.',
    },
    {
      text: 'Skal kostnaden ved å beskjere eller felle tre som skuggar for naboen, delast likt mellom eigaren og den som ber om det?',
      clause:
        'Tre som gir vesentleg skugge eller ulempe for naboeigedomen, blir beskorne eller felte etter avtale mellom partane, og kostnaden blir delt likt mellom eigaren av trea og den som ber om tiltaket.',
      description: 'Begge har nytte av at det blir gjort, begge betaler.',
    },
  ],
  gjerde: [
    {
      text: 'Skal de setje opp eit felles gjerde i eigedomsgrensa og dele kostnadene likt opp til 20 000 kr?',
      clause:
        'Partane set opp eit felles gjerde i eigedomsgrensa og deler kostnadene ved å setje det opp likt opp til 20 000 kr samla, medan den av partane som ønskjer eit dyrare gjerde, dekkjer det som overstig dette, og vedlikehaldet av gjerdet blir delt likt.',
      description: 'Eit felles gjerde, men ingen må betale for meir enn eit enkelt gjerde.',
    },
    {
      text: 'Skal den som ønskjer eit gjerde, kunne setje det opp i eigedomsgrensa for eiga rekning?',
      clause:
        'Den av partane som ønskjer eit gjerde i eigedomsgrensa, kan setje det opp for eiga rekning etter å ha avtalt utforming og plassering med dei andre partane, og eig gjerdet og held det ved like åleine.',
      description: 'Den som vil ha gjerde, får det, utan at naboen må betale.',
    },
  ],
  veirett: [
    {
      text: 'Skal vegretten over grunnen til naboen berre gjelde ferdsel til fots, med sykkel og med personbil?',
      clause:
        'Den av eigedomane som ikkje eig grunnen under ein del av den felles vegen, har ein varig vegrett (servitutt) på den delen, til fots, med sykkel og med personbil, men ikkje med lastebil eller anna tungt køyretøy utan samtykke frå eigaren av grunnen, og retten følgjer eigedomen òg når han får nye eigarar.',
      description: 'Tilkomsten er sikra, men ikkje for tung trafikk.',
    },
  ],
  'vei-kostnadsfordeling': [
    {
      text: 'Skal halvparten av kostnadene til vedlikehald av vegen delast likt og resten etter kor mykje kvar av dykk brukar han?',
      clause:
        'Halvparten av kostnadene til vedlikehald av den felles vegen eller innkøyrsla blir delt likt mellom partane, og den andre halvparten blir fordelt etter kor mykje kvar av partane brukar vegen eller innkøyrsla.',
      description: 'Mellom likt og etter bruk.',
    },
    {
      text: 'Skal halvparten av kostnadene til vedlikehald av vegen delast likt og resten etter kor lang strekning kvar av dykk brukar?',
      clause:
        'Halvparten av kostnadene til vedlikehald av den felles vegen eller innkøyrsla blir delt likt mellom partane, og den andre halvparten blir fordelt etter kor lang strekning av vegen eller innkøyrsla kvar av partane brukar.',
      description: 'Mellom likt og etter strekning.',
    },
  ],
  broyting: [
    {
      text: 'Skal de bestille brøyting av vegen saman, men syte for strøing kvar for dykk?',
      clause:
        'Partane bestiller brøyting av den felles vegen saman og fordeler kostnadene på same måte som kostnadene til vedlikehald av vegen, medan kvar av partane sjølv syter for strøing av sin del av vegen.',
      description: 'Det tunge arbeidet samla, det enkle kvar for seg.',
    },
  ],
  'faste-parkeringsplasser': [
    {
      text: 'Skal kvar husstand ha éin fast parkeringsplass, medan resten av plassane blir brukte i fellesskap?',
      clause:
        'Kvar av partane har éin fast parkeringsplass, som partane merkjer tydeleg på staden, og resten av plassane blir brukte i fellesskap slik at ingen blir stengd inne.',
      description: 'Alle er sikra ein plass, resten er fleksibelt.',
    },
  ],
  'stille-pa-helligdager': [
    {
      text: 'Skal støyande arbeid på søndagar og heilagdagar avgrensast til mellom klokka 12 og 16?',
      clause:
        'Partane avgrensar støyande arbeid, som plenklipping, boring og bruk av motorsag, på søndagar og heilagdagar til mellom klokka 12 og 16.',
      description: 'Stille morgonar og kveldar, men mogleg å få gjort noko.',
    },
  ],
  'varsle-fest': [
    {
      text: 'Skal de berre varsle kvarandre om festar som kan gi støy etter klokka 23?',
      clause:
        'Partane varslar kvarandre seinast dagen før når dei skal ha fest eller andre arrangement som kan gi støy etter klokka 23.00.',
      description: 'Varsel når det betyr noko for nattesvevnen, ikkje elles.',
    },
  ],
  byggeplaner: [
    {
      text: 'Skal de informere kvarandre om byggjeplanar som vil synast frå naboeigedomen, seinast to veker før de søkjer kommunen?',
      clause:
        'Partane informerer kvarandre om planar for tilbygg, garasje eller andre større tiltak som vil synast frå naboeigedomen, seinast to veker før det blir sendt nabovarsel eller søknad til kommunen.',
      description: 'Tidleg beskjed om det naboen vil merke, ikkje om alt.',
    },
  ],
  konfliktradet: [
    {
      text: 'Skal de møte ein nøytral person de vel saman, før ei usemje blir teken vidare?',
      clause:
        'Ved usemje som partane ikkje løyser sjølve, møtest dei til ein samtale med ein nøytral person som dei vel saman, før saka blir teken vidare, og kjem eit slikt møte ikkje i stand innan 30 dagar, står kvar av partane fritt til å ta saka vidare.',
      description: 'Eit forsøk på å løyse saka saman, med ein frist så ingen blir halden att.',
    },
  ],
  tinglysing: [
    {
      text: 'Skal rettane og avgrensingane som gjeld eigedomane, tinglysast først når ein av eigedomane skal seljast?',
      clause:
        'Partane tinglyser ikkje avtalen no, men før ein av partane sel eigedomen sin, syter partane for at rettane og avgrensingane i avtalen som gjeld eigedomane, blir tinglyste som ei erklæring om servitutt på begge eigedomane, slik at dei òg bind seinare eigarar, medan dei personlege forpliktingane i avtalen berre gjeld mellom partane.',
      description: 'Ingen kostnad eller tinglysing no, men nye eigarar blir bundne.',
    },
  ],
};
