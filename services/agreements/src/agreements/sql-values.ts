import type { AnswerValue } from '@avtalt/logic';

/*
 * What only the agreements repositories need to write answers; the SQL helpers every repository shares
 * (valuesList, expectCount, placeholders) are service-kit's persistence kit.
 */

/**
 * An answer as a jsonb parameter (`?::jsonb`): its JSON text, so `true`, `12000`, `"2027-03-01"` and
 * `"self"` are stored as the JSON boolean, number and strings they are (read back as the same JS values).
 */
export const jsonValue = (value: AnswerValue): string => JSON.stringify(value);
