import type { Topic } from '@avtalt/contracts';
import type { ToastOptions } from '../../../components/toast/toast-context';
import { adminTopicsT as t } from './texts';

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
  if (searching) return t('list.showing', { shown, total });
  return t('list.count', { count: total });
}

/**
 * Why a topic is not where an admin may expect it, or null. The public lists ('Populære temaer' and 'Alle
 * temaer') hold only public topics with at least one question (`isListed` in the templates service,
 * docs/public-topics.md), so a featured topic without questions is on neither until it gets one. A topic
 * whose count is not known (an older server) gets no note.
 */
export function visibilityNote(topic: ListedTopic): string | null {
  if (!topic.isPublic) return topic.featured ? t('list.notes.notPublic') : null;
  if (topic.questionCount !== 0) return null;
  return topic.featured ? t('list.notes.notOnFrontYet') : t('list.notes.notVisibleYet');
}

/** The toast after 'Feature' / 'Unfeature' of `topic` (its state before the click). */
export function featureToast(topic: ListedTopic): ToastOptions {
  if (topic.featured)
    return { title: t('list.toasts.unfeatured'), description: topic.title, variant: 'success' };
  if (topic.isPublic && topic.questionCount === 0) {
    return {
      title: t('list.toasts.featured'),
      description: t('list.toasts.featuredLater', { title: topic.title }),
      variant: 'info',
    };
  }
  return { title: t('list.toasts.featured'), description: topic.title, variant: 'success' };
}

/** The toast after 'Create Topic': a new topic has no questions, so no user sees it yet. */
export function createdTopicToast(title: string, featured: boolean): ToastOptions {
  return {
    title: t('form.created'),
    description: featured ? t('form.createdFeatured', { title }) : t('form.createdHidden', { title }),
    variant: 'success',
  };
}
