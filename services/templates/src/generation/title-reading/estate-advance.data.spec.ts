import { readFileSync } from 'node:fs';
import path from 'node:path';
import { duplicates, isClean, startsUpperCase } from '../../catalogue/catalogue.spec-helper';
import { words } from '../text-lists.rules';
import { ADVANCE_CUES, ADVANCE_SECTION, ADVANCE_TEMPLATES } from './estate-advance.data';
import { cueAt } from './lexicon-lookup';
import { RELATION_TEMPLATES } from './relation-templates.data';
import {
  clauseProblems,
  followUpProblems,
  optionAndValueProblems,
  questionShapeProblems,
  report,
  textsOf,
  unboundValueProblems,
} from './template-checks.spec-helper';

const PLACED = ADVANCE_TEMPLATES.map((template) => ({ where: 'advance', template }));

/** Whether a title or description names an advance, as the cues are matched (cueAt, word by word). */
const namesAdvance = (text: string) => {
  const list = words(text);
  return list.some((_, at) => ADVANCE_CUES.some((cue) => cueAt(list, at, cue)));
};

describe('advance on inheritance: what it has', () => {
  it('has a clean heading and 7–10 questions, none asked twice nor as the estate or a loan asks it', () => {
    expect(isClean(ADVANCE_SECTION) && startsUpperCase(ADVANCE_SECTION)).toBe(true);
    expect(ADVANCE_TEMPLATES.length).toBeGreaterThanOrEqual(7);
    expect(ADVANCE_TEMPLATES.length).toBeLessThanOrEqual(10);
    const texts = ADVANCE_TEMPLATES.map((t) => t.text.toLowerCase());
    expect(duplicates(texts)).toEqual([]);
    const beside = new Set(
      [...RELATION_TEMPLATES.estate, ...RELATION_TEMPLATES['lend-money']].map((t) => t.text.toLowerCase()),
    );
    expect(texts.filter((t) => beside.has(t))).toEqual([]);
  });

  it('names no object and asks one party question, the giver’s', () => {
    for (const template of ADVANCE_TEMPLATES)
      for (const text of textsOf(template)) expect(text).not.toMatch(/\{objektet\}|\{eieren\}|\{brukeren\}/i);
    const parties = ADVANCE_TEMPLATES.filter((t) => t.type === 'free_text' && t.format === 'party');
    expect(parties).toHaveLength(1);
    expect(parties[0]).toMatchObject({ partyRoles: { chosen: 'giver', others: 'arving' }, fact: true });
  });
});

describe('advance on inheritance: wording', () => {
  it('asks each question as one question ending with «?», with a clean help text ending with «.»', () => {
    report(questionShapeProblems(PLACED));
  });

  it('gives every answer a clause that stands alone as one sentence, and each answer a different one', () => {
    report(clauseProblems(PLACED));
  });

  it('has two or more short, clean options on a choice, and takes a typed value once as {{svar}}', () => {
    report(optionAndValueProblems(PLACED));
  });

  it('points no clause to a value «partene har avtalt skriftlig», which no field collects', () => {
    report(unboundValueProblems(PLACED));
  });
});

describe('advance on inheritance: follow-ups', () => {
  it('gives every key once, and names in every showIf an earlier question and an answer it has', () => {
    report(followUpProblems([{ where: 'advance', templates: ADVANCE_TEMPLATES }]));
  });

  it('asks the value deducted and the repayment only after the Ja to the deduction', () => {
    const deduct = ADVANCE_TEMPLATES.find((t) => t.key === 'deduct');
    expect(deduct?.type ?? 'yes_no').toBe('yes_no');
    const after = ADVANCE_TEMPLATES.filter((t) => t.showIf);
    expect(after.map((t) => t.text)).toEqual([
      'Hvilken verdi skal trekkes fra i arven?',
      'Skal mottakeren betale tilbake til dødsboet hvis forskuddet er større enn arven?',
    ]);
    for (const template of after) expect(template.showIf).toEqual({ questionKey: 'deduct', equals: true });
  });
});

describe('advance on inheritance: cues', () => {
  it('writes every cue in lower case, as whole words, once', () => {
    const problems = ADVANCE_CUES.filter(
      (cue) => cue !== cue.toLowerCase() || !/^[a-zæøåé]+\*?( [a-zæøåé]+\*?)*$/.test(cue),
    );
    report(problems);
    expect(duplicates([...ADVANCE_CUES])).toEqual([]);
  });

  it('names the advance in the titles people write, and not a dødsbo, a loan or another advance', () => {
    for (const title of [
      'Forskudd på arven til Kari',
      'Arveforskudd til yngste sønn',
      'Mamma gir oss forskudd på arv',
      'Pappa gir meg 300 000 som forskudd på arv',
      'Forskot på arv til Ingrid',
      'Vi får arven på forskudd',
      'Gave fra mor med avkorting i arven',
      'Forskudd pa arv fra farmor',
    ])
      expect({ title, names: namesAdvance(title) }).toEqual({ title, names: true });
    for (const title of [
      'Dødsbo etter mor',
      'Arveoppgjør etter pappa',
      'Hytta til Ola, verdien trekkes fra arven',
      'Forskudd på lønna til Per',
      'Lån til Kari for leilighet',
      'Skifte av dødsboet til farmor',
    ])
      expect({ title, names: namesAdvance(title) }).toEqual({ title, names: false });
  });
});

describe('advance on inheritance: legal sources', () => {
  const doc = readFileSync(path.resolve(__dirname, '../../../../../docs/legal-sources.md'), 'utf8');

  it('has a row in docs/legal-sources.md for every section of a law a template names', () => {
    const start = doc.indexOf('## Advance on inheritance for custom topics');
    expect(start).toBeGreaterThan(doc.indexOf('## Neighbour matters for custom topics'));
    const section = doc.slice(start, doc.indexOf('\n## ', start + 1));
    const cited = new Set(
      ADVANCE_TEMPLATES.flatMap(textsOf).flatMap((t) =>
        [...t.matchAll(/(\p{L}+(?:lov|lova|loven)) §§? ([\d-]+)/gu)].map(
          (m) => `${m[1].toLowerCase()} § ${m[2]}`,
        ),
      ),
    );
    expect([...cited].sort()).toEqual(['arveloven § 40', 'arveloven § 42', 'arveloven § 75']);
    for (const citation of cited)
      expect({ citation, listed: section.includes(citation) }).toEqual({ citation, listed: true });
  });

  it('lists every law a template names under «Laws cited»', () => {
    const laws = doc.slice(
      doc.indexOf('## Laws cited'),
      doc.indexOf('\n## ', doc.indexOf('## Laws cited') + 1),
    );
    const named = new Set(
      ADVANCE_TEMPLATES.flatMap(textsOf).flatMap((t) =>
        [...t.matchAll(/\b(\p{L}+(?:lova|loven))\b/gu)].map((m) => m[1].toLowerCase()),
      ),
    );
    expect([...named]).toEqual(['arveloven']);
    for (const law of named) expect({ law, listed: laws.includes(law) }).toEqual({ law, listed: true });
  });
});
