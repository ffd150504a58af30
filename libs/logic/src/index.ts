export * from './logic.types';
export type * from './value-checks.types';
export { typeValue, parseNumber, normalizeText, readAnswer, isAnswered } from './values.rules';
export { evaluateCondition, readPartyToken, readRuleNumber } from './conditions.rules';
export * from './answer-values.rules';
export * from './answer-numbers.rules';
export * from './answer-dates.rules';
export * from './answer-display.rules';
export { genitiveOf, otherPartyNamed, partyWording } from './party-wording.rules';
export { sortQuestions } from './questions.rules';
export { validateRules, RULE_ISSUE_MESSAGES } from './validation.rules';
export {
  computePath,
  evaluateVisibility,
  nextQuestion,
  previousQuestion,
  isComplete,
  answersOnPath,
} from './flow.rules';
export {
  checkValues,
  checkableAnswers,
  checkReferences,
  valueCheckErrors,
  unconfirmedWarnings,
  validateValueChecks,
  addMonths,
  monthlyPayments,
  VALUE_CHECK_MESSAGES,
  VALUE_CHECK_FORMATS,
  type CheckedQuestion,
  type ValueCheckIssue,
  type CheckValuesOptions,
  type ValidatedQuestion,
  type ValueCheckProblem,
} from './value-checks.rules';
export * from './obligations.rules';
export * from './payment-words.rules';
