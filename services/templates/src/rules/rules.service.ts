import { ErrorCode, TemplateMessages, type LogicRuleDto, type RuleBody } from '@avtalt/contracts';
import { DomainError } from '@avtalt/service-kit';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { QuestionTemplateEntity } from '../questions/question-template.entity';
import { assertRulesValid, loadTopicForEdit, loadTopicSnapshot } from '../questions/topic-snapshot';
import { toRule } from '../templates.mapper';
import { LogicRuleEntity } from './logic-rule.entity';
import { canonicalRuleValue } from './rule-value.rules';

@Injectable()
export class RulesService {
  constructor(private readonly em: EntityManager) {}

  async listForTemplate(templateId: string): Promise<LogicRuleDto[]> {
    const em = this.em.fork();
    await this.findTemplate(em, templateId);
    return (await em.find(LogicRuleEntity, { questionId: templateId }, { orderBy: { id: 'asc' } })).map(
      toRule,
    );
  }

  async listForTopic(topicId: string): Promise<LogicRuleDto[]> {
    const snapshot = await loadTopicSnapshot(this.em.fork(), topicId);
    return snapshot.rules.map(toRule);
  }

  async create(templateId: string, body: RuleBody): Promise<LogicRuleDto> {
    return this.em.fork().transactional(async (em) => {
      const question = await this.findTemplate(em, templateId);
      const snapshot = await loadTopicForEdit(em, question.topicId);
      const rule = em.create(LogicRuleEntity, {
        topicId: question.topicId,
        questionId: question.id,
        ...this.fields(snapshot.questions, body),
      });
      assertRulesValid(snapshot.questions, [rule]);
      await em.flush();
      return toRule(rule);
    });
  }

  async update(ruleId: string, body: RuleBody): Promise<LogicRuleDto> {
    return this.em.fork().transactional(async (em) => {
      const rule = await this.findRule(em, ruleId);
      const snapshot = await loadTopicForEdit(em, rule.topicId);
      Object.assign(rule, this.fields(snapshot.questions, body));
      assertRulesValid(snapshot.questions, [rule]);
      await em.flush();
      return toRule(rule);
    });
  }

  async delete(ruleId: string): Promise<{ deleted: true }> {
    await this.em.fork().transactional(async (em) => {
      const rule = await this.findRule(em, ruleId);
      await loadTopicForEdit(em, rule.topicId);
      em.remove(rule);
    });
    return { deleted: true };
  }

  /** Source and target must be questions of the same topic; the value is typed by the source's type and format. */
  private fields(questions: QuestionTemplateEntity[], body: RuleBody) {
    const byId = new Map(questions.map((q) => [q.id, q]));
    const source = byId.get(body.sourceQuestionId);
    if (!source)
      throw new DomainError(ErrorCode.ValidationFailed, TemplateMessages.ruleOtherTopic, [
        { path: 'sourceQuestionId', message: TemplateMessages.ruleOtherTopic },
      ]);
    if (body.targetQuestionId && !byId.has(body.targetQuestionId)) {
      throw new DomainError(ErrorCode.ValidationFailed, TemplateMessages.ruleOtherTopic, [
        { path: 'targetQuestionId', message: TemplateMessages.ruleOtherTopic },
      ]);
    }
    return {
      sourceQuestionId: source.id,
      operator: body.operator,
      value: canonicalRuleValue(source, body.operator, body.value),
      action: body.action,
      targetQuestionId: body.action === 'jump_to' ? (body.targetQuestionId ?? null) : null,
    };
  }

  private async findTemplate(em: EntityManager, id: string): Promise<QuestionTemplateEntity> {
    const question = await em.findOne(QuestionTemplateEntity, { id });
    if (!question) throw new DomainError(ErrorCode.NotFound, TemplateMessages.templateNotFound);
    return question;
  }

  private async findRule(em: EntityManager, id: string): Promise<LogicRuleEntity> {
    const rule = await em.findOne(LogicRuleEntity, { id });
    if (!rule) throw new DomainError(ErrorCode.NotFound, TemplateMessages.ruleNotFound);
    return rule;
  }
}
