import type { TopicMiddleGround } from '../catalogue.types';

/**
 * The compromises offered on the questions of `husarbeid` when the parties disagree: question key → one to
 * three alternatives, each a Ja/Nei question and the clause its Ja gives (docs/middle-ground-library.md).
 * Husarbeid is a plan: its alternatives never say «partene» or «én av oss», nor «vi» or «oss»
 * (no clause of the library may); they say «husstanden», «hver voksen i husstanden» or use
 * the passive.
 */
export const husarbeidMiddleGround: TopicMiddleGround = {
  ukeplan: [
    {
      text: 'Skal dere ha en fast ukeplan bare for rengjøringen som må gjøres hver uke, og fordele resten etter behov?',
      clause:
        'Husstanden setter innen én uke opp en fast plan for rengjøringen som må gjøres hver uke, som støvsuging og vasking av bad og kjøkken, og annet husarbeid som ikke er fordelt i denne planen, fordeles etter behov.',
      description: 'Fast plan for det som alltid må gjøres, frihet for resten.',
    },
    {
      text: 'Skal dere prøve en fast ukeplan for husarbeidet i tre måneder før dere bestemmer om dere vil beholde den?',
      clause:
        'Husstanden setter opp en fast ukeplan for husarbeidet innen én uke og prøver den i tre måneder, og vil ikke alle de voksne i husstanden fortsette med den etter prøvetiden, fordeles husarbeid som ikke er fordelt i denne planen, etter behov.',
      description: 'En prøveperiode med en fast slutt: planen blir bare varig hvis alle vil.',
    },
  ],
  'lik-tidsbruk': [
    {
      text: 'Skal husarbeidet fordeles etter hvor mye hver av dere arbeider utenfor hjemmet, men slik at hver av dere gjør minst to timer husarbeid hver uke?',
      clause:
        'Husarbeidet fordeles etter hvor mye hver voksen i husstanden arbeider utenfor hjemmet, men hver voksen gjør minst to timer husarbeid hver uke, også den som arbeider mest utenfor hjemmet.',
      description: 'Den som jobber mest, gjør mindre, men aldri ingenting.',
    },
    {
      text: 'Skal dere bruke omtrent like mye tid på husarbeidet over tid, slik at den som har en travel uke, kan ta igjen det de neste to ukene?',
      clause:
        'Husarbeidet fordeles slik at de voksne i husstanden over tid bruker omtrent like mye tid på det, og den som har en særlig travel uke på jobb, kan gjøre mindre den uken og ta det igjen i løpet av de neste to ukene.',
      description: 'Likt over tid, med rom for travle uker.',
    },
  ],
  rundgang: [
    {
      text: 'Skal oppgavene som ikke har en fast ansvarlig, fordeles fast, men byttes om hver tredje måned?',
      clause:
        'Oppgaver som ikke har en fast ansvarlig i denne planen, fordeles fast, og fordelingen byttes om hver tredje måned.',
      description: 'Fast ansvar i en periode, rundgang over året.',
    },
    {
      text: 'Skal hver av dere velge én oppgave å ha fast ansvar for, mens resten av oppgavene uten fast ansvarlig går på rundgang?',
      clause:
        'Hver voksen i husstanden velger én oppgave som ikke har en fast ansvarlig i denne planen, og har fast ansvar for den, og resten av oppgavene uten fast ansvarlig går på rundgang.',
      description: 'Alle får beholde en oppgave de liker, resten går på omgang.',
    },
  ],
  middag: [
    {
      text: 'Skal dere fordele middagsansvaret likt på fire faste dager i uken, og la den som har tid, lage middag resten av uken?',
      clause:
        'Ansvaret for middagen fire faste dager i uken fordeles likt mellom de voksne i husstanden, og resten av uken lager den som har tid, middag, mens den som ikke lager mat, tar oppvasken og ryddingen etterpå.',
      description: 'Faste dager for det meste av uken, fleksibelt resten.',
    },
    {
      text: 'Skal dere bytte på å lage middag på hverdager og lage middag sammen i helgene?',
      clause:
        'Middagen lages etter tur på hverdager, slik at hver voksen i husstanden lager middag omtrent like mange hverdager, og i helgene lages middagen i fellesskap.',
      description: 'Fast fordeling i travle uker, felles matlaging når det er tid.',
    },
  ],
  klesvask: [
    {
      text: 'Skal dere vaske håndklær, sengetøy og barnas klær sammen, men hver sine egne klær?',
      clause:
        'Håndklær, sengetøy, kjøkkentøy og barnas klær vaskes samlet for husstanden etter tur, og hver voksen i husstanden vasker sine egne klær.',
      description: 'Det som er felles, vaskes felles; det som er ditt, vasker du selv.',
    },
  ],
  'rydde-samme-dag': [
    {
      text: 'Skal alle rydde kjøkkenet etter seg samme dag, mens resten av fellesrommene ryddes samlet på faste dager?',
      clause:
        'Alle rydder kjøkkenet etter seg samme dag, og resten av fellesrommene ryddes samlet på faste dager.',
      description: 'Kjøkkenet hver dag, resten på faste dager.',
    },
    {
      text: 'Skal alle rydde etter seg i fellesrommene senest morgenen etter?',
      clause: 'Alle rydder etter seg i fellesrommene senest morgenen etter.',
      description: 'Ryddig hver dag, men ikke med en gang.',
    },
  ],
  storrengjoring: [
    {
      text: 'Skal dere ta en felles storrengjøring én gang i året, om våren?',
      clause:
        'Husstanden tar en felles storrengjøring én gang i året, om våren, og gjør ellers grundig rent ved behov.',
      description: 'Én fast storrengjøring i stedet for to eller ingen.',
    },
  ],
  vaskehjelp: [
    {
      text: 'Skal dere kjøpe vaskehjelp bare til grundig rengjøring, høyst fire ganger i året?',
      clause:
        'Husstanden gjør det vanlige husarbeidet selv og kjøper vaskehjelp bare til grundig rengjøring, høyst fire ganger i året, og kostnaden deles på samme måte som de andre felles utgiftene.',
      description: 'Hjelp til det tyngste, resten gjør dere selv.',
    },
    {
      text: 'Skal dere kjøpe vaskehjelp annenhver uke til bad, kjøkken og gulv, og gjøre resten av husarbeidet selv?',
      clause:
        'Husstanden kjøper vaskehjelp annenhver uke til vasking av bad, kjøkken og gulv og gjør resten av husarbeidet selv, og kostnaden deles på samme måte som de andre felles utgiftene.',
      description: 'Noe hjelp, til en lavere kostnad enn full vaskehjelp.',
    },
  ],
  'ukepenger-knyttet-til-oppgaver': [
    {
      text: 'Skal barna få halvparten av ukepengene uansett og den andre halvparten når de har gjort oppgavene sine?',
      clause:
        'Barna får halvparten av ukepengene uansett, og den andre halvparten når de har gjort oppgavene sine den uken.',
      description: 'En fast del som trygghet, en del som belønning.',
    },
  ],
  gjennomgang: [
    {
      text: 'Skal dere gå gjennom fordelingen av husarbeidet annenhver uke?',
      clause: 'Fordelingen av husarbeidet gjennomgås annenhver uke og justeres ved behov.',
      description: 'Mellom hver uke og hver måned.',
    },
    {
      text: 'Skal dere gå gjennom fordelingen av husarbeidet hver tredje måned, og ellers når en av dere ber om det?',
      clause:
        'Fordelingen av husarbeidet gjennomgås hver tredje måned, og ellers når en av de voksne i husstanden ber om det.',
      description: 'Sjelden fast gjennomgang, men alltid mulig å ta det opp.',
    },
  ],
};
