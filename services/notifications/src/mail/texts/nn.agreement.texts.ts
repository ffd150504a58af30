import type { MailTexts } from './mail-texts.types';

/**
 * Nynorsk: the mails about an agreement (activity, invitations, payments, reviews) and its signing. «De» and
 * «dykk» to the parties together, «samde» and «usemje» as in the web app, «framlegg» for a proposal.
 */
export const nnAgreementTexts: Pick<MailTexts, 'activity' | 'obligations' | 'signing'> = {
  activity: {
    answered: {
      subject: (names, title) => `${names} har svara på «${title}»`,
      preheaderOne: 'Sjå kvar de er samde og usamde.',
      preheaderMany: (count) => `${count} nye svar sidan sist.`,
      one: (names, title) => `${names} har svara på avtalen «${title}».`,
      many: (count, title) => `Det har kome ${count} nye svar på avtalen «${title}»:`,
      closing: 'Sjå samanlikninga for å finne ut kvar de er samde og usamde.',
      button: 'Sjå samanlikninga',
    },
    roundStarted: {
      subject: (title) => `Ny runde i «${title}»`,
      preheader: (round) => `Runde ${round} har starta.`,
      started: (round, title) => `Runde ${round} av avtalen «${title}» har starta.`,
      answerAgain: 'Svar på nytt på spørsmåla de ikkje var samde om.',
      button: 'Svar no',
    },
    amendment: {
      subject: (by, title) => `${by} føreslår endringar i «${title}»`,
      preheader: (version) => `Framlegg til versjon ${version} av avtalen.`,
      proposal: (by, title) => `${by} føreslår endringar i avtalen «${title}» som de har signert.`,
      explain:
        'De svarar berre på det som skal endrast; resten står slik de signerte det. Når alle har signert den nye versjonen, erstattar han den gamle. Til då gjeld avtalen de har.',
      button: 'Sjå framlegget',
    },
    ending: {
      subject: (by, title) => `${by} føreslår å avslutte «${title}»`,
      preheader: (endsOn) => `Framlegg om at avtalen opphøyrer frå og med ${endsOn}.`,
      proposal: (by, title, endsOn) =>
        `${by} føreslår at avtalen «${title}» som de har signert, opphøyrer frå og med ${endsOn}.`,
      explain:
        'De svarar på eitt spørsmål: om avtalen skal opphøyre frå denne datoen. Når alle har svara ja og signert avslutninga, er avtalen avslutta. Til då gjeld avtalen som før.',
      button: 'Sjå framlegget',
    },
    completed: {
      subject: (title) => `«${title}» er ferdig`,
      preheader: 'Alle er samde. Avtaleteksten er klar.',
      done: (title) => `Alle er samde, og avtalen «${title}» er ferdig.`,
      seeResult: 'Sjå resultatet og last ned avtaleteksten.',
      button: 'Sjå resultatet',
    },
    disagreement: {
      subject: (title) => `Usemje i «${title}»`,
      preheader: 'Avtalen enda i usemje.',
      declared: (actor, title) => `${actor} har erklært usemje i avtalen «${title}».`,
      ended: (title) => `Avtalen «${title}» enda i usemje.`,
      seeWhere: 'Sjå i samanlikninga kvar de stod.',
      button: 'Sjå samanlikninga',
    },
    reminder: {
      subject: (title) => `Påminning: svar på «${title}»`,
      preheader: 'Dei andre ventar på svaret ditt.',
      notAnswered: (round, title) => `Du har ikkje svara på runde ${round} av avtalen «${title}» enno.`,
      waiting: 'Dei andre ventar på svaret ditt.',
      button: 'Svar no',
      lastOne: 'Dette er den siste påminninga for denne runden.',
    },
    invitation: {
      subject: (title) => `Bli med på ein avtale: ${title}`,
      preheader: (inviter) => `${inviter} har invitert deg.`,
      invited: (inviter) => `${inviter} har invitert deg til å lage ein avtale saman i Avtalt.`,
      join: (title) => `Bli med på ein avtale: ${title}`,
      button: 'Opne avtalen',
      note: 'Kjenner du ikkje avsendaren, kan du sjå bort frå e-posten.',
      reason: 'Du får denne e-posten fordi nokon som bruker Avtalt, gav oss adressa di.',
    },
    observerInvitation: {
      subject: (title) => `Les med som observatør: ${title}`,
      preheader: (inviter) => `${inviter} vil at du skal kunne lese avtalen.`,
      invited: (inviter, title) =>
        `${inviter} har invitert deg som observatør til avtalen «${title}» i Avtalt.`,
      what: 'Som observatør kan du lese samanlikninga, diskusjonen og den ferdige avtaleteksten. Du svarar ikkje og signerer ikkje.',
      how: 'Logg inn eller lag ein konto med denne e-postadressa, og stadfest ho, for å ta imot invitasjonen.',
      button: 'Ta imot invitasjonen',
      note: 'Kjenner du ikkje avsendaren, kan du sjå bort frå e-posten.',
      reason: 'Du får denne e-posten fordi ein part i avtalen gav oss adressa di.',
    },
    guardianInvitation: {
      subject: (title) => `Godta som verje: ${title}`,
      preheader: (inviter) => `${inviter} er under 18 år og treng verja si.`,
      wants: (inviter, title) =>
        `${inviter} vil inngå avtalen «${title}» i Avtalt og har ført deg opp som verje.`,
      law: 'Ein som er under 18 år, kan ikkje sjølv binde seg ved avtale. Verja (som regel foreldra med foreldreansvar) må godta avtalen og signere han saman med den mindreårige (verjemålslova § 9).',
      how: 'Logg inn eller lag ein konto med denne e-postadressa, og stadfest ho, for å lese avtalen og godta som verje.',
      statsforvalteren:
        'Nokre avtalar på vegner av ein mindreårig krev i tillegg samtykke frå statsforvaltaren, til dømes kjøp, sal, pantsetjing eller utleige av fast eigedom og bustad. Avtalt hentar ikkje inn slikt samtykke.',
      button: 'Les avtalen og godta som verje',
      note: 'Er du ikkje verje for avsendaren, kan du sjå bort frå e-posten.',
      reason: 'Du får denne e-posten fordi ein part i avtalen gav oss adressa di.',
    },
  },
  obligations: {
    payment: {
      what: (label, amount, due) => `«${label}» på ${amount} med forfall ${due}`,
      paidSubject: (actor, label) => `${actor} har betalt: ${label}`,
      receivedSubject: (actor, label) => `${actor} har stadfesta at betalinga er motteken: ${label}`,
      paidPreheader: 'Stadfest at du har fått pengane.',
      receivedPreheader: 'Betalingsoversikta er oppdatert.',
      paid: (actor, what, title) => `${actor} har merkt ${what} som betalt i avtalen «${title}».`,
      received: (actor, what, title) =>
        `${actor} har stadfesta at pengane for ${what} er komne, i avtalen «${title}».`,
      paidNext:
        'Når du har fått pengane, stadfestar du at betalinga er motteken. Då står ho som betalt i betalingsoversikta og i loggen til avtalen.',
      receivedNext: 'Betalinga står no som motteken i betalingsoversikta og i loggen til avtalen.',
      confirmButton: 'Stadfest motteken betaling',
      scheduleButton: 'Sjå betalingsoversikta',
      note: 'Avtalt flyttar ingen pengar. Oversikta er det de begge stadfestar.',
    },
    paymentDue: {
      subject: (label, due) => `Påminning: ${label} forfell ${due}`,
      preheader: (amount, payees) => `${amount} til ${payees}.`,
      pay: (title, label, amount, payees, due) =>
        `Etter avtalen «${title}» skal du betale «${label}» på ${amount} til ${payees} seinast ${due}.`,
      explain:
        'Når du har betalt, merkjer du betalinga som betalt i betalingsplanen. Då får mottakaren beskjed og kan stadfeste at pengane er komne.',
      button: 'Sjå betalingsplanen',
      note: 'Avtalt flyttar ingen pengar. Har du alt betalt, kan du merkje det no.',
    },
    reviewDue: {
      subject: (title) => `Tid for å sjå over avtalen «${title}»`,
      preheader: (on) => `Gjeld avtalen framleis, eller har noko endra seg? Gjennomgang ${on}.`,
      due: (title, on) =>
        `De skal gå gjennom avtalen «${title}» ${on}. Sjå over om han framleis passar for dykk.`,
      explain:
        'Gjeld han som før, stadfestar du det, så står det i loggen til avtalen, og neste gjennomgang blir om eitt år. Har noko endra seg, føreslår du endringar: de svarar på dei og signerer ein ny versjon, og til då gjeld denne.',
      stillApplies: 'Avtalen gjeld framleis',
      propose: 'Føreslå endringar',
      note: 'Lenkene opnar avtalen i Avtalt. Ingenting blir registrert før du stadfestar der.',
    },
    review: {
      confirmedSubject: (actor) => `${actor} har stadfesta at avtalen gjeld framleis`,
      setSubject: (actor) => `${actor} har sett dato for gjennomgang av avtalen`,
      preheader: (on) => `Neste gjennomgang: ${on}.`,
      confirmed: (actor, title) =>
        `${actor} har stadfesta at avtalen «${title}» gjeld framleis. Det står i loggen til avtalen.`,
      set: (actor, title) => `${actor} har sett dato for neste gjennomgang av avtalen «${title}».`,
      next: (on) => `Neste gjennomgang er ${on}. De får ei påminning to veker før.`,
      button: 'Sjå avtalen',
    },
  },
  signing: {
    signingCode: {
      subject: (title) => `Koden din for å signere «${title}»`,
      preheader: 'Eingongskoden din for å signere avtalen.',
      here: (title) => `Her er koden du bad om for å signere avtalen «${title}»:`,
      valid: (until) => `Koden gjeld til ${until} (10 minutt) og kan brukast éin gong.`,
      button: 'Opne avtalen',
      note: 'Del aldri koden med andre. Bad du ikkje om koden, kan du sjå bort frå e-posten: ingen kan signere utan koden.',
    },
    signatureAdded: {
      subject: (signer, title) => `${signer} har signert «${title}»`,
      preheader: 'Avtalen ventar på signaturen din.',
      signed: (signer, title) => `${signer} har signert avtalen «${title}».`,
      signToo: 'Avtalen er signert når alle partane har signert. Les teksten og signer du òg.',
      button: 'Les og signer',
    },
    auditReceipt: {
      subject: {
        youSigned: (title) => `Kvittering: du har signert «${title}»`,
        otherSigned: (signer, title) => `Kvittering: ${signer} har signert «${title}»`,
        allSigned: (title) => `Kvittering: «${title}» er signert av alle`,
      },
      what: {
        youSigned: (title) =>
          `Du har signert avtalen «${title}». Avtalen er signert når alle partane har signert.`,
        otherSigned: (signer, title) => `${signer} har signert avtalen «${title}».`,
        allSigned: (title) =>
          `Alle partane har signert avtalen «${title}». Den forsegla PDF-en kjem i ein eigen e-post.`,
      },
      preheader: (seq) => `Revisjonsloggen står på oppføring ${seq}. Kvitteringa ligg ved.`,
      button: 'Sjå avtalen',
    },
    signaturesVoided: {
      subject: (title) => `Signaturane på «${title}» er annullerte`,
      preheader: 'Alle må signere på nytt.',
      byActor: (actor, title) => `${actor} har annullert signaturane på avtalen «${title}».`,
      noActor: (title) => `Signaturane på avtalen «${title}» er annullerte.`,
      again: 'Ingen signaturar gjeld lenger. Alle partane må signere på nytt.',
      button: 'Sjå avtalen',
    },
    signedDocument: {
      subject: (title) => `«${title}» er signert av alle`,
      preheader: 'Den signerte avtalen ligg ved som PDF.',
      allSigned: (title) => `Alle partane har signert avtalen «${title}».`,
      attached:
        'Den signerte PDF-en ligg ved denne e-posten. Avtalt har forsegla fila, og bakarst har ho ei signaturside og ein hendingslogg. Ta vare på ho.',
      shaLabel: 'SHA-256 av PDF-en',
      anyone:
        'Kven som helst kan sjekke at fila er uendra: vel ho på verifiseringssida, så blir verdien rekna ut i nettlesaren.',
      inAvtalt: (link) => `Avtalen og signaturane finn du òg i Avtalt: ${link}`,
      button: 'Verifiser PDF-en',
    },
  },
};
