import type { MiddleGroundAlternative } from '@avtalt/contracts';
import { MIDDLE_GROUND } from './middle-ground.data';

/** The alternatives of a catalogue question (none when it has no entry). */
export function middleGroundOf(topicKey: string, questionKey: string): readonly MiddleGroundAlternative[] {
  return MIDDLE_GROUND[topicKey]?.[questionKey] ?? [];
}
