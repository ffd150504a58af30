import type { TopicMiddleGround } from '../catalogue.types';

/** The compromises of `bofellesskap` in English, beside bofellesskap.middle-ground.data.ts: the same alternatives in the same order. */
export const bofellesskapMiddleGroundEn: TopicMiddleGround = {
  'husleie-fordeling': [
    {
      text: 'Is half the rent to be split equally and the other half by room size?',
      clause:
        'Half the rent is split equally between the parties, and the other half is divided according to the size of the room each party has the use of. Anyone who has paid more than their share may require the excess to be covered by the other parties.',
      description:
        'Everyone pays the same for the shared areas, and the rooms are paid for according to size.',
    },
    {
      text: 'Is the rent to be split equally, but with NOK 500 more a month for whoever has a room of more than 15 square metres?',
      clause:
        'The rent is divided so that whoever has the use of a room of more than 15 square metres pays NOK 500 more a month than whoever has the use of a smaller room, and the rent is otherwise split equally between the parties. Anyone who has paid more than their share may require the excess to be covered by the other parties.',
      description: 'An equal split with a fixed supplement for the largest room.',
    },
  ],
  'strom-internett-likt': [
    {
      text: 'Is the internet to be split equally and the electricity according to how many days each of you has lived in the home during the period?',
      clause:
        'Internet costs are split equally between the parties, while electricity costs are divided according to how many days each of the parties has lived in the home during the period the bill covers.',
      description: 'Whoever is away a lot does not have to pay for electricity they do not use.',
    },
  ],
  'skader-pa-boligen': [
    {
      text: 'Is whoever has caused damage to pay the first NOK 5,000, with the rest split equally?',
      clause:
        'If the landlord claims compensation for damage to the home or its fixtures and furnishings, the party who caused the damage, personally or through their guests, bears the first NOK 5,000 of the cost as between the parties, and anything above NOK 5,000 is split equally between the parties.',
      description: 'Whoever caused the damage bears the most, but major damage is shared.',
    },
  ],
  vaskeliste: [
    {
      text: 'Will you have a fixed cleaning rota only for the bathroom and kitchen, and otherwise tidy up after yourselves?',
      clause:
        'The parties will follow a fixed cleaning rota for the bathroom and kitchen under which responsibility rotates every week, and will keep the living room, hallway and other shared areas clean and tidy after use.',
      description: 'A fixed plan where it is needed most, and freedom elsewhere.',
    },
  ],
  roykfritt: [
    {
      text: 'Is smoking tobacco indoors to be prohibited, but using e-cigarettes in your own room permitted?',
      clause:
        'Smoking tobacco indoors in the home is not permitted, but each of the parties may use e-cigarettes in their own room, to the extent the tenancy agreement permits it.',
      description: 'No smell of smoke in the home, but a little freedom in your own room.',
    },
    {
      text: 'Is smoking to be permitted only in your own room with the window open and the door closed, and never in the shared areas?',
      clause:
        'Smoking indoors is permitted only in each person’s own room with the window open and the door closed, never in the shared areas, and only to the extent the tenancy agreement permits it.',
      description: 'Smoking in your own room, but in such a way that nobody else notices.',
    },
  ],
  'utflytting-varseltid': [
    {
      text: 'Is a person who wants to move out to give written notice six weeks in advance?',
      clause:
        'A party who wants to move out must give the other parties written notice at least six weeks before moving out and pay their share of the rent until the end of the notice period, and after that the person or persons who remain must pay the full rent until a new resident has moved in.',
      description: 'Between one and two months.',
    },
    {
      text: 'Is the notice period to be two months, but only one month when the person moving out has found a new resident whom the person or persons remaining have accepted?',
      clause:
        'A party who wants to move out must give the other parties written notice at least two months before moving out, or at least one month before when that party has found a new resident whom the other parties have accepted, and must pay their share of the rent until the end of the notice period. After that the person or persons who remain must pay the full rent until a new resident has moved in.',
      description:
        'A long notice period for security, a short one when the person moving out finds someone new themselves.',
    },
    {
      text: 'Is a person who wants to move out to give written notice ten weeks in advance?',
      clause:
        'A party who wants to move out must give the other parties written notice at least ten weeks before moving out and pay their share of the rent until the end of the notice period, and after that the person or persons who remain must pay the full rent until a new resident has moved in.',
      description: 'Between two and three months.',
    },
  ],
  'ny-beboer': [
    {
      text: 'Is everyone to have the chance to meet a new resident before they move in, and be able to say no only within seven days of the meeting?',
      clause:
        'A new resident may move in once all the parties have had the chance to meet that person and none of them has said no in writing within seven days of the meeting, provided that the landlord has given consent where required.',
      description: 'Everyone has their say, but a no must come quickly.',
    },
  ],
};
