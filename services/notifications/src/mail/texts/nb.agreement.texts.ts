import { GuardianMessages } from '@avtalt/contracts';
import type { MailTexts } from './mail-texts.types';

/** Bokmål: the mails about an agreement (activity, invitations, payments, reviews) and its signing. */
export const nbAgreementTexts: Pick<MailTexts, 'activity' | 'obligations' | 'signing'> = {
  activity: {
    answered: {
      subject: (names, title) => `${names} har svart på «${title}»`,
      preheaderOne: 'Se hvor dere er enige og uenige.',
      preheaderMany: (count) => `${count} nye svar siden sist.`,
      one: (names, title) => `${names} har svart på avtalen «${title}».`,
      many: (count, title) => `Det har kommet ${count} nye svar på avtalen «${title}»:`,
      closing: 'Se sammenligningen for å finne ut hvor dere er enige og uenige.',
      button: 'Se sammenligningen',
    },
    roundStarted: {
      subject: (title) => `Ny runde i «${title}»`,
      preheader: (round) => `Runde ${round} har startet.`,
      started: (round, title) => `Runde ${round} av avtalen «${title}» har startet.`,
      answerAgain: 'Svar på nytt på spørsmålene dere ikke var enige om.',
      button: 'Svar nå',
    },
    amendment: {
      subject: (by, title) => `${by} foreslår endringer i «${title}»`,
      preheader: (version) => `Forslag til versjon ${version} av avtalen.`,
      proposal: (by, title) => `${by} foreslår endringer i avtalen «${title}» dere har signert.`,
      explain:
        'Dere svarer bare på det som skal endres; resten står som dere signerte det. Når alle har signert den nye versjonen, erstatter den den gamle. Til da gjelder avtalen dere har.',
      button: 'Se forslaget',
    },
    ending: {
      subject: (by, title) => `${by} foreslår å avslutte «${title}»`,
      preheader: (endsOn) => `Forslag om at avtalen opphører fra og med ${endsOn}.`,
      proposal: (by, title, endsOn) =>
        `${by} foreslår at avtalen «${title}» dere har signert, opphører fra og med ${endsOn}.`,
      explain:
        'Dere svarer på ett spørsmål: om avtalen skal opphøre fra denne datoen. Når alle har svart ja og signert avslutningen, er avtalen avsluttet. Til da gjelder den som før.',
      button: 'Se forslaget',
    },
    completed: {
      subject: (title) => `«${title}» er ferdig`,
      preheader: 'Alle er enige. Avtaleteksten er klar.',
      done: (title) => `Alle er enige, og avtalen «${title}» er ferdig.`,
      seeResult: 'Se resultatet og last ned avtaleteksten.',
      button: 'Se resultatet',
    },
    disagreement: {
      subject: (title) => `Uenighet i «${title}»`,
      preheader: 'Avtalen endte i uenighet.',
      declared: (actor, title) => `${actor} har erklært uenighet i avtalen «${title}».`,
      ended: (title) => `Avtalen «${title}» endte i uenighet.`,
      seeWhere: 'Se sammenligningen for hvor dere sto.',
      button: 'Se sammenligningen',
    },
    reminder: {
      subject: (title) => `Påminnelse: svar på «${title}»`,
      preheader: 'De andre venter på svaret ditt.',
      notAnswered: (round, title) => `Du har ikke svart på runde ${round} av avtalen «${title}» ennå.`,
      waiting: 'De andre venter på svaret ditt.',
      button: 'Svar nå',
      lastOne: 'Dette er siste påminnelse for denne runden.',
    },
    invitation: {
      subject: (title) => `Bli med på en avtale: ${title}`,
      preheader: (inviter) => `${inviter} har invitert deg.`,
      invited: (inviter) => `${inviter} har invitert deg til å lage en avtale sammen i Avtalt.`,
      join: (title) => `Bli med på en avtale: ${title}`,
      button: 'Åpne avtalen',
      note: 'Kjenner du ikke avsenderen, kan du se bort fra e-posten.',
      reason: 'Du får denne e-posten fordi noen som bruker Avtalt, ga oss adressen din.',
    },
    observerInvitation: {
      subject: (title) => `Les med som observatør: ${title}`,
      preheader: (inviter) => `${inviter} vil at du skal kunne lese avtalen.`,
      invited: (inviter, title) =>
        `${inviter} har invitert deg som observatør til avtalen «${title}» i Avtalt.`,
      what: 'Som observatør kan du lese sammenligningen, diskusjonen og den ferdige avtaleteksten. Du svarer ikke og signerer ikke.',
      how: 'Logg inn eller lag en konto med denne e-postadressen, og bekreft den, for å ta imot invitasjonen.',
      button: 'Ta imot invitasjonen',
      note: 'Kjenner du ikke avsenderen, kan du se bort fra e-posten.',
      reason: 'Du får denne e-posten fordi en part i avtalen ga oss adressen din.',
    },
    guardianInvitation: {
      subject: (title) => `Godta som verge: ${title}`,
      preheader: (inviter) => `${inviter} er under 18 år og trenger vergen sin.`,
      wants: (inviter, title) =>
        `${inviter} vil inngå avtalen «${title}» i Avtalt og har oppgitt deg som verge.`,
      law: 'En som er under 18 år, kan ikke selv binde seg ved avtale. Vergen (som regel foreldrene med foreldreansvar) må godta avtalen og signere den sammen med den mindreårige (vergemålsloven § 9).',
      how: 'Logg inn eller lag en konto med denne e-postadressen, og bekreft den, for å lese avtalen og godta som verge.',
      statsforvalteren: GuardianMessages.statsforvalteren,
      button: 'Les avtalen og godta som verge',
      note: 'Er du ikke verge for avsenderen, kan du se bort fra e-posten.',
      reason: 'Du får denne e-posten fordi en part i avtalen ga oss adressen din.',
    },
  },
  obligations: {
    payment: {
      what: (label, amount, due) => `«${label}» på ${amount} med forfall ${due}`,
      paidSubject: (actor, label) => `${actor} har betalt: ${label}`,
      receivedSubject: (actor, label) => `${actor} har bekreftet at betalingen er mottatt: ${label}`,
      paidPreheader: 'Bekreft at du har fått pengene.',
      receivedPreheader: 'Betalingsoversikten er oppdatert.',
      paid: (actor, what, title) => `${actor} har markert ${what} som betalt i avtalen «${title}».`,
      received: (actor, what, title) => `${actor} har bekreftet at ${what} er mottatt, i avtalen «${title}».`,
      paidNext:
        'Når du har fått pengene, bekrefter du at betalingen er mottatt. Da står den som betalt i betalingsoversikten og i avtalens logg.',
      receivedNext: 'Betalingen står nå som mottatt i betalingsoversikten og i avtalens logg.',
      confirmButton: 'Bekreft mottatt',
      scheduleButton: 'Se betalingsoversikten',
      note: 'Avtalt flytter ingen penger. Oversikten er det dere begge bekrefter.',
    },
    paymentDue: {
      subject: (label, due) => `Påminnelse: ${label} forfaller ${due}`,
      preheader: (amount, payees) => `${amount} til ${payees}.`,
      pay: (title, label, amount, payees, due) =>
        `Etter avtalen «${title}» skal du betale «${label}» på ${amount} til ${payees} senest ${due}.`,
      explain:
        'Når du har betalt, markerer du betalingen som betalt i betalingsplanen. Da får mottakeren beskjed og kan bekrefte at pengene er mottatt.',
      button: 'Se betalingsplanen',
      note: 'Avtalt flytter ingen penger. Har du allerede betalt, kan du markere det nå.',
    },
    reviewDue: {
      subject: (title) => `Tid for å se over avtalen «${title}»`,
      preheader: (on) => `Gjelder den fortsatt, eller har noe endret seg? Gjennomgang ${on}.`,
      due: (title, on) =>
        `Avtalen «${title}» skal gjennomgås ${on}. Se over om den fortsatt passer for dere.`,
      explain:
        'Gjelder den som før, bekrefter du det, så står det i avtalens logg og neste gjennomgang blir om et år. Har noe endret seg, foreslår du endringer: dere svarer på dem og signerer en ny versjon, og til da gjelder denne.',
      stillApplies: 'Avtalen gjelder fortsatt',
      propose: 'Foreslå endringer',
      note: 'Lenkene åpner avtalen i Avtalt. Ingenting registreres før du bekrefter der.',
    },
    review: {
      confirmedSubject: (actor) => `${actor} har bekreftet at avtalen gjelder fortsatt`,
      setSubject: (actor) => `${actor} har satt dato for gjennomgang av avtalen`,
      preheader: (on) => `Neste gjennomgang: ${on}.`,
      confirmed: (actor, title) =>
        `${actor} har bekreftet at avtalen «${title}» gjelder fortsatt. Det står i avtalens logg.`,
      set: (actor, title) => `${actor} har satt dato for neste gjennomgang av avtalen «${title}».`,
      next: (on) => `Neste gjennomgang er ${on}. Dere får en påminnelse to uker før.`,
      button: 'Se avtalen',
    },
  },
  signing: {
    signingCode: {
      subject: (title) => `Koden din for å signere «${title}»`,
      preheader: 'Engangskoden din for å signere avtalen.',
      here: (title) => `Her er koden du ba om for å signere avtalen «${title}»:`,
      valid: (until) => `Koden gjelder til ${until} (10 minutter) og kan brukes én gang.`,
      button: 'Åpne avtalen',
      note: 'Del aldri koden med andre. Ba du ikke om koden, kan du se bort fra e-posten: ingen kan signere uten den.',
    },
    signatureAdded: {
      subject: (signer, title) => `${signer} har signert «${title}»`,
      preheader: 'Avtalen venter på din signatur.',
      signed: (signer, title) => `${signer} har signert avtalen «${title}».`,
      signToo: 'Avtalen er signert når alle parter har signert. Les teksten og signer du også.',
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
          `Du har signert avtalen «${title}». Avtalen er signert når alle parter har signert.`,
        otherSigned: (signer, title) => `${signer} har signert avtalen «${title}».`,
        allSigned: (title) =>
          `Alle parter har signert avtalen «${title}». Den forseglede PDF-en kommer i en egen e-post.`,
      },
      preheader: (seq) => `Revisjonsloggen står på oppføring ${seq}. Kvitteringen ligger ved.`,
      button: 'Se avtalen',
    },
    signaturesVoided: {
      subject: (title) => `Signaturene på «${title}» er annullert`,
      preheader: 'Alle må signere på nytt.',
      byActor: (actor, title) => `${actor} har annullert signaturene på avtalen «${title}».`,
      noActor: (title) => `Signaturene på avtalen «${title}» er annullert.`,
      again: 'Ingen signaturer gjelder lenger. Alle parter må signere på nytt.',
      button: 'Se avtalen',
    },
    signedDocument: {
      subject: (title) => `«${title}» er signert av alle`,
      preheader: 'Den signerte avtalen ligger ved som PDF.',
      allSigned: (title) => `Alle parter har signert avtalen «${title}».`,
      attached:
        'Den signerte PDF-en ligger ved denne e-posten. Den er forseglet av Avtalt og har en signaturside og en hendelseslogg bakerst. Ta vare på den.',
      shaLabel: 'SHA-256 av PDF-en',
      anyone:
        'Hvem som helst kan sjekke at filen er uendret: velg den på verifiseringssiden, så regnes verdien ut i nettleseren.',
      inAvtalt: (link) => `Avtalen og signaturene finner du også i Avtalt: ${link}`,
      button: 'Verifiser PDF-en',
    },
  },
};
