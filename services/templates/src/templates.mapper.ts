import type { LogicRuleDto, QuestionTemplate, Topic } from '@avtalt/contracts';
import type { LogicQuestion, LogicRule } from '@avtalt/logic';
import type { QuestionTemplateEntity } from './questions/question-template.entity';
import type { LogicRuleEntity } from './rules/logic-rule.entity';
import type { TopicEntity } from './topics/topic.entity';

export function toTopic(entity: TopicEntity, questionCount?: number): Topic {
  return {
    id: entity.id,
    title: entity.title,
    description: entity.description,
    featured: entity.featured,
    isPublic: entity.isPublic,
    isCustom: entity.isCustom,
    createdBy: entity.createdBy,
    createdAt: entity.createdAt.toISOString(),
    document: entity.document,
    ...(questionCount === undefined ? {} : { questionCount }),
  };
}

export function toTemplate(entity: QuestionTemplateEntity, hasLogic: boolean): QuestionTemplate {
  return {
    id: entity.id,
    topicId: entity.topicId,
    text: entity.text,
    type: entity.type,
    options: entity.options,
    order: String(entity.order),
    description: entity.description,
    required: entity.required,
    hasLogic,
    clauseYes: entity.clauseYes,
    clauseNo: entity.clauseNo,
    format: entity.format,
    optionClauses: entity.optionClauses,
    clauseTemplate: entity.clauseTemplate,
    section: entity.section,
    fact: entity.fact,
    partyRoles: entity.partyRoles,
    middleGround: entity.middleGround ?? [],
    checks: entity.checks && entity.checks.length > 0 ? entity.checks : null,
  };
}

export function toRule(entity: LogicRuleEntity | LogicRuleDto): LogicRuleDto {
  return {
    id: entity.id,
    questionId: entity.questionId,
    sourceQuestionId: entity.sourceQuestionId,
    operator: entity.operator,
    value: entity.value,
    action: entity.action,
    targetQuestionId: entity.targetQuestionId,
  };
}

/** The logic engine's view of a stored question. */
export function toLogicQuestion(entity: QuestionTemplateEntity): LogicQuestion {
  return {
    id: entity.id,
    type: entity.type,
    order: entity.order,
    required: entity.required,
    options: entity.options,
    format: entity.format,
  };
}

/** The logic engine's view of a stored rule (the same fields). */
export function toLogicRule(entity: LogicRuleEntity | LogicRuleDto): LogicRule {
  return toRule(entity);
}
