import { estateKindOf } from './estate-kinds';
import { LOOSE_CUES, MAKING_CUES, PROMISE_CUES, RULE_CUES } from './title-lexicon.data';
import { cueAt, findCues, type Found, objectOf } from './lexicon-lookup';
import { words } from '../text-lists.rules';
import { matterAspects, neighbourMatters } from './neighbour-matters';
import { unknownObject } from './unknown-object';
import type { ObjectKind, Relation, TitleObject, TitleReading } from './title-reading.types';

/*
 * Reads a custom topic's title as relations (what the parties do with each other) and an object (what it
 * is about), so that "Leie ut hesten til en venninne" is renting out an animal, not housing. Pure and
 * deterministic; docs/question-generation.md says how it is judged.
 */

/** Words before a passive ('skal felles'): the verb, not 'felles' (shared). */
const MODALS = new Set(['skal', 'må', 'bør', 'kan', 'skulle', 'ble', 'blir']);
/** 'dele', 'felles', …: whether they mean owning together or sharing costs depends on the object. */
const WEAK_CUES = new Set(['felles', 'dele', 'deler', 'deling']);
/** 'nabo…' alone says who, not what: neighbours' matters only when nothing else is named. */
const WEAK_NEIGHBOUR_CUE = 'nabo*';
/** Objects that are shared by paying for them together rather than owned together. */
const PAID_FOR: ReadonlySet<ObjectKind> = new Set(['service', 'event', 'digital', 'money']);
/** Words before a child that make it a grown-up ('voksen sønn'): a person, not a child in care. */
const GROWN_UP = new Set(['voksen', 'voksne']);
const LOOSE: ReadonlySet<string> = new Set(LOOSE_CUES);

/** Objects a relation is guessed from when the title says none (guessed-relation.ts): no promise then. */
const GUESSED_FROM: ReadonlySet<ObjectKind> = new Set([
  'animal',
  'vehicle',
  'boat',
  'building',
  'land',
  'thing',
  'event',
  'business',
  'service',
]);

/** Words that say an inherited thing is kept, not divided: the heirs own it together first. */
const KEEPING: ReadonlySet<string> = new Set([
  'beholde',
  'beholder',
  'videre',
  'fortsatt',
  'fortsette',
  'fortsetter',
]);

/** What a title may also be read as when a neighbour's matter is what it is about («Naboens fest»). */
const BESIDE_A_MATTER: ReadonlySet<Relation> = new Set(['share-costs', 'own-together', 'project']);

/** What a genitive may own: a thing named after it is the object («Firmaets bil»). */
const OWNED_THINGS: ReadonlySet<ObjectKind> = new Set([
  'animal',
  'vehicle',
  'boat',
  'building',
  'land',
  'thing',
]);

/** Where a neighbours' matter happens: at a home or on land. */
const ON_PROPERTY: ReadonlySet<ObjectKind> = new Set(['building', 'land']);

/** People named beside a thing are whose it is or whom it is for ('foreldrenes hus'): the thing leads. */
const PEOPLE: ReadonlySet<ObjectKind> = new Set(['person', 'child']);

function objectsIn(list: string[], from = 0): { object: TitleObject; at: number }[] {
  const found: { object: TitleObject; at: number }[] = [];
  for (let at = from; at < list.length; at++) {
    // Two-word forms ('food truck') as they are written, never as a compound.
    const pair = at + 1 < list.length ? objectOf(`${list[at]} ${list[at + 1]}`, true) : null;
    const object = pair ?? objectOf(list[at]);
    if (object?.kind === 'child' && at > 0 && GROWN_UP.has(list[at - 1]))
      found.push({ object: { ...object, kind: 'person' }, at });
    else if (object) found.push({ object, at });
  }
  return found;
}

function firstObject(list: string[], from = 0): { object: TitleObject; at: number } | null {
  // 'Lån av bilen': the loan is the relation, the car its object; 'lån til egenkapital': the money it is.
  // 'Lån av 20 000' is money; 'Lån av PS5' a thing the lexicon need not know.
  const found = objectsIn(list, from).filter(
    (f, i, all) =>
      !(
        f.object.lemma === 'lån' &&
        ((list[f.at + 1] === 'av' && !/^\d/.test(list[f.at + 2] ?? '')) ||
          (list[f.at + 1] === 'til' && all.slice(i + 1).some((g) => g.object.kind === 'money')))
      ) &&
      // A genitive names whose the next word is ('Husets garasje'): that thing is the object ('Hyttas
      // vedlikehold' is still the cabin's).
      !(
        list[f.at] === `${f.object.word}s` &&
        all.some((g) => g.at === f.at + 1 && OWNED_THINGS.has(g.object.kind))
      ),
  );
  // A thing leads over what names no thing ('Skifte dekk på bilen' is about the car, not an estate).
  return (
    found.find((f) => isThing(f.object)) ?? found.find((f) => !PEOPLE.has(f.object.kind)) ?? found[0] ?? null
  );
}

/**
 * The cues of a description that may set a relation: a description is longer and looser than a title, so
 * the sharing and neighbour cues, which need a title to say what they mean, count for nothing, and a
 * loose cue ('vaskerom', 'timer', 'kontoen') only beside a second, different one of the same relation.
 */
function firmCues(found: Found[]): Found[] {
  const looseOf = (relation: Relation) =>
    new Set(found.filter((f) => f.relation === relation && LOOSE.has(f.cue)).map((f) => f.cue));
  return found.filter(
    (f) =>
      !WEAK_CUES.has(f.cue) &&
      f.cue !== WEAK_NEIGHBOUR_CUE &&
      (!LOOSE.has(f.cue) || looseOf(f.relation).size >= 2),
  );
}

/**
 * 'Hytta etter mormor', 'Skifte etter pappa': what is left after a parent or grandparent is an estate.
 */
function afterSomeone(list: string[]): Found[] {
  return list.flatMap((w, at) =>
    w === 'etter' && at + 1 < list.length && objectOf(list[at + 1])?.kind === 'person'
      ? [{ relation: 'estate' as Relation, cue: 'etter', at }]
      : [],
  );
}

/**
 * A cue after 'til' once another relation is named says what the thing is for, not what the parties do:
 * 'Låne telt til festival' is lending a tent, 'Lån til bryllupet' a loan.
 */
function isPurpose(list: string[], f: Found, found: Found[]): boolean {
  return (
    list[f.at - 1] === 'til' &&
    found.some(
      (g) =>
        g.at < f.at && g.relation !== f.relation && !WEAK_CUES.has(g.cue) && g.cue !== WEAK_NEIGHBOUR_CUE,
    )
  );
}

function relationsOf(list: string[], object: TitleObject | null, description = false): Relation[] {
  const cues = [...findCues(list), ...afterSomeone(list)].sort((a, b) => a.at - b.at);
  const found = (description ? firmCues(cues) : cues).filter((f, _, all) => !isPurpose(list, f, all));
  const strong = found.filter((f) => !WEAK_CUES.has(f.cue) && f.cue !== WEAK_NEIGHBOUR_CUE);
  const relations: Relation[] = [];
  const add = (r: Relation) => {
    if (!relations.includes(r)) relations.push(r);
  };
  for (const f of found) {
    // 'Treet skal felles' is felling, not sharing.
    if (f.cue === 'felles' && MODALS.has(list[f.at - 1])) continue;
    if (WEAK_CUES.has(f.cue)) {
      // What is shared decides: a thing is owned together, a service or an event is paid for together.
      const shared = firstObject(list, f.at + 1)?.object ?? object;
      // Children and people are not owned: 'dele barna' is no co-ownership (the keyword path reads it).
      if (!shared || !isThing(shared)) continue;
      const meaning: Relation = PAID_FOR.has(shared.kind) ? 'share-costs' : 'own-together';
      // Beside two named relations a weak cue adds nothing ('felles hundepass i borettslaget').
      if (new Set(strong.map((s) => s.relation)).size >= 2) continue;
      if (meaning === 'own-together' && strong.some((s) => s.relation !== 'own-together')) continue;
      add(meaning);
    } else if (f.cue === WEAK_NEIGHBOUR_CUE) {
      if (strong.length === 0) add('neighbours');
    } else {
      add(f.relation);
    }
  }
  const together = list.includes('sammen');
  // 'Eie campingvogn sammen': owning together with the thing between the two words.
  if (together && list.some((w) => w === 'eie' || w === 'eier' || w === 'eies')) add('own-together');
  // Buying together is owning together ('kjøpe båt sammen').
  if (relations.includes('buy-sell') && together) {
    relations.splice(relations.indexOf('buy-sell'), 1, 'own-together');
  }
  // A company started or run together is owned together ('kafé sammen med svogeren').
  if (relations.includes('company') && together) add('own-together');
  // A paid carer shared with another household is a cost shared ('dagmamma sammen med naboene'): care
  // and service both named, before the service gives way to the care below.
  if (relations.includes('care') && relations.includes('service') && together) add('share-costs');
  // 'Lån av bilen' is borrowing the car, not money.
  const loanOf = list.findIndex(
    (w, i) => (w === 'lån' || w === 'lånet') && list[i + 1] === 'av' && !/^\d/.test(list[i + 2] ?? ''),
  );
  if (loanOf >= 0 && relations.includes('lend-money')) {
    relations.splice(relations.indexOf('lend-money'), 1, 'lend-thing');
  }
  // Care that is paid for is still care: its own questions say whether and how the carer is paid, and a
  // service's payment and damage questions beside them could say otherwise ('barnevakt').
  if (relations.includes('care') && relations.includes('service'))
    relations.splice(relations.indexOf('service'), 1);
  // 'Salg av sofa, betales i avdrag': instalments on a sale are no loan beside it.
  if (
    relations.includes('buy-sell') &&
    relations.includes('lend-money') &&
    found.filter((f) => f.relation === 'lend-money').every((f) => f.cue.startsWith('avdrag'))
  )
    relations.splice(relations.indexOf('lend-money'), 1);
  // Lending money is its own relation ('låne penger', 'lån til søsteren').
  if (object?.kind === 'money' && relations.includes('lend-thing')) {
    relations.splice(relations.indexOf('lend-thing'), 1, 'lend-money');
  }
  if (
    object &&
    object.kind !== 'money' &&
    relations.includes('lend-money') &&
    relations.includes('lend-thing')
  ) {
    relations.splice(relations.indexOf('lend-money'), 1);
  }
  return [...new Set(relations)];
}

/**
 * The relations and the object of a custom topic's title, the description filling in what the title leaves
 * out: its relations only when the title names none, and then only by firm cues (`firmCues`). `given`: the
 * relations the person chose, read in place of the title's; the object is found as for those relations (a thing
 * the lexicon does not know is still named when a thing is lent, rented, sold or owned: «Langrennsskiene»).
 * With the neighbours' relation, the neighbours' matters named (`matters`): parking, noise, a camera, trees, ….
 */
export function readTitle(title: string, description = '', given?: readonly Relation[]): TitleReading {
  const titleWords = words(title);
  const descriptionWords = words(description);
  const reading = relationsAndObject(titleWords, descriptionWords, given);
  const named = neighbourMatters(titleWords);
  // «Røyking på verandaen under oss», «Parkering i innkjørselen»: a neighbours' matter named with no relation,
  // at a home or on land, is the neighbours' («Slutte med røyking sammen» is not).
  const atHome =
    (reading.object !== null && ON_PROPERTY.has(reading.object.kind)) ||
    titleWords.some(
      (w, i) =>
        (w === 'under' || w === 'over') && (titleWords[i + 1] === 'oss' || titleWords[i + 1] === 'meg'),
    );
  // «Naboens fest og høy musikk»: a neighbour named beside a matter of theirs is what the title is about.
  // Not where the neighbour's thing is looked after, lent, rented or sold («Passe naboens katt»).
  const byNeighbour =
    given === undefined &&
    named.length > 0 &&
    reading.relations.every((r) => BESIDE_A_MATTER.has(r)) &&
    !reading.relations.includes('neighbours') &&
    titleWords.some((_, i) => cueAt(titleWords, i, WEAK_NEIGHBOUR_CUE));
  const relations: Relation[] =
    reading.relations.length === 0 && named.length > 0 && atHome
      ? ['neighbours']
      : byNeighbour
        ? ['neighbours', ...reading.relations]
        : reading.relations;
  // «Forskudd på arven til Kari», «Gårdsoverdragelse til yngste datter»: what passes between the generations
  // that is no dødsbo is an estate agreement of its own kind. The description names it only when the title names
  // no relation; a kind the person chose stands as chosen.
  const titleNamesRelation = given !== undefined || relationsAndObject(titleWords, []).relations.length > 0;
  const estateKind =
    given && !given.includes('estate')
      ? undefined
      : estateKindOf(titleNamesRelation ? [titleWords] : [titleWords, descriptionWords]);
  if (estateKind)
    return {
      ...reading,
      // Taking over a farm is no sale or firm beside it: its own questions ask the price.
      relations: given
        ? relations
        : [
            ...(relations.includes('estate') ? [] : (['estate'] as Relation[])),
            ...relations.filter((r) => estateKind !== 'farm' || (r !== 'buy-sell' && r !== 'company')),
          ],
      estateKind,
    };
  // 'Vi skal slutte å snuse sammen', 'Innetider for Henrik': a promise or a rule, when nothing else is done
  // and the title names nothing a relation is guessed from (`withGuessedRelation`: a dog, a trailer, a cabin;
  // what only the description names is guessed from by nothing).
  // A rule said as one («Ingen jobbmail i ferien», «bare én gave per voksen») goes before that guess too.
  if (
    relations.length === 0 &&
    (ruled(titleWords) ||
      (promised(titleWords) &&
        !(reading.object && !reading.objectFromDescription && GUESSED_FROM.has(reading.object.kind))))
  )
    return { ...reading, relations: ['promise'] };
  // «Arvet hytte – eie den sammen videre»: what is kept together after an estate is owned together first.
  if (
    titleWords.some((w) => KEEPING.has(w)) &&
    relations.includes('estate') &&
    relations.includes('own-together')
  )
    return { ...reading, relations: ['own-together', ...relations.filter((r) => r !== 'own-together')] };
  if (!relations.includes('neighbours')) return reading;
  const matters = [
    ...new Set([...neighbourMatters(titleWords, true), ...neighbourMatters(descriptionWords)]),
  ];
  if (matters.length === 0) return reading;
  const aspects = matterAspects([...titleWords, ...descriptionWords], matters);
  return { ...reading, relations, matters, ...(aspects.length > 0 ? { aspects } : {}) };
}

function relationsAndObject(
  titleWords: string[],
  descriptionWords: string[],
  given?: readonly Relation[],
): TitleReading {
  const found = firstObject(titleWords);
  const titleObject = found?.object ?? null;
  const described = firstObject(descriptionWords)?.object ?? null;
  const object = titleObject ?? described;
  const fromTitle = given ? [...given] : relationsOf(titleWords, object);
  // A title that names only an event or a service names what is done: an event with others is a cost
  // shared ('Ferie med svigers'), a service is paid for ('Privattimer i norsk').
  const withOthers = titleWords.includes('med') || titleWords.includes('sammen');
  if (fromTitle.length === 0 && titleObject?.kind === 'event' && withOthers) fromTitle.push('share-costs');
  if (fromTitle.length === 0 && titleObject?.kind === 'service') fromTitle.push('service');
  if (fromTitle.length === 0 && titleWords.some((w) => MAKING_CUES.includes(w)))
    fromTitle.push(withOthers ? 'project' : 'service');
  const relations = fromTitle.length > 0 ? fromTitle : relationsOf(descriptionWords, object, true);
  const objectFromDescription = !titleObject && object !== null;
  if (!relations.some((r) => ABOUT_A_THING.has(r))) return { relations, object, objectFromDescription };
  // A thing lent, rented, sold or owned. What the title names after 'til' or 'for' is what or whom it is
  // for ('Låne kanoen til en hyttetur', 'Leie ut lydanlegget til fester'): the thing is a word before it.
  const purpose = found !== null && titleObject?.kind !== 'money' && forWhomBefore(titleWords, found.at);
  // Money named beside a sale or a loan of a thing is how it is paid ('med avdrag'), not what is sold ('husleie'
  // is the rent's own word).
  const paidWith =
    titleObject?.kind === 'money' &&
    !relations.includes('lend-money') &&
    !relations.includes('rent') &&
    !relations.includes('share-costs');
  if (titleObject && isThing(titleObject) && !purpose && !paidWith) return { relations, object: titleObject };
  const unknown = unknownObject(titleWords, purpose ? found.at : titleWords.length);
  if (unknown) return { relations, object: unknown };
  if (purpose) return { relations, object: null };
  if (described && isThing(described)) return { relations, object: described, objectFromDescription: true };
  return paidWith ? { relations, object: null } : { relations, object, objectFromDescription };
}

/** Whether a title says what someone promises or a rule they keep ({@link PROMISE_CUES}). */
function promised(list: string[]): boolean {
  if (list.some((w) => /(regler|reglene|pakt|pakten)$/.test(w))) return true;
  return list.some((_, at) => PROMISE_CUES.some((cue) => cueAt(list, at, cue)));
}

/** Whether a title is worded as a rule ({@link RULE_CUES}, or opening with «ingen»). */
function ruled(list: string[]): boolean {
  return list[0] === 'ingen' || list.some((_, at) => RULE_CUES.some((cue) => cueAt(list, at, cue)));
}

function isThing(object: TitleObject): boolean {
  return !PEOPLE.has(object.kind) && object.kind !== 'none';
}

/** Words before what a thing is for or whom it is for. */
const FOR_WHOM = new Set(['til', 'for']);
/** Words that may stand between 'til' and what follows it ('til en hyttetur', 'til neste fest'). */
const DETERMINERS = new Set(
  'en et ei den det de min mitt mi mine vår vårt våre din ditt di dine sin sitt si sine neste hver alle denne dette disse'.split(
    ' ',
  ),
);

function forWhomBefore(list: string[], at: number): boolean {
  for (let i = at - 1; i >= 0; i--) {
    if (FOR_WHOM.has(list[i])) return true;
    if (!DETERMINERS.has(list[i])) return false;
  }
  return false;
}

/** Relations whose questions name a thing: without one in the lexicon they name the title's own word. */
const ABOUT_A_THING: ReadonlySet<Relation> = new Set(['lend-thing', 'own-together', 'buy-sell', 'rent']);
