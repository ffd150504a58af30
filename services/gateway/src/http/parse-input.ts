import { controlCharacterPath, ErrorCode, Messages } from '@avtalt/contracts';
import { DomainError, validationError } from '@avtalt/service-kit';
import type { z } from 'zod';

/**
 * Validates an HTTP body (or query) with its contract schema. Text with control characters (NUL and
 * the like) is refused first, in Norwegian. A body that is not a JSON object gives the generic
 * message; otherwise the first field's Norwegian message leads.
 */
export function parseInput<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const bad = controlCharacterPath(value);
  if (bad !== undefined)
    throw new DomainError(ErrorCode.ValidationFailed, Messages.controlCharacters, [
      { path: bad, message: Messages.controlCharacters },
    ]);
  const result = schema.safeParse(value ?? {});
  if (result.success) return result.data;
  throw validationError(result.error, Messages.invalidBody);
}
