/**
 * Every query key of the app. The first element is the URL the default query function fetches
 * (see query-client.ts), so a key both names the data and says where it comes from.
 */
export const queryKeys = {
  user: ['/api/auth/user'] as const,
  adminCheck: ['/api/admin/check'] as const,
  adminTopics: ['/api/admin/topics'] as const,
  /** The question templates of a topic, sorted by order. */
  topicTemplates: (topicId: string) => [`/api/admin/topics/${topicId}/templates`] as const,
  /** Every logic rule of a topic (the logic tester). */
  topicLogic: (topicId: string) => [`/api/admin/topics/${topicId}/logic`] as const,
  /** The logic rules governing one question template (the logic manager). */
  templateLogic: (templateId: string) => [`/api/admin/templates/${templateId}/logic`] as const,
  /** The public topic catalogue (front page). */
  topics: ['/api/topics'] as const,
  featuredTopics: ['/api/topics/featured'] as const,
  agreement: (id: string) => [`/api/agreements/${id}`] as const,
  /** The caller's questions in the agreement's current round. */
  agreementQuestions: (id: string) => [`/api/agreements/${id}/questions`] as const,
  comparison: (id: string) => [`/api/agreements/${id}/comparison`] as const,
  /** The legal text of one variant ('partial' or 'protocol'; 'full' when the agreement lacks it). */
  legalText: (id: string, variant: 'full' | 'partial' | 'protocol') =>
    [`/api/agreements/${id}/legal-text?variant=${variant}`] as const,
  /** Who has signed an agreement, and what the caller may do (issue 18). */
  signatures: (id: string) => [`/api/agreements/${id}/signatures`] as const,
  /** A signed agreement's payment schedule and what the parties recorded of it (docs/obligations.md). */
  obligations: (id: string) => [`/api/agreements/${id}/obligations`] as const,
  /** When a signed agreement is to be looked at again (docs/reviews.md). */
  review: (id: string) => [`/api/agreements/${id}/review`] as const,
  /** How a custom topic's title and description read (asked with POST while they are typed). */
  titleReading: (title: string, description: string) =>
    ['/api/question-drafts/reading', title, description] as const,
  activeAgreements: ['/api/agreements/active'] as const,
  completedAgreements: ['/api/agreements/completed'] as const,
};
