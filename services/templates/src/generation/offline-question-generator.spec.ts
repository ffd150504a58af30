import { OfflineQuestionGenerator, tokenize } from './offline-question-generator';
import { QUESTION_BANK } from '../catalogue/question-bank.data';

const generator = new OfflineQuestionGenerator();
const texts = (title: string, description: string, count: number) => generator.select({ title, description, count }).map((q) => q.text);
const domainOf = (text: string) => QUESTION_BANK.find((q) => q.text === text)!.domains[0];

describe('OfflineQuestionGenerator', () => {
  it.each([1, 5, 10, 30])('gives exactly %i distinct questions', (count) => {
    const result = texts('Felles gressklipper', 'Naboene deler en gressklipper', count);
    expect(result).toHaveLength(count);
    expect(new Set(result.map((t) => t.toLowerCase())).size).toBe(count);
  });

  it('leads with questions of the domain the topic is about', () => {
    expect(domainOf(texts('Felles bil', 'Vi kjøper en bil sammen og deler på drivstoff og forsikring', 3)[0])).toBe('vehicles');
    expect(domainOf(texts('Hund', 'Vi skal ha hund sammen og dele på lufting og dyrlege', 3)[0])).toBe('pets');
    expect(domainOf(texts('Lån til venn', 'Jeg låner bort penger og vil ha nedbetaling og renter avtalt', 3)[0])).toBe('loans');
    expect(domainOf(texts('Ferie', 'Vi reiser på ferie sammen og deler hotell og fly', 3)[0])).toBe('travel');
  });

  it('fills a narrow topic with questions that fit any agreement, and asks about ending last', () => {
    const result = texts('Gressklipper', '', 30);
    expect(result).toHaveLength(30);
    const domains = result.map(domainOf);
    expect(domains).toContain('communication');
    const firstEnding = domains.indexOf('ending');
    expect(firstEnding).toBeGreaterThan(0);
    expect(domains.slice(firstEnding).every((d) => d === 'ending')).toBe(true);
  });

  it('is deterministic', () => {
    expect(texts('Bryllup', 'Vi deler kostnadene til bryllupet', 12)).toEqual(texts('Bryllup', 'Vi deler kostnadene til bryllupet', 12));
  });

  it('only returns grammatical yes/no questions with clause texts', () => {
    for (const q of generator.select({ title: 'Kollektiv', description: 'Vi bor fem stykker i et kollektiv', count: 30 })) {
      expect(q.text).toMatch(/^[A-ZÆØÅ].*\?$/);
      expect(q.clauseYes).toMatch(/\.$/);
      expect(q.clauseNo).toMatch(/\.$/);
    }
  });

  it('tokenizes Norwegian words in lower case', () => {
    expect(tokenize('Hytte på Fjellet, fôr til HUND!')).toEqual(['hytte', 'på', 'fjellet', 'fôr', 'til', 'hund']);
  });
});
