import {
  AgreementMessages,
  answerIssueMessage,
  NegotiationMessages,
  type AnswerValueIssue,
  type Caller,
  checkAnswerValues,
  ErrorCode,
  type PartyDetailsBody,
  SigningMessages,
} from '@avtalt/contracts';
import type { AnswerValue } from '@avtalt/logic';
import { DomainError } from '@avtalt/service-kit';
import { participantIdOf } from '../rounds/round-snapshot';
import { agreementStatus } from '../rounds/round-status.rules';
import {
  canAnswer,
  canDeclareDisagreement,
  canRemoveParticipant,
  canSetBlind,
  canStartNextRound,
  checkAnswers,
  checkPartyAnswers,
  type Decision,
} from '../rounds/rounds.rules';
import {
  type AgreementSnapshot,
  type AnswerRow,
  answerKey,
  byJoinOrder,
  type DraftRow,
  draftKey,
  type ParticipantRow,
  submissionKey,
} from './agreement.rows';
import { toRoundSnapshot } from './agreement.snapshot';
import { assertValueChecks, earlierAnswers } from './value-checks.rules';
import { nextPartyDetails, norwegianDate } from './party-details.rules';
import {
  capacityRefusal,
  emailRefusal,
  frozenRefusal,
  partiesCapacityRefusal,
  partiesOf,
  type Refusal,
  type SignatureRow,
  type SigningRows,
  type SigningState,
  signRefusal,
  statusAfterSigning,
  textToSign,
  trailRefusal,
  voidRefusal,
} from '../signing/signing.rules';
import {
  type MarkRow,
  markKey,
  type ModelDraftRow,
  NO_NEGOTIATION,
  type NegotiationRows,
  type ProposalRow,
} from '../negotiation/negotiation.rows';
import { checkMark, withMark, withShownMatches } from '../negotiation/marks.rules';
import { checkDraft } from '../negotiation/middle-grounds.rules';
import { findOption } from '../negotiation/negotiation-options.rules';
import { NegotiationRefusal, type NegotiationView } from '../negotiation/negotiation.rules';
import { checkNoPendingProposal, checkPropose, newProposal, respond } from '../negotiation/proposals.rules';
import { settlementsOf } from '../negotiation/settlements.rules';
import type { AgreementCommand, SignRequest } from './agreement-command';
import type {
  AgreementChanges,
  AgreementFields,
  DraftChanges,
  NegotiationChanges,
  SigningChanges,
} from './agreement.changes';

const SIGNING_KINDS = new Set<AgreementCommand['kind']>(['sign', 'voidSignatures']);
/** Whether a batch needs the signing rows (read under the lock like drafts). */
export const needsSigning = (commands: readonly AgreementCommand[]): boolean =>
  commands.some((c) => SIGNING_KINDS.has(c.kind));
/** Whether a batch signs (issue 31 review: the writer then reads the audit trail under the lock). */
export const signsIn = (commands: readonly AgreementCommand[]): boolean =>
  commands.some((c) => c.kind === 'sign');
/** The code rows a batch's signatures would use (read under the lock: which are still unused). */
export const codeIdsOf = (commands: readonly AgreementCommand[]): string[] =>
  commands.flatMap((c) => (c.kind === 'sign' && c.signature.code ? [c.signature.code.id] : []));

const NEGOTIATION_KINDS = new Set<AgreementCommand['kind']>([
  'propose',
  'respondProposal',
  'setMark',
  'storeModelDraft',
  'nextRound',
]);
/** Whether a batch needs the agreement's negotiation rows (read under the lock like drafts). */
export const needsNegotiation = (commands: readonly AgreementCommand[]): boolean =>
  commands.some((c) => NEGOTIATION_KINDS.has(c.kind));

/**
 * What commands work on: the agreement's rows, and the drafts of the callers of the batch (loaded with
 * the rows in the batch's transaction; drafts of others are not needed and not loaded).
 */
export interface CommandState {
  readonly rows: AgreementSnapshot;
  readonly drafts: readonly DraftRow[];
  /** The negotiation rows (issue 19): loaded when a command of the batch needs them. */
  readonly negotiation?: NegotiationRows;
  /** The signing rows (issue 31): loaded when a command of the batch signs or voids. */
  readonly signing?: SigningRows;
}

/** The callers whose drafts a batch of commands reads or changes. */
export function draftOwnersOf(commands: readonly AgreementCommand[]): string[] {
  const owners = new Set<string>();
  for (const c of commands) if (c.kind === 'answerAll' || c.kind === 'answerOne') owners.add(c.caller.id);
  return [...owners];
}

export function enforce(decision: Decision): void {
  if (!decision.allowed) throw new DomainError(decision.code, decision.message);
}

/** Refuses answers to questions that are not the caller's in this round (400 with the fields). */
export function assertAnswers(
  s: AgreementSnapshot,
  participantId: string | undefined,
  answers: Readonly<Record<string, AnswerValue>>,
  checked: readonly string[],
): void {
  const problems = checkAnswers(toRoundSnapshot(s), participantId, answers).filter((p) =>
    checked.includes(p.questionId),
  );
  if (problems.length > 0) {
    throw new DomainError(
      ErrorCode.ValidationFailed,
      problems[0].message,
      problems.map((p) => ({ path: `answers.${p.questionId}`, message: p.message })),
    );
  }
}

/**
 * Checks each answer of a request against its question (docs/typed-answers.md) and returns the answers
 * with canonical values (`12 000,00` → 12000, `1.3.2027` → '2027-03-01', an option in the question's
 * spelling). A value of the wrong type, an unknown option, an unreadable value or a party answer that
 * names nobody of the agreement ('self', 'other' or the id of a participant of the round) is a 400
 * whose message names the question, and the whole request is refused. Answers to ids that are not
 * questions of the agreement are kept as they are, for {@link assertAnswers} to refuse.
 */
export function assertAnswerValues(
  s: AgreementSnapshot,
  answers: Readonly<Record<string, AnswerValue>>,
  path: (questionId: string) => string = (id) => `answers.${id}`,
): Record<string, AnswerValue> {
  const { values, issues } = checkAnswerValues(s.questions, answers, path);
  const byId = new Map(s.questions.map((q) => [q.id, q]));
  const parties: AnswerValueIssue[] = checkPartyAnswers(toRoundSnapshot(s), values).map((p) => ({
    path: path(p.questionId),
    message: answerIssueMessage(byId.get(p.questionId)!, p.message),
  }));
  const problems = [...issues, ...parties];
  if (problems.length > 0) throw new DomainError(ErrorCode.ValidationFailed, problems[0].message, problems);
  return { ...answers, ...values };
}

/**
 * 'Deltaker n' for a visitor: n counts every row the agreement has had (removed participants too), and
 * skips a name already given, so two participants never share one.
 */
export function visitorName(s: AgreementSnapshot): string {
  const taken = new Set(s.participants.map((p) => p.userName));
  let n = s.participants.length + 1;
  while (taken.has(`Deltaker ${n}`)) n++;
  return `Deltaker ${n}`;
}

/** The row of someone joining the agreement now (anyone with the link may, in round 1: DESIGN §4). */
export function newParticipant(
  s: AgreementSnapshot,
  caller: Caller,
  now: Date,
  newId: () => string,
): ParticipantRow {
  return {
    id: newId(),
    userId: caller.id,
    // Visitors have no name yet: 'Deltaker 2' until they log in and the account's name replaces it.
    userName: caller.anonymous ? visitorName(s) : caller.name,
    isAnonymous: caller.anonymous,
    joinedAt: now,
    removedInRound: null,
    birthDate: null,
    address: null,
  };
}

/**
 * The caller's participant row for an answer set, joining them when they may answer and are new. A
 * row of theirs without a round-1 submission (saved answers of a version before drafts) is reused:
 * they join with this set.
 */
function submittingParticipant(
  s: AgreementSnapshot,
  caller: Caller,
  now: Date,
  newId: () => string,
): { participant: ParticipantRow; joined: AgreementSnapshot } {
  enforce(canAnswer(toRoundSnapshot(s), caller.id));
  const existing = s.participants.find((p) => p.userId === caller.id);
  if (existing) return { participant: existing, joined: s };
  const participant = newParticipant(s, caller, now, newId);
  return { participant, joined: { ...s, participants: [...s.participants, participant] } };
}

/** Replaces the participant's answers of the current round with `answers`. */
function withRoundAnswers(
  s: AgreementSnapshot,
  participantId: string,
  answers: Record<string, AnswerValue>,
): AgreementSnapshot {
  const round = s.agreement.currentRound;
  const isMine = (a: AnswerRow) => a.participantId === participantId && a.round === round;
  const mine = new Map(s.answers.filter(isMine).map((a) => [a.questionId, a]));
  const next = Object.entries(answers).map(([questionId, response]): AnswerRow => {
    const old = mine.get(questionId);
    return old?.response === response ? old : { participantId, questionId, round, response };
  });
  return { ...s, answers: [...s.answers.filter((a) => !isMine(a)), ...next] };
}

function answerAll(
  state: CommandState,
  caller: Caller,
  submitted: Record<string, AnswerValue>,
  confirmed: readonly string[],
  now: Date,
  newId: () => string,
): CommandState {
  const s = state.rows;
  const { participant, joined } = submittingParticipant(s, caller, now, newId);
  const answers = assertAnswerValues(s, submitted);
  assertAnswers(joined, participant.id, answers, Object.keys(answers));
  const round = s.agreement.currentRound;
  // Issue 33: the set replaces the round's answers, so the checks compare with it and the answers of
  // the rounds before (a payout date agreed in round 1 for a due date asked again in round 2).
  assertValueChecks(
    s,
    { ...earlierAnswers(s, participant.id, round), ...answers },
    Object.keys(answers),
    confirmed,
    norwegianDate(now),
    {
      selfIds: [participant.id],
    },
  );
  const answered = withRoundAnswers(joined, participant.id, answers);
  const resubmitted = s.submissions.some((x) => x.participantId === participant.id && x.round === round);
  const rows = resubmitted
    ? answered
    : { ...answered, submissions: [...s.submissions, { participantId: participant.id, round }] };
  // The set is what counts now: the caller's drafts of the round have done their work.
  return { rows, drafts: state.drafts.filter((d) => !(d.ownerId === caller.id && d.round === round)) };
}

/**
 * Saves one answer as a draft of the caller's (participant or not): the caller's drafts of the round
 * if they have any, else their submitted answers of the round, with this answer changed. Answers the
 * changed answer now hides (logic) are left out, as a new answer set without them would be. Nobody
 * joins, and nothing that others see or that decides the round changes.
 */
function answerOne(
  state: CommandState,
  caller: Caller,
  questionId: string,
  given: AnswerValue,
  confirmed: boolean,
  now: Date,
): CommandState {
  const s = state.rows;
  const round = s.agreement.currentRound;
  const roundView = toRoundSnapshot(s);
  enforce(canAnswer(roundView, caller.id));
  const response = assertAnswerValues(s, { [questionId]: given }, () => 'response')[questionId];
  // Their answers of earlier rounds (round 2 on) decide which questions logic shows.
  const participantId = s.participants.find((p) => p.userId === caller.id)?.id;
  const isMine = (d: DraftRow) => d.ownerId === caller.id && d.round === round;
  const drafts = state.drafts.filter(isMine);
  // Visibility is judged from these (the stored drafts or submitted set of the round, and the answers of
  // earlier rounds) with the new answer.
  const current: Record<string, AnswerValue> =
    drafts.length > 0
      ? Object.fromEntries(drafts.map((d) => [d.questionId, d.response]))
      : Object.fromEntries(
          s.answers
            .filter((a) => a.participantId === participantId && a.round === round)
            .map((a) => [a.questionId, a.response]),
        );
  const answers = { ...current, [questionId]: response };
  assertAnswers(s, participantId, answers, [questionId]);
  // Issue 33: the saved answer's checks, against the round's answers so far and those of earlier rounds.
  assertValueChecks(
    s,
    { ...earlierAnswers(s, participantId, round), ...answers },
    [questionId],
    confirmed ? [questionId] : [],
    norwegianDate(now),
    {
      selfIds: participantId === undefined ? [] : [participantId],
      path: () => 'response',
    },
  );
  const hidden = new Set(checkAnswers(roundView, participantId, answers).map((p) => p.questionId));
  const old = new Map(drafts.map((d) => [d.questionId, d]));
  const next = Object.entries(answers)
    .filter(([id]) => !hidden.has(id))
    .map(([id, value]): DraftRow => {
      const kept = old.get(id);
      return kept?.response === value ? kept : { ownerId: caller.id, questionId: id, round, response: value };
    });
  return { rows: s, drafts: [...state.drafts.filter((d) => !isMine(d)), ...next] };
}

/**
 * The caller's date of birth and/or address in the agreement (docs/legal-document.md): only a logged-in
 * party taking part gives them (401 for a visitor, 403 for anyone else), and only until the final text
 * is made from them (it is stored once and may already have been downloaded or signed: 409). Bad values
 * are 400s naming the field; the values themselves are never put in an error or a log line.
 */
function withPartyDetails(
  s: AgreementSnapshot,
  caller: Caller,
  body: PartyDetailsBody,
  now: Date,
): AgreementSnapshot {
  if (caller.anonymous) throw new DomainError(ErrorCode.LoginRequired, AgreementMessages.detailsLogin);
  const participantId = participantIdOf(toRoundSnapshot(s), caller.id);
  const me = participantId === undefined ? undefined : s.participants.find((p) => p.id === participantId);
  if (!me) throw new DomainError(ErrorCode.NotParticipant, AgreementMessages.detailsNotParticipant);
  const next = nextPartyDetails({ birthDate: me.birthDate, address: me.address }, body, norwegianDate(now));
  if (s.agreement.legalText !== null && !(next.ok && addsMissingBirthDate(s, me, next.details))) {
    throw new DomainError(ErrorCode.Conflict, AgreementMessages.detailsFixed);
  }
  if (!next.ok)
    throw new DomainError(ErrorCode.ValidationFailed, next.message, [
      { path: next.path, message: next.message },
    ]);
  const { birthDate, address } = next.details;
  if (birthDate === me.birthDate && address === me.address) return s;
  const participants = s.participants.map((p) => (p.id === me.id ? { ...p, birthDate, address } : p));
  // The stored text named the old details: cleared, made again at the next request for it (as after a void).
  return {
    ...s,
    agreement: s.agreement.legalText !== null ? { ...s.agreement, legalText: null } : s.agreement,
    participants,
  };
}

/**
 * Issue 31 review: the one change of details allowed once the final text is stored — a party who made it
 * with an address only adds the date of birth signing needs (nobody signs first without it), while nobody
 * has signed and the address stays as it was. Without it, such an agreement could never be signed.
 */
function addsMissingBirthDate(
  s: AgreementSnapshot,
  me: { birthDate: string | null; address: string | null },
  next: { birthDate: string | null; address: string | null },
): boolean {
  const a = s.agreement;
  if (a.status !== 'completed' || a.frozenTextSha256 !== null || a.document?.kind === 'plan') return false;
  return me.birthDate === null && next.birthDate !== null && next.address === me.address;
}

/**
 * Applies one command to plain rows and returns the new rows; the input is never modified. Throws the
 * refusal (round closed, not a question of the round, …) without changing anything.
 */
export function applyCommand(
  state: CommandState,
  command: AgreementCommand,
  now: Date,
  newId: () => string,
): CommandState {
  const next = applyOne(state, command, now, newId);
  // The negotiation rows (issue 19) and the signing rows (issue 31) go on to the next command of the
  // batch whatever this one changed.
  const negotiation = next.negotiation ?? state.negotiation;
  const signing = next.signing ?? state.signing;
  return {
    ...next,
    ...(negotiation !== undefined ? { negotiation } : {}),
    ...(signing !== undefined ? { signing } : {}),
  };
}

const NO_SIGNING: SigningRows = { signatures: [], unusedCodeIds: new Set(), succeededAttempts: [] };

function refuseWith(refusal: Refusal | null): void {
  if (refusal) throw new DomainError(refusal.code, refusal.message);
}

/** The signing state of rows and the signatures not voided. */
function signingStateOf(s: AgreementSnapshot, signing: SigningRows): SigningState {
  return {
    agreement: s.agreement,
    parties: partiesOf(s.participants, toRoundSnapshot(s)),
    signatures: signing.signatures.filter((x) => x.voidedAt === null),
  };
}

/**
 * Issue 31: a signature, checked again under the row lock exactly as before the proof was checked (a
 * party, completed, the text read is the one to sign, the code sent for that text and still unused, a
 * confirmed address, of age): the signature row, the text frozen by the first one and `signed` when it
 * is the last. The signing rows carry the new signature, the code used and the attempt that succeeded.
 */
function sign(state: CommandState, caller: Caller, request: SignRequest, now: Date): CommandState {
  const s = state.rows;
  const signing = state.signing ?? NO_SIGNING;
  const st = signingStateOf(s, signing);
  refuseWith(signRefusal(st, caller, request.textSha256));
  // Issue 31 review: a trail that could never be sealed gets no signature (read under the lock by the writer).
  refuseWith(trailRefusal(signing.trailProblem));
  refuseWith(emailRefusal(request.emailConfirmed));
  const me = st.parties.find((p) => p.userId === caller.id)!;
  refuseWith(capacityRefusal(me, s.agreement.document, norwegianDate(now)));
  refuseWith(partiesCapacityRefusal(st, me.id, norwegianDate(now)));
  const text = textToSign(st)!;
  if (request.code) {
    // Used meanwhile (or never stored): the proof no longer holds.
    if (!signing.unusedCodeIds.has(request.code.id))
      throw new DomainError(ErrorCode.InvalidSigningProof, SigningMessages.wrongCode);
    if (request.code.textSha256 !== text.sha256)
      throw new DomainError(ErrorCode.TextChanged, SigningMessages.textChanged);
  }
  const row: SignatureRow = {
    id: request.id,
    participantId: me.id,
    userId: caller.id,
    name: me.userName,
    method: request.method,
    ipAddress: request.ipAddress,
    userAgent: request.userAgent,
    textSha256: text.sha256,
    signedAt: now,
    voidedAt: null,
    codeSentTo: request.code?.sentTo ?? null,
    emailConfirmed: request.emailConfirmed,
  };
  const status = statusAfterSigning(st, me.id);
  const a = s.agreement;
  const rows: AgreementSnapshot = {
    ...s,
    agreement: {
      ...a,
      status,
      frozenText: a.frozenText ?? text.html,
      frozenTextSha256: a.frozenTextSha256 ?? text.sha256,
    },
  };
  const unused = new Set(signing.unusedCodeIds);
  if (request.code) unused.delete(request.code.id);
  return {
    rows,
    drafts: state.drafts,
    signing: {
      signatures: [...signing.signatures, row],
      unusedCodeIds: unused,
      succeededAttempts: [...signing.succeededAttempts, request.attemptId],
    },
  };
}

/** Issue 31: every signature voided; the frozen copy and the stored final text cleared (made again at the next request). */
function voidAll(state: CommandState, caller: Caller, now: Date): CommandState {
  const s = state.rows;
  const signing = state.signing ?? NO_SIGNING;
  refuseWith(voidRefusal(signingStateOf(s, signing), caller));
  const rows: AgreementSnapshot = {
    ...s,
    agreement: { ...s.agreement, frozenText: null, frozenTextSha256: null, legalText: null },
  };
  return {
    rows,
    drafts: state.drafts,
    signing: {
      ...signing,
      signatures: signing.signatures.map((x) => (x.voidedAt === null ? { ...x, voidedAt: now } : x)),
    },
  };
}

export function signingChangesBetween(
  before: SigningRows | undefined,
  after: SigningRows | undefined,
): SigningChanges {
  const b = before ?? NO_SIGNING;
  const a = after ?? NO_SIGNING;
  const known = new Map(b.signatures.map((x) => [x.id, x]));
  return {
    newSignatures: a.signatures.filter((x) => !known.has(x.id) && x.voidedAt === null),
    voidedIds: a.signatures
      .filter((x) => x.voidedAt !== null && known.get(x.id)?.voidedAt === null)
      .map((x) => x.id),
    usedCodeIds: [...b.unusedCodeIds].filter((id) => !a.unusedCodeIds.has(id)),
    succeededAttempts: a.succeededAttempts.filter((id) => !b.succeededAttempts.includes(id)),
  };
}

export const signingChanged = (c: SigningChanges): boolean =>
  c.newSignatures.length + c.voidedIds.length + c.usedCodeIds.length + c.succeededAttempts.length > 0;

function applyOne(
  state: CommandState,
  command: AgreementCommand,
  now: Date,
  newId: () => string,
): CommandState {
  const s = state.rows;
  const rows = (next: AgreementSnapshot): CommandState => ({ rows: next, drafts: state.drafts });
  // Issue 31: signing and voiding are what a frozen agreement still takes (their own checks decide).
  if (command.kind === 'sign') return sign(state, command.caller, command.signature, now);
  if (command.kind === 'voidSignatures') return voidAll(state, command.caller, now);
  // Issue 18: once someone has signed, the text is frozen: nothing that could change it is applied
  // (checked under the row lock the signing path takes too). A re-check leaves a frozen agreement alone.
  const frozen = frozenRefusal(s.agreement);
  if (frozen) {
    if (command.kind === 'recheck') return state;
    throw new DomainError(frozen.code, frozen.message);
  }
  switch (command.kind) {
    case 'answerAll':
      return answerAll(state, command.caller, command.answers, command.confirmedWarnings ?? [], now, newId);
    case 'answerOne':
      return answerOne(
        state,
        command.caller,
        command.questionId,
        command.response,
        command.confirmedWarning === true,
        now,
      );
    case 'nextRound': {
      // Logged-in participants only (end-user spec §6): a visitor is asked to log in (401), not refused.
      if (command.caller.anonymous)
        throw new DomainError(ErrorCode.LoginRequired, AgreementMessages.loginRequired);
      const round = toRoundSnapshot(s);
      enforce(canStartNextRound(round, participantIdOf(round, command.caller.id)));
      const negotiation = { rows: s, round, negotiation: state.negotiation ?? NO_NEGOTIATION };
      // Issue 19: not while a proposal waits for answers (starting would throw it away).
      enforce(checkNoPendingProposal(negotiation));
      // The proposals all accepted in the closed round are applied as the next round starts (a replacement
      // question with copies of the original's logic rules).
      const settled = settlementsOf(negotiation, s.agreement.currentRound, newId);
      const next = {
        ...s,
        questions: [...s.questions, ...settled.questions],
        rules: settled.rules.length > 0 ? [...s.rules, ...settled.rules] : s.rules,
        agreement: { ...s.agreement, currentRound: s.agreement.currentRound + 1 },
      };
      return { rows: next, drafts: [...state.drafts, ...settled.drafts], negotiation: state.negotiation };
    }
    case 'declareDisagreement': {
      const round = toRoundSnapshot(s);
      enforce(canDeclareDisagreement(round, command.caller, participantIdOf(round, command.caller.id)));
      return rows({ ...s, agreement: { ...s.agreement, declaredDisagreement: true } });
    }
    case 'setExpectedParticipants': {
      if (s.agreement.initiatorId !== command.caller.id)
        throw new DomainError(ErrorCode.NotInitiator, AgreementMessages.expectedNotInitiator);
      // A completed agreement is not reopened by waiting for more people (nor a failed one revived).
      const status = agreementStatus(toRoundSnapshot(s));
      if (status === 'completed' || status === 'disagreement')
        throw new DomainError(ErrorCode.AgreementClosed, AgreementMessages.closedNoReopen);
      return rows({ ...s, agreement: { ...s.agreement, expectedParticipants: command.expected } });
    }
    case 'setBlind': {
      enforce(canSetBlind(toRoundSnapshot(s), command.caller.id));
      return rows({ ...s, agreement: { ...s.agreement, blind: command.blind } });
    }
    case 'removeParticipant': {
      enforce(canRemoveParticipant(toRoundSnapshot(s), command.caller.id, command.participantId));
      const round = s.agreement.currentRound;
      return rows({
        ...s,
        participants: s.participants.map((p) =>
          p.id === command.participantId ? { ...p, removedInRound: round } : p,
        ),
      });
    }
    case 'setPartyDetails':
      return rows(withPartyDetails(s, command.caller, command.body, now));
    case 'propose':
    case 'respondProposal':
    case 'setMark':
    case 'storeModelDraft':
      return { ...state, negotiation: negotiate(state, command, now, newId) };
    case 'recheck':
      // New rows object, same rows: the writer decides the status again and writes it if it moved.
      return rows({ ...s });
  }
}

/** The negotiation commands (issue 19): the rows stay, the negotiation rows change (or the command is refused). */
function negotiate(
  state: CommandState,
  command: Extract<AgreementCommand, { kind: 'propose' | 'respondProposal' | 'setMark' | 'storeModelDraft' }>,
  now: Date,
  newId: () => string,
): NegotiationRows {
  const s = state.rows;
  const round = toRoundSnapshot(s);
  // Matches as the others could see them before this command are stored first, and those the command
  // makes after it: a match that a proposal or a decline hides keeps its marks final (security review L3).
  const stored = state.negotiation ?? NO_NEGOTIATION;
  const negotiation: NegotiationRows = {
    ...stored,
    marks: withShownMatches({ rows: s, round, negotiation: stored }),
  };
  const after = negotiateOnce({ rows: s, round, negotiation }, command, now, newId);
  return { ...after, marks: withShownMatches({ rows: s, round, negotiation: after }) };
}

function negotiateOnce(
  view: NegotiationView,
  command: Extract<AgreementCommand, { kind: 'propose' | 'respondProposal' | 'setMark' | 'storeModelDraft' }>,
  now: Date,
  newId: () => string,
): NegotiationRows {
  const { round, negotiation } = view;
  const participantId = participantIdOf(round, command.caller.id);
  try {
    switch (command.kind) {
      case 'propose': {
        enforce(checkPropose(view, participantId, command.questionId, command.optionId));
        const option = findOption(view, command.questionId, command.optionId)!;
        return {
          ...negotiation,
          proposals: [
            ...negotiation.proposals,
            newProposal(view, participantId!, command.questionId, option, newId(), now),
          ],
        };
      }
      case 'respondProposal': {
        const answered = respond(view, participantId, command.proposalId, command.accept);
        return {
          ...negotiation,
          proposals: negotiation.proposals.map((p) => (p.id === answered.id ? answered : p)),
        };
      }
      case 'setMark': {
        enforce(checkMark(view, participantId, command.questionId, command.mark, command.value));
        return {
          ...negotiation,
          marks: withMark(view, participantId!, command.questionId, command.mark, command.value),
        };
      }
      case 'storeModelDraft': {
        if (command.caller.anonymous)
          throw new DomainError(ErrorCode.LoginRequired, NegotiationMessages.loginRequired);
        enforce(checkDraft(view, participantId, command.questionId));
        const draft: ModelDraftRow = {
          id: command.draftId,
          questionId: command.questionId,
          round: round.currentRound,
          text: command.text,
          clause: command.clause,
          createdBy: participantId!,
          createdAt: now,
        };
        return { ...negotiation, modelDrafts: [...negotiation.modelDrafts, draft] };
      }
    }
  } catch (error) {
    if (error instanceof NegotiationRefusal) throw new DomainError(error.refusal.code, error.refusal.message);
    throw error;
  }
}

/** What a batch changed in the negotiation rows (issue 19). */
export function negotiationChangesBetween(
  before: NegotiationRows | undefined,
  after: NegotiationRows | undefined,
): NegotiationChanges {
  const b = before ?? NO_NEGOTIATION;
  const a = after ?? NO_NEGOTIATION;
  const proposalsBefore = new Map(b.proposals.map((p) => [p.id, p]));
  const marksBefore = new Map(b.marks.map((m) => [markKey(m), m]));
  const draftsBefore = new Set(b.modelDrafts.map((d) => d.id));
  const newProposals: ProposalRow[] = a.proposals.filter((p) => !proposalsBefore.has(p.id));
  const changedProposals: ProposalRow[] = a.proposals.filter((p) => {
    const old = proposalsBefore.get(p.id);
    return old !== undefined && (old.status !== p.status || old.responses.length !== p.responses.length);
  });
  const newResponses = changedProposals.flatMap((p) =>
    p.responses.slice(proposalsBefore.get(p.id)!.responses.length).map((r) => ({ proposalId: p.id, ...r })),
  );
  const upsertedMarks: MarkRow[] = a.marks.filter((m) => {
    const old = marksBefore.get(markKey(m));
    return old === undefined
      ? m.canAccept || m.important || m.shownInMatch
      : old.canAccept !== m.canAccept || old.important !== m.important || old.shownInMatch !== m.shownInMatch;
  });
  return {
    newProposals,
    changedProposals,
    newResponses,
    upsertedMarks,
    newModelDrafts: a.modelDrafts.filter((d) => !draftsBefore.has(d.id)),
  };
}

/** What changed between two states of one agreement, by the rows' keys (never by object identity alone). */
export function changesBetween(before: CommandState, after: CommandState): AgreementChanges {
  const participantsBefore = new Map(before.rows.participants.map((p) => [p.id, p]));
  const answersBefore = new Map(before.rows.answers.map((a) => [answerKey(a), a]));
  const answerKeysAfter = new Set(after.rows.answers.map(answerKey));
  const submissionsBefore = new Set(before.rows.submissions.map(submissionKey));
  const questionsBefore = new Set(before.rows.questions.map((q) => q.id));
  const rulesBefore = new Set(before.rows.rules.map((r) => r.id));
  return {
    newQuestions: after.rows.questions.filter((q) => !questionsBefore.has(q.id)),
    newRules: after.rows.rules.filter((r) => !rulesBefore.has(r.id)),
    newParticipants: after.rows.participants.filter((p) => !participantsBefore.has(p.id)),
    removedParticipants: after.rows.participants.filter((p) => {
      const old = participantsBefore.get(p.id);
      return old !== undefined && old.removedInRound === null && p.removedInRound !== null;
    }),
    upsertedAnswers: after.rows.answers.filter(
      (a) => answersBefore.get(answerKey(a))?.response !== a.response,
    ),
    deletedAnswers: before.rows.answers.filter((a) => !answerKeysAfter.has(answerKey(a))),
    newSubmissions: after.rows.submissions.filter((x) => !submissionsBefore.has(submissionKey(x))),
    changedDetails: after.rows.participants.filter((p) => {
      const old = participantsBefore.get(p.id);
      return old !== undefined && (old.birthDate !== p.birthDate || old.address !== p.address);
    }),
    ...(textsChanged(before.rows, after.rows)
      ? {
          texts: {
            frozenText: after.rows.agreement.frozenText,
            frozenTextSha256: after.rows.agreement.frozenTextSha256,
            legalText: after.rows.agreement.legalText,
          },
        }
      : {}),
  };
}

/** Issue 31: a signature froze the text or a void cleared it. */
const textsChanged = (before: AgreementSnapshot, after: AgreementSnapshot): boolean =>
  before.agreement.frozenText !== after.agreement.frozenText ||
  before.agreement.frozenTextSha256 !== after.agreement.frozenTextSha256 ||
  before.agreement.legalText !== after.agreement.legalText;

/** The drafts a batch changed, by (owner, question, round). */
export function draftChangesBetween(before: CommandState, after: CommandState): DraftChanges {
  const draftsBefore = new Map(before.drafts.map((d) => [draftKey(d), d]));
  const keysAfter = new Set(after.drafts.map(draftKey));
  return {
    upserted: after.drafts.filter((d) => draftsBefore.get(draftKey(d))?.response !== d.response),
    deleted: before.drafts.filter((d) => !keysAfter.has(draftKey(d))),
  };
}

/** True when neither the agreement's rows nor its own fields changed (drafts are not counted here). */
export function nothingChanged(
  c: AgreementChanges,
  before: AgreementFields,
  after: AgreementFields,
): boolean {
  const rows =
    (c.newQuestions?.length ?? 0) +
    (c.newRules?.length ?? 0) +
    c.newParticipants.length +
    c.removedParticipants.length +
    c.upsertedAnswers.length +
    c.deletedAnswers.length +
    c.newSubmissions.length +
    c.changedDetails.length +
    (c.texts ? 1 : 0);
  return (
    rows === 0 && (Object.keys(before) as (keyof AgreementFields)[]).every((k) => before[k] === after[k])
  );
}

/** The rows as the database lists them after the write: participants by (joined_at, id). */
export function inStoredOrder(s: AgreementSnapshot): AgreementSnapshot {
  // Questions as the repository lists them (position, id): a replacement question (issue 19) sits at its original's place.
  const questions = [...s.questions].sort(
    (a, b) => a.order - b.order || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
  );
  return { ...s, participants: [...s.participants].sort(byJoinOrder), questions };
}
