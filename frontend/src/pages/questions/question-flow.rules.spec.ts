import type { AgreementQuestion, Comparison } from '@avtalt/contracts';
import {
  answerCounts,
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
