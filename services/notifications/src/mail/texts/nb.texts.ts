import type { MailTexts } from './mail-texts.types';

/** Bokmål: the layout, what the kinds share, and the account mails. */
export const nbTexts: Pick<MailTexts, 'layout' | 'common' | 'account'> = {
  layout: {
    buttonFallback: 'Virker ikke knappen? Kopier denne lenken inn i nettleseren:',
    unsubscribe: 'Meld deg av',
    unsubscribeRest: 'denne typen e-post.',
    privacy: 'Personvern',
    noReplies: 'Svar på denne e-posten blir ikke lest.',
  },
  common: {
    hello: (firstName) => (firstName ? `Hei ${firstName},` : 'Hei,'),
    and: 'og',
    someone: {
      participant: 'En deltaker',
      party: 'En part',
      partyInAgreement: 'En part i avtalen',
      otherParty: 'den andre parten',
    },
    aboutAgreement: 'Du får denne e-posten fordi du er med i en avtale i Avtalt.',
    aboutSigning:
      'Du får denne e-posten fordi du er part i en avtale som signeres i Avtalt. Den kan ikke slås av: den gjelder det du signerer.',
    receiptHead: (seq, hash) => `Revisjonsloggen står nå på oppføring ${seq} med kontrollsum ${hash}.`,
    receiptKeep: (file) =>
      `Kvitteringen ligger ved som ${file}. Ta vare på den: med den kan hvem som helst senere sjekke, uten Avtalt, at ingenting i revisjonsloggen er skrevet om, med node scripts/verify-pdf.mjs avtale.pdf --receipt ${file}.`,
    clock: (time) => `kl. ${time}`,
    dateTime: (date, time) => `${date} kl. ${time}`,
  },
  account: {
    passwordReset: {
      subject: 'Tilbakestill passordet ditt i Avtalt',
      preheader: 'Lenken virker én gang og i én time.',
      paragraphs: [
        'Vi fikk en forespørsel om å tilbakestille passordet til kontoen din i Avtalt.',
        'Velg et nytt passord med knappen under.',
      ],
      button: 'Velg nytt passord',
      note: 'Lenken kan bare brukes én gang og virker i én time. Ba du ikke om dette, kan du se bort fra e-posten: passordet ditt er uendret.',
      reason: 'Du får denne e-posten fordi noen ba om å tilbakestille passordet til kontoen din.',
    },
    verifyEmail: {
      subject: 'Bekreft e-postadressen din i Avtalt',
      preheader: 'Ett klikk, så er adressen bekreftet.',
      paragraph: 'Bekreft at dette er e-postadressen din i Avtalt.',
      button: 'Bekreft e-postadressen',
      note: 'Opprettet du ikke en konto eller endret adressen, kan du se bort fra e-posten.',
      reason: 'Du får denne e-posten fordi adressen ble oppgitt for en konto i Avtalt.',
    },
    emailChange: {
      subject: 'Bekreft den nye e-postadressen din i Avtalt',
      preheader: 'Adressen byttes først når du bekrefter den.',
      paragraphs: [
        'Du har bedt om å bruke denne e-postadressen for kontoen din i Avtalt.',
        'Bekreft med knappen under mens du er logget inn. Til da er den gamle adressen kontoens adresse, og all e-post fra Avtalt går dit.',
      ],
      button: 'Bekreft den nye adressen',
      note: 'Lenken kan bare brukes én gang og virker i to døgn. Ba du ikke om dette, kan du se bort fra e-posten: da byttes ingen adresse.',
      reason: 'Du får denne e-posten fordi adressen ble oppgitt som ny adresse for en konto i Avtalt.',
    },
    emailChangeNotice: {
      subject: 'Noen har bedt om å endre e-postadressen til kontoen din i Avtalt',
      preheader: 'Var det ikke deg, stopp endringen.',
      asked: (masked) => `Det er bedt om å endre e-postadressen til kontoen din i Avtalt til ${masked}.`,
      paragraphs: [
        'Adressen endres først når lenken som er sendt til den nye adressen, blir fulgt. Til da er denne adressen kontoens, og signeringskoder, lenker og signerte avtaler sendes hit.',
        'Var det ikke deg, stopp endringen med knappen under. Da logges alle ut av kontoen. Noen kjenner i så fall passordet ditt: be om et nytt med «Glemt passord?» når du logger inn igjen.',
      ],
      button: 'Stopp endringen',
      note: 'Var det deg, trenger du ikke gjøre noe her. Lenken virker i to døgn.',
    },
    aboutSecurity:
      'Du får denne e-posten fordi den gjelder sikkerheten til kontoen din. Den kan ikke slås av.',
    dataExport: {
      subject: 'Dataene dine fra Avtalt er klare',
      preheader: 'Last dem ned fra profilen din.',
      paragraphs: [
        'Du ba om en kopi av dataene Avtalt har om deg. Den er klar: en ZIP-fil med det vi har lagret om kontoen din, avtalene du har deltatt i, svarene og meldingene dine, e-postene vi har sendt deg og PDF-ene av avtalene.',
        'Logg inn og last den ned under «Min profil». En fil i ZIP-en forklarer hva hver av de andre inneholder.',
      ],
      button: 'Last ned dataene',
      note: (until) =>
        `Filen kan lastes ned til ${until}, og slettes da. Ba du ikke om dette, kan noen ha passordet ditt: bytt det under «Min profil».`,
      reason:
        'Du får denne e-posten fordi noen ba om en kopi av dataene til kontoen din. Den kan ikke slås av.',
    },
    accountDeleted: {
      subject: 'Kontoen din i Avtalt er slettet',
      preheader: 'Slik du ba om.',
      deleted: (former) =>
        `Kontoen din er slettet, slik du ba om med passordet ditt. Utkast og avtaler ingen andre var med på er slettet, og i avtaler som ikke er signert, står du nå som «${former}».`,
      keptIntro:
        'Disse avtalene er signert, og de andre partene trenger dem som bevis. Navnene og den signerte PDF-en beholdes til datoen som står bak, og slettes da:',
      kept: (title, until) => `${title} – til ${until}`,
      closing:
        'Denne e-posten er den siste du får fra oss. Adressen din står ikke lenger i e-postloggen vår.',
      button: 'Les om personvern i Avtalt',
      note: 'Var det ikke du som slettet kontoen, kjente noen passordet ditt. Kontoen kan ikke hentes tilbake, men du kan lage en ny.',
      reason: 'Du får denne e-posten fordi kontoen din i Avtalt ble slettet. Den kan ikke slås av.',
    },
    emailChanged: {
      subject: 'E-postadressen på kontoen din er endret',
      preheader: 'Var det ikke deg, skriv til oss fra denne adressen.',
      changed: (masked, when) =>
        `E-postadressen til kontoen din i Avtalt ble endret til ${masked} ${when}. Den nye adressen er bekreftet. Fra nå logger kontoen inn med den, og all e-post fra Avtalt går dit, ikke hit.`,
      ifYou: 'Var det deg, trenger du ikke gjøre noe.',
      ifNotYou:
        'Var det ikke deg, kjenner noen passordet ditt. «Glemt passord?» hjelper deg ikke nå: lenken for nytt passord går til den nye adressen. Er du fortsatt logget inn et sted, bytt passordet under «Min profil» med en gang.',
      writeToUs: (support) =>
        `Skriv til oss på ${support} fra denne adressen og si at du ikke endret den, så hjelper vi deg å få kontoen tilbake.`,
      button: 'Skriv til oss',
      mailSubject: 'Jeg endret ikke e-postadressen på kontoen min',
    },
  },
};
