import type { MailTexts } from './mail-texts.types';

/**
 * Nynorsk: the layout, what the kinds share, and the account mails. Written as nynorsk, not bokmål with the
 * words swapped: active sentences where bokmål uses the s-passive, «stadfeste» for «bekrefte», and the words the
 * web app's and the server messages' nynorsk use («lenka», «Min profil», «samde»).
 */
export const nnTexts: Pick<MailTexts, 'layout' | 'common' | 'account'> = {
  layout: {
    buttonFallback: 'Verkar ikkje knappen? Kopier denne lenka inn i nettlesaren:',
    unsubscribe: 'Meld deg av',
    unsubscribeRest: 'denne typen e-post.',
    privacy: 'Personvern',
    noReplies: 'Vi les ikkje svar på denne e-posten.',
  },
  common: {
    hello: (firstName) => (firstName ? `Hei ${firstName},` : 'Hei,'),
    and: 'og',
    someone: {
      participant: 'Ein deltakar',
      party: 'Ein part',
      partyInAgreement: 'Ein part i avtalen',
      otherParty: 'den andre parten',
    },
    aboutAgreement: 'Du får denne e-posten fordi du er med i ein avtale i Avtalt.',
    aboutSigning:
      'Du får denne e-posten fordi du er part i ein avtale som blir signert i Avtalt. Slike e-postar kan ikkje slåast av, sidan dei gjeld det du signerer.',
    receiptHead: (seq, hash) => `Revisjonsloggen står no på oppføring ${seq} med kontrollsum ${hash}.`,
    receiptKeep: (file) =>
      `Kvitteringa ligg ved som ${file}. Ta vare på ho: med ho kan kven som helst seinare sjekke, utan Avtalt, at ingenting i revisjonsloggen er skrive om, med node scripts/verify-pdf.mjs avtale.pdf --receipt ${file}.`,
    clock: (time) => `kl. ${time}`,
    dateTime: (date, time) => `${date} kl. ${time}`,
  },
  account: {
    passwordReset: {
      subject: 'Lag nytt passord i Avtalt',
      preheader: 'Lenka verkar éin gong og i éin time.',
      paragraphs: [
        'Vi fekk ein førespurnad om å tilbakestille passordet til kontoen din i Avtalt.',
        'Vel eit nytt passord med knappen under.',
      ],
      button: 'Vel nytt passord',
      note: 'Lenka kan berre brukast éin gong og verkar i éin time. Bad du ikkje om dette, kan du sjå bort frå e-posten: passordet ditt er uendra.',
      reason: 'Du får denne e-posten fordi nokon bad om å tilbakestille passordet til kontoen din.',
    },
    verifyEmail: {
      subject: 'Stadfest e-postadressa di i Avtalt',
      preheader: 'Eitt klikk, så er adressa stadfesta.',
      paragraph: 'Stadfest at dette er e-postadressa di i Avtalt.',
      button: 'Stadfest e-postadressa',
      note: 'Oppretta du ikkje ein konto eller endra adressa, kan du sjå bort frå e-posten.',
      reason: 'Du får denne e-posten fordi nokon skreiv inn adressa for ein konto i Avtalt.',
    },
    emailChange: {
      subject: 'Stadfest den nye e-postadressa di i Avtalt',
      preheader: 'Adressa blir bytt først når du stadfestar ho.',
      paragraphs: [
        'Du har bede om å bruke denne e-postadressa for kontoen din i Avtalt.',
        'Stadfest med knappen under medan du er logga inn. Til då er den gamle adressa adressa til kontoen, og all e-post frå Avtalt går dit.',
      ],
      button: 'Stadfest den nye adressa',
      note: 'Lenka kan berre brukast éin gong og verkar i to døgn. Bad du ikkje om dette, kan du sjå bort frå e-posten: då blir inga adresse bytt.',
      reason: 'Du får denne e-posten fordi nokon skreiv inn adressa som ny adresse for ein konto i Avtalt.',
    },
    emailChangeNotice: {
      subject: 'Nokon har bede om å endre e-postadressa til kontoen din i Avtalt',
      preheader: 'Var det ikkje deg, stopp endringa.',
      asked: (masked) => `Nokon har bede om å endre e-postadressa til kontoen din i Avtalt til ${masked}.`,
      paragraphs: [
        'Adressa blir endra først når nokon følgjer lenka som er send til den nye adressa. Til då er dette adressa til kontoen, og signeringskodar, lenker og signerte avtalar blir sende hit.',
        'Var det ikkje deg, stopp endringa med knappen under. Då blir alle logga ut av kontoen. Nokon kjenner i så fall passordet ditt: be om eit nytt med «Gløymt passord?» når du loggar inn igjen.',
      ],
      button: 'Stopp endringa',
      note: 'Var det deg, treng du ikkje gjere noko her. Lenka verkar i to døgn.',
    },
    aboutSecurity:
      'Du får denne e-posten fordi det gjeld tryggleiken til kontoen din. E-postar som dette kan ikkje slåast av.',
    dataExport: {
      subject: 'Dataa dine frå Avtalt er klare',
      preheader: 'Last dei ned frå profilen din.',
      paragraphs: [
        'Du bad om ein kopi av dataa Avtalt har om deg. Kopien er klar: ei ZIP-fil med det vi har lagra om kontoen din, avtalane du har vore med i, svara og meldingane dine, e-postane vi har sendt deg og PDF-ane av avtalane.',
        'Logg inn og last ho ned under «Min profil». Ei fil i ZIP-fila forklarer kva kvar av dei andre inneheld.',
      ],
      button: 'Last ned dataa',
      note: (until) =>
        `Du kan laste ned fila til ${until}. Då blir ho sletta. Bad du ikkje om dette, kan nokon ha passordet ditt: byt det under «Min profil».`,
      reason:
        'Du får denne e-posten fordi nokon bad om ein kopi av dataa til kontoen din. E-postar som dette kan ikkje slåast av.',
    },
    accountDeleted: {
      subject: 'Kontoen din i Avtalt er sletta',
      preheader: 'Slik du bad om.',
      // The name the others see is stored as it is (in bokmål), so the mail quotes it as they see it.
      deleted: (former) =>
        `Kontoen din er sletta, slik du bad om med passordet ditt. Utkast og avtalar som ingen andre var med på, er sletta, og i avtalar som ikkje er signerte, står du no som «${former}».`,
      keptIntro:
        'Desse avtalane er signerte, og dei andre partane treng dei som prov. Namna og den signerte PDF-en blir tekne vare på til datoen som står bak, og blir sletta då:',
      kept: (title, until) => `${title} – til ${until}`,
      closing: 'Denne e-posten er den siste du får frå oss. Adressa di står ikkje lenger i e-postloggen vår.',
      button: 'Les om personvern i Avtalt',
      note: 'Var det ikkje du som sletta kontoen, kjende nokon passordet ditt. Kontoen kan ikkje hentast tilbake, men du kan lage ein ny.',
      reason:
        'Du får denne e-posten fordi kontoen din i Avtalt vart sletta. E-postar som dette kan ikkje slåast av.',
    },
    emailChanged: {
      subject: 'E-postadressa på kontoen din er endra',
      preheader: 'Var det ikkje deg, skriv til oss frå denne adressa.',
      changed: (masked, when) =>
        `E-postadressa til kontoen din i Avtalt vart endra til ${masked} ${when}. Den nye adressa er stadfesta. Frå no loggar kontoen inn med ho, og all e-post frå Avtalt går dit, ikkje hit.`,
      ifYou: 'Var det deg, treng du ikkje gjere noko.',
      ifNotYou:
        'Var det ikkje deg, kjenner nokon passordet ditt. «Gløymt passord?» hjelper deg ikkje no: lenka for nytt passord går til den nye adressa. Er du framleis logga inn ein stad, byt passordet under «Min profil» med ein gong.',
      writeToUs: (support) =>
        `Skriv til oss på ${support} frå denne adressa og sei at du ikkje endra ho, så hjelper vi deg å få kontoen tilbake.`,
      button: 'Skriv til oss',
      mailSubject: 'Eg endra ikkje e-postadressa på kontoen min',
    },
  },
};
