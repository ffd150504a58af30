import { CLOSE_TOPICS } from './catalogue-names.data';
import { words } from './text-lists.rules';
import type { TitleReading } from './title-reading/title-reading.types';

export type CloseTopic = (typeof CLOSE_TOPICS)[number];

/** Whether the words of a text hold a phrase's words in a row. */
function says(list: readonly string[], phrase: string): boolean {
  const wanted = words(phrase);
  return list.some((_, at) => wanted.every((w, i) => list[at + i] === w));
}

/**
 * The catalogue topic a reading is close to ({@link CLOSE_TOPICS}), or null: by the first relation and the
 * object's lemma, or, for a topic known by its phrases, by the object's kind and a phrase of `text` (the title
 * and description), whether the relation is that topic's or none was read («Tvillingene annenhver uke»).
 */
export function closeTopic(reading: TitleReading, text = ''): CloseTopic | null {
  const [first] = reading.relations;
  const list = words(text);
  return (
    CLOSE_TOPICS.find((t) =>
      t.phrases
        ? (first === t.relation || first === undefined) &&
          reading.object?.kind === t.kind &&
          t.phrases.some((p) => says(list, p))
        : t.relation === first &&
          (!t.lemmas || (reading.object !== null && t.lemmas.includes(reading.object.lemma))),
    ) ?? null
  );
}
