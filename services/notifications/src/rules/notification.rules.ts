import type {
  ActivityParticipant,
  AgreementActivityEvent,
  AgreementActivityKind,
  Language,
} from '@avtalt/contracts';
import { MAIL_TEXTS } from '../mail/texts/mail-texts';

/** The page each kind of activity mail links to (below `${APP_ORIGIN}/avtale/{id}`). */
export const ACTIVITY_PATHS: Record<AgreementActivityKind, string> = {
  answered: 'sammenligning',
  'round-started': 'sporsmal',
  completed: 'ferdig',
  'disagreement-declared': 'sammenligning',
  'participant-removed': 'sporsmal', // no mail is sent for it
  'signature-added': 'ferdig',
  'signatures-voided': 'ferdig',
  signed: 'ferdig', // the parties are mailed on `document.sealed`, with the PDF
  'observer-invited': 'observator', // the page where the invited accept
  'guardian-invited': 'verge',
  'payment-recorded': 'ferdig', // the schedule is on the result page
  'payment-due': 'ferdig',
  'review-due': 'ferdig', // the review is on the result page
  'review-recorded': 'ferdig',
};

export function activityLink(origin: string, kind: AgreementActivityKind, agreementId: string): string {
  return `${origin}/avtale/${agreementId}/${ACTIVITY_PATHS[kind]}`;
}

/** The account of the participant who caused the event (null: nobody, or a visitor without an account). */
export function actorUserId(
  event: Pick<AgreementActivityEvent, 'actorParticipantId' | 'participants'>,
): string | null {
  if (!event.actorParticipantId) return null;
  return event.participants.find((p) => p.participantId === event.actorParticipantId)?.userId ?? null;
}

/**
 * Who is told about an activity: every participant with an account except the one who caused it (also
 * when the same account appears twice), each account once. For 'answered' also the initiator, who takes
 * part from the start but is listed only once they answered (`initiatorUserId`; not when they are the
 * actor). Nobody is mailed about a removal (`participant-removed`).
 */
export function activityRecipients(
  event: Pick<AgreementActivityEvent, 'actorParticipantId' | 'participants'> &
    Partial<Pick<AgreementActivityEvent, 'kind' | 'initiatorUserId'>>,
): string[] {
  // A removal tells nobody; an observer's invitation goes to the address in the event, not to the parties.
  if (
    event.kind === 'participant-removed' ||
    event.kind === 'observer-invited' ||
    event.kind === 'guardian-invited'
  )
    return [];
  const actor = actorUserId(event);
  const seen = new Set<string>();
  for (const p of event.participants) {
    if (!p.userId || p.participantId === event.actorParticipantId || p.userId === actor) continue;
    seen.add(p.userId);
  }
  const initiator = event.initiatorUserId;
  if (event.kind === 'answered' && initiator && initiator !== actor) seen.add(initiator);
  return [...seen];
}

/**
 * Who is told about a signature (issue 18): for `signature-added` the parties with an account who have not
 * signed yet (`signed`: the accounts whose signatures are recorded, the actor's included), never the
 * signer; for `signatures-voided` every party with an account but the one who voided. Nobody for the rest
 * (`signed` is mailed with the PDF on `document.sealed`).
 */
export function signingRecipients(
  event: Pick<AgreementActivityEvent, 'kind' | 'actorParticipantId' | 'participants'>,
  signed: ReadonlySet<string>,
): string[] {
  if (event.kind === 'signatures-voided') return activityRecipients(event);
  if (event.kind !== 'signature-added') return [];
  return activityRecipients(event).filter((userId) => !signed.has(userId));
}

/** Participants with an account who have not answered the current round: the ones reminders are for. */
export function pendingAnswerers(participants: readonly ActivityParticipant[]): string[] {
  const answered = new Set(participants.filter((p) => p.userId && p.answered).map((p) => p.userId!));
  return [
    ...new Set(
      participants.filter((p) => p.userId && !p.answered && !answered.has(p.userId)).map((p) => p.userId!),
    ),
  ];
}

/** A round's participant list with accounts as one event told it, and when the event happened. */
export interface RoundListing {
  round: number;
  at: Date;
  users: readonly string[];
}

/**
 * Who takes part in the event's round, for reminders, when events may be handled out of order (several
 * replicas, redeliveries): a newer event's list replaces the stored one; an older event changes nothing
 * and only those also in the stored (newer) list count; events of the same moment (one transaction)
 * count only those both name — someone missing from one of them was removed (or joined by answering,
 * and needs no reminder). Removal is for good within a round, so nobody removed comes back.
 * `store` is the listing to keep (null: keep the stored one).
 */
export function roundParticipants(
  stored: RoundListing | null,
  event: RoundListing,
): { listed: string[]; store: RoundListing | null } {
  const users = [...new Set(event.users)];
  if (!stored || event.round > stored.round || (event.round === stored.round && event.at > stored.at))
    return { listed: users, store: { ...event, users } };
  if (event.round < stored.round) return { listed: [], store: null };
  const known = new Set(stored.users);
  const listed = users.filter((u) => known.has(u));
  if (event.at.getTime() === stored.at.getTime()) return { listed, store: { ...stored, users: listed } };
  return { listed, store: null };
}

// ---- 'answered' throttle -------------------------------------------------------------------------

/** One person's throttle for one agreement: when the current window ends, and how many answers wait in it. */
export interface DigestState {
  windowEndsAt: Date | null;
  pending: number;
}

export type AnsweredDecision =
  /** Mail now (with what waited, if a window ended without its flush having run), and open a new window. */
  | { action: 'send-now'; windowEndsAt: Date }
  /** Inside a window: keep the answer; one mail gathers them when the window ends. */
  | { action: 'gather'; flushAt: Date };

/**
 * At most one 'answered' mail per agreement per person per window: the first answer is mailed at once and
 * opens the window; answers inside it are gathered and mailed together when it ends.
 */
export function decideAnswered(state: DigestState, now: Date, windowMs: number): AnsweredDecision {
  if (state.windowEndsAt && now.getTime() < state.windowEndsAt.getTime())
    return { action: 'gather', flushAt: state.windowEndsAt };
  return { action: 'send-now', windowEndsAt: new Date(now.getTime() + windowMs) };
}

export type FlushDecision =
  { action: 'nothing' } | { action: 'send'; windowEndsAt: Date } | { action: 'later'; flushAt: Date };

/**
 * The delayed flush of a window: nothing when nothing waits (the answers went out with a later 'send-now');
 * too early (a clock skew between replicas) → later; otherwise one mail, and a new window from now so the
 * next answer waits for it too.
 */
export function decideFlush(state: DigestState, now: Date, windowMs: number): FlushDecision {
  if (state.pending === 0) return { action: 'nothing' };
  if (state.windowEndsAt && now.getTime() < state.windowEndsAt.getTime())
    return { action: 'later', flushAt: state.windowEndsAt };
  return { action: 'send', windowEndsAt: new Date(now.getTime() + windowMs) };
}

// ---- reminders -----------------------------------------------------------------------------------

export const MAX_REMINDERS_PER_ROUND = 2;

export interface ReminderState {
  /** The agreement's state as the events told it. */
  agreement: { round: number; status: 'open' | 'closed' | 'deleted' } | null;
  /** This person's reminder row for the round the job is for. */
  reminder: { round: number; answered: boolean; sent: number } | null;
}

export type ReminderDecision =
  { send: true; number: number; scheduleNext: boolean } | { send: false; reason: string };

/**
 * Whether reminder number `number` of `round` is sent when its delayed job fires: only for the current
 * round of an open agreement, to someone who has not answered it, in order, and at most
 * {@link MAX_REMINDERS_PER_ROUND} per round.
 */
export function decideReminder(state: ReminderState, round: number, number: number): ReminderDecision {
  if (!state.agreement || state.agreement.status !== 'open')
    return { send: false, reason: 'agreement not open' };
  if (state.agreement.round !== round) return { send: false, reason: 'round over' };
  if (!state.reminder || state.reminder.round !== round) return { send: false, reason: 'not taking part' };
  if (state.reminder.answered) return { send: false, reason: 'answered' };
  if (number > MAX_REMINDERS_PER_ROUND) return { send: false, reason: 'limit' };
  if (state.reminder.sent !== number - 1) return { send: false, reason: 'already sent' };
  return { send: true, number, scheduleNext: number < MAX_REMINDERS_PER_ROUND };
}

// ---- privacy -------------------------------------------------------------------------------------

/** The form addresses are compared and counted in (invitations: one mail per address per request). */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** Names joined as the language does: 'Kari', 'Kari og Ola', 'Kari, Ola og Per' (in English '… and Per'). */
export function joinNames(names: readonly string[], language: Language = 'nb'): string {
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} ${MAIL_TEXTS[language].common.and} ${names[names.length - 1]}`;
}

/**
 * The attachment's file name for a sealed PDF: the agreement's file name (a base name, as the gateway's
 * download gets it) without path separators or control characters, 'avtale' when nothing is left, with
 * `.pdf` added unless it ends so already.
 */
export function pdfAttachmentName(fileName: string): string {
  const clean =
    [...fileName]
      .map((c) => (c.charCodeAt(0) < 32 || c.charCodeAt(0) === 127 || c === '/' || c === '\\' ? ' ' : c))
      .join('')
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, 150) || 'avtale';
  return /\.pdf$/i.test(clean) ? clean : `${clean}.pdf`;
}
