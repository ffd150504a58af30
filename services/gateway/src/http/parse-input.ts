import { ErrorCode, inputTextProblem, Messages } from '@avtalt/contracts';
import { DomainError, validationError } from '@avtalt/service-kit';
import type { z } from 'zod';

/**
 * Validates an HTTP body (or query) with its contract schema. Text with control characters (NUL and
 * the like) or lone surrogates, and nesting deeper than MAX_JSON_DEPTH, are refused first, in
 * Norwegian (400; Postgres would refuse such text with a 500). A body that is not a JSON object gives
 * the generic message; otherwise the first field's Norwegian message leads.
 */
export function parseInput<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const problem = inputTextProblem(value);
  if (problem !== undefined) throw new DomainError(ErrorCode.ValidationFailed, problem.message, [problem]);
  const result = schema.safeParse(value ?? {});
  if (result.success) return result.data;
  throw validationError(result.error, Messages.invalidBody);
}
