import { clauseOfAnswer, topicKit } from '../catalogue.spec-helper';
import { QUESTION_BANK } from '../question-bank.data';
import { fellesKjaeledyrTopic as topic } from './felles-kjaeledyr.data';

const { question } = topicKit(topic);

/**
 * Issue 33: the lawyer's review § 8 (shared/reviews/legal-content.md): the bank's castration Nei («… uten at alle
 * partene har samtykket») did not negate; the catalogue's was already fixed. Both must say the same.
 */

describe('felles-kjaeledyr (issue 33)', () => {
  it('says plainly that the animal is not castrated on Nei, in the catalogue and in the bank alike', () => {
    const no = clauseOfAnswer(question('kastrering'), false);
    expect(no).toBe('Dyret skal ikke kastreres eller steriliseres.');
    const bank = QUESTION_BANK.filter((q) => q.text === question('kastrering').text);
    expect(bank.map((q) => q.clauseNo)).toEqual([no]);
  });
});
