import type { TitleReadingView } from '@avtalt/contracts';
import { matchCatalogue } from './offline-question-generator';
import { readingFor } from './title-reading/chosen-kinds';
import { definiteForm } from './title-reading/relation-questions';

/**
 * How a title is read, as the person sees it while typing (`POST /api/question-drafts/reading`): the kinds
 * the questions would be made for as they are (`readingFor`'s `shown`, so that choosing them changes
 * nothing), the object as the questions name it, and whether the kind is only guessed from the object.
 */
export function titleReadingView(title: string, description: string): TitleReadingView {
  const catalogueKey = matchCatalogue(title);
  const { reading, shown } = readingFor(title, description, null, catalogueKey);
  return {
    kinds: shown,
    object: reading.object ? definiteForm(reading.object) : null,
    guessed: !catalogueKey && reading.guessed === true,
  };
}
