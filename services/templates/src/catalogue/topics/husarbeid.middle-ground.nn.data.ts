import type { TopicMiddleGround } from '../catalogue.types';

/** The compromises of `husarbeid` in nynorsk, beside husarbeid.middle-ground.data.ts: the same alternatives in the same order. */
export const husarbeidMiddleGroundNn: TopicMiddleGround = {
  ukeplan: [
    {
      text: 'Skal de ha ein fast vekeplan berre for reingjeringa som må gjerast kvar veke, og fordele resten etter behov?',
      clause:
        'Hushaldet set innan éi veke opp ein fast plan for reingjeringa som må gjerast kvar veke, som støvsuging og vasking av bad og kjøkken, og anna husarbeid som ikkje er fordelt i denne planen, blir fordelt etter behov.',
      description: 'Fast plan for det som alltid må gjerast, fridom for resten.',
    },
    {
      text: 'Skal de prøve ein fast vekeplan for husarbeidet i tre månader før de bestemmer om de vil halde på han?',
      clause:
        'Hushaldet set opp ein fast vekeplan for husarbeidet innan éi veke og prøver han i tre månader, og vil ikkje alle dei vaksne i hushaldet halde fram med han etter prøvetida, blir husarbeid som ikkje er fordelt i denne planen, fordelt etter behov.',
      description: 'Ein prøveperiode med ein fast slutt: planen blir berre varig om alle vil.',
    },
  ],
  'lik-tidsbruk': [
    {
      text: 'Skal husarbeidet fordelast etter kor mykje kvar av dykk arbeider utanfor heimen, men slik at kvar av dykk gjer minst to timar husarbeid kvar veke?',
      clause:
        'Husarbeidet blir fordelt etter kor mykje kvar vaksen i hushaldet arbeider utanfor heimen, men kvar vaksen gjer minst to timar husarbeid kvar veke, òg den som arbeider mest utanfor heimen.',
      description: 'Den som jobbar mest, gjer mindre, men aldri ingenting.',
    },
    {
      text: 'Skal de bruke omtrent like mykje tid på husarbeidet over tid, slik at den som har ei travel veke, kan ta det igjen dei neste to vekene?',
      clause:
        'Husarbeidet blir fordelt slik at dei vaksne i hushaldet over tid bruker omtrent like mykje tid på det, og den som har ei særleg travel veke på jobb, kan gjere mindre den veka og ta det igjen i løpet av dei neste to vekene.',
      description: 'Likt over tid, med rom for travle veker.',
    },
  ],
  rundgang: [
    {
      text: 'Skal oppgåvene som ikkje har ein fast ansvarleg, fordelast fast, men bytast om kvar tredje månad?',
      clause:
        'Oppgåver som ikkje har ein fast ansvarleg i denne planen, blir fordelte fast, og fordelinga blir bytt om kvar tredje månad.',
      description: 'Fast ansvar i ein periode, rundgang over året.',
    },
    {
      text: 'Skal kvar av dykk velje éi oppgåve å ha fast ansvar for, medan resten av oppgåvene utan fast ansvarleg går på omgang?',
      clause:
        'Kvar vaksen i hushaldet vel éi oppgåve som ikkje har ein fast ansvarleg i denne planen, og har fast ansvar for henne, og resten av oppgåvene utan fast ansvarleg går på omgang.',
      description: 'Alle får halde på ei oppgåve dei likar, resten går på omgang.',
    },
  ],
  middag: [
    {
      text: 'Skal de fordele middagsansvaret likt på fire faste dagar i veka, og la den som har tid, lage middag resten av veka?',
      clause:
        'Ansvaret for middagen fire faste dagar i veka blir fordelt likt mellom dei vaksne i hushaldet, og resten av veka lagar den som har tid, middag, medan den som ikkje lagar mat, tek oppvasken og ryddinga etterpå.',
      description: 'Faste dagar for det meste av veka, fleksibelt resten.',
    },
    {
      text: 'Skal de byte på å lage middag på kvardagar og lage middag saman i helgane?',
      clause:
        'Middagen blir laga etter tur på kvardagar, slik at kvar vaksen i hushaldet lagar middag omtrent like mange kvardagar, og i helgane blir middagen laga i fellesskap.',
      description: 'Fast fordeling i travle veker, felles matlaging når det er tid.',
    },
  ],
  klesvask: [
    {
      text: 'Skal de vaske handklede, sengeklede og kleda til barna saman, men kvar sine eigne klede?',
      clause:
        'Handklede, sengeklede, kjøkkenhandklede og kleda til barna blir vaska samla for hushaldet etter tur, og kvar vaksen i hushaldet vaskar sine eigne klede.',
      description: 'Det som er felles, blir vaska felles; det som er ditt, vaskar du sjølv.',
    },
  ],
  'rydde-samme-dag': [
    {
      text: 'Skal alle rydde kjøkkenet etter seg same dag, medan resten av fellesromma blir rydda samla på faste dagar?',
      clause:
        'Alle ryddar kjøkkenet etter seg same dag, og resten av fellesromma blir rydda samla på faste dagar.',
      description: 'Kjøkkenet kvar dag, resten på faste dagar.',
    },
    {
      text: 'Skal alle rydde etter seg i fellesromma seinast morgonen etter?',
      clause: 'Alle ryddar etter seg i fellesromma seinast morgonen etter.',
      description: 'Ryddig kvar dag, men ikkje med ein gong.',
    },
  ],
  storrengjoring: [
    {
      text: 'Skal de ta ei felles storreingjering éin gong i året, om våren?',
      clause:
        'Hushaldet tek ei felles storreingjering éin gong i året, om våren, og gjer elles grundig reint ved behov.',
      description: 'Éi fast storreingjering i staden for to eller inga.',
    },
  ],
  vaskehjelp: [
    {
      text: 'Skal de kjøpe vaskehjelp berre til grundig reingjering, høgst fire gonger i året?',
      clause:
        'Hushaldet gjer det vanlege husarbeidet sjølv og kjøper vaskehjelp berre til grundig reingjering, høgst fire gonger i året, og kostnaden blir delt på same måte som dei andre felles utgiftene.',
      description: 'Hjelp til det tyngste, resten gjer de sjølve.',
    },
    {
      text: 'Skal de kjøpe vaskehjelp annakvar veke til bad, kjøkken og golv, og gjere resten av husarbeidet sjølve?',
      clause:
        'Hushaldet kjøper vaskehjelp annakvar veke til vasking av bad, kjøkken og golv og gjer resten av husarbeidet sjølv, og kostnaden blir delt på same måte som dei andre felles utgiftene.',
      description: 'Noko hjelp, til ein lågare kostnad enn full vaskehjelp.',
    },
  ],
  'ukepenger-knyttet-til-oppgaver': [
    {
      text: 'Skal barna få halvparten av vekepengane uansett og den andre halvparten når dei har gjort oppgåvene sine?',
      clause:
        'Barna får halvparten av vekepengane uansett, og den andre halvparten når dei har gjort oppgåvene sine den veka.',
      description: 'Ein fast del som tryggleik, ein del som påskjøning.',
    },
  ],
  gjennomgang: [
    {
      text: 'Skal de gå gjennom fordelinga av husarbeidet annakvar veke?',
      clause: 'Fordelinga av husarbeidet blir gjennomgått annakvar veke og justert ved behov.',
      description: 'Mellom kvar veke og kvar månad.',
    },
    {
      text: 'Skal de gå gjennom fordelinga av husarbeidet kvar tredje månad, og elles når ein av dykk ber om det?',
      clause:
        'Fordelinga av husarbeidet blir gjennomgått kvar tredje månad, og elles når ein av dei vaksne i hushaldet ber om det.',
      description: 'Sjeldan fast gjennomgang, men alltid mogleg å ta det opp.',
    },
  ],
};
