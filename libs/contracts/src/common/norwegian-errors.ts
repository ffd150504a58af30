import { z } from 'zod';
import { unknownFieldsMessage } from './errors';

/**
 * Norwegian messages for every check that has no message of its own, so no user ever sees zod's
 * English ('Unrecognized key', 'Too big'). A schema's own message always wins over these. Installed
 * once, when the contracts are loaded (server and browser alike).
 */
export const norwegianErrorMap: z.core.$ZodErrorMap = (issue) => {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined ? 'Feltet mangler' : 'Ugyldig verdi';
    case 'too_big':
      if (issue.origin === 'string') return `Teksten kan være høyst ${String(issue.maximum)} tegn`;
      if (issue.origin === 'array' || issue.origin === 'set')
        return `Høyst ${String(issue.maximum)} elementer`;
      return `Verdien kan være høyst ${String(issue.maximum)}`;
    case 'too_small':
      if (issue.origin === 'string')
        return Number(issue.minimum) <= 1
          ? 'Feltet kan ikke være tomt'
          : `Teksten må være minst ${String(issue.minimum)} tegn`;
      if (issue.origin === 'array' || issue.origin === 'set')
        return `Minst ${String(issue.minimum)} elementer`;
      return `Verdien må være minst ${String(issue.minimum)}`;
    case 'invalid_format':
      return 'Ugyldig format';
    case 'unrecognized_keys':
      return unknownFieldsMessage(issue.keys);
    case 'not_multiple_of':
      return 'Ugyldig tall';
    default:
      return 'Ugyldig verdi';
  }
};

z.config({ customError: norwegianErrorMap });
