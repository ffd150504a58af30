import {
  createRuleMessageSchema,
  createTemplateMessageSchema,
  createTopicMessageSchema,
  draftQuestionsMessageSchema,
  generateMessageSchema,
  idMessageSchema,
  reorderMessageSchema,
  templateIdMessageSchema,
  TemplatesSubjects,
  topicIdMessageSchema,
  updateRuleMessageSchema,
  updateTemplateMessageSchema,
  updateTopicMessageSchema,
} from '@avtalt/contracts';
import { parseOrThrow } from '@avtalt/service-kit';
import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { GenerationService } from './generation/generation.service';
import { QuestionsService } from './questions/questions.service';
import { RulesService } from './rules/rules.service';
import { TopicsService } from './topics/topics.service';

/** NATS request handlers: validate each message with its contract, hand it to a service. */
@Controller()
export class TemplatesController {
  constructor(
    private readonly topics: TopicsService,
    private readonly questions: QuestionsService,
    private readonly rules: RulesService,
    private readonly generation: GenerationService,
  ) {}

  @MessagePattern(TemplatesSubjects.listTopics)
  listTopics() {
    return this.topics.listAll();
  }

  @MessagePattern(TemplatesSubjects.listPublicTopics)
  listPublicTopics() {
    return this.topics.listPublic(false);
  }

  @MessagePattern(TemplatesSubjects.listFeaturedTopics)
  listFeaturedTopics() {
    return this.topics.listPublic(true);
  }

  @MessagePattern(TemplatesSubjects.getTopic)
  getTopic(@Payload() payload: unknown) {
    return this.topics.get(parseOrThrow(idMessageSchema, payload).id);
  }

  @MessagePattern(TemplatesSubjects.createTopic)
  createTopic(@Payload() payload: unknown) {
    const { actor, body } = parseOrThrow(createTopicMessageSchema, payload);
    return this.topics.create(actor, body);
  }

  @MessagePattern(TemplatesSubjects.updateTopic)
  updateTopic(@Payload() payload: unknown) {
    const { id, body } = parseOrThrow(updateTopicMessageSchema, payload);
    return this.topics.update(id, body);
  }

  @MessagePattern(TemplatesSubjects.deleteTopic)
  deleteTopic(@Payload() payload: unknown) {
    return this.topics.delete(parseOrThrow(idMessageSchema, payload).id);
  }

  @MessagePattern(TemplatesSubjects.listTemplates)
  listTemplates(@Payload() payload: unknown) {
    return this.questions.list(parseOrThrow(topicIdMessageSchema, payload).topicId);
  }

  @MessagePattern(TemplatesSubjects.createTemplate)
  createTemplate(@Payload() payload: unknown) {
    const { topicId, body } = parseOrThrow(createTemplateMessageSchema, payload);
    return this.questions.create(topicId, body);
  }

  @MessagePattern(TemplatesSubjects.updateTemplate)
  updateTemplate(@Payload() payload: unknown) {
    const { id, body } = parseOrThrow(updateTemplateMessageSchema, payload);
    return this.questions.update(id, body);
  }

  @MessagePattern(TemplatesSubjects.deleteTemplate)
  deleteTemplate(@Payload() payload: unknown) {
    return this.questions.delete(parseOrThrow(idMessageSchema, payload).id);
  }

  @MessagePattern(TemplatesSubjects.reorderTemplates)
  reorder(@Payload() payload: unknown) {
    const { topicId, body } = parseOrThrow(reorderMessageSchema, payload);
    return this.questions.reorder(topicId, body);
  }

  @MessagePattern(TemplatesSubjects.listRules)
  listRules(@Payload() payload: unknown) {
    const parsed = payload as { topicId?: unknown };
    if (parsed && typeof parsed === 'object' && 'topicId' in parsed) {
      return this.rules.listForTopic(parseOrThrow(topicIdMessageSchema, payload).topicId);
    }
    return this.rules.listForTemplate(parseOrThrow(templateIdMessageSchema, payload).templateId);
  }

  @MessagePattern(TemplatesSubjects.createRule)
  createRule(@Payload() payload: unknown) {
    const { templateId, body } = parseOrThrow(createRuleMessageSchema, payload);
    return this.rules.create(templateId, body);
  }

  @MessagePattern(TemplatesSubjects.updateRule)
  updateRule(@Payload() payload: unknown) {
    const { id, body } = parseOrThrow(updateRuleMessageSchema, payload);
    return this.rules.update(id, body);
  }

  @MessagePattern(TemplatesSubjects.deleteRule)
  deleteRule(@Payload() payload: unknown) {
    return this.rules.delete(parseOrThrow(idMessageSchema, payload).id);
  }

  @MessagePattern(TemplatesSubjects.generateQuestions)
  async generate(@Payload() payload: unknown) {
    const { topicId, count } = parseOrThrow(generateMessageSchema, payload);
    return { templates: await this.generation.regenerate(topicId, count) };
  }

  /** A topic's questions and rules, as an agreement copies them when it is created. */
  @MessagePattern(TemplatesSubjects.topicQuestionnaire)
  async questionnaire(@Payload() payload: unknown) {
    const { topicId } = parseOrThrow(topicIdMessageSchema, payload);
    const [topic, templates, rules] = await Promise.all([this.topics.get(topicId), this.questions.list(topicId), this.rules.listForTopic(topicId)]);
    return { topic, templates, rules };
  }

  @MessagePattern(TemplatesSubjects.queueStats)
  queueStats() {
    return this.generation.stats();
  }

  @MessagePattern(TemplatesSubjects.draftQuestions)
  async draft(@Payload() payload: unknown) {
    return { questions: await this.generation.draft(parseOrThrow(draftQuestionsMessageSchema, payload)) };
  }
}
