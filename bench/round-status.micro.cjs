// The status of one round (rounds.rules questionStatuses) for 50 participants × 10 questions, Ja/Nei or
// typed (choice, amount, date, party, percent, text), on the built agreements service of a tree:
//   node bench/round-status.micro.cjs [yesno|typed] [tree, default this repository]
// Compare two builds by running it on each, alternating (docs/performance.md).
const path = require('path');
const typed = process.argv[2] === 'typed';
const root = path.resolve(process.argv[3] ?? path.join(__dirname, '..'));
const r = require(path.join(root, 'services/agreements/dist/rounds/rounds.rules.js'));
const N = 50,
  Q = 10;
const id = (p, n) => `${p}0000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const formats = ['amount', 'date', 'party', 'percent', 'text'];
const questions = Array.from({ length: Q }, (_, i) =>
  typed
    ? i % 2 === 0
      ? { id: id('a', i), type: 'multiple_choice', order: i + 1, options: ['Likt', 'Etter inntekt'] }
      : { id: id('a', i), type: 'free_text', format: formats[(i >> 1) % 5], order: i + 1 }
    : { id: id('a', i), type: 'yes_no', order: i + 1 },
);
const participants = Array.from({ length: N }, (_, k) => ({
  id: id('b', k),
  userId: id('c', k),
  isAnonymous: false,
  removedInRound: null,
}));
const value = (q, k) =>
  q.type === 'yes_no'
    ? true
    : q.type === 'multiple_choice'
      ? 'Likt'
      : {
          amount: k % 2 ? '12 000' : 12000,
          date: '2027-03-01',
          party: participants[0].id,
          percent: 15,
          text: 'Oslo',
        }[q.format];
const answers = participants.flatMap((p, k) =>
  questions.map((q) => ({ participantId: p.id, questionId: q.id, round: 1, response: value(q, k) })),
);
const submissions = participants.map((p) => ({ participantId: p.id, round: 1 }));
let sink = 0;
const run = () => {
  const s = {
    currentRound: 1,
    maxRounds: 5,
    expectedParticipants: 2,
    declaredDisagreement: false,
    initiatorId: participants[0].userId,
    questions,
    rules: [],
    participants,
    answers,
    submissions,
  };
  sink += r.questionStatuses(s).size; // a new snapshot each time: no cache between runs
};
for (let i = 0; i < 200; i++) run();
const times = [];
for (let k = 0; k < 5; k++) {
  const t = process.hrtime.bigint();
  for (let i = 0; i < 500; i++) run();
  times.push(Number(process.hrtime.bigint() - t) / 500 / 1000);
}
times.sort((a, b) => a - b);
console.log(
  `${typed ? 'typed' : 'yes/no'} ${path.basename(root)}: ${times[2].toFixed(0)} µs per 50×10 round (median of 5×500), sink ${sink}`,
);
