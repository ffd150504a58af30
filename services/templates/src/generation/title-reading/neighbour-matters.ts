import { cueAt } from './lexicon-lookup';
import { MATTER_ASPECTS, NEIGHBOUR_MATTER_CUES, NEIGHBOUR_MATTER_WEAK_CUES } from './neighbour-matters.data';
import type { NeighbourMatter } from './title-reading.types';

const MATTERS = Object.keys(NEIGHBOUR_MATTER_CUES) as NeighbourMatter[];

/** Smoke cues that say nothing of what burns. */
const SMOKE_ALONE: readonly string[] = ['røyk', 'røyken', 'røyker'];

/** Building-works cues that say what is built, not how the work is done (noise, digging, scaffolding). */
const BUILDING_ALONE: readonly string[] = [
  'bygger',
  'bygge',
  'bygger garasje',
  'bygger tilbygg',
  'naboens tilbygg',
  'tilbygget til naboen',
  'tilbygg*',
];

/** Road cues that say only snow: beside a roof, the snow is the roof's. */
const SNOW: readonly string[] = ['snø', 'snøen', 'snømåking*'];
/** Words for a roof. */
const ROOF: readonly string[] = ['tak', 'taket', 'takene', 'takras*', 'taksnø*', 'takskjegg*'];

/** Words for something built: beside them a place near the boundary is the building's. */
const BUILT: readonly string[] = [
  'bygg*',
  'garasje*',
  'carport*',
  'anneks*',
  'uthus*',
  'tilbygg*',
  'bod',
  'boden',
];

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
  // «Hekken inntil grensen», «Naboens trampoline nær grensen»: a place near the boundary alone is no building;
  // only a building cue or something built named beside it makes it one.
  const boundary = found.find((f) => f.matter === 'boundary-building');
  if (boundary && firstOf(NEIGHBOUR_MATTER_CUES['boundary-building']) < 0 && firstOf(BUILT) < 0)
    found.splice(found.indexOf(boundary), 1);
  // «Snø fra taket til naboen»: snow off a roof is the water's matter (roof water and snow), not the road's.
  const road = found.find((f) => f.matter === 'road');
  if (road && firstOf(ROOF) >= 0 && firstOf(cuesOf('road').filter((cue) => !SNOW.includes(cue))) < 0) {
    found.splice(found.indexOf(road), 1);
    if (!found.some((f) => f.matter === 'water')) found.push({ matter: 'water', at: road.at });
  }
  // «Naboen vil bygge garasje en meter fra grensa»: beside building near the boundary, building alone is the
  // building's; the works are named by their own words («Byggestøy fra naboens tilbygg»).
  const works = found.find((f) => f.matter === 'building-works');
  if (works && found.some((f) => f.matter === 'boundary-building')) {
    const work = cuesOf('building-works').filter((cue) => !BUILDING_ALONE.includes(cue));
    if (firstOf(work) < 0) found.splice(found.indexOf(works), 1);
  }
  return found.sort((a, b) => a.at - b.at).map((f) => f.matter);
}

/** The aspects ({@link MATTER_ASPECTS}) of the named matters that the words say. */
export function matterAspects(list: readonly string[], matters: readonly NeighbourMatter[]): string[] {
  const says = (cues: readonly string[]) => list.some((_, at) => cues.some((cue) => cueAt(list, at, cue)));
  return Object.entries(MATTER_ASPECTS)
    .filter(([, a]) => matters.includes(a.matter) && says(a.cues) && !(a.unless && says(a.unless)))
    .map(([name]) => name);
}
