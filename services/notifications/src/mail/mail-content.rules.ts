import type { MailKind } from '@avtalt/contracts';
import type { ReceiptAttachment } from '../rules/audit-receipt.rules';
import { joinNames } from '../rules/notification.rules';

/** What a mail says, before it is put in the layout (HTML and plain text are made from the same content). */
export interface MailContent {
  kind: MailKind;
  subject: string;
  /** The line mail apps show after the subject. */
  preheader: string;
  greeting: string | null;
  paragraphs: string[];
  /** Names listed under the text (the answers a digest gathers). */
  items: string[];
  /** Paragraphs after the list. */
  closing: string[];
  button: { text: string; url: string };
  /** Small print under the button (why the link is safe, how long it works). */
  note: string | null;
  /** Why the person gets it (footer). */
  reason: string;
  /** Shown large on its own line (a one-time signing code). */
  highlight?: string;
  /** A long value in a monospace line that may break anywhere (a SHA-256). */
  detail?: { label: string; value: string };
  /** A file sent with the mail, kept in the send job until sent (the audit receipt, issue 31). */
  attachment?: { fileName: string; content: string; contentType: string };
}

type Base = { firstName: string | null; title: string; link: string };

export type MailParams =
  | ({ kind: 'answered'; actors: string[] } & Base)
  | ({ kind: 'round-started'; round: number } & Base)
  | ({ kind: 'completed' } & Base)
  | ({ kind: 'disagreement-declared'; actor: string | null } & Base)
  | ({ kind: 'reminder'; round: number; number: number } & Base)
  | ({ kind: 'invitation'; inviter: string } & Omit<Base, 'firstName'>)
  | {
      kind: 'signing-code';
      firstName: string | null;
      title: string;
      link: string;
      code: string;
      expiresAt: string;
    }
  | ({ kind: 'signature-added'; signer: string; receipt?: ReceiptAttachment } & Base)
  /**
   * Issue 31: the trail's head to a party the signature gives no other mail: `you-signed` to the signer,
   * `other-signed` to one who signed before (`signer` signed now), `all-signed` to everyone at the end.
   */
  | ({
      kind: 'audit-receipt';
      occasion: 'you-signed' | 'other-signed' | 'all-signed';
      signer: string;
      receipt: ReceiptAttachment;
    } & Base)
  | ({ kind: 'signatures-voided'; actor: string | null } & Base)
  | ({ kind: 'signed-document'; pdfSha256: string; verifyUrl: string } & Base)
  | { kind: 'password-reset'; firstName: string; link: string }
  | { kind: 'verify-email'; firstName: string; link: string }
  | { kind: 'email-change'; firstName: string; link: string }
  | { kind: 'email-change-notice'; firstName: string; link: string; newEmailMasked: string }
  /** Issue 31: to the old address once the new one is confirmed; `supportEmail` is where the owner can write. */
  | {
      kind: 'email-changed';
      firstName: string;
      newEmailMasked: string;
      changedAt: string;
      supportEmail: string;
    };

const quoted = (title: string): string => `«${title}»`;
const hello = (firstName: string | null): string | null =>
  firstName?.trim() ? `Hei ${firstName.trim()},` : 'Hei,';
const ABOUT_AGREEMENT = 'Du får denne e-posten fordi du er med i en avtale i Avtalt.';
const ABOUT_SIGNING =
  'Du får denne e-posten fordi du er part i en avtale som signeres i Avtalt. Den kan ikke slås av: den gjelder det du signerer.';

/**
 * Issue 31: what a mail at a signature says about the receipt it carries. The hash is in the sentence (the
 * layout lets it break anywhere), the file is attached, and the command is the offline verifier's
 * (docs/sealed-pdf.md): anyone can later compare the sealed PDF's embedded trail with this receipt.
 */
export function receiptParagraphs(receipt: ReceiptAttachment): string[] {
  return [
    `Revisjonsloggen står nå på oppføring ${receipt.head.seq} med kontrollsum ${receipt.head.hash}.`,
    `Kvitteringen ligger ved som ${receipt.fileName}. Ta vare på den: med den kan hvem som helst senere sjekke, uten Avtalt, at ingenting i revisjonsloggen er skrevet om, med node scripts/verify-pdf.mjs avtale.pdf --receipt ${receipt.fileName}.`,
  ];
}

const receiptFile = (receipt: ReceiptAttachment): NonNullable<MailContent['attachment']> => ({
  fileName: receipt.fileName,
  content: receipt.json,
  contentType: 'application/json; charset=utf-8',
});

/** `kl. 10:15` in Norwegian time (the signing code's expiry). */
export function osloClock(iso: string): string {
  const time = new Intl.DateTimeFormat('nb-NO', {
    timeZone: 'Europe/Oslo',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(iso));
  return `kl. ${time}`;
}

/** `29. november 2026 kl. 10:15` in Norwegian time (when an address was changed). */
export function osloDateTime(iso: string): string {
  const date = new Intl.DateTimeFormat('nb-NO', {
    timeZone: 'Europe/Oslo',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(new Date(iso));
  return `${date} ${osloClock(iso)}`;
}

/**
 * Everything a mail program may start a new line at: CR, LF, VT, FF, NEL, and Unicode's line and paragraph
 * separators. A run of them counts as one break.
 */
const LINE_BREAKS = /[\r\n\v\f\u0085\u2028\u2029]+/g;

/** `value` on one line: each run of line breaks becomes one space. */
export function oneLine(value: string): string {
  return value.replace(LINE_BREAKS, ' ');
}

/**
 * The content with every text on one line. Titles and names are written by users, and rows stored before
 * the contracts refused line breaks in them may still hold some: in the text part a title such as
 * «Kontoen din er sperret.\nLogg inn på …» would otherwise read as lines written by Avtalt. The texts of this
 * file are single lines, and the text template puts the breaks between them, so folding every value is
 * safe. The attachment is a file (JSON), not text of the mail, and is left as it is.
 */
function withoutLineBreaks(content: MailContent): MailContent {
  return {
    ...content,
    subject: oneLine(content.subject),
    preheader: oneLine(content.preheader),
    greeting: content.greeting === null ? null : oneLine(content.greeting),
    paragraphs: content.paragraphs.map(oneLine),
    items: content.items.map(oneLine),
    closing: content.closing.map(oneLine),
    button: { text: oneLine(content.button.text), url: oneLine(content.button.url) },
    note: content.note === null ? null : oneLine(content.note),
    reason: oneLine(content.reason),
    ...(content.highlight === undefined ? {} : { highlight: oneLine(content.highlight) }),
    ...(content.detail === undefined
      ? {}
      : { detail: { label: oneLine(content.detail.label), value: oneLine(content.detail.value) } }),
  };
}

/**
 * The Norwegian text of each kind of mail. Values are plain text here; the layout escapes them. No value
 * holds a line break (`withoutLineBreaks`), so nothing a user wrote can start a line of its own.
 */
export function mailContent(params: MailParams): MailContent {
  return withoutLineBreaks(composeMail(params));
}

function composeMail(params: MailParams): MailContent {
  switch (params.kind) {
    case 'answered': {
      const names = joinNames(params.actors);
      const several = params.actors.length > 1;
      return {
        kind: params.kind,
        subject: `${names} har svart på ${quoted(params.title)}`,
        preheader: several
          ? `${params.actors.length} nye svar siden sist.`
          : 'Se hvor dere er enige og uenige.',
        greeting: hello(params.firstName),
        paragraphs: [
          several
            ? `Det har kommet ${params.actors.length} nye svar på avtalen ${quoted(params.title)}:`
            : `${names} har svart på avtalen ${quoted(params.title)}.`,
        ],
        items: several ? params.actors : [],
        closing: ['Se sammenligningen for å finne ut hvor dere er enige og uenige.'],
        button: { text: 'Se sammenligningen', url: params.link },
        note: null,
        reason: ABOUT_AGREEMENT,
      };
    }
    case 'round-started':
      return {
        kind: params.kind,
        subject: `Ny runde i ${quoted(params.title)}`,
        preheader: `Runde ${params.round} har startet.`,
        greeting: hello(params.firstName),
        paragraphs: [
          `Runde ${params.round} av avtalen ${quoted(params.title)} har startet.`,
          'Svar på nytt på spørsmålene dere ikke var enige om.',
        ],
        items: [],
        closing: [],
        button: { text: 'Svar nå', url: params.link },
        note: null,
        reason: ABOUT_AGREEMENT,
      };
    case 'completed':
      return {
        kind: params.kind,
        subject: `${quoted(params.title)} er ferdig`,
        preheader: 'Alle er enige. Avtaleteksten er klar.',
        greeting: hello(params.firstName),
        paragraphs: [
          `Alle er enige, og avtalen ${quoted(params.title)} er ferdig.`,
          'Se resultatet og last ned avtaleteksten.',
        ],
        items: [],
        closing: [],
        button: { text: 'Se resultatet', url: params.link },
        note: null,
        reason: ABOUT_AGREEMENT,
      };
    case 'disagreement-declared':
      return {
        kind: params.kind,
        subject: `Uenighet i ${quoted(params.title)}`,
        preheader: 'Avtalen endte i uenighet.',
        greeting: hello(params.firstName),
        paragraphs: [
          params.actor
            ? `${params.actor} har erklært uenighet i avtalen ${quoted(params.title)}.`
            : `Avtalen ${quoted(params.title)} endte i uenighet.`,
          'Se sammenligningen for hvor dere sto.',
        ],
        items: [],
        closing: [],
        button: { text: 'Se sammenligningen', url: params.link },
        note: null,
        reason: ABOUT_AGREEMENT,
      };
    case 'reminder':
      return {
        kind: params.kind,
        subject: `Påminnelse: svar på ${quoted(params.title)}`,
        preheader: 'De andre venter på svaret ditt.',
        greeting: hello(params.firstName),
        paragraphs: [
          `Du har ikke svart på runde ${params.round} av avtalen ${quoted(params.title)} ennå.`,
          'De andre venter på svaret ditt.',
        ],
        items: [],
        closing: [],
        button: { text: 'Svar nå', url: params.link },
        note: params.number >= 2 ? 'Dette er siste påminnelse for denne runden.' : null,
        reason: ABOUT_AGREEMENT,
      };
    case 'invitation':
      return {
        kind: params.kind,
        subject: `Bli med på en avtale: ${params.title}`,
        preheader: `${params.inviter} har invitert deg.`,
        greeting: 'Hei,',
        paragraphs: [
          `${params.inviter} har invitert deg til å lage en avtale sammen i Avtalt.`,
          `Bli med på en avtale: ${params.title}`,
        ],
        items: [],
        closing: [],
        button: { text: 'Åpne avtalen', url: params.link },
        note: 'Kjenner du ikke avsenderen, kan du se bort fra e-posten.',
        reason: 'Du får denne e-posten fordi noen som bruker Avtalt, ga oss adressen din.',
      };
    case 'signing-code':
      return {
        kind: params.kind,
        // The code is never in the subject: the subject is stored in the mail log.
        subject: `Koden din for å signere ${quoted(params.title)}`,
        preheader: 'Engangskoden din for å signere avtalen.',
        greeting: hello(params.firstName),
        paragraphs: [`Her er koden du ba om for å signere avtalen ${quoted(params.title)}:`],
        highlight: params.code,
        items: [],
        closing: [`Koden gjelder til ${osloClock(params.expiresAt)} (10 minutter) og kan brukes én gang.`],
        button: { text: 'Åpne avtalen', url: params.link },
        note: 'Del aldri koden med andre. Ba du ikke om koden, kan du se bort fra e-posten: ingen kan signere uten den.',
        reason: ABOUT_SIGNING,
      };
    case 'signature-added':
      return {
        kind: params.kind,
        subject: `${params.signer} har signert ${quoted(params.title)}`,
        preheader: 'Avtalen venter på din signatur.',
        greeting: hello(params.firstName),
        paragraphs: [
          `${params.signer} har signert avtalen ${quoted(params.title)}.`,
          'Avtalen er signert når alle parter har signert. Les teksten og signer du også.',
        ],
        items: [],
        closing: params.receipt ? receiptParagraphs(params.receipt) : [],
        button: { text: 'Les og signer', url: params.link },
        note: null,
        reason: ABOUT_SIGNING,
        ...(params.receipt ? { attachment: receiptFile(params.receipt) } : {}),
      };
    case 'audit-receipt': {
      const title = quoted(params.title);
      const subject = {
        'you-signed': `Kvittering: du har signert ${title}`,
        'other-signed': `Kvittering: ${params.signer} har signert ${title}`,
        'all-signed': `Kvittering: ${title} er signert av alle`,
      }[params.occasion];
      const what = {
        'you-signed': `Du har signert avtalen ${title}. Avtalen er signert når alle parter har signert.`,
        'other-signed': `${params.signer} har signert avtalen ${title}.`,
        'all-signed': `Alle parter har signert avtalen ${title}. Den forseglede PDF-en kommer i en egen e-post.`,
      }[params.occasion];
      return {
        kind: params.kind,
        subject,
        preheader: `Revisjonsloggen står på oppføring ${params.receipt.head.seq}. Kvitteringen ligger ved.`,
        greeting: hello(params.firstName),
        paragraphs: [what],
        items: [],
        closing: receiptParagraphs(params.receipt),
        button: { text: 'Se avtalen', url: params.link },
        note: null,
        reason: ABOUT_SIGNING,
        attachment: receiptFile(params.receipt),
      };
    }
    case 'signatures-voided':
      return {
        kind: params.kind,
        subject: `Signaturene på ${quoted(params.title)} er annullert`,
        preheader: 'Alle må signere på nytt.',
        greeting: hello(params.firstName),
        paragraphs: [
          params.actor
            ? `${params.actor} har annullert signaturene på avtalen ${quoted(params.title)}.`
            : `Signaturene på avtalen ${quoted(params.title)} er annullert.`,
          'Ingen signaturer gjelder lenger. Alle parter må signere på nytt.',
        ],
        items: [],
        closing: [],
        button: { text: 'Se avtalen', url: params.link },
        note: null,
        reason: ABOUT_SIGNING,
      };
    case 'signed-document':
      return {
        kind: params.kind,
        subject: `${quoted(params.title)} er signert av alle`,
        preheader: 'Den signerte avtalen ligger ved som PDF.',
        greeting: hello(params.firstName),
        paragraphs: [
          `Alle parter har signert avtalen ${quoted(params.title)}.`,
          'Den signerte PDF-en ligger ved denne e-posten. Den er forseglet av Avtalt og har en signaturside og en hendelseslogg bakerst. Ta vare på den.',
        ],
        detail: { label: 'SHA-256 av PDF-en', value: params.pdfSha256 },
        items: [],
        closing: [
          'Hvem som helst kan sjekke at filen er uendret: velg den på verifiseringssiden, så regnes verdien ut i nettleseren.',
          `Avtalen og signaturene finner du også i Avtalt: ${params.link}`,
        ],
        button: { text: 'Verifiser PDF-en', url: params.verifyUrl },
        note: null,
        reason: ABOUT_SIGNING,
      };
    case 'password-reset':
      return {
        kind: params.kind,
        subject: 'Tilbakestill passordet ditt i Avtalt',
        preheader: 'Lenken virker én gang og i én time.',
        greeting: hello(params.firstName),
        paragraphs: [
          'Vi fikk en forespørsel om å tilbakestille passordet til kontoen din i Avtalt.',
          'Velg et nytt passord med knappen under.',
        ],
        items: [],
        closing: [],
        button: { text: 'Velg nytt passord', url: params.link },
        note: 'Lenken kan bare brukes én gang og virker i én time. Ba du ikke om dette, kan du se bort fra e-posten: passordet ditt er uendret.',
        reason: 'Du får denne e-posten fordi noen ba om å tilbakestille passordet til kontoen din.',
      };
    case 'verify-email':
      return {
        kind: params.kind,
        subject: 'Bekreft e-postadressen din i Avtalt',
        preheader: 'Ett klikk, så er adressen bekreftet.',
        greeting: hello(params.firstName),
        paragraphs: ['Bekreft at dette er e-postadressen din i Avtalt.'],
        items: [],
        closing: [],
        button: { text: 'Bekreft e-postadressen', url: params.link },
        note: 'Opprettet du ikke en konto eller endret adressen, kan du se bort fra e-posten.',
        reason: 'Du får denne e-posten fordi adressen ble oppgitt for en konto i Avtalt.',
      };
    case 'email-change':
      return {
        kind: params.kind,
        subject: 'Bekreft den nye e-postadressen din i Avtalt',
        preheader: 'Adressen byttes først når du bekrefter den.',
        greeting: hello(params.firstName),
        paragraphs: [
          'Du har bedt om å bruke denne e-postadressen for kontoen din i Avtalt.',
          'Bekreft med knappen under mens du er logget inn. Til da er den gamle adressen kontoens adresse, og all e-post fra Avtalt går dit.',
        ],
        items: [],
        closing: [],
        button: { text: 'Bekreft den nye adressen', url: params.link },
        note: 'Lenken kan bare brukes én gang og virker i to døgn. Ba du ikke om dette, kan du se bort fra e-posten: da byttes ingen adresse.',
        reason: 'Du får denne e-posten fordi adressen ble oppgitt som ny adresse for en konto i Avtalt.',
      };
    case 'email-change-notice':
      return {
        kind: params.kind,
        subject: 'Noen har bedt om å endre e-postadressen til kontoen din i Avtalt',
        preheader: 'Var det ikke deg, stopp endringen.',
        greeting: hello(params.firstName),
        paragraphs: [
          `Det er bedt om å endre e-postadressen til kontoen din i Avtalt til ${params.newEmailMasked}.`,
          'Adressen endres først når lenken som er sendt til den nye adressen, blir fulgt. Til da er denne adressen kontoens, og signeringskoder, lenker og signerte avtaler sendes hit.',
          'Var det ikke deg, stopp endringen med knappen under. Da logges alle ut av kontoen. Noen kjenner i så fall passordet ditt: be om et nytt med «Glemt passord?» når du logger inn igjen.',
        ],
        items: [],
        closing: [],
        button: { text: 'Stopp endringen', url: params.link },
        note: 'Var det deg, trenger du ikke gjøre noe her. Lenken virker i to døgn.',
        reason: 'Du får denne e-posten fordi den gjelder sikkerheten til kontoen din. Den kan ikke slås av.',
      };
    case 'email-changed':
      // Whoever confirmed the new address knew the password, and the stop link is used up by the change: the
      // owner can no longer log in with this address or get a reset link here, so the way back is to write
      // to a person, from this address (which shows it was the account's).
      return {
        kind: params.kind,
        subject: 'E-postadressen på kontoen din er endret',
        preheader: 'Var det ikke deg, skriv til oss fra denne adressen.',
        greeting: hello(params.firstName),
        paragraphs: [
          `E-postadressen til kontoen din i Avtalt ble endret til ${params.newEmailMasked} ${osloDateTime(params.changedAt)}. Den nye adressen er bekreftet. Fra nå logger kontoen inn med den, og all e-post fra Avtalt går dit, ikke hit.`,
          'Var det deg, trenger du ikke gjøre noe.',
          'Var det ikke deg, kjenner noen passordet ditt. «Glemt passord?» hjelper deg ikke nå: lenken for nytt passord går til den nye adressen. Er du fortsatt logget inn et sted, bytt passordet under «Min profil» med en gang.',
          `Skriv til oss på ${params.supportEmail} fra denne adressen og si at du ikke endret den, så hjelper vi deg å få kontoen tilbake.`,
        ],
        items: [],
        closing: [],
        button: {
          text: 'Skriv til oss',
          url: `mailto:${params.supportEmail}?subject=${encodeURIComponent('Jeg endret ikke e-postadressen på kontoen min')}`,
        },
        note: null,
        reason: 'Du får denne e-posten fordi den gjelder sikkerheten til kontoen din. Den kan ikke slås av.',
      };
  }
}
