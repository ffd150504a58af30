import type { Agreement, AgreementQuestion, Comparison, Participant } from '@avtalt/contracts';
import type { LogicQuestion, LogicRule } from '@avtalt/logic';
import {
  answerCounts,
  badgeCount,
  choiceCounts,
  confirmingAnswer,
  counterText,
  questionCounter,
  inputText,
  partyChoices,
  previousAnswerLabel,
  selectedParty,
  selfIdsOf,
  prefilledAnswers,
  progressDots,
  progressPercent,
  shouldPromptLogin,
  startQuestion,
  submittableAnswers,
  toLogicQuestions,
  toLogicRules,
  withoutAnswer,
} from './question-flow.rules';

const question = (id: string, order: number, over: Partial<AgreementQuestion> = {}): AgreementQuestion => ({
  id,
  text: `Spørsmål ${id}`,
  type: 'yes_no',
  options: null,
  format: null,
  order,
  description: null,
  required: false,
  rules: [],
  yourAnswer: null,
  previousAnswers: [],
  ...over,
});

describe('progressDots', () => {
  it('draws one dot per question when there are at most ten', () => {
    expect(progressDots(0, 3)).toEqual(['current', 'todo', 'todo']);
    expect(progressDots(2, 3)).toEqual(['done', 'done', 'current']);
  });

  it('never draws more than ten dots', () => {
    expect(progressDots(0, 25)).toHaveLength(10);
  });

  it('lets each dot stand for a share of many questions', () => {
    expect(progressDots(0, 20).indexOf('current')).toBe(0);
    expect(progressDots(1, 20).indexOf('current')).toBe(0);
    expect(progressDots(2, 20).indexOf('current')).toBe(1);
    expect(progressDots(19, 20).indexOf('current')).toBe(9);
    expect(progressDots(19, 20).filter((d) => d === 'done')).toHaveLength(9);
  });

  it('draws nothing without questions', () => {
    expect(progressDots(0, 0)).toEqual([]);
  });
});

describe('progressPercent', () => {
  it('is question X of N as a percentage', () => {
    expect(progressPercent(0, 4)).toBe(25);
    expect(progressPercent(3, 4)).toBe(100);
    expect(progressPercent(0, 3)).toBe(33);
  });

  it('is 0 without questions', () => {
    expect(progressPercent(0, 0)).toBe(0);
  });
});

describe('shouldPromptLogin', () => {
  it('prompts a logged-out respondent from 75 % of the questions', () => {
    expect(shouldPromptLogin(1, 4, false)).toBe(false);
    expect(shouldPromptLogin(2, 4, false)).toBe(true);
    expect(shouldPromptLogin(3, 4, false)).toBe(true);
  });

  it('never prompts a logged-in user', () => {
    expect(shouldPromptLogin(3, 4, true)).toBe(false);
  });
});

describe('answerCounts', () => {
  const comparison = {
    questionAnswers: [
      {
        questionId: 'q1',
        questionText: 'Q1',
        status: 'pending',
        answers: [
          { participantId: 'a', userId: 'a', userName: 'A', response: true },
          { participantId: 'b', userId: 'b', userName: 'B', response: true },
          { participantId: 'c', userId: 'c', userName: 'C', response: false },
          { participantId: 'd', userId: 'd', userName: 'D', response: null },
        ],
      },
    ],
  } as unknown as Comparison;

  it('counts Ja and Nei, leaving out missing answers', () => {
    expect(answerCounts(comparison, 'q1')).toEqual({ yes: 2, no: 1 });
  });

  it('is zero for an unknown question or without data', () => {
    expect(answerCounts(comparison, 'q9')).toEqual({ yes: 0, no: 0 });
    expect(answerCounts(undefined, 'q1')).toEqual({ yes: 0, no: 0 });
  });
});

describe('flow with logic', () => {
  // q1 = Nei ends the form; q2 = Nei jumps over q3 to q4.
  const questions = [
    question('q1', 1, {
      rules: [
        {
          id: 'r1',
          questionId: 'q1',
          sourceQuestionId: 'q1',
          operator: 'equals',
          value: false,
          action: 'end_form',
          targetQuestionId: null,
        },
      ],
    }),
    question('q2', 2, {
      rules: [
        {
          id: 'r2',
          questionId: 'q2',
          sourceQuestionId: 'q2',
          operator: 'equals',
          value: false,
          action: 'jump_to',
          targetQuestionId: 'q4',
        },
      ],
    }),
    question('q3', 3),
    question('q4', 4, { yourAnswer: true }),
  ];
  const lq = toLogicQuestions(questions);
  const rules = toLogicRules(questions);

  it('collects the rules of every question once', () => {
    expect(rules.map((r) => r.id)).toEqual(['r1', 'r2']);
  });

  it('prefills the saved answers and opens at the first unanswered question', () => {
    const answers = prefilledAnswers(questions);
    expect(answers).toEqual({ q4: true });
    expect(startQuestion(lq, rules, answers)).toBe('q1');
    expect(startQuestion(lq, rules, { q1: true, q2: true })).toBe('q3');
  });

  it('submits only the answers on the path', () => {
    expect(submittableAnswers(lq, rules, { q1: true, q2: false, q3: true, q4: false })).toEqual({
      q1: true,
      q2: false,
      q4: false,
    });
    expect(submittableAnswers(lq, rules, { q1: false, q2: true })).toEqual({ q1: false });
  });

  it('drops the answer of a skipped question', () => {
    expect(withoutAnswer({ q1: true, q2: false }, 'q2')).toEqual({ q1: true });
  });
});

describe('typed answers', () => {
  const participant = (over: Partial<Participant>): Participant => ({
    id: 'p-a',
    userId: 'u-a',
    userName: 'Anne Hansen',
    hasResponded: false,
    isAnonymous: false,
    isYou: false,
    canRemove: false,
    ...over,
  });
  const agreementWith = (participants: Participant[]) =>
    ({ participants }) as Pick<Agreement, 'participants'>;

  describe('choiceCounts', () => {
    const choice = question('q1', 1, { type: 'multiple_choice', options: ['Likt', 'Etter inntekt'] });
    const comparison = {
      questionAnswers: [
        {
          questionId: 'q1',
          answers: [
            { participantId: 'a', response: 'Etter inntekt', display: 'Etter inntekt' },
            { participantId: 'b', response: ' etter  INNTEKT ', display: 'Etter inntekt' },
            { participantId: 'c', response: 'Likt', display: 'Likt' },
            { participantId: 'd', response: null, display: '' },
          ],
        },
      ],
    } as unknown as Comparison;

    it('counts each option as the comparison compares them (case and spaces do not matter)', () => {
      expect(choiceCounts(comparison, choice, ['Likt', 'Etter inntekt'])).toEqual([1, 2]);
    });

    it('is zero for every option without data', () => {
      expect(choiceCounts(undefined, choice, ['Likt', 'Etter inntekt'])).toEqual([0, 0]);
    });
  });

  describe('partyChoices', () => {
    it("offers 'Meg selv' and 'Den andre parten' to the first to answer, before anyone has joined", () => {
      expect(partyChoices(agreementWith([]))).toEqual([
        { value: 'self', label: 'Meg selv' },
        { value: 'other', label: 'Den andre parten' },
      ]);
    });

    it("names the caller 'Meg selv (Navn)' with their participant id once joined, with 'Den andre parten' while alone", () => {
      expect(partyChoices(agreementWith([participant({ isYou: true })]))).toEqual([
        { value: 'p-a', label: 'Meg selv (Anne Hansen)' },
        { value: 'other', label: 'Den andre parten' },
      ]);
    });

    it('lists the other participants by name, and no longer offers Den andre parten', () => {
      const choices = partyChoices(
        agreementWith([participant({}), participant({ id: 'p-b', userName: 'Bjørn Berg', isYou: true })]),
      );
      expect(choices).toEqual([
        { value: 'p-b', label: 'Meg selv (Bjørn Berg)' },
        { value: 'p-a', label: 'Anne Hansen' },
      ]);
    });

    it("offers 'Meg selv' (self) to a visitor who has not joined, beside the participants", () => {
      expect(partyChoices(agreementWith([participant({})]))).toEqual([
        { value: 'self', label: 'Meg selv' },
        { value: 'p-a', label: 'Anne Hansen' },
      ]);
    });

    it('selects a saved answer, reading self as the caller once joined', () => {
      const joined = partyChoices(agreementWith([participant({ isYou: true })]));
      expect(selectedParty('self', joined, ['p-a'])).toBe('p-a');
      expect(selectedParty('other', joined, ['p-a'])).toBe('other');
      expect(selectedParty(undefined, joined, ['p-a'])).toBe('');
      expect(selectedParty('p-zzz', joined, ['p-a'])).toBe('');
    });

    it("takes the caller's own participant id as self for the rules", () => {
      expect(selfIdsOf(agreementWith([participant({}), participant({ id: 'p-b', isYou: true })]))).toEqual([
        'p-b',
      ]);
      expect(selfIdsOf(agreementWith([participant({})]))).toEqual([]);
      expect(selfIdsOf(undefined)).toEqual([]);
    });
  });

  it('starts a value input from the saved answer, numbers with a decimal comma', () => {
    const amount = question('q1', 1, { type: 'free_text', format: 'amount' });
    expect(inputText(amount, 12000)).toBe('12000');
    expect(inputText(amount, 12000.5)).toBe('12000,5');
    expect(inputText(question('q2', 2, { type: 'free_text', format: 'date' }), '2027-03-01')).toBe(
      '2027-03-01',
    );
    expect(inputText(amount, undefined)).toBe('');
  });

  it("labels a previous answer 'Deg' for the caller, else with the name", () => {
    expect(previousAnswerLabel({ isYou: true, userName: 'Anne' })).toBe('Deg');
    expect(previousAnswerLabel({ isYou: false, userName: 'Bjørn' })).toBe('Bjørn');
  });

  describe('logic on typed values', () => {
    const rule = (id: string, over: Record<string, unknown>) => ({
      id,
      questionId: 'q2',
      sourceQuestionId: 'q1',
      operator: 'greater_than' as const,
      value: 10000,
      action: 'show' as const,
      targetQuestionId: null,
      ...over,
    });
    // q2 shows only when the rent (q1, an amount) is over 10 000; q4 shows only when q3 names the one answering.
    const typed = [
      question('q1', 1, { type: 'free_text', format: 'amount' }),
      question('q2', 2, { rules: [rule('r1', {})] }),
      question('q3', 3, { type: 'free_text', format: 'party' }),
      question('q4', 4, {
        rules: [rule('r2', { questionId: 'q4', sourceQuestionId: 'q3', operator: 'equals', value: 'self' })],
      }),
    ];
    const lq = toLogicQuestions(typed);
    const rules = toLogicRules(typed);

    it('passes options and format to the logic engine', () => {
      expect(lq[0]).toMatchObject({ type: 'free_text', format: 'amount', options: null });
    });

    it('compares amounts by value and parties as self/other, sending the values as given', () => {
      expect(submittableAnswers(lq, rules, { q1: 12000, q2: true, q3: 'p-me', q4: false }, ['p-me'])).toEqual(
        {
          q1: 12000,
          q2: true,
          q3: 'p-me',
          q4: false,
        },
      );
      expect(
        submittableAnswers(lq, rules, { q1: 9000, q2: true, q3: 'p-other', q4: false }, ['p-me']),
      ).toEqual({
        q1: 9000,
        q3: 'p-other',
      });
      expect(submittableAnswers(lq, rules, { q1: 9000, q3: 'self', q4: true }, [])).toEqual({
        q1: 9000,
        q3: 'self',
        q4: true,
      });
    });

    it('prefills typed saved answers and opens after them', () => {
      const saved = typed.map((q) => (q.id === 'q1' ? { ...q, yourAnswer: 12000 } : q));
      const answers = prefilledAnswers(saved);
      expect(answers).toEqual({ q1: 12000 });
      expect(startQuestion(lq, rules, answers)).toBe('q2');
    });
  });
});

describe('confirmingAnswer (a fact someone else filled in)', () => {
  const KARI = 'a0000000-0000-4000-8000-00000000000a';
  const ME = 'a0000000-0000-4000-8000-00000000000b';
  const text = { type: 'free_text' as const, format: 'text' as const };
  const party = { type: 'free_text' as const, format: 'party' as const };
  const suggest = (response: string | number | boolean) => ({
    participantId: KARI,
    userName: 'Kari',
    response,
    display: String(response),
  });

  it('answers with the same response for text, numbers, dates, choices and yes/no', () => {
    expect(confirmingAnswer(text, suggest('Storgata 1, 0150 Oslo'), { selfIds: [ME], partyCount: 2 })).toBe(
      'Storgata 1, 0150 Oslo',
    );
    expect(
      confirmingAnswer({ type: 'free_text', format: 'amount' }, suggest(50000), {
        selfIds: [],
        partyCount: 2,
      }),
    ).toBe(50000);
    expect(
      confirmingAnswer({ type: 'yes_no', format: null }, suggest(true), { selfIds: [ME], partyCount: 2 }),
    ).toBe(true);
  });

  it('reads a party answer from where the one who gave it stood', () => {
    expect(confirmingAnswer(party, suggest('self'), { selfIds: [ME], partyCount: 2 })).toBe(KARI);
    expect(confirmingAnswer(party, suggest('other'), { selfIds: [ME], partyCount: 2 })).toBe(ME);
    expect(confirmingAnswer(party, suggest('other'), { selfIds: [], partyCount: 2 })).toBe('self');
    expect(confirmingAnswer(party, suggest('other'), { selfIds: [ME], partyCount: 3 })).toBeNull();
    expect(confirmingAnswer(party, suggest(ME), { selfIds: [ME], partyCount: 3 })).toBe(ME);
  });

  it("offers nothing without a suggestion or for the caller's own answer", () => {
    expect(confirmingAnswer(text, null, { selfIds: [ME], partyCount: 2 })).toBeNull();
    expect(confirmingAnswer(text, undefined, { selfIds: [ME], partyCount: 2 })).toBeNull();
    expect(
      confirmingAnswer(text, { ...suggest('x'), participantId: ME }, { selfIds: [ME], partyCount: 2 }),
    ).toBeNull();
  });
});

describe('the question counter does not jump (issue 16, review D8)', () => {
  // A loan topic: 'Er dere i nær familie?' Ja shows two questions about family, and
  // 'Skal det betales renter?' Ja shows the interest rate; Nei to 'Skal lånet ha sikkerhet?' ends the form.
  const ids = ['familie', 'arv', 'gave', 'renter', 'rente', 'sikkerhet', 'pant', 'signatur'];
  const loan: LogicQuestion[] = ids.map((id, i) => ({ id, type: 'yes_no', order: i + 1 }));
  const rule = (
    id: string,
    questionId: string,
    sourceQuestionId: string,
    value: boolean,
    action: LogicRule['action'] = 'show',
  ): LogicRule => ({
    id,
    questionId,
    sourceQuestionId,
    operator: 'equals',
    value,
    action,
    targetQuestionId: null,
  });
  const rules: LogicRule[] = [
    rule('r1', 'arv', 'familie', true),
    rule('r2', 'gave', 'familie', true),
    rule('r3', 'rente', 'renter', true),
    rule('r4', 'sikkerhet', 'sikkerhet', false, 'end_form'),
  ];
  const text = (answers: Record<string, boolean>, current: string) =>
    counterText(questionCounter(loan, rules, answers, current));

  it('counts the route the answers lead to and says that more may follow while a later answer can show questions', () => {
    expect(questionCounter(loan, rules, {}, 'familie')).toEqual({ number: 1, total: 5, moreMayFollow: true });
    expect(text({}, 'familie')).toBe('Spørsmål 1 av 5 – flere kan komme');
    // Nei to family: those two never come; the interest rate still may.
    expect(text({ familie: false }, 'renter')).toBe('Spørsmål 2 av 5 – flere kan komme');
    // Ja to family: the two family questions are on the route now, and counted.
    expect(text({ familie: true }, 'arv')).toBe('Spørsmål 2 av 7 – flere kan komme');
    // Nothing later can show a question any more: a plain count.
    expect(text({ familie: true, arv: true, gave: true, renter: false }, 'sikkerhet')).toBe(
      'Spørsmål 5 av 7',
    );
  });

  it('never says X av X while more can follow', () => {
    const [first, second, shown] = [
      { id: 'a', type: 'yes_no' as const, order: 1 },
      { id: 'b', type: 'yes_no' as const, order: 2 },
      { id: 'c', type: 'yes_no' as const, order: 3 },
    ];
    const showC = [rule('s', 'c', 'b', true)];
    expect(counterText(questionCounter([first, second, shown], showC, { a: true }, 'b'))).toBe(
      'Spørsmål 2 – flere kan komme',
    );
    expect(counterText(questionCounter([first, second, shown], showC, { a: true, b: true }, 'c'))).toBe(
      'Spørsmål 3 av 3',
    );
    // The answer on screen can still be changed (back to Ja): it is not a known answer yet.
    expect(counterText(questionCounter([first, second, shown], showC, { a: true, b: false }, 'b'))).toBe(
      'Spørsmål 2 – flere kan komme',
    );
  });

  it('does not promise questions that a known answer hides, or that come after an end the answers fired', () => {
    const qs: LogicQuestion[] = ['a', 'b', 'c', 'd'].map((id, i) => ({ id, type: 'yes_no', order: i + 1 }));
    const hiddenByA = [rule('show', 'd', 'c', true), rule('hide', 'd', 'a', false, 'hide')];
    expect(questionCounter(qs, hiddenByA, { a: true }, 'b').moreMayFollow).toBe(true);
    expect(questionCounter(qs, hiddenByA, { a: false }, 'b').moreMayFollow).toBe(false);
    // Leaving b ends the form when a is Nei: d (shown by c) can no longer come.
    const ended = [rule('end', 'b', 'a', false, 'end_form'), rule('show', 'd', 'c', true)];
    expect(questionCounter(qs, ended, { a: false }, 'b')).toEqual({
      number: 2,
      total: 2,
      moreMayFollow: false,
    });
    expect(questionCounter(qs, ended, { a: true }, 'b')).toEqual({
      number: 2,
      total: 3,
      moreMayFollow: true,
    });
  });
});

describe('count badges (issue 16, review D11)', () => {
  it('shows only a count above zero', () => {
    expect([badgeCount(0), badgeCount(1), badgeCount(12)]).toEqual([undefined, 1, 12]);
  });
});
