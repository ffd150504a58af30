import { ErrorCode } from '@avtalt/contracts';
import { DomainError } from '@avtalt/service-kit';
import { type LogicRule, validateRules } from '@avtalt/logic';
import { LogicRuleEntity } from '../rules/logic-rule.entity';
import { toLogicQuestion, toLogicRule } from '../templates.mapper';
import { TopicEntity } from '../topics/topic.entity';
import { QuestionTemplateEntity } from './question-template.entity';

/**
 * A topic with all its questions (sorted by order) and rules, loaded in one go (topic-snapshot.repository.ts
 * loads it).
 */
export interface TopicSnapshot {
  topic: TopicEntity;
  questions: QuestionTemplateEntity[];
  rules: LogicRuleEntity[];
}

/**
 * Checks rules against the questions as they would be (after an edit); refuses with the first
 * Norwegian message of the logic engine and every issue as details.
 */
export function assertRulesValid(
  questions: QuestionTemplateEntity[],
  rules: readonly (LogicRuleEntity | LogicRule)[],
): void {
  const issues = validateRules(
    questions.map(toLogicQuestion),
    rules.map((r) => ('topicId' in r ? toLogicRule(r) : r)),
  );
  if (issues.length > 0) {
    throw new DomainError(
      ErrorCode.ValidationFailed,
      issues[0].message,
      issues.map((i) => ({ path: i.field, message: i.message })),
    );
  }
}

/** Ids of questions that govern at least one rule (the 'Logikk' badge). */
export function questionsWithLogic(rules: readonly LogicRuleEntity[]): Set<string> {
  return new Set(rules.map((r) => r.questionId));
}
