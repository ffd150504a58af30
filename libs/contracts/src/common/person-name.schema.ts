import { z } from 'zod';
import { NAME_MAX } from '../identity/identity-constants';

/**
 * The longest full name a person can have in Avtalt: registration allows a first and a last name of
 * {@link NAME_MAX} characters each, and the name Avtalt shows is "first last". Every message that
 * carries a person's name accepts exactly this much, so a name registration allows is never refused
 * further on (security review F11).
 */
export const FULL_NAME_MAX = NAME_MAX * 2 + 1;

export const PersonNameMessages = {
  tooLong: `Navnet kan være høyst ${FULL_NAME_MAX} tegn`,
} as const;

/** A person's full name as it travels between services (caller, participant, chat author, legal party). */
export const fullNameSchema = z.string().max(FULL_NAME_MAX, PersonNameMessages.tooLong);
