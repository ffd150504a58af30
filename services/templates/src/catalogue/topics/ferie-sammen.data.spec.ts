import { checkCatalogueTopic } from '../topic-checks.spec-helper';
import { ferieSammenMiddleGround } from './ferie-sammen.middle-ground.data';
import { ferieSammenTopic as topic } from './ferie-sammen.data';

checkCatalogueTopic(topic, {
  middleGround: ferieSammenMiddleGround,
  typedCount: 6,
  typedPoints: {
    'ferie-fra': 'date',
    'budsjett-per-person': 'amount',
    'reise-overnatting-fordeling': 'multiple_choice',
    bestiller: 'party',
  },
  replaced: ['reise-overnatting-likt'],
  pairs: [
    ['felles-budsjett:no', 'budsjett-per-person:*'],
    ['en-bestiller:no', 'bestiller:*'],
    ['leiebil:no', 'leiebil-egenandel:*'],
  ],
  premises: [
    { when: 'leiebil:no', noOtherClause: /leiebil/i },
    { when: 'bestiller:*', noOtherClause: /én av partene/i },
  ],
  collisions: [
    { clause: /leiebil/i, notWith: 'leiebil:no', why: 'a rental car the parties said they will not rent' },
  ],
});
