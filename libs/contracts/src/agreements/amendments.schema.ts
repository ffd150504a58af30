import { z } from 'zod';
import { singleLineText, strictBody } from '../common/errors';

/** Texts of amendments (docs/amendments.md). */
export const AmendmentMessages = {
  questionIds: 'Velg spørsmålene dere vil endre',
  newQuestionText: 'Skriv spørsmålet (høyst 500 tegn)',
  nothingToChange: 'Velg minst ett spørsmål å endre, eller legg til et nytt',
  notSigned: 'Bare en avtale alle har signert, kan endres',
  notParty: 'Bare partene i avtalen kan foreslå endringer',
  replaced: 'Avtalen er allerede erstattet av en nyere versjon',
  openAmendment: 'Det finnes allerede et forslag til endringer i denne avtalen',
  unknownQuestion: 'Spørsmålet finnes ikke i avtalen',
  ended: 'Avtalen er avsluttet og kan ikke endres',
  endsOn: 'Velg datoen avtalen skal opphøre fra',
  endsOnPast: 'Avtalen kan ikke avsluttes fra en dato som har vært',
  endsOnTooLate: 'Velg en dato innen fem år',
  endingNotAgreed:
    'Avslutningen kan bare signeres når alle har svart ja på å avslutte avtalen. Svarte dere nei, gjelder avtalen som før.',
} as const;

/**
 * `POST /api/agreements/{id}/ending` (docs/amendments.md, ending together): the date the signed agreement is to
 * end from. It starts the next version, whose one question is whether the agreement ends from that date.
 */
export const endingBodySchema = strictBody({
  endsOn: z.string(AmendmentMessages.endsOn).regex(/^\d{4}-\d{2}-\d{2}$/, AmendmentMessages.endsOn),
});
export type EndingBody = z.infer<typeof endingBodySchema>;

/** Most questions added in one amendment. */
export const MAX_NEW_QUESTIONS = 10;

/**
 * `POST /api/agreements/{id}/amendments`: the questions of the signed agreement to answer again, and new yes/no
 * questions to add (each with the clause a yes and a no give).
 */
export const amendmentBodySchema = strictBody({
  questionIds: z
    .array(z.uuid(AmendmentMessages.questionIds), AmendmentMessages.questionIds)
    .max(200)
    .default([]),
  newQuestions: z
    .array(
      z.strictObject({
        text: singleLineText(
          z
            .string(AmendmentMessages.newQuestionText)
            .trim()
            .min(3, AmendmentMessages.newQuestionText)
            .max(500),
        ),
        clauseYes: z.string().trim().max(2000).nullable().default(null),
        clauseNo: z.string().trim().max(2000).nullable().default(null),
      }),
    )
    .max(MAX_NEW_QUESTIONS)
    .default([]),
}).refine((b) => b.questionIds.length + b.newQuestions.length > 0, {
  message: AmendmentMessages.nothingToChange,
  path: ['questionIds'],
});
export type AmendmentBody = z.infer<typeof amendmentBodySchema>;

/** For each clause an amendment changed: its text in the version before and now (null: none). */
export const redlineEntrySchema = z.strictObject({
  question: z.string(),
  before: z.string().nullable(),
  after: z.string().nullable(),
});
export type RedlineEntry = z.infer<typeof redlineEntrySchema>;

/** Where an agreement stands in its chain of versions. */
export const agreementVersionSchema = z.strictObject({
  /** 1 for an original. */
  number: z.number().int().min(1),
  /** The version this one amends, and its number. */
  amends: z.strictObject({ id: z.uuid(), number: z.number().int().min(1) }).nullable(),
  /** The signed version that replaces this one, and from when. */
  replacedBy: z.strictObject({ id: z.uuid(), at: z.string() }).nullable(),
  /** An amendment's changes, clause by clause (empty for an original). */
  changes: z.array(redlineEntrySchema),
  /**
   * A version that ends the agreement (ending together): the date it ends from, and whether the parties have
   * agreed to it (true once both answered yes; the ending holds when this version is signed). Absent otherwise.
   */
  ending: z.strictObject({ endsOn: z.string().regex(/^\d{4}-\d{2}-\d{2}$/), agreed: z.boolean() }).optional(),
});
export type AgreementVersion = z.infer<typeof agreementVersionSchema>;
