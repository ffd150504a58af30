import type { SettledBy } from '@avtalt/contracts';
import { libT, type LibT } from './texts';

/**
 * How a point settled by a proposal everyone accepted (issue 19, docs/negotiation.md) is shown: on its row
 * of the comparison and on its question in the next round's question flow. The texts are lib's (`t`, last
 * parameter: by default in the language in use); the replaced question's text and the value are as written.
 */

/**
 * On a row or question settled by a proposal: «Kompromiss fra runde 1», «Erstatter: …», and «Forslag laget med
 * KI» when a language model drafted it (docs/negotiation.md, «Model drafts»).
 */
export function settledLines(
  settledBy: SettledBy | null | undefined,
  t: LibT = libT,
): { title: string; replaces: string | null; ai: string | null } | null {
  if (!settledBy) return null;
  return {
    title: t('settled.compromise', { round: settledBy.round }),
    replaces: settledBy.replacesText ? t('settled.replaces', { text: settledBy.replacesText }) : null,
    ai: aiLabel(settledBy, t),
  };
}

/** «Forslag laget med KI» for what a language model drafted, else null. */
export const aiLabel = (settledBy: Pick<SettledBy, 'source'>, t: LibT = libT): string | null =>
  settledBy.source === 'model' ? t('settled.ai') : null;

/**
 * The question flow: «Dere ble enige om dette i runde 1: 15 000 kr» — the value all accepted (midpoint, answer),
 * or 'Ja' to a question that replaced the disputed one (library, model: the question is the proposal's text).
 */
export function flowSettledText(settledBy: SettledBy | null | undefined, t: LibT = libT): string | null {
  if (!settledBy) return null;
  return t('settled.agreedInRound', { round: settledBy.round, value: settledBy.display ?? t('settled.yes') });
}

/**
 * 'Svarene i forrige runde' means nothing on a question that replaced the disputed one: nobody answered it
 * before (its history is the replaced question's). Shown on every other question.
 */
export function showsPreviousAnswers(settledBy: SettledBy | null | undefined): boolean {
  return !settledBy?.replacesQuestionId;
}
