import { z } from 'zod';
import { strictBody } from './errors';
import { LANGUAGES, LanguageMessages } from './language-constants';

/* The languages as zod schemas (docs/languages.md); the plain values are in ./language-constants.ts. */
export * from './language-constants';
export const languageSchema = z.enum(LANGUAGES, { error: LanguageMessages.language });

/** Body of `PUT /api/auth/language`. */
export const languageBodySchema = strictBody({ language: languageSchema });
export type LanguageBody = z.infer<typeof languageBodySchema>;
