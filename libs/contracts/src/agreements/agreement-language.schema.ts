import { z } from 'zod';
import { strictBody } from '../common/errors';
import { partyRolesSchema } from '../templates/question-templates.schema';

/**
 * The language of an agreement's legal text (docs/languages.md): bokmål or nynorsk, chosen by the parties until
 * the first signature, and whether its PDF carries an English translation as an appendix. A catalogue topic
 * brings its questions in nynorsk and English; an agreement keeps the translations it was started with.
 */
export const AgreementLanguageMessages = {
  language: 'Velg språket i avtaleteksten: nb (bokmål) eller nn (nynorsk)',
  englishAppendix: 'Oppgi om PDF-en skal ha en engelsk oversettelse som vedlegg: true eller false',
  notParty: 'Bare partene i avtalen kan velge språket i avtaleteksten',
  nynorskUnavailable: 'Avtaleteksten til dette temaet finnes ikke på nynorsk ennå',
  englishUnavailable: 'Avtaleteksten til dette temaet finnes ikke på engelsk ennå',
  awaitingReview:
    'Den nynorske avtaleteksten er ikke lest gjennom av en som skriver nynorsk ennå, og kan ikke signeres før det er gjort. Velg bokmål for å signere nå.',
} as const;

/** The languages a legal text binds in; English is only ever a translation beside it. */
export const legalLanguageSchema = z.enum(['nb', 'nn'], { error: AgreementLanguageMessages.language });
export type LegalLanguage = z.infer<typeof legalLanguageSchema>;

/** Body of `PUT /api/agreements/{id}/language`. */
export const agreementLanguageBodySchema = strictBody({
  language: legalLanguageSchema,
  englishAppendix: z.boolean({ error: AgreementLanguageMessages.englishAppendix }),
});
export type AgreementLanguageBody = z.infer<typeof agreementLanguageBodySchema>;

const text = (max: number) => z.string().max(max);

/** A question's curated compromises in nynorsk or English, in the bokmål order. */
const translatedMiddleGroundSchema = z
  .array(
    z.strictObject({ text: text(500), clause: text(2000), description: text(1000).nullable().optional() }),
  )
  .max(10)
  .nullable()
  .optional();

/**
 * A question's value-check messages in nynorsk or English, each beside the bokmål message it translates (an
 * agreement's copy may leave out a check, so they go by the bokmål text, not by position).
 */
const checkMessagesSchema = z
  .array(z.strictObject({ message: text(1000), translation: text(1000) }))
  .max(10)
  .nullable()
  .optional();

/** A question in nynorsk or English: the fields its bokmål has, options and their clauses in the bokmål order. */
export const questionTranslationSchema = z.strictObject({
  text: text(500),
  description: text(1000).nullable().optional(),
  section: text(80).nullable().optional(),
  clauseYes: text(2000).nullable().optional(),
  clauseNo: text(2000).nullable().optional(),
  clauseTemplate: text(2000).nullable().optional(),
  options: z.array(text(200)).max(50).nullable().optional(),
  optionClauses: z.array(text(2000).nullable()).max(50).nullable().optional(),
  partyRoles: partyRolesSchema.nullable().optional(),
  /**
   * The curated compromises in the bokmål order: a settled one becomes a question in this language too, so a
   * compromise does not turn the text back to bokmål.
   */
  middleGround: translatedMiddleGroundSchema,
  checkMessages: checkMessagesSchema,
});
export type QuestionTranslation = z.infer<typeof questionTranslationSchema>;
export const questionTranslationsSchema = z.strictObject({
  nn: questionTranslationSchema.optional(),
  en: questionTranslationSchema.optional(),
});
export type QuestionTranslations = z.infer<typeof questionTranslationsSchema>;

/**
 * How a question reads in nynorsk or English while people answer and compare: in the reader's language, which may
 * differ from the text's. Only what is read there (the questions' clauses follow the text's language; a compromise
 * is read whole); the options in the bokmål order, since an answer is stored as the bokmål option.
 */
export const questionWordingSchema = z.strictObject({
  text: text(500),
  description: text(1000).nullable().optional(),
  section: text(80).nullable().optional(),
  options: z.array(text(200)).max(50).nullable().optional(),
  /** The curated compromises offered on the point ('Finn et kompromiss'), in the bokmål order. */
  middleGround: translatedMiddleGroundSchema,
  /** What a value check says about an answer, shown while answering. */
  checkMessages: checkMessagesSchema,
});
export type QuestionWording = z.infer<typeof questionWordingSchema>;
export const questionWordingsSchema = z.strictObject({
  nn: questionWordingSchema.optional(),
  en: questionWordingSchema.optional(),
});
export type QuestionWordings = z.infer<typeof questionWordingsSchema>;

/** A signing note (what the signature cannot do) in nynorsk or English, by the note's id. */
export const signingNoteWordingSchema = z.strictObject({ title: text(120), text: text(1500) });
export type SigningNoteWording = z.infer<typeof signingNoteWordingSchema>;

/**
 * A topic in nynorsk or English: its title and description, its document's own heading and clauses, and (nynorsk)
 * whether a person who writes nynorsk has read it: until then its texts are «til gjennomlesing» and not signed.
 */
export const topicTranslationSchema = z.strictObject({
  title: text(200),
  description: text(2000),
  heading: text(120).nullable().optional(),
  termClause: text(2000).nullable().optional(),
  disputeClause: text(2000).nullable().optional(),
  reviewed: z.boolean(),
  /** The topic's signing notes, each while it is the catalogue's, word for word. */
  signingNotes: z
    .array(signingNoteWordingSchema.extend({ id: z.string().max(60) }))
    .max(8)
    .optional(),
  /** The payment schedule's labels by obligation rule id, each while the rule's label is the catalogue's. */
  paymentLabels: z
    .record(z.string().regex(/^[a-z0-9-]{1,40}$/), text(80))
    .refine((labels) => Object.keys(labels).length <= 8)
    .optional(),
});
export type TopicTranslation = z.infer<typeof topicTranslationSchema>;
export const topicTranslationsSchema = z.strictObject({
  nn: topicTranslationSchema.optional(),
  en: topicTranslationSchema.optional(),
});
export type TopicTranslations = z.infer<typeof topicTranslationsSchema>;

/** The agreement's language fields as a party reads them (absent: bokmål only, as older agreements). */
export const agreementLanguageShape = {
  language: legalLanguageSchema.optional(),
  englishAppendix: z.boolean().optional(),
  /**
   * What the text can be composed in: nynorsk and English exist when every question has them; `nynorskReviewed`
   * when a nynorsk writer has read the topic (a nynorsk text is signed only then).
   */
  languages: z.strictObject({ nn: z.boolean(), en: z.boolean(), nynorskReviewed: z.boolean() }).optional(),
};
