import { type Actor, ErrorCode, TemplateMessages } from '@avtalt/contracts';

/** The window the per-user limit on public topics counts in (a rolling day). */
export const TOPIC_LIMIT_WINDOW_MS = 24 * 60 * 60 * 1000;

export type TopicDecision = { allowed: true } | { allowed: false; code: ErrorCode; message: string };

/**
 * Whether `actor` may publish one more topic (security review F13). Admins build the catalogue and are
 * not limited; a user may publish `perDay` topics in {@link TOPIC_LIMIT_WINDOW_MS}, counting the ones
 * they created in that window that still exist.
 */
export function canPublishTopic(actor: Actor, createdInWindow: number, perDay: number): TopicDecision {
  if (actor.isAdmin || createdInWindow < perDay) return { allowed: true };
  return { allowed: false, code: ErrorCode.RateLimited, message: TemplateMessages.topicsPerDay.replace('{n}', String(perDay)) };
}

/**
 * Whether a topic is listed for everyone ('Alle temaer', 'Populære temaer'): public and with at least
 * one question. Only admins add questions (admin spec §6), so a topic a user publishes is listed once an
 * admin has given it questions; until then admins see it in /admin with its question count (0).
 */
export function isListed(topic: { isPublic: boolean }, questionCount: number): boolean {
  return topic.isPublic && questionCount > 0;
}
