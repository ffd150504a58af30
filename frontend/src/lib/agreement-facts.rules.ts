import type {
  Agreement,
  Comparison,
  Guardian,
  NextRoundBlocker,
  Participant,
  SignaturesView,
} from '@avtalt/contracts';
import { libT, type LibT } from './texts';
import { nb } from './texts/nb';

/*
 * The words of agreement-next-step.rules.ts: who is looking, the phases, the actions and steps, the facts
 * each page has of an agreement, and the small helpers every step is worded with.
 */

/**
 * Who is looking: the initiator, another participant, someone with the link only, a removed participant, an
 * observer (invited by a party to read along; never answers, signs or writes), or the guardian of a party
 * under 18 (never answers; reads the text and signs it with the party).
 */
export type ViewerRole = 'initiator' | 'participant' | 'visitor' | 'removed' | 'observer' | 'guardian';

export type StepTone = 'success' | 'error' | 'warning' | 'info';

export type NextActionKind =
  /** Answer this round's questions (or join by answering). */
  | 'answer'
  /** Look at the comparison. */
  | 'comparison'
  /** Answer the proposal someone made (its card on the comparison). */
  | 'answer-proposal'
  /** Start the next round (a button on the comparison). */
  | 'next-round'
  /** Log in to do what needs an account (start the next round, sign). */
  | 'login'
  /** Give what identifies you in the document (date of birth or address; result page). */
  | 'party-details'
  /** 'Signer avtalen' (result page). */
  | 'sign'
  /** The sealed PDF (result page). */
  | 'download-signed'
  /** The unsigned PDF of the final text (result page). */
  | 'download'
  /** The result page: the final or partial agreement, or the protocol. */
  | 'result'
  /** Share the link with those who have not joined yet. */
  | 'share'
  /** Start another agreement. */
  | 'new-agreement'
  /** Nothing to do but wait: the label says for what. */
  | 'wait';

export interface NextAction {
  kind: NextActionKind;
  label: string;
  /**
   * Where it goes (a path, with `#anchor` for a card). A page that is already there does the action in place
   * (the comparison's 'Start neste runde', the result page's 'Signer avtalen'). Absent for `wait`, except
   * where there is something to look at meanwhile (the proposal's card).
   */
  to?: string;
}

/**
 * Where the agreement is: a round some still answer (`open-round`), a round everyone answered while the
 * agreement is open (`closed-round`), `completed` (details and signatures), `signed`, `disagreement`; and
 * `removed` for a viewer the initiator removed.
 */
export type AgreementPhase =
  'open-round' | 'closed-round' | 'completed' | 'signed' | 'disagreement' | 'removed';

export interface NextStep {
  role: ViewerRole;
  phase: AgreementPhase;
  /** The one line that says where the agreement stands. */
  status: { text: string; tone: StepTone };
  /** Whom we wait for and for what; null when we wait for nobody (or for the viewer only). */
  waiting: { names: string[]; what: string; text: string } | null;
  /** Why, in a sentence under the status line or the button (null when the status says it all). */
  hint: string | null;
  primary: NextAction;
  secondary: NextAction[];
}

/** A step before its phase is added (each phase has its own function, agreement-steps.rules.ts). */
export type Step = Omit<NextStep, 'phase'>;

/** What every page has of the agreement (the agreement itself or its comparison carry these). */
export type AgreementFacts = Pick<
  Agreement,
  'status' | 'currentRound' | 'maxRounds' | 'expectedParticipants'
> & {
  participants: ReadonlyArray<Pick<Participant, 'id' | 'userName' | 'hasResponded' | 'isYou' | 'hasDetails'>>;
  isInitiator?: boolean;
  youAreRemoved?: boolean;
  youAreObserver?: boolean;
  guardians?: ReadonlyArray<Pick<Guardian, 'isYou' | 'status'>>;
};

/** What only the comparison knows about the closed round (absent on pages that have no comparison). */
export type RoundFacts = Pick<Comparison, 'canStartNextRound'> & {
  nextRoundBlocker?: NextRoundBlocker | null;
};

/** What only the signatures view knows (absent where the page does not read it, or the viewer is no party). */
export type SigningFacts = Pick<SignaturesView, 'enabled' | 'status' | 'canSign' | 'pdfSha256'> & {
  parties: ReadonlyArray<Pick<SignaturesView['parties'][number], 'name' | 'isYou' | 'signedAt'>>;
  /** Why this party cannot sign yet (an unconfirmed address, a missing date of birth): signing is still their step, and its dialog says what to do. */
  signBlocker?: SignaturesView['signBlocker'];
};

export interface NextStepInput {
  agreementId: string;
  agreement: AgreementFacts;
  round?: RoundFacts | null;
  signing?: SigningFacts | null;
  loggedIn: boolean;
}

export function agreementPaths(agreementId: string) {
  const base = `/avtale/${agreementId}`;
  return {
    invitation: base,
    questions: `${base}/sporsmal`,
    comparison: `${base}/sammenligning`,
    result: `${base}/ferdig`,
    share: `${base}/del`,
  };
}

/** The id of a point's card on the comparison, so a status line can link to it. */
export function pointAnchor(questionId: string): string {
  return `punkt-${questionId}`;
}

export function viewerRole(a: AgreementFacts): ViewerRole {
  if (a.youAreRemoved) return 'removed';
  if (a.isInitiator) return 'initiator';
  if (a.participants.some((p) => p.isYou)) return 'participant';
  // The server never makes a party an observer or a guardian; should both be said, being a party wins.
  if (a.youAreObserver) return 'observer';
  return yourGuardianship(a) ? 'guardian' : 'visitor';
}

/** The caller is the accepted guardian of a party: reads and signs, never answers. */
export function yourGuardianship<G extends Pick<Guardian, 'isYou' | 'status'>>(
  agreement: { guardians?: ReadonlyArray<G> } | undefined,
): G | undefined {
  return agreement?.guardians?.find((g) => g.isYou && g.status === 'active');
}

/** 'Anne', 'Anne og Bjørn', 'Anne, Bjørn og Cecilie' (in the language of `t`). */
export function joinNames(names: readonly string[], t: LibT = libT): string {
  if (names.length <= 1) return names[0] ?? '';
  return t('names.list', { others: names.slice(0, -1).join(', '), last: names[names.length - 1] });
}

/** The viewer reads 'deg' in a list of names; someone without a name yet 'en deltaker'. */
export function nameOf(p: { userName: string; isYou: boolean }, t: LibT = libT): string {
  if (p.isYou) return t('names.you');
  return p.userName.trim() || t('names.someone');
}

/** How many round 1 waits for: as many as the initiator expects (later rounds: those taking part). */
export function awaited(a: AgreementFacts): number {
  return a.currentRound > 1
    ? a.participants.length
    : Math.max(2, a.expectedParticipants, a.participants.length);
}

/** Everyone awaited has answered the current round. */
export function roundClosed(a: AgreementFacts): boolean {
  return a.participants.length >= awaited(a) && a.participants.every((p) => p.hasResponded);
}

/** The agreement takes no more answers (finished, signed, or ended in disagreement). */
export function agreementClosed(a: Pick<AgreementFacts, 'status'>): boolean {
  return a.status === 'completed' || a.status === 'signed' || a.status === 'disagreement';
}

export function waitingText(names: string[], what: string, t: LibT = libT): NextStep['waiting'] {
  if (names.length === 0) return null;
  return { names, what, text: t('nextStep.waitingFor', { names: joinNames(names, t), what }) };
}

/** The hint an observer reads on every page about the agreement. */
export const observerHint = (t: LibT = libT): string => t('nextStep.observerHint');

/** The hint a guardian reads where a party would answer (GuardianMessages.guardianReadOnly, with a full stop). */
export const guardianHint = (t: LibT = libT): string => t('nextStep.guardianHint');

/** {@link observerHint} in bokmål, for callers that have not moved to it yet. */
export const OBSERVER_HINT = nb.nextStep.observerHint;

/** {@link guardianHint} in bokmål. */
export const GUARDIAN_HINT = nb.nextStep.guardianHint;

/** 'Lag en ny avtale': the front page. */
export const newAgreementAction = (t: LibT = libT): NextAction => ({
  kind: 'new-agreement',
  label: t('nextStep.action.newAgreement'),
  to: '/',
});
