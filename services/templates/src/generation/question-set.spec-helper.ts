/**
 * The checks every generated set passes, whichever generator made it (the offline one or a model): each
 * question valid by the contract, clauses as sentences with `{{svar}}` only where a value goes, no question
 * twice, and no two questions whose clauses say the same or the opposite of each other word for word.
 * Test code only. What a check on words cannot see (two clauses that contradict in meaning) is read by a
 * person (docs/question-generation.md).
 */
import { generatedQuestionSchema, type GeneratedQuestion } from '@avtalt/contracts';

/** Every clause a generated question can print, whatever its type. */
export const clausesOf = (q: GeneratedQuestion): string[] =>
  [q.clauseYes, q.clauseNo, q.clauseTemplate, ...(q.optionClauses ?? [])].filter(
    (c): c is string => typeof c === 'string',
  );

const norm = (text: string) => text.toLowerCase().replace(/\s+/g, ' ').trim();

/** What is wrong with a set (empty when nothing is). */
export function setProblems(questions: readonly GeneratedQuestion[]): string[] {
  const problems: string[] = [];
  const texts = new Set<string>();
  const clauseOwner = new Map<string, number>();
  questions.forEach((q, index) => {
    const parsed = generatedQuestionSchema.safeParse(q);
    if (!parsed.success) problems.push(`«${q.text}»: ${parsed.error.issues[0]?.message}`);
    if (!/^[A-ZÆØÅ«].*\?$/u.test(q.text.trim())) problems.push(`«${q.text}» is not a question`);
    if (texts.has(norm(q.text))) problems.push(`«${q.text}» twice`);
    texts.add(norm(q.text));
    if (!q.section?.trim()) problems.push(`«${q.text}» has no section`);
    for (const clause of clausesOf(q)) {
      if (!/[.!]$/.test(clause.trim())) problems.push(`«${clause}» is not a sentence`);
      const isTemplate = clause === q.clauseTemplate;
      if (isTemplate !== /\{\{\s*svar\s*\}\}/.test(clause)) problems.push(`«${clause}»: {{svar}} misplaced`);
      if (/\{(?!\{\s*svar)/.test(clause.replace(/\{\{\s*svar\s*\}\}/g, '')))
        problems.push(`«${clause}»: a blank left`);
      const owner = clauseOwner.get(norm(clause));
      if (owner !== undefined && owner !== index) problems.push(`«${clause}» printed by two questions`);
      clauseOwner.set(norm(clause), index);
    }
    for (const c of q.conditions ?? [])
      if (c.question >= index) problems.push(`«${q.text}» follows a later question`);
  });
  return problems;
}

/** Whether a set asks for a value or a choice (not only Ja/Nei). */
export const isTyped = (questions: readonly GeneratedQuestion[]): boolean =>
  questions.some((q) => (q.type ?? 'yes_no') !== 'yes_no');
