import type { Agreement, Comparison, NextRoundBlocker, Participant, SignaturesView } from '@avtalt/contracts';

/**
 * Issue 34: what a page says about an agreement (the status line, whom we wait for and for what) and which
 * action is primary, from one function of the agreement's state and what this person still has to do. The
 * share page, the comparison, the question flow, the result page and the dashboard all read it, so they can
 * never tell the same person two different things. Pure: every state × role is a unit test.
 */

/** Who is looking: the initiator, another participant, someone with the link only, or a removed participant. */
export type ViewerRole = 'initiator' | 'participant' | 'visitor' | 'removed';

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

type Step = Omit<NextStep, 'phase'>;

/** What every page has of the agreement (the agreement itself or its comparison carry these). */
export type AgreementFacts = Pick<
  Agreement,
  'status' | 'currentRound' | 'maxRounds' | 'expectedParticipants'
> & {
  participants: ReadonlyArray<Pick<Participant, 'id' | 'userName' | 'hasResponded' | 'isYou' | 'hasDetails'>>;
  isInitiator?: boolean;
  youAreRemoved?: boolean;
};

/** What only the comparison knows about the closed round (absent on pages that have no comparison). */
export type RoundFacts = Pick<Comparison, 'canStartNextRound'> & {
  nextRoundBlocker?: NextRoundBlocker | null;
};

/** What only the signatures view knows (absent where the page does not read it, or the viewer is no party). */
export type SigningFacts = Pick<SignaturesView, 'enabled' | 'status' | 'canSign' | 'pdfSha256'> & {
  parties: ReadonlyArray<Pick<SignaturesView['parties'][number], 'name' | 'isYou' | 'signedAt'>>;
  /** Why this party cannot sign yet (issue 31): signing is still their step, and its dialog says what to do. */
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
  return a.participants.some((p) => p.isYou) ? 'participant' : 'visitor';
}

/** 'Anne', 'Anne og Bjørn', 'Anne, Bjørn og Cecilie'. */
export function joinNames(names: readonly string[]): string {
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} og ${names[names.length - 1]}`;
}

/** The viewer reads 'deg' in a list of names; someone without a name yet 'en deltaker'. */
function nameOf(p: { userName: string; isYou: boolean }): string {
  if (p.isYou) return 'deg';
  return p.userName.trim() || 'en deltaker';
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** How many round 1 waits for: as many as the initiator expects (later rounds: those taking part). */
function awaited(a: AgreementFacts): number {
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

function waitingText(names: string[], what: string): NextStep['waiting'] {
  if (names.length === 0) return null;
  return { names, what, text: `Venter på ${joinNames(names)}: ${what}` };
}

const NEW_AGREEMENT: NextAction = { kind: 'new-agreement', label: 'Lag en ny avtale', to: '/' };

/** The step for someone the initiator removed: they can no longer answer. */
function removedStep(): Step {
  return {
    role: 'removed',
    status: { text: 'Du er fjernet fra avtalen', tone: 'warning' },
    waiting: null,
    hint: 'Den som startet avtalen fjernet deg fordi du ikke hadde svart. Du kan ikke svare på den lenger.',
    primary: NEW_AGREEMENT,
    secondary: [],
  };
}

function signedStep(input: NextStepInput, role: ViewerRole): Step {
  const p = agreementPaths(input.agreementId);
  const status = { text: 'Avtalen er signert av alle', tone: 'success' as const };
  if (role === 'visitor') {
    return {
      role,
      status,
      waiting: null,
      hint: null,
      primary: { kind: 'result', label: 'Se avtalen', to: p.result },
      secondary: [],
    };
  }
  if (input.signing && input.signing.pdfSha256 === null) {
    return {
      role,
      status,
      waiting: null,
      hint: 'Den signerte PDF-en lages. Siden oppdateres av seg selv, og dere får den på e-post.',
      primary: { kind: 'wait', label: 'Den signerte PDF-en lages' },
      secondary: [NEW_AGREEMENT],
    };
  }
  return {
    role,
    status,
    waiting: null,
    hint: null,
    primary: { kind: 'download-signed', label: 'Last ned signert PDF', to: p.result },
    secondary: [NEW_AGREEMENT],
  };
}

function completedStep(input: NextStepInput, role: ViewerRole): Step {
  const a = input.agreement;
  const p = agreementPaths(input.agreementId);
  const status = { text: 'Avtalen er fullført', tone: 'success' as const };
  if (role === 'visitor') {
    return {
      role,
      status,
      waiting: null,
      hint: null,
      primary: { kind: 'result', label: 'Se ferdig avtale', to: p.result },
      secondary: [],
    };
  }
  if (input.signing?.status === 'signed') return signedStep(input, role);
  const me = a.participants.find((x) => x.isYou);
  const othersWithoutDetails = a.participants.filter((x) => !x.isYou && x.hasDetails === false).map(nameOf);
  const detailsWhat = 'fødselsdato eller adresse til avtaleteksten';
  const see: NextAction = { kind: 'result', label: 'Se ferdig avtale', to: p.result };
  if (me && me.hasDetails === false) {
    return {
      role,
      status,
      waiting: waitingText(othersWithoutDetails, detailsWhat),
      hint: 'Avtaleteksten blir klar når alle partene har oppgitt fødselsdato eller adresse.',
      primary: { kind: 'party-details', label: 'Oppgi dine opplysninger', to: p.result },
      secondary: [],
    };
  }
  if (othersWithoutDetails.length > 0) {
    return {
      role,
      status,
      waiting: waitingText(othersWithoutDetails, detailsWhat),
      hint: `Avtaleteksten blir klar når ${joinNames(othersWithoutDetails)} har oppgitt fødselsdato eller adresse.`,
      primary: { kind: 'wait', label: `Venter på opplysninger fra ${joinNames(othersWithoutDetails)}` },
      secondary: [see],
    };
  }
  const s = input.signing;
  if (!s) return { role, status, waiting: null, hint: null, primary: see, secondary: [] };
  const download: NextAction = { kind: 'download', label: 'Last ned PDF', to: p.result };
  if (!s.enabled)
    return { role, status, waiting: null, hint: null, primary: download, secondary: [NEW_AGREEMENT] };
  const unsigned = s.parties
    .filter((x) => !x.signedAt && !x.isYou)
    .map((x) => x.name.trim() || 'en deltaker');
  const iSigned = s.parties.some((x) => x.isYou && x.signedAt);
  // A blocker (an unconfirmed address, no date of birth) does not make the party wait: the dialog says what to do.
  if ((s.canSign || s.signBlocker) && !iSigned) {
    return {
      role,
      status,
      waiting: waitingText(unsigned, 'signatur'),
      hint: 'Les avtalen nøye før du signerer.',
      primary: { kind: 'sign', label: 'Signer avtalen', to: p.result },
      secondary: [download],
    };
  }
  if (unsigned.length > 0) {
    return {
      role,
      status: iSigned ? { text: 'Du har signert avtalen', tone: 'success' } : status,
      waiting: waitingText(unsigned, 'signatur'),
      hint: `Når ${joinNames(unsigned)} har signert, får dere den signerte PDF-en på e-post.`,
      primary: { kind: 'wait', label: `Venter på signatur fra ${joinNames(unsigned)}` },
      secondary: [download],
    };
  }
  return { role, status, waiting: null, hint: null, primary: download, secondary: [NEW_AGREEMENT] };
}

/** The closed round of an open agreement: why (not) the next round, as the comparison tells it. */
function closedRoundStep(input: NextStepInput, role: ViewerRole): Step {
  const a = input.agreement;
  const p = agreementPaths(input.agreementId);
  const compare: NextAction = { kind: 'comparison', label: 'Se sammenligning', to: p.comparison };
  const r = input.round;
  if (!r) {
    return {
      role,
      status: { text: 'Alle har svart', tone: 'info' },
      waiting: null,
      hint: 'Se hva dere er enige og uenige om.',
      primary: compare,
      secondary: [],
    };
  }
  const blocker = r.nextRoundBlocker ?? null;
  if (blocker?.reason === 'proposal') {
    const proposer = blocker.proposedBy.isYou ? 'Du' : blocker.proposedBy.userName.trim() || 'En deltaker';
    const names = blocker.waitingFor.map(nameOf);
    const card = `${p.comparison}#${pointAnchor(blocker.questionId)}`;
    const youMustAnswer = blocker.waitingFor.some((x) => x.isYou);
    const verb = blocker.proposedBy.isYou ? 'har foreslått' : 'foreslår';
    return {
      role,
      status: { text: `${proposer} ${verb} en løsning på «${blocker.questionText}»`, tone: 'warning' },
      waiting: waitingText(names, `svar på forslaget om «${blocker.questionText}»`),
      hint: `Neste runde kan starte når ${joinNames(blocker.waitingFor.map((x) => (x.isYou ? 'du' : nameOf(x))))} har svart på forslaget.`,
      primary: youMustAnswer
        ? {
            kind: 'answer-proposal',
            label: `Svar på forslaget fra ${blocker.proposedBy.userName.trim() || 'en deltaker'}`,
            to: card,
          }
        : { kind: 'wait', label: `Venter på at ${joinNames(names)} svarer på forslaget`, to: card },
      secondary: [],
    };
  }
  if (blocker?.reason === 'last-round') {
    return {
      role,
      status: { text: 'Dette var siste runde, og dere er fortsatt uenige om noen punkter.', tone: 'warning' },
      waiting: null,
      hint: `Dere har brukt alle ${a.maxRounds} rundene.`,
      primary: { kind: 'result', label: 'Se delvis avtale', to: p.result },
      secondary: [],
    };
  }
  if (blocker?.reason === 'no-disagreement') {
    return {
      role,
      status: { text: 'Dere er enige om alle punktene', tone: 'success' },
      waiting: null,
      hint: 'Det trengs ingen ny runde.',
      primary: { kind: 'result', label: 'Se avtalen', to: p.result },
      secondary: [],
    };
  }
  if (blocker?.reason === 'waiting') {
    // A blind round is decided only when the server has revealed it; the counts may already look complete.
    return {
      role,
      status: { text: 'Venter på at alle svarer', tone: 'info' },
      waiting: null,
      hint: 'Neste runde kan starte når alle har svart.',
      primary: { kind: 'wait', label: 'Venter på at alle svarer' },
      secondary: [],
    };
  }
  // No blocker: the group can go on; whether this viewer may start it depends on who they are.
  const status = {
    text: 'Dere er uenige om noen punkter. Start neste runde for å svare på dem på nytt.',
    tone: 'warning' as const,
  };
  const hint =
    'Spørsmålene dere er uenige om, stilles på nytt. Dere kan også foreslå en løsning på et punkt først.';
  if (role === 'visitor') {
    return {
      role,
      status,
      waiting: null,
      hint: 'Bare de som er med i avtalen, kan starte neste runde.',
      primary: compare,
      secondary: [],
    };
  }
  if (!input.loggedIn) {
    const login: NextAction = {
      kind: 'login',
      label: 'Logg inn for å starte neste runde',
      to: `/auth?returnTo=${encodeURIComponent(p.comparison)}`,
    };
    return { role, status, waiting: null, hint, primary: login, secondary: [] };
  }
  if (!r.canStartNextRound) {
    return { role, status, waiting: null, hint, primary: compare, secondary: [] };
  }
  return {
    role,
    status,
    waiting: null,
    hint,
    primary: { kind: 'next-round', label: 'Start neste runde', to: p.comparison },
    secondary: [],
  };
}

/** An open round some still have to answer. */
function openRoundStep(input: NextStepInput, role: ViewerRole): Step {
  const a = input.agreement;
  const p = agreementPaths(input.agreementId);
  const me = a.participants.find((x) => x.isYou);
  const compare: NextAction = { kind: 'comparison', label: 'Se sammenligning', to: p.comparison };
  const answerLabel = a.currentRound > 1 ? `Svar på runde ${a.currentRound}` : 'Svar på spørsmålene';
  const notAnswered = a.participants.filter((x) => !x.hasResponded && !x.isYou).map(nameOf);
  const missing = a.currentRound === 1 ? Math.max(0, awaited(a) - a.participants.length) : 0;
  const what = a.currentRound > 1 ? `svar på runde ${a.currentRound}` : 'svar';
  const names = missing > 0 ? [...notAnswered, missing === 1 ? 'én til' : `${missing} til`] : notAnswered;
  const waiting = waitingText(names, what);
  const answered = a.participants.filter((x) => x.hasResponded).length;
  const count = `${answered} av ${awaited(a)} har svart`;

  if (role === 'visitor') {
    const canJoin = a.currentRound === 1 && a.participants.length < awaited(a);
    if (canJoin) {
      return {
        role,
        status: { text: 'Du er invitert til å svare', tone: 'info' },
        waiting: null,
        hint: count,
        primary: { kind: 'answer', label: 'Svar på spørsmålene', to: p.questions },
        secondary: [],
      };
    }
    return {
      role,
      status: { text: 'Venter på at alle svarer', tone: 'info' },
      waiting,
      hint: count,
      primary: compare,
      secondary: [],
    };
  }
  // The initiator takes part from the first answer on; before it they have no participant row.
  if (me ? !me.hasResponded : role === 'initiator') {
    return {
      role,
      status: {
        text: a.currentRound > 1 ? `Runde ${a.currentRound}: det er din tur` : 'Det er din tur å svare',
        tone: 'info',
      },
      waiting,
      hint: count,
      primary: { kind: 'answer', label: answerLabel, to: p.questions },
      secondary: [],
    };
  }
  const share: NextAction = { kind: 'share', label: 'Del lenken', to: p.share };
  return {
    role,
    status: { text: 'Venter på at alle svarer', tone: 'info' },
    waiting,
    hint:
      missing > 0
        ? `${count}. ${capitalise(missing === 1 ? 'én' : String(missing))} har ikke svart ennå: del lenken med dem.`
        : `${count}. Du får en e-post når noen svarer.`,
    primary: missing > 0 && input.loggedIn ? share : { kind: 'wait', label: `Venter på ${joinNames(names)}` },
    secondary: [compare],
  };
}

/** The one answer to 'where does this agreement stand, and what do I do now?' (issue 34). */
export function agreementNextStep(input: NextStepInput): NextStep {
  const phase = agreementPhase(input);
  return { ...stepIn(phase, input), phase };
}

export function agreementPhase(input: NextStepInput): AgreementPhase {
  const a = input.agreement;
  if (viewerRole(a) === 'removed') return 'removed';
  if (a.status === 'signed' || a.status === 'completed' || a.status === 'disagreement') return a.status;
  return groupMayGoOn(input) ? 'closed-round' : 'open-round';
}

function stepIn(phase: AgreementPhase, input: NextStepInput): Step {
  const role = viewerRole(input.agreement);
  if (phase === 'removed') return removedStep();
  if (phase === 'signed') return signedStep(input, role);
  if (phase === 'completed') return completedStep(input, role);
  if (phase === 'disagreement') {
    return {
      role,
      status: { text: 'Dere ble ikke enige', tone: 'error' },
      waiting: null,
      hint: null,
      primary: { kind: 'result', label: 'Vis protokoll', to: agreementPaths(input.agreementId).result },
      secondary: [NEW_AGREEMENT],
    };
  }
  return phase === 'closed-round' ? closedRoundStep(input, role) : openRoundStep(input, role);
}

/**
 * The round is over for the group: everyone awaited has answered, or the comparison says a next round can
 * start (the server lets two who answered go on in round 1 though more were expected) or names what else
 * holds it back. 'waiting' or 'no-disagreement' while answers are still coming is an open round.
 */
function groupMayGoOn(input: NextStepInput): boolean {
  if (roundClosed(input.agreement)) return true;
  const r = input.round;
  if (!r) return false;
  if (r.canStartNextRound || r.nextRoundBlocker === null) return true;
  // 'no-disagreement' before all expected have answered: the agreement completes when the rest agree too.
  return (
    r.nextRoundBlocker !== undefined &&
    r.nextRoundBlocker.reason !== 'waiting' &&
    r.nextRoundBlocker.reason !== 'no-disagreement'
  );
}

/** The line under a disabled 'Start neste runde': why it cannot start yet. */
export function nextRoundHint(step: NextStep): string {
  if (step.phase === 'closed-round' && step.hint) return step.hint;
  const others = step.primary.kind === 'answer' ? [] : (step.waiting?.names ?? []);
  return others.length > 0
    ? `Neste runde kan starte når ${joinNames(others)} har svart.`
    : 'Neste runde kan starte når alle har svart.';
}

/**
 * Where the question flow sends someone after a submit (ux.md problem 1), from the agreement the submit
 * returned: the result page when it is complete, the comparison when the round is closed, the share page
 * only while others still have to answer.
 */
export function pageAfterSubmit(agreementId: string, a: AgreementFacts): string {
  const p = agreementPaths(agreementId);
  if (agreementClosed(a)) return p.result;
  if (roundClosed(a)) return p.comparison;
  return p.share;
}

/**
 * Where the question page sends someone who has nothing to answer there (ux.md problem 12), or null to
 * stay: a closed or signed agreement goes to the result page, an answered round (or a removed
 * participant) to the comparison.
 */
export function questionPageRedirect(agreementId: string, a: AgreementFacts): string | null {
  const p = agreementPaths(agreementId);
  if (agreementClosed(a)) return p.result;
  // A removed participant can answer nothing; the comparison tells them so.
  if (a.youAreRemoved) return p.comparison;
  const me = a.participants.find((x) => x.isYou);
  if (me?.hasResponded) return p.comparison;
  return null;
}
