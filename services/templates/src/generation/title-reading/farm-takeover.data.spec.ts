import { readFileSync } from 'node:fs';
import path from 'node:path';
import { duplicates, isClean, startsUpperCase } from '../../catalogue/catalogue.spec-helper';
import { words } from '../text-lists.rules';
import { ADVANCE_TEMPLATES } from './estate-advance.data';
import { FARM_CUES, FARM_HEADING, FARM_SECTION, FARM_TEMPLATES } from './farm-takeover.data';
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

const PLACED = FARM_TEMPLATES.map((template) => ({ where: 'farm', template }));

/** Whether a title or description names a farm takeover, as the cues are matched (cueAt, word by word). */
const namesFarm = (text: string) => {
  const list = words(text);
  return list.some((_, at) => FARM_CUES.some((cue) => cueAt(list, at, cue)));
};

describe('farm takeover: what it has', () => {
  it('has clean headings and 8–10 questions, none asked twice nor as the estate, a sale or an advance asks it', () => {
    for (const heading of [FARM_SECTION, FARM_HEADING])
      expect(isClean(heading) && startsUpperCase(heading) && !/[.?!]$/.test(heading)).toBe(true);
    expect(FARM_TEMPLATES.length).toBeGreaterThanOrEqual(8);
    expect(FARM_TEMPLATES.length).toBeLessThanOrEqual(10);
    const texts = FARM_TEMPLATES.map((t) => t.text.toLowerCase());
    expect(duplicates(texts)).toEqual([]);
    const beside = new Set(
      [...RELATION_TEMPLATES.estate, ...RELATION_TEMPLATES['buy-sell'], ...ADVANCE_TEMPLATES].map((t) =>
        t.text.toLowerCase(),
      ),
    );
    expect(texts.filter((t) => beside.has(t))).toEqual([]);
  });

  it('names no object and asks one party question, the one who takes over, as a fact', () => {
    for (const template of FARM_TEMPLATES)
      for (const text of textsOf(template)) expect(text).not.toMatch(/\{objektet\}|\{eieren\}|\{brukeren\}/i);
    const parties = FARM_TEMPLATES.filter((t) => t.type === 'free_text' && t.format === 'party');
    expect(parties).toHaveLength(1);
    expect(parties[0]).toMatchObject({ partyRoles: { chosen: 'overtaker', others: null }, fact: true });
  });

  it('asks which farm as a fact, the price as an amount and the years of the gain as a number', () => {
    const typed = FARM_TEMPLATES.flatMap((t) =>
      t.type === 'free_text' ? [[t.format, t.fact === true]] : [],
    );
    expect(typed).toEqual([
      ['party', true],
      ['text', true],
      ['amount', false],
      ['number', false],
    ]);
  });
});

describe('farm takeover: wording', () => {
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

  it('gives the siblings an option for a takeover while the owner lives and one from an estate', () => {
    const siblings = FARM_TEMPLATES.find((t) => t.text.includes('søsken stilles'));
    expect(siblings?.type).toBe('multiple_choice');
    const options = siblings?.type === 'multiple_choice' ? siblings.options.map((o) => o.text) : [];
    expect(options.some((o) => /trekkes fra i overtakerens arv/.test(o))).toBe(true);
    expect(options.some((o) => /dødsbo/.test(o))).toBe(true);
  });
});

describe('farm takeover: follow-ups', () => {
  it('gives every key once, and names in every showIf an earlier question and an answer it has', () => {
    report(followUpProblems([{ where: 'farm', templates: FARM_TEMPLATES }]));
  });

  it('asks the number of years only after the Ja to a share of the gain', () => {
    const gain = FARM_TEMPLATES.find((t) => t.key === 'gain');
    expect(gain?.type ?? 'yes_no').toBe('yes_no');
    const after = FARM_TEMPLATES.filter((t) => t.showIf);
    expect(after.map((t) => t.text)).toEqual([
      'Hvor mange år etter overtakelsen skal søsknene ha rett til del i gevinsten?',
    ]);
    for (const template of after) expect(template.showIf).toEqual({ questionKey: 'gain', equals: true });
  });
});

describe('farm takeover: cues', () => {
  it('writes every cue in lower case, as whole words, once, and never a farm word alone', () => {
    const problems = FARM_CUES.filter(
      (cue) => cue !== cue.toLowerCase() || !/^[a-zæøåé]+\*?( [a-zæøåé]+\*?)*$/.test(cue),
    );
    report(problems);
    expect(duplicates([...FARM_CUES])).toEqual([]);
    const alone = FARM_CUES.filter((cue) =>
      /^(gård|gard|gården|garden|gård\*|gard\*|generasjonsskifte\*?)$/.test(cue),
    );
    expect(alone).toEqual([]);
  });

  it('names the farm takeover in the titles people write', () => {
    for (const title of [
      'Overta gården etter far',
      'Gårdsoverdragelse til yngste datter',
      'Generasjonsskifte på gården',
      'Odel på småbruket – broren gir fra seg odelsretten',
      'Hvem skal ta over slektsgården',
      'Ola overtar gårdsbruket til mor og far',
      'Overdragelse av gården til Kari',
      'Åsetesrett etter farmor',
      'Ta over garden etter mor',
      'Generasjonsskifte i landbruket',
      'Overtakelse av småbruket i Valdres',
    ])
      expect({ title, names: namesFarm(title) }).toEqual({ title, names: true });
  });

  it('does not name it for a yard, a building, a family firm, an estate or an advance', () => {
    for (const title of [
      'Felles gårdsplass for naboene',
      'Grilling i bakgården',
      'Vedlikehold av bygården',
      'Generasjonsskifte i familiebedriften',
      'Generasjonsskifte i rørleggerfirmaet',
      'Dødsbo etter mor',
      'Skifte av dødsboet til farmor',
      'Forskudd på arv til Kari',
      'Overta leiligheten etter far',
      'Modellfly på jordet',
      'Gårdsbryllup på slektsgården',
      'Sommerjobb på slektsgården',
      'Jakt på odelsgården til onkel',
    ])
      expect({ title, names: namesFarm(title) }).toEqual({ title, names: false });
  });
});

describe('farm takeover: legal sources', () => {
  const doc = readFileSync(path.resolve(__dirname, '../../../../../docs/legal-sources.md'), 'utf8');

  it('has a row in docs/legal-sources.md for every section of a law a template names', () => {
    const start = doc.indexOf('## Farm takeover for custom topics');
    expect(start).toBeGreaterThan(doc.indexOf('## Advance on inheritance for custom topics'));
    const section = doc.slice(start, doc.indexOf('\n## ', start + 1));
    const cited = new Set(
      FARM_TEMPLATES.flatMap(textsOf).flatMap((t) =>
        [...t.matchAll(/(\p{L}+(?:lov|lova|loven)) §§? ([\d-]+)/gu)].map(
          (m) => `${m[1].toLowerCase()} § ${m[2]}`,
        ),
      ),
    );
    expect([...cited].sort()).toEqual([
      'arveloven § 75',
      'jordlova § 8',
      'konsesjonsloven § 5',
      'odelslova § 25',
      'odelslova § 49',
      'odelslova § 57',
      'tinglysingsloven § 20',
      'vergemålsloven § 39',
    ]);
    for (const citation of cited)
      expect({ citation, listed: section.includes(citation) }).toEqual({ citation, listed: true });
    const rows = section.split('\n').filter((line) => /^\| FT\d+ \|/.test(line));
    expect(rows.length).toBeGreaterThanOrEqual(8);
    expect(rows.map((r) => r.split('|')[1].trim())).toEqual(rows.map((_, i) => `FT${i + 1}`));
  });

  it('lists every law a template names under «Laws cited»', () => {
    const laws = doc.slice(
      doc.indexOf('## Laws cited'),
      doc.indexOf('\n## ', doc.indexOf('## Laws cited') + 1),
    );
    const named = new Set(
      FARM_TEMPLATES.flatMap(textsOf).flatMap((t) =>
        [...t.matchAll(/\b(\p{L}+(?:lova|loven))\b/gu)].map((m) => m[1].toLowerCase()),
      ),
    );
    expect([...named].sort()).toEqual([
      'arveloven',
      'jordlova',
      'konsesjonsloven',
      'odelslova',
      'tinglysingsloven',
      'vergemålsloven',
    ]);
    for (const law of named) expect({ law, listed: laws.includes(law) }).toEqual({ law, listed: true });
  });
});
