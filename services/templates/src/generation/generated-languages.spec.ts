import { customTopicTranslations } from './custom-document.rules';
import { OfflineQuestionGenerator } from './offline-question-generator';
import { GENERATOR_WORDS_EN } from './title-reading/generator-words.en.data';
import { GENERATOR_WORDS_NN } from './title-reading/generator-words.nn.data';

/** The generator's sets in nynorsk and English (docs/question-generation.md, «Languages»). */

const generator = new OfflineQuestionGenerator();
const set = (title: string, description = '', count = 8) => generator.select({ title, description, count });
const PLACEHOLDERS = /\{(objektet|eieren|Eieren|brukeren|Brukeren)\}/;

describe('generated questions in nynorsk and English', () => {
  it.each([
    ['Leie ut hesten til en venninne', 'hesten', 'the horse'],
    ['Låne bort bilen til broren min', 'bilen', 'the car'],
    ['Eie hytta sammen med søsteren min', 'hytta', 'the cabin'],
  ])('«%s»: every question in both languages, the object as each language names it', (title, nn, en) => {
    const questions = set(title);
    expect(questions.length).toBeGreaterThanOrEqual(5);
    expect(questions.filter((q) => !q.translations?.nn || !q.translations?.en).map((q) => q.text)).toEqual(
      [],
    );
    const all = (language: 'nn' | 'en') => JSON.stringify(questions.map((q) => q.translations![language]));
    expect(all('nn')).toContain(nn);
    expect(all('en')).toContain(en);
    for (const language of ['nn', 'en'] as const) {
      expect(all(language)).not.toMatch(PLACEHOLDERS);
      // The same shape: options one for one, sections in every question.
      for (const q of questions) {
        const own = q.translations![language]!;
        expect(own.options?.length ?? 0).toBe(q.options?.length ?? 0);
        expect(Boolean(own.clauseTemplate)).toBe(Boolean(q.clauseTemplate));
        expect(own.section).toBeTruthy();
      }
    }
  });

  it('words a rent with the landlord and the tenant, a loan of a thing with the lender and the borrower', () => {
    const rent = JSON.stringify(set('Leie ut båten til naboen', '', 12).map((q) => q.translations?.en));
    expect(rent).not.toMatch(PLACEHOLDERS);
    const loan = JSON.stringify(set('Låne bort tilhengeren', '', 12).map((q) => q.translations?.en));
    expect(loan).not.toMatch(PLACEHOLDERS);
  });

  it('the notice of a set whose relation was guessed is in each language too', () => {
    const questions = set('Hesten vår');
    const first = questions[0]!;
    expect(first.translations?.en?.description).toContain(GENERATOR_WORDS_EN.notices.guessed);
    expect(first.translations?.nn?.description).toContain(GENERATOR_WORDS_NN.notices.guessed);
  });

  it('a custom topic close to a catalogue topic asks its questions with the catalogue’s translations', () => {
    const questions = set('Lån av penger til min bror', 'Jeg låner broren min 20 000 kroner.');
    expect(questions.length).toBeGreaterThan(0);
    expect(questions.filter((q) => !q.translations?.en).map((q) => q.text)).toEqual([]);
  });

  it.each([
    ['Naboavtale om hekken mellom oss', 'hekk'],
    ['Forskudd på arv til datteren vår', 'forskudd'],
    ['Overta gården etter foreldrene', 'gård'],
  ])('«%s»: the neighbours’ matters and the estate kinds in both languages too', (title) => {
    const questions = set(title);
    expect(questions.length).toBeGreaterThanOrEqual(5);
    expect(questions.filter((q) => !q.translations?.nn || !q.translations?.en).map((q) => q.text)).toEqual(
      [],
    );
    expect(customTopicTranslations(title, '')?.en?.heading).toBeTruthy();
  });

  it('gives no language to a question naming an object the lexicon does not know', () => {
    const questions = set('Leie ut flabbergasten til naboen');
    const naming = questions.filter((q) =>
      /flabbergast/.test(`${q.text} ${q.clauseYes ?? ''} ${q.clauseTemplate ?? ''}`),
    );
    expect(naming.length).toBeGreaterThan(0);
    expect(naming.filter((q) => q.translations)).toEqual([]);
  });

  it('gives the document its heading in each language, the title as written', () => {
    const title = 'Leie ut hesten til en venninne';
    const translations = customTopicTranslations(title, '');
    expect(translations?.en).toEqual({
      title,
      description: '',
      heading: GENERATOR_WORDS_EN.relationHeadings.rent,
      termClause: null,
      disputeClause: null,
      reviewed: true,
    });
    expect(translations?.nn).toMatchObject({
      heading: GENERATOR_WORDS_NN.relationHeadings.rent,
      reviewed: false,
    });
  });
});
