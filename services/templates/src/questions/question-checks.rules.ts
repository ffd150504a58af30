import { ErrorCode, type ValueCheckDto } from '@avtalt/contracts';
import { type LogicQuestion, validateValueChecks } from '@avtalt/logic';
import { DomainError } from '@avtalt/service-kit';

/** A question of a topic with its checks, as an edit leaves it (entities or plain rows). */
export type CheckedTemplate = LogicQuestion & { checks: ValueCheckDto[] | null };

/**
 * Issue 33: refuses (400) a topic's questions as an edit would leave them when a value check no longer
 * holds together: a check naming a question of another topic, a later question or one of the wrong
 * format, or a kind its question's format does not take (validateValueChecks of @avtalt/logic). Each
 * problem is a detail at `checks.<index>` with its Norwegian message.
 */
export function assertChecksValid(questions: readonly CheckedTemplate[]): void {
  const problems = validateValueChecks(questions);
  if (problems.length > 0) {
    throw new DomainError(
      ErrorCode.ValidationFailed,
      problems[0].message,
      problems.map((p) => ({ path: `checks.${p.index}`, message: p.message })),
    );
  }
}

/** Every question a check names (its own references and its condition's source). */
export function checkReferences(check: ValueCheckDto): string[] {
  const own =
    check.kind === 'after' || check.kind === 'atMostTimes'
      ? [check.other]
      : check.kind === 'instalmentsCover'
        ? [check.amount, check.from, check.until]
        : [];
  return check.when ? [...own, check.when.question] : own;
}

/**
 * A question's checks once `removedId` is deleted from the topic: the checks naming it go with it (as
 * its logic rules do, by the foreign key), the others stay; null when none is left.
 */
export function checksWithout(
  checks: readonly ValueCheckDto[] | null,
  removedId: string,
): ValueCheckDto[] | null {
  if (!checks) return null;
  const kept = checks.filter((c) => !checkReferences(c).includes(removedId));
  return kept.length > 0 ? kept : null;
}
