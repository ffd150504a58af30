import {
  type Actor,
  DEFAULT_TOPIC_DOCUMENT,
  ErrorCode,
  TemplateMessages,
  type TopicDocument,
} from '@avtalt/contracts';

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
  return {
    allowed: false,
    code: ErrorCode.RateLimited,
    message: TemplateMessages.topicsPerDay.replace('{n}', String(perDay)),
  };
}

/**
 * Whether a topic is listed for everyone ('Alle temaer', 'Populære temaer'): public and with at least
 * one question. Only admins add questions (admin spec §6), so a topic a user publishes is listed once an
 * admin has given it questions; until then admins see it in /admin with its question count (0).
 */
export function isListed(topic: { isPublic: boolean }, questionCount: number): boolean {
  return topic.isPublic && questionCount > 0;
}

/**
 * The document settings to store for a topic (docs/legal-document.md): blank texts are none (the general
 * default), and settings that are all defaults are stored as null, which the contract reads as the
 * defaults. `undefined` (left out of an update) stays undefined: the stored settings stand. Signing notes
 * (issue 31) are kept as given: a list, even an empty one, is a choice and makes the settings not default
 * (so the seeder, which fills only documents without the key, never brings back notes an admin removed).
 */
export function normaliseTopicDocument(
  document: TopicDocument | null | undefined,
): TopicDocument | null | undefined {
  if (document === undefined || document === null) return document;
  const normalised: TopicDocument = {
    kind: document.kind,
    heading: document.heading?.trim() || null,
    termClause: document.termClause?.trim() || null,
    disputeClause: document.disputeClause?.trim() || null,
    ...(document.signingNotes !== undefined ? { signingNotes: document.signingNotes } : {}),
    ...(document.obligations !== undefined ? { obligations: document.obligations } : {}),
  };
  const isDefault =
    document.signingNotes === undefined &&
    document.obligations === undefined &&
    (Object.keys(DEFAULT_TOPIC_DOCUMENT) as (keyof TopicDocument)[]).every(
      (k) => normalised[k] === DEFAULT_TOPIC_DOCUMENT[k],
    );
  return isDefault ? null : normalised;
}

/**
 * The settings an update stores (issue 31): the update's, normalised, with the stored signing notes and
 * obligation rules kept when the update leaves them out — the admin topic editor edits kind, heading and clauses only, so saving
 * it must not drop the notes the catalogue gave the topic. `undefined`: the stored settings stand.
 */
export function updatedTopicDocument(
  next: TopicDocument | null | undefined,
  stored: TopicDocument | null,
): TopicDocument | null | undefined {
  if (next === undefined) return undefined;
  // The obligation rules (docs/obligations.md) are the catalogue's as the notes are: kept when left out.
  const kept = {
    ...(stored?.signingNotes !== undefined && next?.signingNotes === undefined
      ? { signingNotes: stored.signingNotes }
      : {}),
    ...(stored?.obligations !== undefined && next?.obligations === undefined
      ? { obligations: stored.obligations }
      : {}),
  };
  if (Object.keys(kept).length === 0) return normaliseTopicDocument(next);
  return normaliseTopicDocument({ ...(next ?? DEFAULT_TOPIC_DOCUMENT), ...kept });
}

/**
 * The document settings a new topic gets. Only admins set them: a user publishing a custom topic gets
 * the defaults, and settings in the user's body are ignored, as `featured` is (docs/legal-document.md,
 * "Who sets the document"). The user's dialog never sends them; a body that does is not an error a user
 * could correct.
 */
export function newTopicDocument(
  actor: Actor,
  document: TopicDocument | null | undefined,
): TopicDocument | null {
  return actor.isAdmin ? (normaliseTopicDocument(document) ?? null) : null;
}
