import type { ValidationMessages } from '../common/errors';
import type { Translation, Translations } from './message-catalogues';
import { NYNORSK_TEXTS } from './messages.nn.data';

/** ValidationMessages in nynorsk: functions, so not in the data file. */
export const ValidationMessagesNn: Translation<typeof ValidationMessages> = {
  missing: 'Feltet manglar',
  invalid: 'Ugyldig verdi',
  empty: 'Feltet kan ikkje vere tomt',
  invalidFormat: 'Ugyldig format',
  invalidNumber: 'Ugyldig tal',
  textTooLong: (max) => `Teksten kan ha høgst ${max} teikn`,
  textTooShort: (min) => `Teksten må ha minst ${min} teikn`,
  tooManyItems: (max) => `Høgst ${max} element`,
  tooFewItems: (min) => `Minst ${min} element`,
  valueTooBig: (max) => `Verdien kan vere høgst ${max}`,
  valueTooSmall: (min) => `Verdien må vere minst ${min}`,
  unknownFields: (fields) => `Ukjent felt: ${fields}`,
};

/** Every message constant in nynorsk. */
export const NYNORSK_MESSAGES: Translations = { ...NYNORSK_TEXTS, ValidationMessages: ValidationMessagesNn };
