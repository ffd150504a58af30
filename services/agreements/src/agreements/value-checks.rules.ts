import { AgreementMessages, ErrorCode, type ValueCheckDto } from '@avtalt/contracts';
import {
  type AnswerValue,
  checkableAnswers,
  checkValues,
  unconfirmedWarnings,
  valueCheckErrors,
} from '@avtalt/logic';
import { DomainError } from '@avtalt/service-kit';
import type { AgreementSnapshot } from './agreement.rows';

/**
 * Issue 33 (docs/value-checks.md): the value checks of an agreement's questions, on the server. The
 * browser runs the same checks (checkValues of @avtalt/logic) as the person types; here they decide
 * whether an answer set or a saved answer is stored.
 */

/** Every question id a check names (its references and its condition's source). */
function referencesOf(check: ValueCheckDto): string[] {
  const own =
    check.kind === 'after' || check.kind === 'atMostTimes'
      ? [check.other]
      : check.kind === 'instalmentsCover'
        ? [check.amount, check.from, check.until]
        : [];
  return check.when ? [...own, check.when.question] : own;
}

/**
 * A template's checks as the agreement's copy holds them: every template id replaced by the id the
 * question got in this agreement (as its rules are). A check naming a template that was not copied is
 * left out (it could never be judged); null when none is left.
 */
export function copyChecks(
  checks: readonly ValueCheckDto[] | null | undefined,
  idByTemplate: ReadonlyMap<string, string>,
): ValueCheckDto[] | null {
  if (!checks || checks.length === 0) return null;
  const copied = checks.flatMap((check): ValueCheckDto[] => {
    if (!referencesOf(check).every((id) => idByTemplate.has(id))) return [];
    const id = (templateId: string) => idByTemplate.get(templateId)!;
    const when = check.when ? { when: { ...check.when, question: id(check.when.question) } } : {};
    switch (check.kind) {
      case 'after':
      case 'atMostTimes':
        return [{ ...check, other: id(check.other), ...when }];
      case 'instalmentsCover':
        return [
          { ...check, amount: id(check.amount), from: id(check.from), until: id(check.until), ...when },
        ];
      default:
        return [{ ...check, ...when }];
    }
  });
  return copied.length > 0 ? copied : null;
}

/**
 * The participant's latest stored answer to each question in the rounds before `beforeRound` (the
 * answers a check compares with when the question it names is not asked again).
 */
export function earlierAnswers(
  s: AgreementSnapshot,
  participantId: string | undefined,
  beforeRound: number,
): Record<string, AnswerValue> {
  if (participantId === undefined) return {};
  const latest = new Map<string, { round: number; response: AnswerValue }>();
  for (const a of s.answers) {
    if (a.participantId !== participantId || a.round >= beforeRound) continue;
    const seen = latest.get(a.questionId);
    if (!seen || seen.round < a.round) latest.set(a.questionId, { round: a.round, response: a.response });
  }
  return Object.fromEntries([...latest].map(([id, v]) => [id, v.response]));
}

/**
 * Refuses, storing nothing, answers whose value checks do not hold (docs/value-checks.md): `answers` are
 * the person's merged answers (stored and submitted, canonical; only those on the path they lead to are
 * read), `asked` the questions submitted now (with the checks of other answers that name them, reported
 * at the asked question),
 * `confirmed` the questions whose warnings the person confirmed, `today` the date in Europe/Oslo.
 * - a check of severity error: 400 VALIDATION_FAILED, the first check's message, each at `path(id)`;
 * - else a warning not confirmed: 400 VALUE_WARNINGS_UNCONFIRMED with each warning at `path(id)`, so the
 *   browser can show them and ask for the confirmation.
 */
export function assertValueChecks(
  s: AgreementSnapshot,
  answers: Readonly<Record<string, AnswerValue>>,
  asked: readonly string[],
  confirmed: readonly string[],
  today: string,
  options: { selfIds?: readonly string[]; path?: (questionId: string) => string } = {},
): void {
  if (!s.questions.some((q) => q.checks && q.checks.length > 0)) return;
  const path = options.path ?? ((id: string) => `answers.${id}`);
  const selfIds = options.selfIds ?? [];
  // An answer a later answer hid (kept from an earlier round or a draft) is no longer part of the agreement.
  const onPath = checkableAnswers(s.questions, s.rules, answers, selfIds);
  const issues = checkValues(s.questions, onPath, today, { questionIds: asked, selfIds });
  const errors = valueCheckErrors(issues);
  if (errors.length > 0) {
    throw new DomainError(
      ErrorCode.ValidationFailed,
      errors[0].message,
      errors.map((e) => ({ path: path(e.questionId), message: e.message })),
    );
  }
  const warnings = unconfirmedWarnings(issues, confirmed);
  if (warnings.length > 0) {
    throw new DomainError(
      ErrorCode.ValueWarningsUnconfirmed,
      AgreementMessages.warningsUnconfirmed,
      warnings.map((w) => ({ path: path(w.questionId), message: w.message })),
    );
  }
}
