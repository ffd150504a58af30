import type { Topic } from '@avtalt/contracts';
import type { ToastOptions } from '../../../components/toast/toast-context';

type SearchableTopic = Pick<Topic, 'title'>;
type ListedTopic = Pick<Topic, 'title' | 'featured' | 'isPublic' | 'questionCount'>;

/**
 * The topics whose title holds the search term ('Søk etter tema' in the topic list and the logic tester),
 * ignoring case and surrounding spaces; every topic for an empty term. Only the title: the admin looks a
 * topic up by the name the list shows.
 */
export function topicsMatching<T extends SearchableTopic>(topics: readonly T[], term: string): T[] {
  const needle = term.trim().toLocaleLowerCase('nb');
  if (needle === '') return [...topics];
  return topics.filter((topic) => topic.title.toLocaleLowerCase('nb').includes(needle));
}

/** The count beside the list's heading: all topics, or how many of them the search leaves. */
export function topicCountText(shown: number, total: number, searching: boolean): string {
  if (searching) return `Viser ${shown} av ${total}`;
  return total === 1 ? '1 tema' : `${total} temaer`;
}

/**
 * Why a topic is not where an admin may expect it, or null. The public lists ('Populære temaer' and 'Alle
 * temaer') hold only public topics with at least one question (`isListed` in the templates service,
 * docs/public-topics.md), so a featured topic without questions is on neither until it gets one. A topic
 * whose count is not known (an older server) gets no note.
 */
export function visibilityNote(topic: ListedTopic): string | null {
  if (!topic.isPublic) return topic.featured ? 'Ikke på forsiden: temaet er ikke offentlig.' : null;
  if (topic.questionCount !== 0) return null;
  return topic.featured
    ? 'Ikke på forsiden ennå: temaet vises der når det har fått spørsmål.'
    : 'Ikke synlig for brukerne ennå: temaet vises når det har fått spørsmål.';
}

/** The toast after 'Feature' / 'Unfeature' of `topic` (its state before the click). */
export function featureToast(topic: ListedTopic): ToastOptions {
  if (topic.featured)
    return { title: 'Tema ikke lenger fremhevet', description: topic.title, variant: 'success' };
  if (topic.isPublic && topic.questionCount === 0) {
    return {
      title: 'Tema fremhevet',
      description: `«${topic.title}» vises på forsiden når det har fått spørsmål.`,
      variant: 'info',
    };
  }
  return { title: 'Tema fremhevet', description: topic.title, variant: 'success' };
}

/** The toast after 'Create Topic': a new topic has no questions, so no user sees it yet. */
export function createdTopicToast(title: string, featured: boolean): ToastOptions {
  return {
    title: 'Tema opprettet',
    description: featured
      ? `«${title}» er lagt til. Det vises på forsiden når det har fått spørsmål.`
      : `«${title}» er lagt til. Brukerne ser det når det har fått spørsmål.`,
    variant: 'success',
  };
}
