import { generatedQuestionSchema, type AgreementKind, type GeneratedQuestion } from '@avtalt/contracts';
import { OfflineQuestionGenerator } from '../offline-question-generator';
import { clausesOf, setProblems } from '../question-set.spec-helper';
import { GUESSED_NOTICE, KEYWORD_NOTICE } from '../set-notices';
import { readingFor, titleReadingView } from './chosen-kinds';

describe('readingFor', () => {
  it('reads the title when no kind is chosen, guessing from the object as the generator does', () => {
    const { reading, chosen } = readingFor('Hytta på Hvaler', '');
    expect(chosen).toBe(false);
    expect(reading).toMatchObject({ relations: ['own-together'], guessed: true });
  });

  it('puts the chosen kinds in place of the title’s relations and keeps its object', () => {
    const { reading, chosen } = readingFor('Snøfreseren', 'Per får bruke den i vinter', ['lend-thing']);
    expect(chosen).toBe(true);
    expect(reading.relations).toEqual(['lend-thing']);
    expect(reading.guessed).toBe(false);
    expect(reading.object?.lemma).toBe('snøfreser');
  });

  it('counts kinds that are the title’s own, in any order, as no choice', () => {
    const read = readingFor('Leie ut hesten til en venninne', '').reading.relations;
    expect(read).toEqual(['rent']);
    expect(readingFor('Leie ut hesten til en venninne', '', ['rent']).chosen).toBe(false);
    expect(readingFor('Leie ut hesten til en venninne', '', ['rent', 'care']).chosen).toBe(true);
  });
});

describe('titleReadingView', () => {
  it('says what kind of agreement a title reads as, with its object as the questions name it', () => {
    expect(titleReadingView('Leie ut hesten til en venninne', '')).toEqual({
      kinds: ['rent'],
      object: 'hesten',
      guessed: false,
    });
  });

  it('says when the kind is only guessed from the object', () => {
    expect(titleReadingView('Hytta på Hvaler', '')).toEqual({
      kinds: ['own-together'],
      object: 'hytta',
      guessed: true,
    });
  });

  it('gives no kind for a title it cannot read', () => {
    expect(titleReadingView('Skjermtid for tenåringen', '').kinds).toEqual([]);
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
    expect(lent.map((q) => q.text)).not.toEqual(guessed.map((q) => q.text));
    for (const q of lent) expect(generatedQuestionSchema.safeParse(q).success).toBe(true);
    expect(setProblems(lent)).toEqual([]);
  });

  it('makes a set for a kind the title does not say at all (a title it cannot read)', () => {
    const unread = set('Skjermtid for tenåringen');
    const chosen = set('Skjermtid for tenåringen', ['care']);
    expect(chosen.map((q) => q.text)).not.toEqual(unread.map((q) => q.text));
    expect(chosen[0].description ?? '').not.toContain(KEYWORD_NOTICE);
  });

  it('leaves a catalogue topic the title names for a kind the person chose over it', () => {
    const catalogue = set('Felles hytte');
    const rented = set('Felles hytte', ['rent']);
    expect(rented.filter((q) => catalogue.some((c) => c.text === q.text)).length).toBeLessThan(3);
    expect(rented.some((q) => /lei/i.test(q.text))).toBe(true);
    // The kind the title says itself: the catalogue topic's set, as without a choice.
    expect(set('Låne 50 000 kroner av pappa', ['lend-money']).map((q) => q.text)).toEqual(
      set('Låne 50 000 kroner av pappa').map((q) => q.text),
    );
  });
});
