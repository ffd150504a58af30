import { fillClause, partyWording } from '@avtalt/logic';
import { clauseOfAnswer, topicKit } from '../catalogue.spec-helper';
import { QUESTION_BANK } from '../question-bank.data';
import { checkCatalogueTopic } from '../topic-checks.spec-helper';
import { fellesKjaeledyrMiddleGround } from './felles-kjaeledyr.middle-ground.data';
import { fellesKjaeledyrTopic as topic } from './felles-kjaeledyr.data';

checkCatalogueTopic(topic, {
  middleGround: fellesKjaeledyrMiddleGround,
  typedCount: 6,
  typedPoints: {
    'dyrets-eier': 'party',
    'bor-hos': 'party',
    'veterinar-grense': 'amount',
    beholder: 'party',
  },
  replaced: ['veterinar-avtales', 'hvem-beholder'],
  pairs: [
    ['eies-sammen:yes', 'dyrets-eier:*'],
    ['eies-sammen:yes', 'omplassering:*'],
    ['eies-sammen:no', 'beholder:*'],
    ['fast-bosted:no', 'bor-hos:*'],
    ['fast-bosted:no', 'helg-hos-de-andre:*'],
  ],
  // «ansvarsforsikring» (liability for damage the animal does) is another insurance than the health insurance asked about.
  premises: [
    { when: 'forsikring:no', noOtherClause: /\bforsikring|premie/i },
    { when: 'dyrets-eier:*', noOtherClause: /én av partene/i },
    { when: 'bor-hos:*', noOtherClause: /hos én av partene/i },
  ],
  collisions: [
    {
      clause: /\bforsikring|premie/i,
      notWith: 'forsikring:no',
      why: 'an insurance the parties said they will not take out',
    },
  ],
});

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

describe('felles-kjaeledyr: who keeps the animal', () => {
  it('lets the animal be kept by a named party who buys the others out at market value', () => {
    const keeper = question('beholder');
    expect(keeper.type === 'free_text' && keeper.format).toBe('party');
    expect(
      keeper.type === 'free_text' && partyWording(fillClause(keeper.clauseTemplate, 'Kari Nordmann'), 2),
    ).toBe(
      'Avsluttes samarbeidet, beholder Kari Nordmann dyret og løser ut den andre partens andel av det til markedsverdi, med mindre partene da blir enige om noe annet.',
    );
    // One owner keeps it too, in the clause shown on that path.
    for (const answer of [true, false])
      expect(clauseOfAnswer(question('omplassering'), answer)).toMatch(
        /^Eieren beholder dyret når avtalen opphører/,
      );
    expect(topic.document!.termClause).toMatch(/gjelder bestemmelsen om hvem som beholder dyret\.$/);
  });
});
