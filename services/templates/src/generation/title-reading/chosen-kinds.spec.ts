import { generatedQuestionSchema, type AgreementKind, type GeneratedQuestion } from '@avtalt/contracts';
import { OfflineQuestionGenerator } from '../offline-question-generator';
import { clausesOf, setProblems } from '../question-set.spec-helper';
import { GUESSED_NOTICE, KEYWORD_NOTICE } from '../set-notices';
import { readingFor } from './chosen-kinds';

describe('readingFor', () => {
  it('reads the title when no kind is chosen, guessing from the object as the generator does', () => {
    const { reading, shown, chosen } = readingFor('Hytta på Hvaler', '', null, null);
    expect(chosen).toBe(false);
    expect(shown).toEqual(['own-together']);
    expect(reading).toMatchObject({ relations: ['own-together'], guessed: true });
  });

  it('puts the chosen kinds in place of the title’s relations and keeps its object', () => {
    const { reading, chosen } = readingFor('Snøfreseren', 'Per får bruke den i vinter', ['lend-thing'], null);
    expect(chosen).toBe(true);
    expect(reading.relations).toEqual(['lend-thing']);
    expect(reading.guessed).toBe(false);
    expect(reading.object?.lemma).toBe('snøfreser');
  });

  it('counts the kinds the dialog showed, in any order and also when guessed, as no choice', () => {
    expect(readingFor('Leie ut hesten til en venninne', '', ['rent'], null).chosen).toBe(false);
    expect(readingFor('Leie ut hesten til en venninne', '', ['rent', 'care'], null).chosen).toBe(true);
    // The guess the dialog marked, confirmed: the set keeps saying it was guessed.
    expect(readingFor('Snøfreseren', '', ['own-together'], null)).toMatchObject({
      chosen: false,
      reading: { guessed: true },
    });
  });

  it('shows a catalogue topic the title names as its kind, and keeps it when that kind is chosen', () => {
    expect(readingFor('Bruktbil', '', null, 'bruktbil-privat').shown).toEqual(['buy-sell']);
    expect(readingFor('Bruktbil', '', ['buy-sell'], 'bruktbil-privat').chosen).toBe(false);
    expect(readingFor('Bruktbil', '', ['rent'], 'bruktbil-privat').chosen).toBe(true);
  });

  it('names a thing the lexicon does not know when the person says it is lent, as it would for a title that said so', () => {
    expect(readingFor('Langrennsskiene', '', null, null).reading.object).toBeNull();
    expect(readingFor('Langrennsskiene', '', ['lend-thing'], null).reading.object).toMatchObject({
      word: 'langrennsskiene',
    });
  });

  it('shows at most three kinds, which the person could also choose', () => {
    const { shown } = readingFor('Leie ut og selge hytta, dele utgifter og passe hunden', '', null, null);
    expect(shown.length).toBeLessThanOrEqual(3);
  });
});

describe('the offline generator with the kinds the person chose', () => {
  const set = (title: string, kinds?: AgreementKind[]) =>
    new OfflineQuestionGenerator().select({ title, description: '', count: 10, kinds });
  const texts = (questions: GeneratedQuestion[]) =>
    questions.map((q) => `${q.text} ${clausesOf(q).join(' ')}`);

  it('asks about lending the object the title names when the person says it is lent, not owned together', () => {
    const guessed = set('Snøfreseren');
    expect(guessed[0].description).toMatch(new RegExp(`^${GUESSED_NOTICE}`));
    const lent = set('Snøfreseren', ['lend-thing']);
    expect(lent.some((q) => q.description?.includes(GUESSED_NOTICE))).toBe(false);
    expect(texts(lent).filter((t) => t.includes('snøfreseren')).length).toBeGreaterThanOrEqual(5);
    expect(lent[0].text).toBe('Hvem av dere låner ut snøfreseren?');
    expect(texts(lent).join(' ')).not.toMatch(/andel|sameie/);
    for (const q of lent) expect(generatedQuestionSchema.safeParse(q).success).toBe(true);
    expect(setProblems(lent)).toEqual([]);
    // The guess confirmed: the same set as without a choice.
    expect(set('Snøfreseren', ['own-together']).map((q) => q.text)).toEqual(guessed.map((q) => q.text));
  });

  it('makes the chosen kind’s set for a title it cannot read', () => {
    const unread = set('Helgene til tenåringen');
    expect(unread[0].description).toContain(KEYWORD_NOTICE);
    const cared = set('Helgene til tenåringen', ['care']);
    expect(cared[0].description ?? '').not.toContain(KEYWORD_NOTICE);
    expect(cared.map((q) => q.text)).toContain(
      'Hvem av dere skal ta på seg tilsynet eller hjelpen avtalen gjelder?',
    );
    expect(setProblems(cared)).toEqual([]);
  });

  it('leaves a catalogue topic the title names for a kind the person chose over it, and keeps it for its own kind', () => {
    const catalogue = set('Felles hytte');
    const rented = set('Felles hytte', ['rent']);
    expect(rented.filter((q) => catalogue.some((c) => c.text === q.text)).length).toBeLessThan(3);
    expect(rented[0].text).toBe('Hvem av dere leier ut hytta?');
    expect(set('Felles hytte', ['own-together']).map((q) => q.text)).toEqual(catalogue.map((q) => q.text));
    expect(set('Bruktbil', ['buy-sell']).map((q) => q.text)).toEqual(set('Bruktbil').map((q) => q.text));
  });
});
