import {
  ErrorCode,
  signerLevelText,
  SigningMessages,
  SIGNING_CODE_LENGTH,
  type SignatureMethod,
  type SignaturesView,
  type SigningParty,
} from '@avtalt/contracts';
import type { TFunction } from 'i18next';
import { intlLocale } from '../../i18n/i18n';

/** The result page's texts (texts/nb.ts) and the signing dialog's (signing-dialog/texts/nb.ts). */
type ResultT = TFunction<'result'>;
type DialogT = TFunction<'resultSigningDialog'>;

/**
 * Signing on the result page (issue 18, docs/signing.md): what 'Signer avtalen' does, how signers and
 * times are written, and the message for each refusal, in the language of the `t` given (the result page's
 * texts, or the signing dialog's). Pure but for the language in use, so every case is a unit test.
 */

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
export function evidenceText(evidence: NonNullable<SignaturesView['yourEvidence']>, t: ResultT): string {
  return t('signatures.evidence', {
    date: signedAtText(evidence.signedAt, t),
    ip: evidence.ipAddress,
    browser: evidence.userAgent,
  });
}

/**
 * Whether the signatures card shows: someone has signed (also with signing turned off: existing
 * signatures can still be seen and voided, a signed PDF downloaded), or, with signing on, the signatures
 * were voided.
 */
export function showSignatures(view: SignaturesView | undefined): view is SignaturesView {
  return view !== undefined && (view.status !== 'unsigned' || (view.enabled && view.voidedAt !== null));
}

/** The ways of signing in bokmål, as the verify page names them (the result page's are in its catalogue). */
export const METHOD_LABELS: Record<SignatureMethod, string> = {
  eid: 'elektronisk ID',
  'email-code': 'engangskode på e-post',
  password: 'passord',
};

/** Each way of signing's key in the result page's catalogue (`signatures.methods`, `signatureLevel.options`). */
export const METHOD_KEYS = { eid: 'eid', 'email-code': 'emailCode', password: 'password' } as const;

/** '25. november 2026 kl. 08:15' in Norwegian time (where Avtalt's parties are), in bokmål: the verify page's. */
export function formatSignedAt(iso: string, timeZone = 'Europe/Oslo'): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const day = date.toLocaleDateString('nb-NO', { day: 'numeric', month: 'long', year: 'numeric', timeZone });
  const time = date.toLocaleTimeString('nb-NO', { hour: '2-digit', minute: '2-digit', timeZone });
  return `${day} kl. ${time}`;
}

/**
 * A moment as the result page writes it in the language in use, in Norwegian time: '25. november 2026 kl. 08:15'
 * (bokmål and nynorsk), '25 November 2026 at 08:15' (English); '' for what is no time.
 */
export function signedAtText(iso: string, t: ResultT, timeZone = 'Europe/Oslo'): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const locale = intlLocale();
  return t('dateTime', {
    date: date.toLocaleDateString(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone }),
    time: date.toLocaleTimeString(locale, { hour: '2-digit', minute: '2-digit', timeZone }),
  });
}

/** One party's line: 'Signert 25. november 2026 kl. 08:15 med passord' or 'Har ikke signert ennå'. */
export function partyLine(party: Pick<SigningParty, 'signedAt' | 'method'>, t: ResultT): string {
  if (!party.signedAt) return t('signatures.notSigned');
  const date = signedAtText(party.signedAt, t);
  return party.method
    ? t('signatures.signedAtWith', { date, method: t(`signatures.methods.${METHOD_KEYS[party.method]}`) })
    : t('signatures.signedAt', { date });
}

/**
 * The card's heading line: 'Signert av alle (2 av 2)', 'Signert av 1 av 2 parter', 'Ingen har signert ennå';
 * with a guardian among the signers, «Signert av 1 av 3 (parter og verge)».
 */
export function signingSummary(view: Pick<SignaturesView, 'status' | 'parties'>, t: ResultT): string {
  const signed = view.parties.filter((p) => p.signedAt !== null).length;
  const total = view.parties.length;
  if (view.status === 'signed') return t('signatures.allSigned', { signed, total });
  if (signed === 0) return t('signatures.noneSigned');
  if (view.parties.some((p) => p.role === 'guardian')) return t('signatures.withGuardian', { signed, total });
  return t('signatures.some', { signed, count: total });
}

/**
 * A signer's row key: a guardian signs with the same `participantId` as the party under 18 they sign for,
 * so the id alone is not unique.
 */
export function signerKey(party: Pick<SigningParty, 'participantId' | 'role'>): string {
  return `${party.participantId}:${party.role ?? 'party'}`;
}

/** A signer's name as the list shows it: «Mona Ung (verge for Siri Ung)», and « (deg)» for the caller. */
export function signerLabel(
  party: Pick<SigningParty, 'name' | 'isYou' | 'role' | 'guardianFor'>,
  t: ResultT,
): string {
  const name =
    party.role === 'guardian'
      ? t('signatures.guardianFor', {
          name: party.name,
          party: party.guardianFor?.trim() || t('signatures.aParty'),
        })
      : party.name;
  return party.isYou ? t('signatures.you', { name }) : name;
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
 * The message for a failed code request or signature. The server's own message (in the caller's language, from
 * the contracts) is shown when it gave one; these are the fallbacks when it did not (a network failure, a
 * proxy's error page): the contracts' bokmål messages by code, else the dialog's own texts.
 */
export function signingFailure(
  error: { status: number | null; code: string | null; serverMessage: string | null },
  method: SignatureMethod,
  t: DialogT,
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
  if (error.status === 401) return { message: t('failures.loggedOut'), textChanged: false };
  if (error.status === 403) return { message: own ?? t('failures.notParty'), textChanged: false };
  if (error.status === 429) return { message: own ?? SigningMessages.tooManyAttempts, textChanged: false };
  return { message: own ?? t('failures.generic'), textChanged: false };
}

/** Where the code went, and 'Koden gjelder til kl. 08:25' for its expiry (in Norwegian time). */
export function codeSentText(
  reply: { maskedEmail: string; expiresAt: string },
  t: DialogT,
  timeZone = 'Europe/Oslo',
): string {
  const until = new Date(reply.expiresAt);
  const sent = { digits: SIGNING_CODE_LENGTH, email: reply.maskedEmail };
  if (Number.isNaN(until.getTime())) return t('codeSent', sent);
  const time = until.toLocaleTimeString(intlLocale(), { hour: '2-digit', minute: '2-digit', timeZone });
  return t('codeSentUntil', { ...sent, time });
}

/** Under «Signer med BankID»: what it does, and what is missing while the consent is not ticked. */
export function eidNote(method: string, broker: string, consent: boolean, t: DialogT): string {
  const what = broker ? t('eidNoteVia', { method, broker }) : t('eidNote', { method });
  return consent ? what : `${what} ${t('tickConsentFirst')}`;
}

/** How a signing with eID ended, as the gateway tells the result page (`?bankid=…&kode=…`). */
export type EidOutcome = { severity: 'success' | 'info' | 'error'; message: string; refresh: boolean } | null;

/**
 * The message for the way back from the broker. Only known codes are shown as words, never text from the
 * address: a link someone crafts can at most show one of these messages.
 */
export function eidOutcome(bankid: string | null, code: string | null, t: ResultT): EidOutcome {
  if (bankid === 'signert') return { severity: 'success', message: t('eid.signed'), refresh: true };
  if (bankid === 'avbrutt') return { severity: 'info', message: t('eid.cancelled'), refresh: false };
  if (bankid !== 'feil') return null;
  const messages: Record<string, string> = {
    [ErrorCode.IdentityMismatch]: t('eid.identityMismatch'),
    [ErrorCode.InvalidSigningProof]: t('eid.invalidProof'),
    [ErrorCode.TextChanged]: SigningMessages.textChanged,
    [ErrorCode.UpstreamFailed]: t('eid.upstreamFailed'),
    [ErrorCode.ServiceUnavailable]: t('eid.unavailable'),
  };
  return { severity: 'error', message: (code && messages[code]) || t('eid.failed'), refresh: true };
}
