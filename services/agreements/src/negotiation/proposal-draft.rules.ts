/**
 * The request a language model gets for a draft (issue 19, docs/negotiation.md): never a name nor an
 * e-mail address. Pure, so what leaves the service is tested without a model.
 */
import type { ProposalDraftRequest } from '@avtalt/contracts';
import { formatOf } from '@avtalt/logic';
import type { QuestionRow } from '../agreements/agreement.rows';

/** 'Part A', 'Part B' … 'Part Z', 'Part AA' … for the participants in join order. */
export function partyLabel(index: number): string {
  const letter = (n: number) => String.fromCharCode(65 + n);
  return `Part ${index < 26 ? letter(index) : letter(Math.floor(index / 26) - 1) + letter(index % 26)}`;
}

const EMAIL = /[^\s@<>()[\]",;:]+@[^\s@<>()[\]",;:]+/g;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** What stands for a name that is not one of the answering parties (a removed participant, an initiator who does not take part). */
export const OTHER_PERSON_LABEL = 'en annen person';

/**
 * What may follow a name and still be that name: the genitive ('Annes', 'Anne\'s', 'Anne’s', 'Hans\'').
 * The label keeps it as written: 'Annes bil' → 'Part As bil'.
 */
const POSSESSIVE = "(s|'s|’s|')?";

/**
 * Replaces every name — the full name, and each part of it of two letters or more — with its label,
 * whole words only (a following genitive s / 's / ’s / ' kept after the label), and removes e-mail
 * addresses. Parts of three letters or more match in any case; two-letter parts ('Bo', 'Ea') only as
 * written in the name, so the verb 'bo' stays while 'Bo' is replaced. Longer names first, so
 * 'Anne Marie Olsen' becomes one label, not 'Part A Part A'.
 */
export function scrub(text: string, names: readonly { name: string; label: string }[]): string {
  const patterns: { part: string; label: string }[] = [];
  for (const { name, label } of names) {
    const full = name.trim();
    if (full.length > 0) patterns.push({ part: full, label });
    // 'Anne-Marie' as a whole and 'Anne', 'Marie' alone.
    for (const part of new Set([...full.split(/\s+/), ...full.split(/[\s-]+/)]))
      if (part.length >= 2) patterns.push({ part, label });
  }
  patterns.sort((a, b) => b.part.length - a.part.length);
  let result = text.replace(EMAIL, '');
  for (const { part, label } of patterns) {
    const flags = part.length > 2 ? 'giu' : 'gu';
    const pattern = new RegExp(`(?<![\\p{L}\\p{N}])${escape(part)}${POSSESSIVE}(?![\\p{L}\\p{N}])`, flags);
    result = result.replace(pattern, (_match, suffix: string | undefined) => label + (suffix ?? ''));
  }
  return result.replace(/[ \t]{2,}/g, ' ').trim();
}

/** The clauses a question's answers produce, as people read them (Ja/Nei clauses, option clauses, the template). */
function clausesOf(q: QuestionRow): string[] {
  const all = [q.clauseYes, q.clauseNo, ...(q.optionClauses ?? []), q.clauseTemplate];
  return all.filter((c): c is string => typeof c === 'string' && c.trim().length > 0);
}

/**
 * The draft request for a disputed question: the title, the question and its clauses, and each answer
 * under its participant's label — every string scrubbed of every participant's name, of every other
 * name in `otherNames` (every other participant row, removed ones too, and the initiator: 'en annen
 * person' unless it is one of the participants' names) and of e-mail addresses. `participants` and
 * `answers` are in join order, as displayed.
 */
export function proposalDraftRequest(
  title: string,
  q: QuestionRow,
  participants: readonly { name: string }[],
  answers: readonly { participantIndex: number; display: string }[],
  otherNames: readonly string[] = [],
): ProposalDraftRequest {
  const labelled = participants.map((p, i) => ({ name: p.name, label: partyLabel(i) }));
  const known = new Set(labelled.map((n) => n.name.trim().toLowerCase()));
  const others = otherNames
    .filter((n) => !known.has(n.trim().toLowerCase()))
    .map((name) => ({ name, label: OTHER_PERSON_LABEL }));
  const names = [...labelled, ...others];
  const clean = (text: string, max: number) => scrub(text, names).slice(0, max);
  return {
    topicTitle: clean(title, 300),
    question: {
      text: clean(q.text, 500),
      type: q.type,
      options: q.type === 'multiple_choice' ? (q.options ?? []).slice(0, 50).map((o) => clean(o, 200)) : null,
      format: q.type === 'free_text' ? (formatOf(q) ?? 'text') : null,
      clauses: clausesOf(q)
        .slice(0, 50)
        .map((c) => clean(c, 2000)),
    },
    answers: answers
      .slice(0, 50)
      .map((a) => ({ party: partyLabel(a.participantIndex), display: clean(a.display, 1000) })),
  };
}
