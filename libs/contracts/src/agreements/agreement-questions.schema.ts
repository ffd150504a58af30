import { z } from 'zod';
import { partyRolesSchema, valueCheckSchema } from '../templates/question-templates.schema';
import {
  actionSchema,
  operatorSchema,
  questionTypeSchema,
  valueFormatSchema,
} from '../templates/templates.schema';
import { questionWordingsSchema } from './agreement-language.schema';
import { settledBySchema } from './negotiation.schema';

/** A rule as the question flow needs it (ids are the agreement's own question ids). */
export const agreementRuleSchema = z.object({
  id: z.string(),
  questionId: z.string(),
  sourceQuestionId: z.string(),
  operator: operatorSchema,
  value: z.union([z.boolean(), z.string(), z.number()]).nullable(),
  action: actionSchema,
  targetQuestionId: z.string().nullable(),
});

/** A stored answer: boolean, option text, text, number, `YYYY-MM-DD` or a party (docs/typed-answers.md). */
export const storedAnswerSchema = z.union([z.boolean(), z.string(), z.number()]);

/** Someone's answer in the round before (round 2 on re-asks a disputed question showing them). */
export const previousAnswerSchema = z.object({
  participantId: z.string(),
  userName: z.string(),
  isYou: z.boolean(),
  response: storedAnswerSchema.nullable(),
  /** The answer as people read it ('12 000 kr', '1. mars 2027', the party's name). */
  display: z.string(),
});

/**
 * The clauses an answer to a question can produce ('Users read what they commit to'): the
 * question flow and the comparison show them as "Dette betyr: …" before and after answering, so a
 * 'Nei' never commits anyone to terms they have not read. Flat, one field per kind of question:
 * - yes_no: `clauseYes` (what Ja means) and `clauseNo` (what Nei means);
 * - multiple_choice: `optionClauses`, one clause (or null) per option in option order;
 * - free_text: `clauseTemplate`, with `{{svar}}` where the answer goes (fillClause in @avtalt/logic).
 * A field that does not belong to the question's type is null, and so is an answer that produces no
 * clause. All are optional (absent reads as null) so that older senders and fixtures stay valid.
 */
export const answerClausesSchema = z.object({
  clauseYes: z.string().nullable().optional(),
  clauseNo: z.string().nullable().optional(),
  optionClauses: z.array(z.string().nullable()).nullable().optional(),
  clauseTemplate: z.string().nullable().optional(),
});
export type AnswerClauses = z.infer<typeof answerClausesSchema>;

/** The document fields of a question (from its template). All optional: absent reads as none. */
export const questionDocumentFieldsSchema = z.object({
  /** The subject heading the clause is printed under. */
  section: z.string().nullable().optional(),
  /** A fact printed under 'Bakgrunn' (one party fills it in, the others confirm). */
  fact: z.boolean().optional(),
  /** Party questions: the role of the chosen party and of the others. */
  partyRoles: partyRolesSchema.nullable().optional(),
  /** The question in nynorsk and English for a reader of that language (absent or null: bokmål only). */
  wordings: questionWordingsSchema.nullable().optional(),
});

/**
 * A fact question someone else has answered in this round: what they answered, offered to the caller
 * to confirm ('Kari har fylt inn: Storgata 1, 0150 Oslo. Stemmer det?'). Only on `fact` questions.
 */
export const factSuggestionSchema = z.object({
  participantId: z.string(),
  userName: z.string(),
  response: storedAnswerSchema,
  display: z.string(),
});
export type FactSuggestion = z.infer<typeof factSuggestionSchema>;

export const agreementQuestionSchema = z.object({
  id: z.uuid(),
  text: z.string(),
  type: questionTypeSchema,
  /** multiple_choice: the options; null for the other types. */
  options: z.array(z.string()).nullable(),
  /** free_text: how the answer is read and shown; null for the other types. */
  format: valueFormatSchema.nullable(),
  ...answerClausesSchema.shape,
  ...questionDocumentFieldsSchema.shape,
  /** Fact questions: another participant's answer in this round to confirm; null or absent when none. */
  suggestion: factSuggestionSchema.nullable().optional(),
  /**
   * The value checks of a free_text question, naming questions of this agreement by id; the
   * browser runs them as the person types (checkValues of @avtalt/logic). Absent or null: none.
   */
  checks: z.array(valueCheckSchema).nullable().optional(),
  order: z.number().int(),
  description: z.string().nullable(),
  required: z.boolean(),
  /** Rules governing this question that depend on answers given in this round. */
  rules: z.array(agreementRuleSchema),
  /** The caller's saved answer in this round, if any (its type follows the question's). */
  yourAnswer: storedAnswerSchema.nullable(),
  /** From round 2: what each participant answered in the round before; empty in round 1. */
  previousAnswers: z.array(previousAnswerSchema),
  /**
   * An amendment's round 2 (docs/amendments.md): what the signed version before said of this question (its
   * clause, or the answer), null for a question it did not have; `previousAnswers` is then empty. Absent: not
   * an amendment's round 2.
   */
  signedBefore: z.string().nullable().optional(),
  /**
   * Everyone accepted a proposal for this point in the round before; the caller's answer is
   * filled in with it (Ja for a question that replaced the disputed one). Absent or null: none.
   */
  settledBy: settledBySchema.nullable().optional(),
});
export type AgreementQuestion = z.infer<typeof agreementQuestionSchema>;
