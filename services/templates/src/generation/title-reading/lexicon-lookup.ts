import { NOT_OBJECTS, OBJECT_LEXICON, RELATION_CUES, SHORT_COMPOUND_PREFIXES } from './title-lexicon.data';
import type { Relation, TitleObject } from './title-reading.types';

/*
 * The title lexicon made searchable: a word's object by its last part (`objectOf`) and the relation cues that
 * open at a word (`findCues`), each looked up by the word's own parts rather than by a scan of the lexicon,
 * so that a long description reads in milliseconds.
 */

/** The shortest first part that makes a word a compound of a lexicon word ('bruktbil', not 'mobil'). */
const MIN_COMPOUND_PREFIX = 3;
/** The shortest form that heads a compound: 'as' is a company only as the word itself, not in 'Jonas'. */
const MIN_COMPOUND_HEAD = 3;

interface Cue {
  relation: Relation;
  cue: string;
  words: string[];
}

export const CUES: Cue[] = (Object.entries(RELATION_CUES) as [Relation, string[]][])
  .flatMap(([relation, cues]) => cues.map((cue) => ({ relation, cue, words: cue.split(' ') })))
  // Longer cues first: 'leie ut' claims both words before 'leie' could.
  .sort((a, b) => b.words.length - a.words.length);

interface Form {
  form: string;
  /** null for a word that is no object (NOT_OBJECTS). */
  lemma: string | null;
}

const LEXICON_FORMS: Form[] = Object.entries(OBJECT_LEXICON).flatMap(([lemma, entry]) =>
  [...new Set([...inflections(lemma, entry.gender), ...(entry.forms ?? [])])].map((form) => ({
    form,
    lemma,
  })),
);

/**
 * The forms of a word that is no object, as those of the lexicon word it ends in: 'skatt' ends in 'katt',
 * so 'skatten', 'skatter', … ('farer' ends in the form 'farer' itself and so has no other).
 */
export function notObjectForms(word: string): string[] {
  const head = LEXICON_FORMS.filter((f) => word.endsWith(f.form)).sort(
    (a, b) => b.form.length - a.form.length,
  )[0];
  if (!head) return [word];
  const stem = word.slice(0, -head.form.length);
  return [
    ...new Set(
      LEXICON_FORMS.filter((f) => f.lemma === head.lemma && f.form.startsWith(head.form)).map(
        (f) => `${stem}${f.form}`,
      ),
    ),
  ];
}

/**
 * Every form of every lexicon word and of every word that is none, longest first: the longest last part
 * of a word is its head ('båtplass' before 'båt', 'skatt' before 'katt'); at a tie a word that is no
 * object comes first ('låner' the verb, not the loan).
 */
const FORMS: Form[] = [
  ...NOT_OBJECTS.flatMap((word) => notObjectForms(word).map((form) => ({ form, lemma: null }))),
  ...LEXICON_FORMS,
].sort((a, b) => b.form.length - a.form.length);

/** Each form once, as the first of FORMS with it (a word that is no object before a lexicon word). */
const FORM_INDEX = new Map<string, Form>();
for (const form of FORMS) if (!FORM_INDEX.has(form.form)) FORM_INDEX.set(form.form, form);
const LONGEST_FORM = FORMS[0].form.length;

/** The regular forms of a noun: indefinite and definite, singular and plural. */
export function inflections(lemma: string, gender: 'm' | 'f' | 'n'): string[] {
  const e = lemma.endsWith('e');
  const stem = e ? lemma.slice(0, -1) : lemma;
  const common = e
    ? [lemma, `${lemma}n`, `${lemma}r`, `${lemma}ne`]
    : [lemma, `${lemma}en`, `${lemma}er`, `${lemma}ene`];
  if (gender === 'f') return [...common, `${stem}a`];
  if (gender === 'n')
    return e
      ? [lemma, `${lemma}t`, `${lemma}r`, `${lemma}ne`]
      : [lemma, `${lemma}et`, `${lemma}ene`, `${lemma}er`];
  return common;
}

function cueMatches(word: string, cueWord: string): boolean {
  return cueWord.endsWith('*') ? word.startsWith(cueWord.slice(0, -1)) : word === cueWord;
}

/** Whether a cue of one or more words ('parkering*', 'slutte å') stands in the words at `at`. */
export function cueAt(list: readonly string[], at: number, cue: string): boolean {
  return cue.split(' ').every((part, i) => cueMatches(list[at + i] ?? '', part));
}

/**
 * A list of cues indexed by their first word (whole, or a prefix cue's start), so that finding them in a long
 * description looks at the cues each word can open, not at every cue at every word.
 */
export interface CueIndex {
  byWord: Map<string, string[]>;
  byPrefix: Map<string, string[]>;
  longestPrefix: number;
}

export function indexCues(cues: readonly string[]): CueIndex {
  const byWord = new Map<string, string[]>();
  const byPrefix = new Map<string, string[]>();
  for (const cue of cues) {
    const first = cue.split(' ')[0];
    const [map, key] = first.endsWith('*') ? [byPrefix, first.slice(0, -1)] : [byWord, first];
    map.set(key, [...(map.get(key) ?? []), cue]);
  }
  return { byWord, byPrefix, longestPrefix: Math.max(0, ...[...byPrefix.keys()].map((k) => k.length)) };
}

/** The places where a cue of the index stands in the words, each with the cue, in order. */
export function cuesIn(list: readonly string[], index: CueIndex): { at: number; cue: string }[] {
  const found: { at: number; cue: string }[] = [];
  list.forEach((word, at) => {
    const opened = [...(index.byWord.get(word) ?? [])];
    for (let length = 1; length <= Math.min(word.length, index.longestPrefix); length++)
      opened.push(...(index.byPrefix.get(word.slice(0, length)) ?? []));
    for (const cue of opened) if (cueAt(list, at, cue)) found.push({ at, cue });
  });
  return found;
}

export interface Found {
  relation: Relation;
  cue: string;
  at: number;
}

/** The cues (their places in CUES) a word can open: by the first word itself, or by a prefix cue's start. */
const CUES_BY_WORD = new Map<string, number[]>();
const CUES_BY_PREFIX = new Map<string, number[]>();
CUES.forEach(({ words }, index) => {
  const [first] = words;
  const [map, key] = first.endsWith('*') ? [CUES_BY_PREFIX, first.slice(0, -1)] : [CUES_BY_WORD, first];
  map.set(key, [...(map.get(key) ?? []), index]);
});

const LONGEST_PREFIX = Math.max(...[...CUES_BY_PREFIX.keys()].map((k) => k.length));

export function cuesOpenedBy(word: string): number[] {
  const opened = [...(CUES_BY_WORD.get(word) ?? [])];
  for (let length = 1; length <= Math.min(word.length, LONGEST_PREFIX); length++)
    opened.push(...(CUES_BY_PREFIX.get(word.slice(0, length)) ?? []));
  return opened;
}

export function findCues(list: string[]): Found[] {
  // Only the cues a word of the list opens, at the places it opens them, in CUES' order: as a scan of every
  // cue at every place would find them, without the scan's cost on a long description.
  const places = new Map<number, number[]>();
  list.forEach((word, at) => {
    for (const index of cuesOpenedBy(word)) places.set(index, [...(places.get(index) ?? []), at]);
  });
  const taken = new Array<boolean>(list.length).fill(false);
  const found: Found[] = [];
  for (const index of [...places.keys()].sort((a, b) => a - b)) {
    const { relation, cue, words: cueWords } = CUES[index];
    for (const at of places.get(index)!) {
      if (at + cueWords.length > list.length) continue;
      const span = cueWords.map((_, i) => at + i);
      if (span.some((i) => taken[i])) continue;
      if (!cueWords.every((w, i) => cueMatches(list[at + i], w))) continue;
      // A multi-word cue claims its words; a one-word cue may share its word with another relation
      // ('barnevakt' is care and a service).
      if (cueWords.length > 1) for (const i of span) taken[i] = true;
      found.push({ relation, cue, at });
    }
  }
  return found.sort((a, b) => a.at - b.at);
}

/** Whether what stands before a word's last part makes it a compound ('brukt' and 'el', not 'mo'). */
function isFirstPart(prefix: string): boolean {
  return prefix.length >= MIN_COMPOUND_PREFIX || SHORT_COMPOUND_PREFIXES.includes(prefix);
}

/**
 * The object a word names, itself or (unless `exact`) as the last part of a compound; none when its
 * longest known last part is a word that is no object ('restskatt', 'stabil').
 */
export function objectOf(word: string, exact = false): TitleObject | null {
  // The word's last parts, longest first: the first that is a form decides, as a scan of FORMS in its order would.
  for (let length = Math.min(word.length, LONGEST_FORM); length >= 1; length--) {
    const found = FORM_INDEX.get(word.slice(word.length - length));
    if (!found) continue;
    const whole = length === word.length;
    if (!whole && (exact || length < MIN_COMPOUND_HEAD || !isFirstPart(word.slice(0, -length)))) continue;
    if (found.lemma === null) return null;
    const { kind, gender } = OBJECT_LEXICON[found.lemma];
    return { lemma: found.lemma, word, prefix: whole ? '' : word.slice(0, -length), kind, gender };
  }
  // A genitive of a definite form names the same object ('hundens samvær', 'hyttas vedlikehold').
  const base = word.slice(0, -1);
  return word.endsWith('s') && /(en|et|a|ne)$/.test(base) ? objectOf(base, exact) : null;
}
