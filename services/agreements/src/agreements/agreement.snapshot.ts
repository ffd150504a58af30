import { type RoundQuestion, roundSnapshot, type RoundSnapshot } from '../rounds/round-snapshot';
import type { AgreementSnapshot, QuestionRow, RuleRow } from './agreement.rows';

export type { AgreementSnapshot } from './agreement.rows';

/** A rule row for logic and for the questions' view: a copy of its fields, so a cached row is never handed out. */
export function ruleCopy(r: RuleRow): RuleRow {
  return {
    id: r.id,
    questionId: r.questionId,
    sourceQuestionId: r.sourceQuestionId,
    operator: r.operator,
    value: r.value,
    action: r.action,
    targetQuestionId: r.targetQuestionId,
  };
}

/**
 * The rules' view of each snapshot object, made once. A snapshot is never changed (a command returns a
 * new object), so its view, the view's lookups and the flow compiled from its questions and rules
 * (cached by the arrays' identity in @avtalt/logic) are built once per state instead of once for each
 * rule that reads it: an answer set read the same state through five new views, each indexing the
 * answers and compiling the flow again (~15 % of agreements' time under answers, docs/performance.md).
 */
const views = new WeakMap<AgreementSnapshot, RoundSnapshot>();
/** The questions' and rules' copies per array: states made by a write share them, and so the compiled flow. */
const questionViews = new WeakMap<readonly QuestionRow[], RoundQuestion[]>();
const ruleViews = new WeakMap<readonly RuleRow[], RuleRow[]>();

/** The pure rules' view of a snapshot. */
export function toRoundSnapshot(s: AgreementSnapshot): RoundSnapshot {
  let view = views.get(s);
  if (!view) {
    view = roundSnapshot({
      currentRound: s.agreement.currentRound,
      maxRounds: s.agreement.maxRounds,
      expectedParticipants: s.agreement.expectedParticipants,
      declaredDisagreement: s.agreement.declaredDisagreement,
      blind: s.agreement.blind,
      reopenedQuestionIds: s.agreement.reopenedQuestionIds ?? null,
      initiatorId: s.agreement.initiatorId,
      questions: memo(questionViews, s.questions, questionView),
      rules: memo(ruleViews, s.rules, (rules) => rules.map(ruleCopy)),
      participants: s.participants.map((p) => ({
        id: p.id,
        userId: p.userId,
        isAnonymous: p.isAnonymous,
        removedInRound: p.removedInRound,
      })),
      answers: s.answers,
      submissions: s.submissions,
    });
    views.set(s, view);
  }
  return view;
}

function questionView(questions: readonly QuestionRow[]): RoundQuestion[] {
  return questions.map((q) => ({
    id: q.id,
    type: q.type,
    // A replacement question (issue 19) walks just before the question it replaces (a later one before an
    // earlier one), never after it on an id tie: the original stays in the walk with its old answers, and
    // its jump or end rule must not skip its replacement (review finding 1).
    order: q.fromRound ? q.order - q.fromRound / 1000 : q.order,
    required: q.required,
    options: q.options,
    format: q.format,
    fromRound: q.fromRound ?? null,
    replacesQuestionId: q.replacesQuestionId ?? null,
  }));
}

function memo<K extends object, V>(cache: WeakMap<K, V>, key: K, make: (key: K) => V): V {
  let value = cache.get(key);
  if (value === undefined) {
    value = make(key);
    cache.set(key, value);
  }
  return value;
}
