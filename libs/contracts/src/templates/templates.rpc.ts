import { z } from 'zod';
import { queueStatsSchema } from '../common/health.schema';
import { defineRpc, deletedReplySchema, healthRpc } from '../common/rpc';
import { logicRuleSchema } from './logic-rules.schema';
import { questionTemplateSchema } from './question-templates.schema';
import {
  createRuleMessageSchema,
  createTemplateMessageSchema,
  createTopicMessageSchema,
  generateMessageSchema,
  idMessageSchema,
  reorderMessageSchema,
  templateIdMessageSchema,
  topicIdMessageSchema,
  updateRuleMessageSchema,
  updateTemplateMessageSchema,
  updateTopicMessageSchema,
} from './template-messages.schema';
import { topicSchema } from './templates.schema';
import {
  questionDraftMessageSchema,
  questionDraftSchema,
  regenerationStartedSchema,
  regenerationStatusMessageSchema,
  regenerationStatusSchema,
  startQuestionDraftMessageSchema,
  titleReadingBodySchema,
} from './question-drafts.schema';
import { titleReadingSchema } from './agreement-kinds.schema';
import {
  proposalDraftRequestSchema,
  proposalDraftSchema,
  proposalDraftStatusSchema,
} from './proposal-drafts.schema';
import { TemplatesSubjects as S } from './templates.subjects';
import {
  catalogueUpdateDecisionMessageSchema,
  catalogueUpdateMessageSchema,
  catalogueUpdateSchema,
} from './catalogue-updates.schema';

import { questionTranslationsSchema, topicTranslationsSchema } from '../agreements/agreement-language.schema';

const none = z.strictObject({});
const topics = z.array(topicSchema);

/**
 * Every request-reply message of the templates service: subject, request, reply and time limit. All use
 * the normal limit: question generation (which may wait for a language model) runs as a job that is
 * started by one message and asked about by another, never inside a request (docs/long-work-as-jobs.md).
 * One exception, `draftProposal` (issue 19): one short completion the participant waits for on the page,
 * capped at 20 s, never retried, failing with a message (docs/negotiation.md says why it is not a job).
 */
export const TemplatesRpc = {
  listTopics: defineRpc(S.listTopics, none, topics),
  listPublicTopics: defineRpc(S.listPublicTopics, none, topics),
  listFeaturedTopics: defineRpc(S.listFeaturedTopics, none, topics),
  getTopic: defineRpc(S.getTopic, idMessageSchema, topicSchema),
  createTopic: defineRpc(S.createTopic, createTopicMessageSchema, topicSchema),
  updateTopic: defineRpc(S.updateTopic, updateTopicMessageSchema, topicSchema),
  deleteTopic: defineRpc(S.deleteTopic, idMessageSchema, deletedReplySchema),
  listTemplates: defineRpc(S.listTemplates, topicIdMessageSchema, z.array(questionTemplateSchema)),
  createTemplate: defineRpc(S.createTemplate, createTemplateMessageSchema, questionTemplateSchema),
  updateTemplate: defineRpc(S.updateTemplate, updateTemplateMessageSchema, questionTemplateSchema),
  deleteTemplate: defineRpc(S.deleteTemplate, idMessageSchema, deletedReplySchema),
  reorderTemplates: defineRpc(S.reorderTemplates, reorderMessageSchema, z.array(questionTemplateSchema)),
  /** The rules of a topic (`{topicId}`) or of one question template (`{templateId}`). */
  listRules: defineRpc(
    S.listRules,
    z.union([topicIdMessageSchema, templateIdMessageSchema]),
    z.array(logicRuleSchema),
  ),
  createRule: defineRpc(S.createRule, createRuleMessageSchema, logicRuleSchema),
  updateRule: defineRpc(S.updateRule, updateRuleMessageSchema, logicRuleSchema),
  deleteRule: defineRpc(S.deleteRule, idMessageSchema, deletedReplySchema),
  catalogueUpdate: defineRpc(S.catalogueUpdate, catalogueUpdateMessageSchema, catalogueUpdateSchema),
  takeCatalogueUpdate: defineRpc(
    S.takeCatalogueUpdate,
    catalogueUpdateDecisionMessageSchema,
    catalogueUpdateSchema,
  ),
  keepCatalogueVersion: defineRpc(
    S.keepCatalogueVersion,
    catalogueUpdateDecisionMessageSchema,
    catalogueUpdateSchema,
  ),
  startRegeneration: defineRpc(S.startRegeneration, generateMessageSchema, regenerationStartedSchema),
  regenerationStatus: defineRpc(
    S.regenerationStatus,
    regenerationStatusMessageSchema,
    regenerationStatusSchema,
  ),
  topicQuestionnaire: defineRpc(
    S.topicQuestionnaire,
    topicIdMessageSchema,
    z.object({
      topic: topicSchema,
      // A catalogue topic's nynorsk and English, for the questions whose bokmål is the catalogue's (docs/languages.md).
      templates: z.array(
        questionTemplateSchema.extend({ translations: questionTranslationsSchema.optional() }),
      ),
      rules: z.array(logicRuleSchema),
      translations: topicTranslationsSchema.optional(),
    }),
  ),
  startDraft: defineRpc(S.startDraft, startQuestionDraftMessageSchema, questionDraftSchema),
  getDraft: defineRpc(S.getDraft, questionDraftMessageSchema, questionDraftSchema),
  readTitle: defineRpc(S.readTitle, titleReadingBodySchema, titleReadingSchema),
  queueStats: defineRpc(S.queueStats, none, queueStatsSchema),
  /** Waits for the model (at most 15 s, then UpstreamFailed); ModelUnavailable when LLM_BASE_URL is unset. */
  draftProposal: defineRpc(S.draftProposal, proposalDraftRequestSchema, proposalDraftSchema, 20_000),
  proposalDraftStatus: defineRpc(S.proposalDraftStatus, none, proposalDraftStatusSchema),
  health: healthRpc(S.health),
} as const;
