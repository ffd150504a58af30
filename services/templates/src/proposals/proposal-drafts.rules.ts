import type { ProposalDraftRequest } from '@avtalt/contracts';

/** The longest a participant waits for a model draft, whatever LLM_TIMEOUT_MS says (the RPC allows 20 s). */
export const PROPOSAL_DRAFT_MAX_MS = 15_000;

/** The model's time limit for a proposal draft: LLM_TIMEOUT_MS, at most {@link PROPOSAL_DRAFT_MAX_MS}. */
export function proposalDraftTimeoutMs(llmTimeoutMs: number): number {
  return Math.min(llmTimeoutMs, PROPOSAL_DRAFT_MAX_MS);
}

/** Every string of a value (deep), for the privacy check. */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

/**
 * The second privacy check (the agreements service removes addresses first): true when any string of the
 * request holds an '@', which may be an e-mail address. Such a request is refused, never sent to a model.
 */
export function mayHoldEmail(request: ProposalDraftRequest): boolean {
  return strings(request).some((s) => s.includes('@'));
}

/**
 * The system prompt: a Ja/Nei question that meets both sides halfway, and the clause Ja produces. The
 * labels 'Part A', 'Part B' in the request are for the model's eyes only: a draft goes into the contract
 * as it comes, so it must say «partene» / «den ene parten» and never a label nor a name.
 */
export const PROPOSAL_SYSTEM_PROMPT =
  'Du hjelper partene i Avtalt, en tjeneste der folk blir enige om en avtale, med å finne et kompromiss. ' +
  'Partene har svart ulikt på et spørsmål. Foreslå ett nytt ja/nei-spørsmål på norsk bokmål som møter ' +
  'begge sider på halvveien, og avtaleteksten et Ja gir, som en hel setning i en juridisk avtale ' +
  '("Partene ..."). Svarene er merket "Part A", "Part B" bare for å skille dem: skriv aldri "Part A", ' +
  '"Part B" eller et navn i spørsmålet eller avtaleteksten, men "partene", "den ene parten" og ' +
  '"den andre parten". ' +
  'Svar bare med JSON etter skjemaet: {"text": spørsmålet, "clause": avtaleteksten}.';

/**
 * A party label as a word ('Part A', 'part AB'), also in the genitive ('Part As', 'Part A's'). The
 * letters must be capitals: 'hver part i saken' is Norwegian, not a label.
 */
const PARTY_LABEL = /(?<![\p{L}\p{N}])[Pp][Aa][Rr][Tt]\s+[A-Z]{1,2}(?:s|'s|’s|')?(?![\p{L}\p{N}])/u;

/**
 * True when a model's draft still names a party by its label ('Part A') — it would go into the signed
 * contract as it comes, where nobody is 'Part A'. Such a reply is refused as malformed.
 */
export function holdsPartyLabel(draft: { text: string; clause: string }): boolean {
  return PARTY_LABEL.test(draft.text) || PARTY_LABEL.test(draft.clause);
}

/** The user message: the topic, the question (its kind, options and clauses) and each side's answer. */
export function proposalUserPrompt(request: ProposalDraftRequest): string {
  const { question } = request;
  const lines = [
    `Avtale: ${request.topicTitle}`,
    `Spørsmål: ${question.text}`,
    `Svartype: ${question.type}${question.format ? ` (${question.format})` : ''}`,
  ];
  if (question.options?.length) lines.push(`Alternativer: ${question.options.join(' | ')}`);
  if (question.clauses.length) lines.push('Avtaletekster i dag:', ...question.clauses.map((c) => `- ${c}`));
  lines.push('Svarene:', ...request.answers.map((a) => `- ${a.party}: ${a.display}`));
  return lines.join('\n');
}
