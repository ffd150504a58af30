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

/** A comparison with the tag of its content, and the length of its JSON. */
interface KeptView extends TaggedComparison {
  jsonLength: number;
}

/** Roughly what a parsed comparison occupies per byte of its JSON (measured: ~3×). */
const OBJECT_BYTES_PER_JSON_BYTE = 3;

/** Megabytes of comparisons a process keeps (each caller's, of each version): the default of ComparisonViewCache. */
export const VIEW_CACHE_MB = 64;

const NEGOTIATION = derivedKey<{ rows?: Promise<NegotiationRows> }>('negotiation rows');

function kept(comparison: Comparison): KeptView {
  const json = JSON.stringify(comparison);
  const etag = createHash('sha256').update(json).digest('base64url').slice(0, 27);
  return { etag, comparison, jsonLength: json.length };
}

/** The tag of a comparison's content: equal contents, equal tags; anything else differs in the tag. */
export function tagged(comparison: Comparison): TaggedComparison {
  const { etag } = kept(comparison);
  return { etag, comparison };
}

/**
 * Each caller's comparison of each agreement version, built once and kept while the process's budget of
 * bytes allows (least recently used out first; a version nobody reads any more ages out). The key is the
 * version, the caller and `modelDrafts` (whether a language model drafts proposals, which the comparison
 * offers): the comparison depends on nothing else, as every row it reads, the negotiation's too, moves the
 * version when it changes.
 */
export class ComparisonViewCache {
  private readonly views = new Map<string, KeptView>();
  private bytes = 0;

  constructor(private readonly maxBytes = VIEW_CACHE_MB * 1024 * 1024) {}

  view(
    agreementId: string,
    version: string,
    caller: Caller,
    modelDrafts: boolean,
    build: () => Comparison,
  ): TaggedComparison {
    const key = `${agreementId}\n${version}\n${caller.id}\n${caller.anonymous}\n${caller.name}\n${modelDrafts}`;
    const hit = this.views.get(key);
    if (hit) {
      this.views.delete(key);
      this.views.set(key, hit);
      return hit;
    }
    const view = kept(build());
    const cost = costOf(view);
    if (cost <= this.maxBytes) {
      this.views.set(key, view);
      this.bytes += cost;
      for (const [oldest, entry] of this.views) {
        if (this.bytes <= this.maxBytes) break;
        this.views.delete(oldest);
        this.bytes -= costOf(entry);
      }
    }
    return view;
  }

  /** Views kept, and the bytes they are counted as. */
  size(): { views: number; bytes: number } {
    return { views: this.views.size, bytes: this.bytes };
  }
}

const costOf = (view: KeptView) => view.jsonLength * (1 + OBJECT_BYTES_PER_JSON_BYTE);

/** The reply: only the tag when the caller already holds this content. */
export function viewReply(view: TaggedComparison, known: string | undefined): ComparisonView {
  return known === view.etag
    ? { etag: view.etag, unchanged: true }
    : { etag: view.etag, comparison: view.comparison };
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
