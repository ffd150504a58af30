/** NATS subjects of the templates service. Each subject string appears only here. */
export const TemplatesSubjects = {
  listTopics: 'templates.topics.list.v1',
  listPublicTopics: 'templates.topics.list-public.v1',
  listFeaturedTopics: 'templates.topics.list-featured.v1',
  getTopic: 'templates.topics.get.v1',
  createTopic: 'templates.topics.create.v1',
  updateTopic: 'templates.topics.update.v1',
  deleteTopic: 'templates.topics.delete.v1',
  listTemplates: 'templates.templates.list.v1',
  createTemplate: 'templates.templates.create.v1',
  updateTemplate: 'templates.templates.update.v1',
  deleteTemplate: 'templates.templates.delete.v1',
  reorderTemplates: 'templates.templates.reorder.v1',
  listRules: 'templates.rules.list.v1',
  createRule: 'templates.rules.create.v1',
  updateRule: 'templates.rules.update.v1',
  deleteRule: 'templates.rules.delete.v1',
  /** Starts a job that replaces a topic's questions with generated ones (admin). */
  startRegeneration: 'templates.questions.regenerate.v1',
  /** Where such a job stands. */
  regenerationStatus: 'templates.questions.regeneration-status.v1',
  /** The questions and rules of a topic as an agreement copies them (agreements issue). */
  topicQuestionnaire: 'templates.topics.questionnaire.v1',
  /** Starts a question draft for a custom topic: a generation job whose result is stored. */
  startDraft: 'templates.drafts.start.v1',
  /** A question draft, for its owner only. */
  getDraft: 'templates.drafts.get.v1',
  /** How a custom topic's title is read: the kinds of agreement and the object (while it is typed). */
  readTitle: 'templates.drafts.read-title.v1',
  /** Issue 19: a language model drafts a middle ground for a disputed question (agreements asks). */
  draftProposal: 'templates.proposals.draft.v1',
  /** Issue 19: whether a language model is configured for drafts. */
  proposalDraftStatus: 'templates.proposals.status.v1',
  /** Issue 33: a seeded topic's catalogue update: whether one is offered and what it changes (admin). */
  catalogueUpdate: 'templates.catalogue-updates.get.v1',
  /** Issue 33: replaces a seeded topic's content with the catalogue's version (admin). */
  takeCatalogueUpdate: 'templates.catalogue-updates.take.v1',
  /** Issue 33: keeps a seeded topic's content; no notice until the catalogue changes again (admin). */
  keepCatalogueVersion: 'templates.catalogue-updates.keep.v1',
  /** BullMQ job counts of the generation queue (operators). */
  queueStats: 'templates.queue.stats.v1',
  health: 'templates.health.v1',
} as const;
