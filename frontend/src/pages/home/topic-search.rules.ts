import type { Topic } from '@avtalt/contracts';
import type { TFunction } from 'i18next';

type SearchableTopic = Pick<Topic, 'id' | 'title' | 'description'>;

/** The search term as it is matched: trimmed; an empty result means "not searching". */
export function normaliseSearch(term: string): string {
  return term.trim();
}

export function isSearching(term: string): boolean {
  return normaliseSearch(term) !== '';
}

/** Spec §2: a topic matches when its title or description contains the term, ignoring case. */
export function filterTopics<T extends SearchableTopic>(topics: readonly T[], term: string): T[] {
  const needle = normaliseSearch(term).toLocaleLowerCase('nb');
  if (needle === '') return [...topics];
  return topics.filter(
    (topic) =>
      topic.title.toLocaleLowerCase('nb').includes(needle) ||
      (topic.description ?? '').toLocaleLowerCase('nb').includes(needle),
  );
}

/** The heading of the list: 'Alle temaer', or 'Søkeresultater for "{term}"' while searching. */
export function topicListTitle(term: string, t: TFunction): string {
  const trimmed = normaliseSearch(term);
  return trimmed === '' ? t('home.picker.allTopics') : t('home.picker.searchResults', { term: trimmed });
}

/**
 * The topic 'Lag ny avtale' uses: the selected one, else the first featured, else the first of all
 * topics; null when there is none to use.
 */
export function topicForNewAgreement<T extends SearchableTopic>(
  selectedId: string | null,
  featured: readonly T[] | undefined,
  all: readonly T[] | undefined,
): T | null {
  if (selectedId) {
    const selected = all?.find((t) => t.id === selectedId) ?? featured?.find((t) => t.id === selectedId);
    if (selected) return selected;
  }
  return featured?.[0] ?? all?.[0] ?? null;
}
