import type { Caller, Comparison, ComparisonView } from '@avtalt/contracts';
import { runWithoutDeadline } from '@avtalt/service-kit';
import { createHash } from 'node:crypto';
import type { NegotiationRows } from '../negotiation/negotiation.rows';
import { derivedKey, derivedOf, type RoundSnapshot } from '../rounds/round-snapshot';

/** A comparison with the tag of its content. */
export interface TaggedComparison {
  etag: string;
  comparison: Comparison;
}

/**
 * Views kept per cached version: one per caller who asked. Callers beyond this many (visitors of a public
 * agreement, each with an id of their own) are computed each time rather than kept, so one version's
 * entry stays small whoever reads it.
 */
export const MAX_VIEWS_PER_VERSION = 256;

const VIEWS = derivedKey<Map<string, TaggedComparison>>('comparison views');
const NEGOTIATION = derivedKey<{ rows?: Promise<NegotiationRows> }>('negotiation rows');

/** The tag of a comparison's content: equal contents, equal tags; anything else differs in the tag. */
export function tagged(comparison: Comparison): TaggedComparison {
  const etag = createHash('sha256').update(JSON.stringify(comparison)).digest('base64url').slice(0, 27);
  return { etag, comparison };
}

/**
 * The caller's comparison of one cached version, built once per caller, version and `modelDrafts` (whether
 * a language model drafts proposals, which the comparison offers). The comparison depends on nothing else:
 * every row it reads, the negotiation's too, moves the version when it changes.
 */
export function keptView(
  round: RoundSnapshot,
  caller: Caller,
  modelDrafts: boolean,
  build: () => Comparison,
): TaggedComparison {
  const views = derivedOf(round, VIEWS, () => new Map<string, TaggedComparison>());
  const key = `${caller.id}\n${caller.anonymous}\n${caller.name}\n${modelDrafts}`;
  const kept = views.get(key);
  if (kept) return kept;
  const view = tagged(build());
  if (views.size < MAX_VIEWS_PER_VERSION) views.set(key, view);
  return view;
}

/** The reply: only the tag when the caller already holds this content. */
export function viewReply(view: TaggedComparison, known: string | undefined): ComparisonView {
  return known === view.etag ? { etag: view.etag, unchanged: true } : view;
}

/**
 * The negotiation rows of one cached version, read once and shared by its readers (not bound to the first
 * one's deadline). Read after the version was: at least as new as it, like the rows a read is served. A
 * failed read is not kept.
 */
export function keptNegotiation(
  round: RoundSnapshot,
  load: () => Promise<NegotiationRows>,
): Promise<NegotiationRows> {
  const kept = derivedOf(round, NEGOTIATION, (): { rows?: Promise<NegotiationRows> } => ({}));
  if (!kept.rows) {
    const rows = runWithoutDeadline(load);
    kept.rows = rows;
    rows.catch(() => {
      if (kept.rows === rows) kept.rows = undefined;
    });
  }
  return kept.rows;
}
