/** The signing notes of signing-notes.data.ts in nynorsk, by note id. */
export const SIGNING_NOTES_NN: Record<string, { title: string; text: string }> = {
  'lan-ikke-tvangsgrunnlag': {
    title: 'Lånet kan ikkje krevjast inn utan søksmål',
    text:
      'Ein låneavtale som er signert i Avtalt, er ikkje eit tvangsgrunnlag. Betaler ikkje låntakaren, må långjevaren først få ein dom eller eit forlik, vanlegvis gjennom forliksrådet, før namsmannen kan hjelpe med å krevje inn pengane. ' +
      'Vil de at lånet skal kunne krevjast inn utan søksmål, kan de skrive ut gjeldsbrevet frå resultatsida: låntakaren signerer det for hand på papir, og to myndige vitne stadfestar underskrifta med underskriftene sine. ' +
      'Gjeldsbrevet seier at gjelda med renter og kostnader kan drivast inn utan søksmål. Ein elektronisk signatur er ikkje nok til det.',
  },
  'samvaer-tvangskraft': {
    title: 'Avtalen kan ikkje gjennomførast med tvang utan statsforvaltaren',
    text:
      'Ein avtale om foreldreansvar, fast bustad og samvær som er signert i Avtalt, kan ikkje fullbyrdast med tvang. ' +
      'Vil de at den skal kunne gjennomførast med tvang dersom ein av dykk ikkje følgjer den, må de begge be statsforvaltaren der barna bur, om å gje avtalen tvangskraft. ' +
      'Send avtalen og ein gyldig meklingsattest. Statsforvaltaren vurderer om avtalen er til det beste for barna.',
  },
  'foreldreansvar-folkeregisteret': {
    title: 'Foreldreansvar åleine må meldast til Folkeregisteret',
    text:
      'Avtaler de at éin av dykk skal ha foreldreansvaret åleine, er den delen av avtalen først gyldig når den er meld til Folkeregisteret hos Skatteetaten. ' +
      'Meld avtalen dit når de begge har signert. Til då har de foreldreansvaret slik de hadde det før.',
  },
  'hytte-tinglysing': {
    title: 'Avtalen bind berre dykk til den er tinglyst',
    text:
      'Forbodet mot pantsetjing, tida ingen kan krevje sameiget oppløyst, forkjøpsretten og retten til å løyse ut ein eigardel ved arv bind berre dykk som har signert. ' +
      'Ein kjøpar eller ein panthavar som ikkje kjende til avtalen, er ikkje bunden av den før den er tinglyst på eigedomen hos Kartverket. ' +
      'Kartverket tinglyser ikkje Avtalt-PDF-en slik den er: har de avtalt tinglysing, skriv de desse vilkåra inn i ei eiga erklæring som de signerer og sender til tinglysing.',
  },
  'nabo-tinglysing': {
    title: 'Rettar over eigedomane bind nye eigarar først når dei er tinglyste',
    text:
      'Rettar og avgrensingar som gjeld eigedomane (til dømes vegrett eller høgda på hekken), bind ein ny eigar eller ein panthavar som ikkje kjende til avtalen, først når dei er tinglyste som ei erklæring på eigedomane hos Kartverket. ' +
      'Til då bind avtalen berre dykk som har signert. Personlege lovnader, som å varsle om fest, kan ikkje tinglysast og bind berre dykk.',
  },
  'bruktbil-salgsmelding': {
    title: 'Salsmeldinga er eit eige steg',
    text:
      'Kjøpekontrakten flyttar ikkje bilen over på kjøparen i motorvognregisteret. Seljar og kjøpar må sende salsmelding til Statens vegvesen (digitalt, eller på papir seinast tre dagar etter eigarskiftet). ' +
      'Kjøparen må omregistrere bilen og forsikre han i eige namn før han blir brukt. Til salsmeldinga er registrert, får seljaren avgifter, bompengar og bøter for bilen.',
  },
  'samboer-testament': {
    title: 'Avtalen er ikkje eit testament',
    text:
      'Sambuarar utan felles barn arvar ikkje kvarandre etter lova, og sambuarar med felles barn arvar berre ein avgrensa del. Skal de arve kvarandre, må kvar av dykk skrive eit testament, signert framfor to vitne som er til stades samstundes. ' +
      'Det kan ikkje gjerast i Avtalt. Inngår de ekteskap, opphøyrer sambuaravtalen, og særeige må då avtalast i ein ektepakt med eigne formkrav.',
  },
};
