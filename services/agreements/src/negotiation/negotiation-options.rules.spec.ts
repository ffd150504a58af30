import { allCanAccept } from './marks.rules';
import { findOption, optionsFor } from './negotiation-options.rules';
import { answer, callers, empty, pid, run, twoDisagree, view } from './negotiation.spec-helper';

describe('options of a disputed point', () => {
  it('lists the curated middle grounds, the midpoint with its clause, and the answers only when all can accept', () => {
    let s = twoDisagree();
    const q1 = optionsFor(view(s), 'q1');
    expect(q1.map((o) => [o.id, o.source, o.text, o.clause])).toEqual([
      ['library:0', 'library', 'Skal utgiftene deles etter inntekt?', 'Utgiftene deles etter inntekt.'],
      ['library:1', 'library', 'Skal utgiftene deles 60/40?', 'Utgiftene deles 60/40.'],
    ]);
    const rent = optionsFor(view(s), 'q3');
    expect(rent).toHaveLength(1);
    expect(rent[0]).toMatchObject({ id: 'midpoint', source: 'midpoint', value: 13500 });
    expect(rent[0].display?.replace(/\s/g, ' ')).toBe('13 500 kr');
    expect(rent[0].clause?.replace(/\s/g, ' ')).toBe('Husleien er 13 500 kr per måned.');
    // The answers can always be put forward (a trade does), but are listed only when matched.
    expect(findOption(view(s), 'q2', `answer:${pid(s, 'bjorn')}`)).toMatchObject({
      value: false,
      clause: null,
      text: 'Skal dere ha vaskeliste? Nei',
    });
    s = run(s, { kind: 'setMark', caller: callers.anne, questionId: 'q2', mark: 'canAccept', value: true });
    expect(allCanAccept(view(s), 'q2')).toBe(false);
    expect(optionsFor(view(s), 'q2')).toEqual([]);
    s = run(s, { kind: 'setMark', caller: callers.bjorn, questionId: 'q2', mark: 'canAccept', value: true });
    expect(allCanAccept(view(s), 'q2')).toBe(true);
    expect(optionsFor(view(s), 'q2').map((o) => o.id)).toEqual([
      `answer:${pid(s, 'anne')}`,
      `answer:${pid(s, 'bjorn')}`,
    ]);
  });
});

describe('review of issue 19: answer options with three or more (finding 10)', () => {
  it('one option per distinct answer; each participant’s answer can still be put forward', () => {
    let s = empty(3);
    s = answer(s, 'anne', { q1: true, q2: true, q3: 10000, q4: '2027-03-01' });
    s = answer(s, 'bjorn', { q1: true, q2: true, q3: 10000, q4: '2027-03-01' });
    s = answer(s, 'cato', { q1: true, q2: true, q3: 20000, q4: '2027-03-01' });
    for (const who of ['anne', 'bjorn', 'cato'])
      s = run(s, { kind: 'setMark', caller: callers[who], questionId: 'q3', mark: 'canAccept', value: true });
    const answers = optionsFor(view(s), 'q3').filter((o) => o.source === 'answer');
    expect(answers.map((o) => o.id)).toEqual([`answer:${pid(s, 'anne')}`, `answer:${pid(s, 'cato')}`]);
    expect(findOption(view(s), 'q3', `answer:${pid(s, 'bjorn')}`)).toMatchObject({ value: 10000 });
  });
});
