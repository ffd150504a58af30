import { ErrorCode, TemplateMessages, type LogicRuleDto, type RuleBody } from '@avtalt/contracts';
import { DomainError } from '@avtalt/service-kit';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { QuestionTemplateEntity } from '../questions/question-template.entity';
import { assertRulesValid } from '../questions/topic-snapshot';
import { toRule } from '../templates.mapper';
import type { LogicRuleEntity } from './logic-rule.entity';
import { canonicalRuleValue } from './rule-value.rules';
import { RulesRepository } from './rules.repository';

@Injectable()
export class RulesService {
  private readonly repo: RulesRepository;

  constructor(em: EntityManager) {
    this.repo = new RulesRepository(em);
  }

  async listForTemplate(templateId: string): Promise<LogicRuleDto[]> {
    templateOrFail(await this.repo.findQuestion(templateId));
    return (await this.repo.rulesOfQuestion(templateId)).map(toRule);
  }

  async listForTopic(topicId: string): Promise<LogicRuleDto[]> {
    const snapshot = await this.repo.snapshot(topicId);
    return snapshot.rules.map(toRule);
  }

  async create(templateId: string, body: RuleBody): Promise<LogicRuleDto> {
    return this.repo.transaction(async (tx) => {
      const question = templateOrFail(await this.repo.findQuestion(templateId, tx));
      const snapshot = await this.repo.snapshotForEdit(tx, question.topicId);
      const rule = this.repo.create(tx, {
        topicId: question.topicId,
        questionId: question.id,
        ...this.fields(snapshot.questions, body),
      });
      assertRulesValid(snapshot.questions, [rule]);
      await this.repo.save(tx);
      return toRule(rule);
    });
  }

  async update(ruleId: string, body: RuleBody): Promise<LogicRuleDto> {
    return this.repo.transaction(async (tx) => {
      const rule = ruleOrFail(await this.repo.findRule(tx, ruleId));
      const snapshot = await this.repo.snapshotForEdit(tx, rule.topicId);
      Object.assign(rule, this.fields(snapshot.questions, body));
      assertRulesValid(snapshot.questions, [rule]);
      await this.repo.save(tx);
      return toRule(rule);
    });
  }

  async delete(ruleId: string): Promise<{ deleted: true }> {
    await this.repo.transaction(async (tx) => {
      const rule = ruleOrFail(await this.repo.findRule(tx, ruleId));
      await this.repo.snapshotForEdit(tx, rule.topicId);
      this.repo.remove(tx, rule);
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
}

function templateOrFail(question: QuestionTemplateEntity | null): QuestionTemplateEntity {
  if (!question) throw new DomainError(ErrorCode.NotFound, TemplateMessages.templateNotFound);
  return question;
}

function ruleOrFail(rule: LogicRuleEntity | null): LogicRuleEntity {
  if (!rule) throw new DomainError(ErrorCode.NotFound, TemplateMessages.ruleNotFound);
  return rule;
}
