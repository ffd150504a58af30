import type { SettledBy } from '@avtalt/contracts';

/**
 * How a point settled by a proposal everyone accepted (issue 19, docs/negotiation.md) is shown: on its row
 * of the comparison and on its question in the next round's question flow.
 */

/** On a row or question settled by a proposal: «Kompromiss fra runde 1» and «Erstatter: …». */
export function settledLines(
  settledBy: SettledBy | null | undefined,
): { title: string; replaces: string | null } | null {
  if (!settledBy) return null;
  return {
    title: `Kompromiss fra runde ${settledBy.round}`,
    replaces: settledBy.replacesText ? `Erstatter: ${settledBy.replacesText}` : null,
  };
}

/**
 * The question flow: «Dere ble enige om dette i runde 1: 15 000 kr» — the value all accepted (midpoint, answer),
 * or 'Ja' to a question that replaced the disputed one (library, model: the question is the proposal's text).
 */
export function flowSettledText(settledBy: SettledBy | null | undefined): string | null {
  if (!settledBy) return null;
  return `Dere ble enige om dette i runde ${settledBy.round}: ${settledBy.display ?? 'Ja'}`;
}

/**
 * 'Svarene i forrige runde' means nothing on a question that replaced the disputed one: nobody answered it
 * before (its history is the replaced question's). Shown on every other question.
 */
export function showsPreviousAnswers(settledBy: SettledBy | null | undefined): boolean {
  return !settledBy?.replacesQuestionId;
}
