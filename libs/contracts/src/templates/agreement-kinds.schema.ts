import { z } from 'zod';

/**
 * What the parties of a custom topic do with each other (docs/question-generation.md): the relations the
 * question generator has questions for. The title is read as one or more of them; the person writing the
 * topic sees the reading and may choose others, and their choice is what the questions are made from.
 */
export const AGREEMENT_KINDS = [
  'lend-thing',
  'lend-money',
  'own-together',
  'buy-sell',
  'rent',
  'share-costs',
  'live-together',
  'care',
  'service',
  'project',
  'company',
  'estate',
  'neighbours',
  'promise',
] as const;

export const AgreementKindMessages = {
  kinds: 'Velg hva slags avtale det er fra listen (høyst tre)',
} as const;

export const agreementKindSchema = z.enum(AGREEMENT_KINDS, AgreementKindMessages.kinds);
export type AgreementKind = z.infer<typeof agreementKindSchema>;

/** The chosen kinds of a draft: one to three, each once. */
export const agreementKindsSchema = z
  .array(agreementKindSchema, AgreementKindMessages.kinds)
  .min(1, AgreementKindMessages.kinds)
  .max(3, AgreementKindMessages.kinds)
  .refine((kinds) => new Set(kinds).size === kinds.length, AgreementKindMessages.kinds);

/** How each kind is offered to the person (short enough for a chip on a phone). */
export const AGREEMENT_KIND_LABELS: Record<AgreementKind, string> = {
  'lend-thing': 'Låne bort en ting',
  'lend-money': 'Låne bort penger',
  'own-together': 'Eie noe sammen',
  'buy-sell': 'Kjøp og salg',
  rent: 'Leie ut',
  'share-costs': 'Dele utgifter',
  'live-together': 'Bo sammen',
  care: 'Passe på noen',
  service: 'Gjøre en jobb',
  project: 'Prosjekt sammen',
  company: 'Firma sammen',
  estate: 'Arv og dødsbo',
  neighbours: 'Naboer',
  promise: 'Løfter og regler',
};

/**
 * How a title and description were read (`POST /api/question-drafts/reading`): the kinds of agreement the
 * questions would be made for, the object as the questions name it ('snøfreseren'), and whether the kind was
 * guessed from the object because the title does not say it.
 */
export const titleReadingSchema = z.object({
  kinds: z.array(agreementKindSchema),
  object: z.string().nullable(),
  guessed: z.boolean(),
});
export type TitleReadingView = z.infer<typeof titleReadingSchema>;
