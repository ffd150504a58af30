import { i18n } from '../../i18n/i18n';
import { filterTopics, isSearching, topicForNewAgreement, topicListTitle } from './topic-search.rules';

const topics = [
  { id: 'a', title: 'Husleie i kollektivet', description: 'Hvem betaler hva' },
  { id: 'b', title: 'Bilkjøp', description: 'Deling av BIL og utgifter' },
  { id: 'c', title: 'Samboerskap', description: 'Eiendeler og økonomi' },
];

describe('filterTopics', () => {
  it('returns every topic when the term is blank', () => {
    expect(filterTopics(topics, '   ')).toEqual(topics);
  });

  it('matches the title as a case-insensitive substring', () => {
    expect(filterTopics(topics, 'HUSLEIE').map((t) => t.id)).toEqual(['a']);
  });

  it('matches the description too', () => {
    expect(filterTopics(topics, 'bil og').map((t) => t.id)).toEqual(['b']);
  });

  it('handles Norwegian letters regardless of case', () => {
    expect(filterTopics(topics, 'ØKONOMI').map((t) => t.id)).toEqual(['c']);
  });

  it('ignores white space around the term', () => {
    expect(filterTopics(topics, '  bilkjøp ').map((t) => t.id)).toEqual(['b']);
  });

  it('finds nothing for a term no topic contains', () => {
    expect(filterTopics(topics, 'hund')).toEqual([]);
  });
});

describe('topicListTitle', () => {
  it('is "Alle temaer" when not searching', () => {
    expect(topicListTitle('', i18n.getFixedT('nb'))).toBe('Alle temaer');
    expect(isSearching(' ')).toBe(false);
  });

  it('names the term while searching', () => {
    expect(topicListTitle(' bil ', i18n.getFixedT('nb'))).toBe('Søkeresultater for "bil"');
    expect(topicListTitle(' bil ', i18n.getFixedT('en'))).toBe('Search results for "bil"');
    expect(isSearching('bil')).toBe(true);
  });
});

describe('topicForNewAgreement', () => {
  const featured = [topics[2], topics[1]];

  it('uses the selected topic', () => {
    expect(topicForNewAgreement('a', featured, topics)?.id).toBe('a');
  });

  it('falls back to the first featured topic when none is selected', () => {
    expect(topicForNewAgreement(null, featured, topics)?.id).toBe('c');
  });

  it('falls back to the first featured topic when the selected one is gone', () => {
    expect(topicForNewAgreement('gone', featured, topics)?.id).toBe('c');
  });

  it('uses the first topic when none is featured, and null when there are none', () => {
    expect(topicForNewAgreement(null, [], topics)?.id).toBe('a');
    expect(topicForNewAgreement(null, undefined, undefined)).toBeNull();
  });
});
