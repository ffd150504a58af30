import { z } from 'zod';
import { unknownFieldsMessage, ValidationMessages as M } from './errors';

/**
 * Norwegian messages for every check that has no message of its own, so no user ever sees zod's
 * English ('Unrecognized key', 'Too big'). A schema's own message always wins over these. Installed
 * once, when the contracts are loaded (server and browser alike).
 */
export const norwegianErrorMap: z.core.$ZodErrorMap = (issue) => {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined ? M.missing : M.invalid;
    case 'too_big':
      if (issue.origin === 'string') return M.textTooLong(String(issue.maximum));
      if (issue.origin === 'array' || issue.origin === 'set') return M.tooManyItems(String(issue.maximum));
      return M.valueTooBig(String(issue.maximum));
    case 'too_small':
      if (issue.origin === 'string')
        return Number(issue.minimum) <= 1 ? M.empty : M.textTooShort(String(issue.minimum));
      if (issue.origin === 'array' || issue.origin === 'set') return M.tooFewItems(String(issue.minimum));
      return M.valueTooSmall(String(issue.minimum));
    case 'invalid_format':
      return M.invalidFormat;
    case 'unrecognized_keys':
      return unknownFieldsMessage(issue.keys);
    case 'not_multiple_of':
      return M.invalidNumber;
    default:
      return M.invalid;
  }
};

z.config({ customError: norwegianErrorMap });
