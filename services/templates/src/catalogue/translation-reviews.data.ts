/**
 * The catalogue topics whose nynorsk a person who writes nynorsk has read, with who and when (docs/languages.md,
 * "Who read the nynorsk"). Until a topic is here, its nynorsk texts are «til gjennomlesing» and cannot be signed.
 */
export const NYNORSK_READ: Readonly<Record<string, { by: string; on: string }>> = {};
