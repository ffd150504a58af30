import { ForgetRpc, TemplatesRpc } from '@avtalt/contracts';
import { parseOrThrow } from '@avtalt/service-kit';
import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { CatalogueUpdatesService } from './catalogue-updates/catalogue-updates.service';
import { QuestionDraftsService } from './drafts/question-drafts.service';
import { GenerationService } from './generation/generation.service';
import { ForgetRepository } from './privacy/forget.repository';
import { ProposalDraftsService } from './proposals/proposal-drafts.service';
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
    private readonly drafts: QuestionDraftsService,
    private readonly proposalDrafts: ProposalDraftsService,
    private readonly catalogueUpdates: CatalogueUpdatesService,
    private readonly forgetting: ForgetRepository,
  ) {}

  /** A deleted account's question drafts go (asked by the privacy service only). */
  @MessagePattern(ForgetRpc.templates.subject)
  forget(@Payload() payload: unknown) {
    return this.forgetting.forget(parseOrThrow(ForgetRpc.templates.request, payload).userId);
  }

  @MessagePattern(TemplatesRpc.listTopics.subject)
  listTopics() {
    return this.topics.listAll();
  }

  @MessagePattern(TemplatesRpc.listPublicTopics.subject)
  listPublicTopics() {
    return this.topics.listPublic(false);
  }

  @MessagePattern(TemplatesRpc.listFeaturedTopics.subject)
  listFeaturedTopics() {
    return this.topics.listPublic(true);
  }

  @MessagePattern(TemplatesRpc.getTopic.subject)
  getTopic(@Payload() payload: unknown) {
    return this.topics.get(parseOrThrow(TemplatesRpc.getTopic.request, payload).id);
  }

  @MessagePattern(TemplatesRpc.createTopic.subject)
  createTopic(@Payload() payload: unknown) {
    const { actor, body } = parseOrThrow(TemplatesRpc.createTopic.request, payload);
    return this.topics.create(actor, body);
  }

  @MessagePattern(TemplatesRpc.updateTopic.subject)
  updateTopic(@Payload() payload: unknown) {
    const { id, body } = parseOrThrow(TemplatesRpc.updateTopic.request, payload);
    return this.topics.update(id, body);
  }

  @MessagePattern(TemplatesRpc.deleteTopic.subject)
  deleteTopic(@Payload() payload: unknown) {
    return this.topics.delete(parseOrThrow(TemplatesRpc.deleteTopic.request, payload).id);
  }

  @MessagePattern(TemplatesRpc.listTemplates.subject)
  listTemplates(@Payload() payload: unknown) {
    return this.questions.list(parseOrThrow(TemplatesRpc.listTemplates.request, payload).topicId);
  }

  @MessagePattern(TemplatesRpc.createTemplate.subject)
  createTemplate(@Payload() payload: unknown) {
    const { topicId, body } = parseOrThrow(TemplatesRpc.createTemplate.request, payload);
    return this.questions.create(topicId, body);
  }

  @MessagePattern(TemplatesRpc.updateTemplate.subject)
  updateTemplate(@Payload() payload: unknown) {
    const { id, body } = parseOrThrow(TemplatesRpc.updateTemplate.request, payload);
    return this.questions.update(id, body);
  }

  @MessagePattern(TemplatesRpc.deleteTemplate.subject)
  deleteTemplate(@Payload() payload: unknown) {
    return this.questions.delete(parseOrThrow(TemplatesRpc.deleteTemplate.request, payload).id);
  }

  @MessagePattern(TemplatesRpc.reorderTemplates.subject)
  reorder(@Payload() payload: unknown) {
    const { topicId, body } = parseOrThrow(TemplatesRpc.reorderTemplates.request, payload);
    return this.questions.reorder(topicId, body);
  }

  @MessagePattern(TemplatesRpc.listRules.subject)
  listRules(@Payload() payload: unknown) {
    const request = parseOrThrow(TemplatesRpc.listRules.request, payload);
    return 'topicId' in request
      ? this.rules.listForTopic(request.topicId)
      : this.rules.listForTemplate(request.templateId);
  }

  @MessagePattern(TemplatesRpc.createRule.subject)
  createRule(@Payload() payload: unknown) {
    const { templateId, body } = parseOrThrow(TemplatesRpc.createRule.request, payload);
    return this.rules.create(templateId, body);
  }

  @MessagePattern(TemplatesRpc.updateRule.subject)
  updateRule(@Payload() payload: unknown) {
    const { id, body } = parseOrThrow(TemplatesRpc.updateRule.request, payload);
    return this.rules.update(id, body);
  }

  @MessagePattern(TemplatesRpc.deleteRule.subject)
  deleteRule(@Payload() payload: unknown) {
    return this.rules.delete(parseOrThrow(TemplatesRpc.deleteRule.request, payload).id);
  }

  @MessagePattern(TemplatesRpc.catalogueUpdate.subject)
  catalogueUpdate(@Payload() payload: unknown) {
    return this.catalogueUpdates.get(parseOrThrow(TemplatesRpc.catalogueUpdate.request, payload).topicId);
  }

  @MessagePattern(TemplatesRpc.takeCatalogueUpdate.subject)
  takeCatalogueUpdate(@Payload() payload: unknown) {
    const { topicId, body } = parseOrThrow(TemplatesRpc.takeCatalogueUpdate.request, payload);
    return this.catalogueUpdates.take(topicId, body.version);
  }

  @MessagePattern(TemplatesRpc.keepCatalogueVersion.subject)
  keepCatalogueVersion(@Payload() payload: unknown) {
    const { topicId, body } = parseOrThrow(TemplatesRpc.keepCatalogueVersion.request, payload);
    return this.catalogueUpdates.keep(topicId, body.version);
  }

  @MessagePattern(TemplatesRpc.startRegeneration.subject)
  startRegeneration(@Payload() payload: unknown) {
    const { topicId, count } = parseOrThrow(TemplatesRpc.startRegeneration.request, payload);
    return this.generation.startRegeneration(topicId, count);
  }

  @MessagePattern(TemplatesRpc.regenerationStatus.subject)
  regenerationStatus(@Payload() payload: unknown) {
    return this.generation.regenerationStatus(
      parseOrThrow(TemplatesRpc.regenerationStatus.request, payload).jobId,
    );
  }

  /** A topic's questions and rules, as an agreement copies them when it is created. */
  @MessagePattern(TemplatesRpc.topicQuestionnaire.subject)
  async questionnaire(@Payload() payload: unknown) {
    const { topicId } = parseOrThrow(TemplatesRpc.topicQuestionnaire.request, payload);
    const [topic, questions, rules] = await Promise.all([
      this.topics.get(topicId),
      this.questions.withTranslations(topicId),
      this.rules.listForTopic(topicId),
    ]);
    return { topic, ...questions, rules };
  }

  @MessagePattern(TemplatesRpc.queueStats.subject)
  queueStats() {
    return this.generation.stats();
  }

  @MessagePattern(TemplatesRpc.startDraft.subject)
  startDraft(@Payload() payload: unknown) {
    const { ownerId, anonymous, body } = parseOrThrow(TemplatesRpc.startDraft.request, payload);
    return this.drafts.start(ownerId, anonymous, body);
  }

  @MessagePattern(TemplatesRpc.readTitle.subject)
  readTitle(@Payload() payload: unknown) {
    const { title, description } = parseOrThrow(TemplatesRpc.readTitle.request, payload);
    return this.drafts.reading(title, description);
  }

  @MessagePattern(TemplatesRpc.getDraft.subject)
  getDraft(@Payload() payload: unknown) {
    const { ownerId, id } = parseOrThrow(TemplatesRpc.getDraft.request, payload);
    return this.drafts.get(ownerId, id);
  }

  /** Issue 19: a model's middle ground for a disputed question (agreements asks; names already replaced). */
  @MessagePattern(TemplatesRpc.draftProposal.subject)
  draftProposal(@Payload() payload: unknown) {
    return this.proposalDrafts.draft(parseOrThrow(TemplatesRpc.draftProposal.request, payload));
  }

  @MessagePattern(TemplatesRpc.proposalDraftStatus.subject)
  proposalDraftStatus() {
    return this.proposalDrafts.status();
  }
}
