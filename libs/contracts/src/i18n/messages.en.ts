import type { ValidationMessages } from '../common/errors';
import type { Translation, Translations } from './message-catalogues';
import { ENGLISH_TEXTS } from './messages.en.data';

/** ValidationMessages in English: functions, so not in the data file. */
export const ValidationMessagesEn: Translation<typeof ValidationMessages> = {
  missing: 'This field is required',
  invalid: 'Invalid value',
  empty: 'This field cannot be empty',
  invalidFormat: 'Invalid format',
  invalidNumber: 'Invalid number',
  textTooLong: (max) => `The text can be at most ${max} characters long`,
  textTooShort: (min) => `The text must be at least ${min} characters long`,
  tooManyItems: (max) => `At most ${max} items`,
  tooFewItems: (min) => `At least ${min} items`,
  valueTooBig: (max) => `The value can be at most ${max}`,
  valueTooSmall: (min) => `The value must be at least ${min}`,
  // «felt» is one field or several; English has to say which.
  unknownFields: (fields) => `${fields.includes(', ') ? 'Unknown fields' : 'Unknown field'}: ${fields}`,
};

/** Every message constant in English. */
export const ENGLISH_MESSAGES: Translations = { ...ENGLISH_TEXTS, ValidationMessages: ValidationMessagesEn };
