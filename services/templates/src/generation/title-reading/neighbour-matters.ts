import { cueAt } from './lexicon-lookup';
import { NEIGHBOUR_MATTER_CUES, NEIGHBOUR_MATTER_WEAK_CUES } from './neighbour-matters.data';
import type { NeighbourMatter } from './title-reading.types';

const MATTERS = Object.keys(NEIGHBOUR_MATTER_CUES) as NeighbourMatter[];

/** Smoke cues that say nothing of what burns. */
const SMOKE_ALONE: readonly string[] = ['røyk', 'røyken', 'røyker'];

/**
 * The neighbours' matters a text names (parking, noise, a camera, trees, …), in order of first mention: what a
 * quarrel or an arrangement between neighbours is about, whose own questions lead the neighbours' set.
 * `neighbours`: the text is already read as the neighbours', so the weak cues count too («kamera», «grilla»).
 */
export function neighbourMatters(list: readonly string[], neighbours = false): NeighbourMatter[] {
  const found: { matter: NeighbourMatter; at: number }[] = [];
  const firstOf = (cues: readonly string[]) =>
    list.findIndex((_, i) => cues.some((cue) => cueAt(list, i, cue)));
  const cuesOf = (matter: NeighbourMatter) =>
    neighbours
      ? [...NEIGHBOUR_MATTER_CUES[matter], ...NEIGHBOUR_MATTER_WEAK_CUES[matter]]
      : NEIGHBOUR_MATTER_CUES[matter];
  for (const matter of MATTERS) {
    const at = firstOf(cuesOf(matter));
    if (at >= 0) found.push({ matter, at });
  }
  // «Naboens vedovn røyker inn hos oss»: beside wood burning, smoke alone is the wood's smoke.
  const smoke = found.find((f) => f.matter === 'smoke');
  if (smoke && found.some((f) => f.matter === 'woodsmoke')) {
    const tobacco = cuesOf('smoke').filter((cue) => !SMOKE_ALONE.includes(cue));
    if (firstOf(tobacco) < 0) found.splice(found.indexOf(smoke), 1);
  }
  return found.sort((a, b) => a.at - b.at).map((f) => f.matter);
}
