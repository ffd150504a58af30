import { Messages } from '@avtalt/contracts';
import { validationError } from '@avtalt/service-kit';
import type { z } from 'zod';

/**
 * Validates an HTTP body (or query) with its contract schema. A body that is not a JSON object
 * gives the generic message; otherwise the first field's Norwegian message leads.
 */
export function parseInput<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const result = schema.safeParse(value ?? {});
  if (result.success) return result.data;
  throw validationError(result.error, Messages.invalidBody);
}
