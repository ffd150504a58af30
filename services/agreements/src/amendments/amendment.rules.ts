import {
  type AmendmentBody,
  AmendmentMessages,
  type Caller,
  ErrorCode,
  type RedlineEntry,
} from '@avtalt/contracts';
import { type AnswerValue, clauseText } from '@avtalt/logic';
import { DomainError } from '@avtalt/service-kit';
import type {
  AgreementRow,
  AgreementSnapshot,
  AnswerRow,
  ParticipantRow,
  QuestionRow,
  RuleRow,
  SubmissionRow,
} from '../agreements/agreement.rows';
import { toRoundSnapshot } from '../agreements/agreement.snapshot';
import { answerDisplay, clauseFor } from '../agreements/answer-text.rules';
import { copyChecks } from '../agreements/value-checks.rules';
import { withObligationIds } from '../agreements/agreement-copy.rules';
import { agreedAnswers } from '../rounds/round-status.rules';
import { participantIdOf, participantsIn } from '../rounds/round-snapshot';

/*
 * Amendments (docs/amendments.md): a signed agreement's next version is a new agreement whose round 1 holds
 * the earlier version's agreed answers and whose round 2 asks what the parties chose to change, the questions
 * they added, and what depends on them. Pure: the writer reads the earlier version under its lock and stores
 * what this returns.
 */

/** Refuses an amendment the caller may not start; `openAmendment`: a later version is being negotiated. */
export function checkAmendment(v1: AgreementSnapshot, caller: Caller, openAmendment: boolean): void {
  const a = v1.agreement;
  if (a.status !== 'signed') throw new DomainError(ErrorCode.Conflict, AmendmentMessages.notSigned);
  const round = toRoundSnapshot(v1);
  if (caller.anonymous || participantIdOf(round, caller.id) === undefined)
    throw new DomainError(ErrorCode.NotParticipant, AmendmentMessages.notParty);
  if (a.replacedById) throw new DomainError(ErrorCode.Conflict, AmendmentMessages.replaced);
  if (openAmendment) throw new DomainError(ErrorCode.Conflict, AmendmentMessages.openAmendment);
}

/** The next version's rows, as the writer inserts them. */
export interface AmendmentRows {
  agreement: Omit<AgreementRow, 'version' | 'legalText' | 'frozenText' | 'frozenTextSha256'>;
  questions: QuestionRow[];
  rules: RuleRow[];
  participants: ParticipantRow[];
  answers: AnswerRow[];
  submissions: SubmissionRow[];
}

/**
 * The questions as the signed text reads them: a question a settled proposal replaced gives way to its
 * replacement, which takes the place of an ordinary question in the next version.
 */
export function effectiveQuestions(v1: AgreementSnapshot): QuestionRow[] {
  const replaced = new Set(v1.questions.flatMap((q) => (q.replacesQuestionId ? [q.replacesQuestionId] : [])));
  return [...v1.questions].filter((q) => !replaced.has(q.id)).sort((a, b) => a.order - b.order);
}

/** The question ids together with every question a rule makes depend on them, until nothing more is added. */
function withDependents(ids: ReadonlySet<string>, rules: readonly RuleRow[]): Set<string> {
  const all = new Set(ids);
  for (let grew = true; grew;) {
    grew = false;
    for (const r of rules) {
      if (!all.has(r.sourceQuestionId)) continue;
      for (const id of [r.questionId, r.targetQuestionId])
        if (id && !all.has(id)) {
          all.add(id);
          grew = true;
        }
    }
  }
  return all;
}

/**
 * The next version of the signed agreement `v1`: the same parties (their details as given), the questions as
 * signed with those to change (`body.questionIds`, and what depends on them) and the new ones reopened, round
 * 1 holding each party's agreed answers to the rest, round 2 open. Throws 400 for a question not in it.
 */
export function amendmentOf(
  v1: AgreementSnapshot,
  body: AmendmentBody,
  caller: Caller,
  newId: () => string,
  now: Date,
): AmendmentRows {
  const questions = effectiveQuestions(v1);
  const known = new Set(questions.map((q) => q.id));
  for (const id of body.questionIds)
    if (!known.has(id))
      throw new DomainError(ErrorCode.ValidationFailed, AmendmentMessages.unknownQuestion, [
        { path: 'questionIds', message: AmendmentMessages.unknownQuestion },
      ]);
  const round = toRoundSnapshot(v1);
  const agreed = agreedAnswers(round);
  const parties = participantsIn(round);
  const reopenedV1 = withDependents(new Set(body.questionIds), v1.rules);

  const qid = new Map(questions.map((q) => [q.id, newId()]));
  const pid = new Map(parties.map((p) => [p.id, newId()]));
  const copied: QuestionRow[] = questions.map((q, index) => ({
    ...q,
    id: qid.get(q.id)!,
    order: index + 1,
    // A value check names other questions: the same ones of this version (as the copy at creation does).
    checks: copyChecks(q.checks, qid),
    replacesQuestionId: null,
    fromRound: null,
    settledByProposalId: null,
  }));
  const added: QuestionRow[] = body.newQuestions.map((n, index) => ({
    id: newId(),
    text: n.text,
    type: 'yes_no',
    options: null,
    order: copied.length + index + 1,
    description: null,
    required: false,
    clauseYes: n.clauseYes,
    clauseNo: n.clauseNo,
    format: null,
    optionClauses: null,
    clauseTemplate: null,
    section: null,
    fact: false,
    partyRoles: null,
    middleGround: null,
    checks: null,
    // Written by a party in bokmål: no translation (the text falls back to bokmål).
    translations: null,
    replacesQuestionId: null,
    fromRound: null,
    settledByProposalId: null,
  }));
  const rules: RuleRow[] = v1.rules
    .filter((r) => known.has(r.questionId) && known.has(r.sourceQuestionId))
    .filter((r) => r.targetQuestionId === null || known.has(r.targetQuestionId))
    .map((r) => ({
      ...r,
      id: newId(),
      questionId: qid.get(r.questionId)!,
      sourceQuestionId: qid.get(r.sourceQuestionId)!,
      targetQuestionId: r.targetQuestionId === null ? null : qid.get(r.targetQuestionId)!,
    }));

  const participants: ParticipantRow[] = parties.map((p) => {
    const row = v1.participants.find((r) => r.id === p.id)!;
    return { ...row, id: pid.get(p.id)!, joinedAt: now, removedInRound: null };
  });
  // A party answer names a participant: the same person's row in the new version.
  const mapValue = (value: AnswerValue): AnswerValue =>
    typeof value === 'string' && pid.has(value) ? pid.get(value)! : value;
  const answers: AnswerRow[] = [];
  const clausesBefore: Record<string, string | null> = {};
  for (const q of questions) {
    const got = agreed.get(q.id);
    if (reopenedV1.has(q.id)) {
      clausesBefore[qid.get(q.id)!] = got
        ? clauseOrAnswer(v1, q, got.party.selfId, got.round, got.response)
        : null;
      continue;
    }
    if (!got) continue;
    for (const p of parties) {
      const own = v1.answers.find(
        (a) => a.participantId === p.id && a.questionId === q.id && a.round === got.round,
      );
      if (own)
        answers.push({
          participantId: pid.get(p.id)!,
          questionId: qid.get(q.id)!,
          round: 1,
          response: mapValue(own.response),
        });
    }
  }
  for (const q of added) clausesBefore[q.id] = null;

  const a = v1.agreement;
  return {
    agreement: {
      id: newId(),
      title: a.title,
      description: a.description,
      topicId: a.topicId,
      topicTitle: a.topicTitle,
      status: 'in_progress',
      currentRound: 2,
      maxRounds: Math.max(a.maxRounds, 3),
      expectedParticipants: parties.length,
      declaredDisagreement: false,
      blind: a.blind,
      requiredSignatureLevel: a.requiredSignatureLevel,
      // The text's language and the translations go on (a new point a party writes has only its bokmål).
      language: a.language ?? 'nb',
      englishAppendix: a.englishAppendix ?? false,
      translations: a.translations ?? null,
      initiatorId: caller.id,
      initiatorName: caller.name,
      // The obligation rules name the questions of this version, as its value checks do.
      document: withObligationIds(a.document, qid),
      amendsId: a.id,
      versionNumber: (a.versionNumber ?? 1) + 1,
      reopenedQuestionIds: [...[...reopenedV1].map((id) => qid.get(id)!), ...added.map((q) => q.id)],
      clausesBefore,
      replacedById: null,
      replacedAt: null,
      createdAt: now,
      updatedAt: now,
    },
    questions: [...copied, ...added],
    rules,
    participants,
    answers,
    submissions: participants.map((p) => ({ participantId: p.id, round: 1 })),
  };
}

/** What an agreed answer made the text say (the legal text's own sentence). */
function clauseOrAnswer(
  s: AgreementSnapshot,
  q: QuestionRow,
  participantId: string,
  roundNo: number,
  value: AnswerValue,
): string | null {
  const display = answerDisplay(s, toRoundSnapshot(s), q, participantId, roundNo, value);
  // As the legal text says it: the clause, else «Partene har svart … på spørsmålet «…»».
  const answer = typeof value === 'boolean' ? value : display;
  return answer === ''
    ? null
    : clauseText({ question: q.text, answer, clause: clauseFor(q, value, display) });
}

/**
 * An amendment's changes clause by clause: for each reopened question, what the version before said and what
 * this one says once agreed (null while not agreed, or when the answer makes no clause). Unchanged clauses are
 * left out.
 */
export function redlineOf(v2: AgreementSnapshot): RedlineEntry[] {
  const a = v2.agreement;
  if (!a.reopenedQuestionIds || !a.clausesBefore) return [];
  const agreed = agreedAnswers(toRoundSnapshot(v2));
  const entries: RedlineEntry[] = [];
  for (const id of a.reopenedQuestionIds) {
    const q = v2.questions.find((x) => x.id === id);
    if (!q) continue;
    const got = agreed.get(id);
    const after =
      got && got.round >= 2 ? clauseOrAnswer(v2, q, got.party.selfId, got.round, got.response) : null;
    const before = a.clausesBefore[id] ?? null;
    if (before !== after) entries.push({ question: q.text, before, after });
  }
  return entries;
}
