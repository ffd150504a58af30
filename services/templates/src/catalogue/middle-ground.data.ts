/**
 * The curated middle-ground library (issue 19, docs/negotiation.md): per catalogue topic and question, one
 * to three compromises offered when the parties disagree on the question. Each is a Ja/Nei question asked
 * instead of the disputed one when every party accepts it, and the clause Ja produces. Written per question
 * by hand (middle-ground.data.spec.ts checks coverage, form and that no alternative can contradict
 * another clause of its topic); the seeder copies them into the question templates' `middle_ground`.
 *
 * The entries are split by topic over two files so that they can be written side by side.
 */
import type { MiddleGroundAlternative } from '@avtalt/contracts';
import { MIDDLE_GROUND_A } from './middle-ground.a.data';
import { MIDDLE_GROUND_B } from './middle-ground.b.data';
import type { MiddleGroundLibrary } from './catalogue.types';

export const MIDDLE_GROUND: MiddleGroundLibrary = { ...MIDDLE_GROUND_A, ...MIDDLE_GROUND_B };

/** The alternatives of a catalogue question (none when it has no entry). */
export function middleGroundOf(topicKey: string, questionKey: string): readonly MiddleGroundAlternative[] {
  return MIDDLE_GROUND[topicKey]?.[questionKey] ?? [];
}
