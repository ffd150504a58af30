import { cuesIn, indexCues } from './lexicon-lookup';
import { ADVANCE_CUES, ADVANCE_HEADING, ADVANCE_SECTION, ADVANCE_TEMPLATES } from './estate-advance.data';
import { FARM_CUES, FARM_HEADING, FARM_SECTION, FARM_TEMPLATES } from './farm-takeover.data';
import type { QuestionTemplate } from './relation-templates.data';
import type { EstateKind } from './title-reading.types';

/**
 * What passes between the generations that is no dødsbo: an advance on inheritance from a living parent, a farm
 * taken over. Each has its own questions in place of the estate's, printed under its own section, and its own
 * heading on the document; the first whose cue the title or description names is the kind (a farm before an
 * advance: a farm taken over below its value is also an advance, and its questions ask that).
 */
export const ESTATE_KINDS: Record<
  EstateKind,
  { cues: readonly string[]; templates: readonly QuestionTemplate[]; section: string; heading: string }
> = {
  farm: { cues: FARM_CUES, templates: FARM_TEMPLATES, section: FARM_SECTION, heading: FARM_HEADING },
  advance: {
    cues: ADVANCE_CUES,
    templates: ADVANCE_TEMPLATES,
    section: ADVANCE_SECTION,
    heading: ADVANCE_HEADING,
  },
};

const INDEXES = Object.fromEntries(
  (Object.keys(ESTATE_KINDS) as EstateKind[]).map((kind) => [kind, indexCues(ESTATE_KINDS[kind].cues)]),
) as Record<EstateKind, ReturnType<typeof indexCues>>;

/** The kind of estate agreement the words name, if any. */
export function estateKindOf(lists: readonly (readonly string[])[]): EstateKind | undefined {
  // «et lån, ikke forskudd på arv» says what it is not.
  const denied = (list: readonly string[], at: number) =>
    list.slice(Math.max(0, at - 2), at).includes('ikke');
  const names = (kind: EstateKind) =>
    lists.some((list) => cuesIn(list, INDEXES[kind]).some(({ at }) => !denied(list, at)));
  return (Object.keys(ESTATE_KINDS) as EstateKind[]).find(names);
}
