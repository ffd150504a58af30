import type { QuestionTemplateEntity } from '../questions/question-template.entity';
import type { LogicRuleEntity } from '../rules/logic-rule.entity';
import type { TopicEntity } from '../topics/topic.entity';
import type { StoredTopicRows } from './catalogue-version.rules';

/** A seeded topic's rows, loaded for an update in the caller's transaction (seeded-topics.repository.ts). */
export interface SeededTopic {
  topic: TopicEntity;
  questions: QuestionTemplateEntity[];
  rules: LogicRuleEntity[];
}

/** The rows of a seeded topic as the version rules read them. */
export function storedRows({ topic, questions, rules }: SeededTopic): StoredTopicRows {
  return {
    title: topic.title,
    description: topic.description,
    document: topic.document,
    questions: questions as unknown as StoredTopicRows['questions'],
    rules,
  };
}
