import {
  ErrorCode,
  signerLevelText,
  SigningMessages,
  SIGNING_CODE_LENGTH,
  type SignatureMethod,
  type SignaturesView,
  type SigningParty,
} from '@avtalt/contracts';

/**
 * Signing on the result page (issue 18, docs/signing.md): what 'Signer avtalen' does, how signers and
 * times are written, and the Norwegian message for each refusal. Pure, so every case is a unit test.
 */

/**
 * Today's toast (before issue 18, and with `SIGNING=off`): signing is not offered, the PDF can be signed
 * by hand.
 */
export const SIGNING_UNAVAILABLE_TOAST = {
  title: 'Digital signering',
  description: 'Signering er ikke tilgjengelig i denne versjonen. Last ned PDF-en og signer den manuelt.',
} as const;

/** Said plainly in the dialog (and on the PDF's signature page): what this signature is not enough for. */
export const FORM_REQUIREMENT_NOTE =
  'En elektronisk signatur i Avtalt oppfyller ikke formkravene for testament eller ektepakt.';

/** The consent the signer ticks (the API's `consent: true`). */
export const CONSENT_LABEL = 'Jeg har lest avtalen og signerer den elektronisk';

export const GENERIC_SIGNING_ERROR = 'Noe gikk galt. Prøv igjen senere.';

/**
 * What 'Signer avtalen' does for the caller: `hidden` (a plan, a visitor, someone who has signed, an
 * agreement not ready to sign), `toast` (signing is off or its state could not be read), `wait` (the
 * state is loading) or `dialog`.
 */
export type SignAction = 'hidden' | 'toast' | 'wait' | 'dialog';

export function signAction(input: {
  /** A completed agreement with its full text, not a plan, and a logged-in caller. */
  offered: boolean;
  view: SignaturesView | undefined;
  loading: boolean;
  /** The HTTP status the signatures view failed with (403: the caller is no party), if it failed. */
  failedStatus?: number | null;
}): SignAction {
  if (!input.offered) return 'hidden';
  if (input.view === undefined && (input.failedStatus === 401 || input.failedStatus === 403)) return 'hidden';
  if (input.view === undefined) return input.loading ? 'wait' : 'toast';
  if (!input.view.enabled) return 'toast';
  // Issue 31: a blocker the caller can fix (confirm the address, give a date of birth) opens the dialog,
  // which says why and what to do, instead of hiding the button.
  return input.view.canSign || input.view.signBlocker ? 'dialog' : 'hidden';
}

/** Why the caller cannot sign now (issue 31), as `SignaturesView.signBlocker` names it. */
export type SignBlockerCode = NonNullable<SignaturesView['signBlocker']>['code'];

/**
 * Issue 31: what a signature proved, in the one sentence the contracts write for every page
 * («Navn og fødselsdato oppgitt av parten; e-postadressen bekreftet; signert med engangskode sendt til
 * k***@…»); null until the party has signed (or for a signature from before the levels).
 */
export function levelLine(party: Pick<SigningParty, 'level'>): string | null {
  return party.level ? signerLevelText(party.level) : null;
}

/**
 * Issue 31: the caller's own evidence, shown to the caller only (the PDF says «registrert» without the
 * values, and no other party sees them).
 */
export function evidenceText(evidence: NonNullable<SignaturesView['yourEvidence']>): string {
  return (
    `Din IP-adresse og nettleser ble registrert da du signerte ${formatSignedAt(evidence.signedAt)}: ` +
    `${evidence.ipAddress}, ${evidence.userAgent}. Bare du ser dette; de andre partene og PDF-en får det ikke.`
  );
}

/**
 * Whether the signatures card shows: someone has signed (also with signing turned off: existing
 * signatures can still be seen and voided, a signed PDF downloaded), or, with signing on, the signatures
 * were voided.
 */
export function showSignatures(view: SignaturesView | undefined): view is SignaturesView {
  return view !== undefined && (view.status !== 'unsigned' || (view.enabled && view.voidedAt !== null));
}

export const METHOD_LABELS: Record<SignatureMethod, string> = {
  eid: 'elektronisk ID',
  'email-code': 'engangskode på e-post',
  password: 'passord',
};

/** '25. november 2026 kl. 08:15' in Norwegian time (where Avtalt's parties are). */
export function formatSignedAt(iso: string, timeZone = 'Europe/Oslo'): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const day = date.toLocaleDateString('nb-NO', { day: 'numeric', month: 'long', year: 'numeric', timeZone });
  const time = date.toLocaleTimeString('nb-NO', { hour: '2-digit', minute: '2-digit', timeZone });
  return `${day} kl. ${time}`;
}

/** One party's line: 'Signert 25. november 2026 kl. 08:15 med passord' or 'Har ikke signert ennå'. */
export function partyLine(party: Pick<SigningParty, 'signedAt' | 'method'>): string {
  if (!party.signedAt) return 'Har ikke signert ennå';
  const method = party.method ? ` med ${METHOD_LABELS[party.method]}` : '';
  return `Signert ${formatSignedAt(party.signedAt)}${method}`;
}

/**
 * The card's heading line: 'Signert av alle (2 av 2)', 'Signert av 1 av 2 parter', 'Ingen har signert ennå';
 * with a guardian among the signers, «Signert av 1 av 3 (parter og verge)».
 */
export function signingSummary(view: Pick<SignaturesView, 'status' | 'parties'>): string {
  const signed = view.parties.filter((p) => p.signedAt !== null).length;
  const total = view.parties.length;
  if (view.status === 'signed') return `Signert av alle (${signed} av ${total})`;
  if (signed === 0) return 'Ingen har signert ennå';
  if (view.parties.some((p) => p.role === 'guardian'))
    return `Signert av ${signed} av ${total} (parter og verge)`;
  return `Signert av ${signed} av ${total} ${total === 1 ? 'part' : 'parter'}`;
}

/**
 * A signer's row key: a guardian signs with the same `participantId` as the party under 18 they sign for,
 * so the id alone is not unique.
 */
export function signerKey(party: Pick<SigningParty, 'participantId' | 'role'>): string {
  return `${party.participantId}:${party.role ?? 'party'}`;
}

/** A signer's name as the list shows it: «Mona Ung (verge for Siri Ung)», and « (deg)» for the caller. */
export function signerLabel(party: Pick<SigningParty, 'name' | 'isYou' | 'role' | 'guardianFor'>): string {
  const guardian = party.role === 'guardian' ? ` (verge for ${party.guardianFor?.trim() || 'en part'})` : '';
  return `${party.name}${guardian}${party.isYou ? ' (deg)' : ''}`;
}

/** A typed code as the API wants it: digits only (spaces and dashes a mail client may add are dropped). */
export function normalizeCode(input: string): string {
  return input.replace(/[\s-]/g, '');
}

export function isCompleteCode(input: string): boolean {
  return new RegExp(`^[0-9]{${SIGNING_CODE_LENGTH}}$`).test(normalizeCode(input));
}

/** The refusal as the dialog needs it: the message, and whether the text must be read again. */
export interface SigningFailure {
  message: string;
  textChanged: boolean;
  /** Issue 31: the refusal is something the caller must fix first (the page asks for the view again). */
  blocker?: SignBlockerCode;
}

/**
 * The Norwegian message for a failed code request or signature. The server's own message (Norwegian, from
 * the contracts) is shown when it gave one; these are the fallbacks when it did not (a network failure, a
 * proxy's error page).
 */
export function signingFailure(
  error: { status: number | null; code: string | null; serverMessage: string | null },
  method: SignatureMethod,
): SigningFailure {
  const own = error.serverMessage;
  switch (error.code) {
    case ErrorCode.TextChanged:
      return { message: own ?? SigningMessages.textChanged, textChanged: true };
    case ErrorCode.InvalidSigningProof:
      return {
        message: own ?? (method === 'password' ? SigningMessages.wrongPassword : SigningMessages.wrongCode),
        textChanged: false,
      };
    case ErrorCode.RateLimited:
      return { message: own ?? SigningMessages.tooManyAttempts, textChanged: false };
    case ErrorCode.SigningDisabled:
      return { message: own ?? SigningMessages.disabled, textChanged: false };
    case ErrorCode.EmailNotConfirmed:
      return {
        message: own ?? SigningMessages.emailNotConfirmed,
        textChanged: false,
        blocker: 'EMAIL_NOT_CONFIRMED',
      };
    case ErrorCode.BirthDateRequired:
      return {
        message: own ?? SigningMessages.birthDateRequired,
        textChanged: false,
        blocker: 'BIRTH_DATE_REQUIRED',
      };
    case ErrorCode.UnderAge:
      return { message: own ?? SigningMessages.underAge, textChanged: false, blocker: 'UNDER_AGE' };
    default:
      break;
  }
  if (error.status === 401)
    return { message: 'Du må være logget inn for å signere. Logg inn og prøv igjen.', textChanged: false };
  if (error.status === 403)
    return { message: own ?? 'Bare partene i avtalen kan signere den.', textChanged: false };
  if (error.status === 429) return { message: own ?? SigningMessages.tooManyAttempts, textChanged: false };
  return { message: own ?? GENERIC_SIGNING_ERROR, textChanged: false };
}

/** 'Koden gjelder til kl. 08:25' for the code's expiry. */
export function codeSentText(
  reply: { maskedEmail: string; expiresAt: string },
  timeZone = 'Europe/Oslo',
): string {
  const until = new Date(reply.expiresAt);
  const time = Number.isNaN(until.getTime())
    ? ''
    : ` Koden gjelder til kl. ${until.toLocaleTimeString('nb-NO', { hour: '2-digit', minute: '2-digit', timeZone })}.`;
  return `Vi har sendt en kode på ${SIGNING_CODE_LENGTH} sifre til ${reply.maskedEmail}.${time}`;
}

/** Under «Signer med BankID»: what it does, and what is missing while the consent is not ticked. */
export function eidNote(method: string, broker: string, consent: boolean): string {
  const via = broker ? ` via ${broker}` : '';
  const what = `Du logger inn med ${method}${via}, som bekrefter navnet og fødselsdatoen din, og kommer tilbake hit signert.`;
  return consent ? what : `${what} Kryss av for at du har lest avtalen først.`;
}

/** How a signing with eID ended, as the gateway tells the result page (`?bankid=…&kode=…`). */
export type EidOutcome = { severity: 'success' | 'info' | 'error'; message: string; refresh: boolean } | null;

/**
 * The message for the way back from the broker. Only known codes are shown as words, never text from the
 * address: a link someone crafts can at most show one of these messages.
 */
export function eidOutcome(bankid: string | null, code: string | null): EidOutcome {
  if (bankid === 'signert')
    return { severity: 'success', message: 'Du har signert avtalen med BankID.', refresh: true };
  if (bankid === 'avbrutt')
    return {
      severity: 'info',
      message: 'Du avbrøt innloggingen med BankID. Avtalen er ikke signert.',
      refresh: false,
    };
  if (bankid !== 'feil') return null;
  const messages: Record<string, string> = {
    [ErrorCode.IdentityMismatch]:
      'Navnet eller fødselsdatoen BankID bekreftet, stemmer ikke med det du har oppgitt i avtalen. Rett opplysningene dine og prøv igjen, eller signer på en annen måte.',
    [ErrorCode.InvalidSigningProof]:
      'Innloggingen med BankID ble ikke godtatt eller er utløpt. Avtalen er ikke signert. Prøv igjen.',
    [ErrorCode.TextChanged]: SigningMessages.textChanged,
    [ErrorCode.UpstreamFailed]: 'BankID-tjenesten svarer ikke akkurat nå. Prøv igjen om litt.',
    [ErrorCode.ServiceUnavailable]: 'Signeringen er ikke tilgjengelig akkurat nå. Prøv igjen om litt.',
  };
  return {
    severity: 'error',
    message:
      (code && messages[code]) || 'Signeringen med BankID gikk ikke. Avtalen er ikke signert. Prøv igjen.',
    refresh: true,
  };
}
