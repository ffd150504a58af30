import { type AuditEntry, type ErasureAgreement, FORMER_PARTICIPANT } from '@avtalt/contracts';
import { type AuditDraft, chainAudit, type MacContext } from '../signing/audit.rules';

/*
 * What deleting an account does to each agreement the person is in (docs/data-rights.md), and the retention
 * of a signed one. Pure: the erasure repository and the writer apply it.
 */

/** What is known of an agreement when its fate is decided (read under its row lock). */
export interface ErasureFacts {
  status: string;
  /** Another account or visitor has a participant row (answered, or joined and was removed). */
  othersTookPart: boolean;
}

/**
 * `deleted` when nobody else took part (its drafts and answers are the person's alone), `kept` when it is
 * signed (it is the other parties' evidence: GDPR art. 17(3)(e)), else `anonymised`: the person becomes
 * «Tidligere deltaker» in it.
 */
export function erasureOutcome(facts: ErasureFacts): ErasureAgreement['outcome'] {
  if (!facts.othersTookPart) return 'deleted';
  return facts.status === 'signed' ? 'kept' : 'anonymised';
}

/** Details that tie an entry to the person's client, mailbox or eID and prove nothing once they are gone. */
const PERSONAL_DETAILS = ['clientDigest', 'codeSentTo', 'eidClaimsSha256', 'eidBirthDateVerified'] as const;

/** Names worth looking for inside texts: one or two letters would match words that are not names. */
const searchable = (names: readonly string[]): string[] =>
  [...new Set(names.map((n) => n.trim()).filter((n) => n.length > 2))].sort((a, b) => b.length - a.length);

/** The text with every occurrence of the names replaced by «Tidligere deltaker». */
export function withoutNames(text: string, names: readonly string[]): string {
  let out = text;
  for (const name of searchable(names)) out = out.split(name).join(FORMER_PARTICIPANT);
  return out;
}

/**
 * The trail of an agreement that is not signed, without the person (an entry they made says «Tidligere
 * deltaker», their name in others' entries too, and what tied an entry to their client or mailbox is gone),
 * chained and MACed again from its first entry; then `signatures-voided` when signatures counted, and one
 * `party-erased` entry naming the head the rewritten trail replaced. A signed agreement's trail is never given here: it is kept as it is.
 */
export function redactedTrail(
  entries: readonly AuditEntry[],
  names: readonly string[],
  erasure: { at: Date; voided: number },
  mac: MacContext,
): { entries: AuditEntry[]; changed: number } {
  const all = new Set(names);
  let changed = 0;
  const drafts: AuditDraft[] = entries.map((entry) => {
    const own = entry.actorName !== null && all.has(entry.actorName);
    const details: AuditDraft['details'] = {};
    for (const [key, value] of Object.entries(entry.details)) {
      if (own && (PERSONAL_DETAILS as readonly string[]).includes(key)) details[key] = null;
      else details[key] = typeof value === 'string' ? withoutNames(value, names) : value;
    }
    const draft: AuditDraft = {
      kind: entry.kind,
      occurredAt: entry.occurredAt,
      actorName: own ? FORMER_PARTICIPANT : entry.actorName,
      round: entry.round,
      details,
    };
    if (own || JSON.stringify(details) !== JSON.stringify(entry.details)) changed += 1;
    return draft;
  });
  const head = entries[entries.length - 1];
  const occurredAt = erasure.at.toISOString();
  // The text named them: the signatures that counted are void, as the trail must say (the signing checks).
  if (erasure.voided > 0)
    drafts.push({
      kind: 'signatures-voided',
      occurredAt,
      actorName: null,
      round: null,
      details: { voided: erasure.voided, clientDigest: null },
    });
  drafts.push({
    kind: 'party-erased',
    occurredAt,
    actorName: null,
    round: null,
    details: { replacedHead: head?.hash ?? null, replacedSeq: head?.seq ?? null, entriesChanged: changed },
  });
  return { entries: chainAudit(null, drafts, mac), changed };
}

/** What forgetting a person did in one agreement (counts per table, never the rows). */
export interface ErasedIn {
  outcome: ErasureAgreement['outcome'];
  counts: Record<string, number>;
  /** It was open and they were removed from the current round: its status is decided again. */
  reopened: boolean;
}
