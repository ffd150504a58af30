/** The three kinds of question a template can hold (admin spec §3). */
export type QuestionType = 'yes_no' | 'multiple_choice' | 'free_text';

/**
 * How the answer to a free_text question is read and shown (chosen by the admin per question); what each
 * format means is in answer-values.rules.ts.
 */
export type ValueFormat = 'text' | 'number' | 'amount' | 'percent' | 'date' | 'party';

/** Every question type, in the order the admin form offers them. */
export const QUESTION_TYPES: readonly QuestionType[] = ['yes_no', 'multiple_choice', 'free_text'];

/**
 * What the engine needs to know about a question. A question template or an agreement question can be
 * passed as it is, once its `order` is a number (templates expose it as a string of a number).
 */
export interface LogicQuestion {
  /** Unique within the question set. */
  id: string;
  type: QuestionType;
  /** Position in the form; questions are sorted by `order`, ties broken by `id` (see {@link sortQuestions}). */
  order: number;
  /** A required question must be answered before the form is complete (see {@link isComplete}). */
  required?: boolean;
  /** The options of a multiple_choice question; `null` or absent for the other types. */
  options?: string[] | null;
  /** How a free_text answer is read (docs/typed-answers.md); absent or null means text. */
  format?: ValueFormat | null;
}

/** How a rule compares the answer of its source question with its value (admin spec §3). */
export type Operator = 'equals' | 'not_equals' | 'contains' | 'not_contains' | 'greater_than' | 'less_than';

/** Every operator. */
export const OPERATORS: readonly Operator[] = [
  'equals',
  'not_equals',
  'contains',
  'not_contains',
  'greater_than',
  'less_than',
];

/** What a rule does when it matches (admin spec §3). */
export type Action = 'show' | 'hide' | 'jump_to' | 'end_form';

/** Every action. */
export const ACTIONS: readonly Action[] = ['show', 'hide', 'jump_to', 'end_form'];

/** A logic rule as the templates service stores it (admin spec §3). */
export interface LogicRule {
  id: string;
  /**
   * The question the rule belongs to and governs: the question shown or hidden by `show`/`hide`, the
   * question whose leaving triggers `jump_to`/`end_form`.
   */
  questionId: string;
  /** The question whose answer is compared with `value`. */
  sourceQuestionId: string;
  operator: Operator;
  /**
   * What the answer is compared with: a boolean (or 'true'/'false') for yes_no sources, an option for
   * multiple_choice sources, text for free_text sources, a number (or numeric string) for
   * greater_than/less_than.
   */
  value: unknown;
  action: Action;
  /** Where `jump_to` continues; ignored by the other actions. */
  targetQuestionId?: string | null;
}

/**
 * The answers given so far, by question id: a boolean for yes_no (true = Ja), the chosen option for
 * multiple_choice (a list of options is accepted too), text for free_text. A missing key, `undefined`,
 * `null`, blank text or an empty list means unanswered.
 */
export type Answers = Record<string, unknown>;

/** The route through a form that the answers so far lead to (see {@link computePath}). */
export interface FlowPath {
  /** The questions the respondent is asked, in order. Unanswered questions are passed through, not stopped at. */
  path: string[];
  /** True when an `end_form` rule fired: the form ends after the last question of `path`. */
  ended: boolean;
  /** The question whose `end_form` rule ended the form, or null. */
  endedBy: string | null;
  /** The first question of `path` without an answer (where a respondent resumes), or null. */
  firstUnanswered: string | null;
  /** Required questions of `path` without an answer. The form is complete when this is empty. */
  missingRequired: string[];
}

/** Why {@link validateRules} rejects a rule. */
export type RuleIssueCode =
  | 'unknown_question'
  | 'invalid_action'
  | 'invalid_operator'
  | 'missing_source'
  | 'unknown_source'
  | 'source_not_before'
  | 'source_after_question'
  | 'operator_not_allowed'
  | 'value_not_yes_no'
  | 'value_not_option'
  | 'value_not_number'
  | 'value_not_date'
  | 'value_not_party'
  | 'operator_not_for_party'
  | 'value_empty'
  | 'missing_target'
  | 'unknown_target'
  | 'target_not_after'
  | 'target_not_after_source';

/** One problem with one field of one rule, with a Norwegian message for the admin. */
export interface RuleIssue {
  ruleId: string;
  field: 'questionId' | 'sourceQuestionId' | 'operator' | 'value' | 'action' | 'targetQuestionId';
  code: RuleIssueCode;
  message: string;
}
