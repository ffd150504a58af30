// Property tests (fast-check) of the flow: on random question sets, random — often invalid — rule sets
// and random answers, the walk ends, never asks a question twice, never asks a hidden question, and
// nextQuestion/previousQuestion agree with computePath.
import fc from 'fast-check';
import { evaluateCondition } from './conditions.rules';
import {
  answersOnPath,
  computePath,
  evaluateVisibility,
  isComplete,
  nextQuestion,
  previousQuestion,
} from './flow.rules';
import {
  ACTIONS,
  OPERATORS,
  QUESTION_TYPES,
  type Answers,
  type LogicQuestion,
  type LogicRule,
  type Operator,
  type QuestionType,
} from './logic.types';
import { sortQuestions } from './questions.rules';
import { validateRules } from './validation.rules';
import { isAnswered } from './values.rules';

// FC_NUM_RUNS=20000 runs a longer search, e.g. after changing the engine.
const RUNS = { numRuns: Number(process.env.FC_NUM_RUNS) || 400 };

// Ids include names that live on Object.prototype, to prove answers are read as own keys only.
const ID_POOL = [...Array.from({ length: 33 }, (_, i) => `q${i}`), '__proto__', 'constructor', 'toString'];
const OPTION_POOL = ['Ja', 'Nei', 'Delt likt', 'delt likt ', 'Annet', '1', '2', '10', '2,5'];
const TEXT_POOL = ['hund', 'Katt og hund', 'HUND', '  ', '', '0', '3', '2,5', '-1', '1e3', 'kanskje', 'ja'];

const optionsArb = fc.uniqueArray(fc.constantFrom(...OPTION_POOL), { minLength: 0, maxLength: 4 });

function questionArb(id: string): fc.Arbitrary<LogicQuestion> {
  return fc.record({
    id: fc.constant(id),
    type: fc.constantFrom(...QUESTION_TYPES),
    order: fc.oneof(
      { weight: 20, arbitrary: fc.integer({ min: -2, max: 12 }) },
      { weight: 1, arbitrary: fc.constant(NaN) },
    ),
    required: fc.boolean(),
    options: fc.option(optionsArb, { nil: null }),
  });
}

const questionsArb: fc.Arbitrary<LogicQuestion[]> = fc
  .uniqueArray(fc.constantFrom(...ID_POOL), { minLength: 1, maxLength: 30, size: 'medium' })
  .chain((ids) => fc.tuple(...ids.map(questionArb)));

const valueArb: fc.Arbitrary<unknown> = fc.oneof(
  fc.boolean(),
  fc.constantFrom('true', 'false', 'Ja', 'nei'),
  fc.constantFrom(...OPTION_POOL),
  fc.constantFrom(...TEXT_POOL),
  fc.integer({ min: -3, max: 12 }),
  fc.constantFrom(null, undefined, NaN),
  fc.string({ maxLength: 4 }),
);

function answerArb(type: QuestionType): fc.Arbitrary<unknown> {
  const typed =
    type === 'yes_no'
      ? fc.boolean()
      : type === 'multiple_choice'
        ? fc.oneof(
            fc.constantFrom(...OPTION_POOL),
            fc.uniqueArray(fc.constantFrom(...OPTION_POOL), { maxLength: 3 }),
          )
        : fc.constantFrom(...TEXT_POOL);
  return fc.oneof(
    { weight: 6, arbitrary: typed },
    { weight: 2, arbitrary: fc.constant(undefined) },
    { weight: 1, arbitrary: valueArb },
  );
}

function answersArb(questions: LogicQuestion[]): fc.Arbitrary<Answers> {
  return (
    fc
      .tuple(
        ...questions.map((question) =>
          answerArb(question.type).map((answer) => [question.id, answer] as const),
        ),
      )
      .chain((entries) => fc.subarray(entries))
      // fromEntries makes own keys, also for '__proto__'.
      .map((entries) => Object.fromEntries(entries))
  );
}

/** Anything at all, pointing at real and unknown ids: mostly invalid rules. */
function wildRuleArb(ids: string[]): fc.Arbitrary<LogicRule> {
  const idArb = fc.oneof(
    { weight: 8, arbitrary: fc.constantFrom(...ids) },
    { weight: 1, arbitrary: fc.constantFrom('', 'zz', 'q99') },
  );
  return fc.record({
    id: fc.string({ maxLength: 3 }),
    questionId: idArb,
    sourceQuestionId: idArb,
    operator: fc.oneof(
      { weight: 10, arbitrary: fc.constantFrom(...OPERATORS) },
      { weight: 1, arbitrary: fc.constant('matches' as Operator) },
    ),
    value: valueArb,
    action: fc.oneof(
      { weight: 10, arbitrary: fc.constantFrom(...ACTIONS) },
      { weight: 1, arbitrary: fc.constant('skip' as never) },
    ),
    targetQuestionId: fc.option(idArb, { nil: null }),
  });
}

/** A rule built to be valid for the sorted question set (source before, target after), so it can fire. */
function validRuleArb(sorted: LogicQuestion[]): fc.Arbitrary<LogicRule> {
  const n = sorted.length;
  return fc
    .record({
      id: fc.string({ maxLength: 3 }),
      // Jumps need more chances than the other actions to be seen skipping a visible question.
      action: fc.constantFrom<LogicRule['action']>(
        'show',
        'hide',
        'jump_to',
        'jump_to',
        'jump_to',
        'end_form',
      ),
      governed: fc.integer({ min: 0, max: n - 1 }),
      sourceShift: fc.nat(n),
      targetShift: fc.nat(n),
      operator: fc.constantFrom(...OPERATORS),
      option: fc.nat(10),
      value: valueArb,
    })
    .map(({ id, action, governed, sourceShift, targetShift, operator, option, value }) => {
      const flowAction = action === 'jump_to' || action === 'end_form';
      const maxSource = flowAction ? governed : governed - 1;
      // With no question before it, a show/hide rule gets an invalid source: that is fine, it is ignored.
      const source = sorted[maxSource < 0 ? 0 : maxSource - (sourceShift % (maxSource + 1))];
      const target = sorted[Math.min(n - 1, governed + 1 + (targetShift % Math.max(1, n - governed - 1)))];
      let fitting: unknown = value;
      let op: Operator = operator;
      if (source.type === 'yes_no') {
        op = operator === 'not_equals' ? 'not_equals' : 'equals';
        fitting = option % 2 === 0;
      } else if (
        source.type === 'multiple_choice' &&
        (source.options?.length ?? 0) > 0 &&
        !op.endsWith('_than')
      ) {
        const options = source.options as string[];
        fitting = options[option % options.length];
      } else if (source.type === 'free_text' && !op.endsWith('_than')) {
        fitting = TEXT_POOL[option % TEXT_POOL.length];
      }
      return {
        id,
        questionId: sorted[governed].id,
        sourceQuestionId: source.id,
        operator: op,
        value: fitting,
        action,
        targetQuestionId: target.id,
      } satisfies LogicRule;
    });
}

interface Scenario {
  questions: LogicQuestion[];
  rules: LogicRule[];
  answers: Answers;
}

const scenarioArb: fc.Arbitrary<Scenario> = questionsArb.chain((questions) => {
  const ids = questions.map((question) => question.id);
  const sorted = sortQuestions(questions);
  return fc.record({
    questions: fc.constant(questions),
    rules: fc
      .array(
        fc.oneof({ weight: 3, arbitrary: validRuleArb(sorted) }, { weight: 1, arbitrary: wildRuleArb(ids) }),
        {
          maxLength: 40,
          size: 'medium',
        },
      )
      .map((rules) => rules.map((rule, i) => ({ ...rule, id: `r${i}` }))),
    answers: answersArb(questions),
  });
});

function positions(questions: LogicQuestion[]): Map<string, number> {
  return new Map(sortQuestions(questions).map((question, index) => [question.id, index]));
}

describe('the flow, for any questions, rules and answers', () => {
  it('ends, asks each question at most once, and only moves forward', () => {
    fc.assert(
      fc.property(scenarioArb, ({ questions, rules, answers }) => {
        const { path } = computePath(questions, rules, answers);
        const at = positions(questions);
        expect(new Set(path).size).toBe(path.length);
        expect(path.length).toBeLessThanOrEqual(at.size);
        path.forEach((id, i) => {
          expect(at.has(id)).toBe(true);
          if (i > 0) expect(at.get(id)).toBeGreaterThan(at.get(path[i - 1]) as number);
        });
      }),
      RUNS,
    );
  });

  it('never asks a hidden question', () => {
    fc.assert(
      fc.property(scenarioArb, ({ questions, rules, answers }) => {
        const visible = evaluateVisibility(questions, rules, answers);
        for (const id of computePath(questions, rules, answers).path) expect(visible.has(id)).toBe(true);
      }),
      RUNS,
    );
  });

  it('leaves out a visible question only after a valid jump or after the end', () => {
    fc.assert(
      fc.property(scenarioArb, ({ questions, rules, answers }) => {
        const { path, ended, endedBy } = computePath(questions, rules, answers);
        const at = positions(questions);
        const rejected = new Set(validateRules(questions, rules).map((issue) => issue.ruleId));
        const jumpers = new Set(
          rules
            .filter((rule) => rule.action === 'jump_to' && !rejected.has(rule.id))
            .map((rule) => rule.questionId),
        );
        const onPath = new Set(path);
        for (const id of evaluateVisibility(questions, rules, answers)) {
          if (onPath.has(id)) continue;
          // The question the walk left from, last before this one; there always is one.
          const from = [...path].reverse().find((step) => (at.get(step) as number) < (at.get(id) as number));
          expect(from).toBeDefined();
          expect(jumpers.has(from as string) || (ended && from === endedBy)).toBe(true);
        }
      }),
      RUNS,
    );
  });

  it('agrees with nextQuestion and previousQuestion at every step', () => {
    fc.assert(
      fc.property(scenarioArb, ({ questions, rules, answers }) => {
        const { path } = computePath(questions, rules, answers);
        expect(nextQuestion(questions, rules, answers, null)).toBe(path[0] ?? null);
        expect(previousQuestion(questions, rules, answers, null)).toBe(path[path.length - 1] ?? null);
        path.forEach((id, i) => {
          expect(nextQuestion(questions, rules, answers, id)).toBe(path[i + 1] ?? null);
          expect(previousQuestion(questions, rules, answers, id)).toBe(path[i - 1] ?? null);
        });
      }),
      RUNS,
    );
  });

  it('is walked by nextQuestion from the start and by previousQuestion from the end', () => {
    fc.assert(
      fc.property(scenarioArb, ({ questions, rules, answers }) => {
        const { path } = computePath(questions, rules, answers);
        const forward: string[] = [];
        for (
          let id = nextQuestion(questions, rules, answers, null);
          id !== null;
          id = nextQuestion(questions, rules, answers, id)
        ) {
          forward.push(id);
          expect(forward.length).toBeLessThanOrEqual(questions.length);
        }
        const backward: string[] = [];
        for (
          let id = previousQuestion(questions, rules, answers, null);
          id !== null;
          id = previousQuestion(questions, rules, answers, id)
        ) {
          backward.unshift(id);
          expect(backward.length).toBeLessThanOrEqual(questions.length);
        }
        expect(forward).toEqual(path);
        expect(backward).toEqual(path);
      }),
      RUNS,
    );
  });

  it('moves from any question, on the path or not, to a path question after it and back to one before it', () => {
    fc.assert(
      fc.property(scenarioArb, ({ questions, rules, answers }) => {
        const { path } = computePath(questions, rules, answers);
        const at = positions(questions);
        for (const [id, position] of at) {
          const next = nextQuestion(questions, rules, answers, id);
          const previous = previousQuestion(questions, rules, answers, id);
          expect(next).toBe(path.find((step) => (at.get(step) as number) > position) ?? null);
          expect(previous).toBe(
            [...path].reverse().find((step) => (at.get(step) as number) < position) ?? null,
          );
        }
      }),
      RUNS,
    );
  });

  it('does not depend on the order of the question list or the rule list', () => {
    fc.assert(
      fc.property(
        scenarioArb.chain((scenario) =>
          fc.record({
            scenario: fc.constant(scenario),
            questions: fc.shuffledSubarray(scenario.questions, { minLength: scenario.questions.length }),
            rules: fc.shuffledSubarray(scenario.rules, { minLength: scenario.rules.length }),
          }),
        ),
        ({ scenario, questions, rules }) => {
          const expected = computePath(scenario.questions, scenario.rules, scenario.answers);
          expect(computePath(questions, rules, scenario.answers)).toEqual(expected);
          expect(evaluateVisibility(questions, rules, scenario.answers)).toEqual(
            evaluateVisibility(scenario.questions, scenario.rules, scenario.answers),
          );
        },
      ),
      RUNS,
    );
  });

  it('uses exactly the rules that validateRules accepts', () => {
    fc.assert(
      fc.property(scenarioArb, ({ questions, rules, answers }) => {
        const rejected = new Set(validateRules(questions, rules).map((issue) => issue.ruleId));
        const accepted = rules.filter((rule) => !rejected.has(rule.id));
        expect(computePath(questions, accepted, answers)).toEqual(computePath(questions, rules, answers));
      }),
      RUNS,
    );
  });

  it('depends only on the answers to questions on the path', () => {
    fc.assert(
      fc.property(scenarioArb, ({ questions, rules, answers }) => {
        const kept = answersOnPath(questions, rules, answers);
        expect(computePath(questions, rules, kept)).toEqual(computePath(questions, rules, answers));
        expect(evaluateVisibility(questions, rules, kept)).toEqual(
          evaluateVisibility(questions, rules, answers),
        );
        for (const id of Object.keys(kept)) expect(computePath(questions, rules, answers).path).toContain(id);
      }),
      RUNS,
    );
  });

  it('never changes the route up to a question when that question is answered differently', () => {
    fc.assert(
      fc.property(
        scenarioArb.chain((scenario) => {
          const { path } = computePath(scenario.questions, scenario.rules, scenario.answers);
          return fc.record({
            scenario: fc.constant(scenario),
            step: fc.nat(Math.max(0, path.length - 1)),
            answer: fc.oneof(valueArb, fc.constantFrom(...OPTION_POOL), fc.boolean()),
          });
        }),
        ({ scenario: { questions, rules, answers }, step, answer }) => {
          const before = computePath(questions, rules, answers).path;
          fc.pre(before.length > 0);
          const changed = { ...answers, [before[step]]: answer };
          expect(computePath(questions, rules, changed).path.slice(0, step + 1)).toEqual(
            before.slice(0, step + 1),
          );
        },
      ),
      RUNS,
    );
  });

  it('asks every question in order when there are no rules', () => {
    fc.assert(
      fc.property(
        questionsArb.chain((questions) => fc.tuple(fc.constant(questions), answersArb(questions))),
        ([questions, answers]) => {
          expect(computePath(questions, [], answers)).toMatchObject({
            path: sortQuestions(questions).map((question) => question.id),
            ended: false,
            endedBy: null,
          });
        },
      ),
      RUNS,
    );
  });

  it('is complete exactly when every required question on the path is answered', () => {
    fc.assert(
      fc.property(scenarioArb, ({ questions, rules, answers }) => {
        const { path, missingRequired, firstUnanswered } = computePath(questions, rules, answers);
        const byId = new Map(sortQuestions(questions).map((question) => [question.id, question]));
        const answered = (id: string) =>
          isAnswered(
            (byId.get(id) as LogicQuestion).type,
            Object.prototype.hasOwnProperty.call(answers, id) ? answers[id] : undefined,
          );
        expect(missingRequired).toEqual(path.filter((id) => byId.get(id)?.required && !answered(id)));
        expect(firstUnanswered).toBe(path.find((id) => !answered(id)) ?? null);
        expect(isComplete(questions, rules, answers)).toBe(missingRequired.length === 0);
      }),
      RUNS,
    );
  });

  it('still asks no question twice when the question list repeats ids', () => {
    fc.assert(
      fc.property(
        fc
          .array(fc.constantFrom('a', 'b', 'c', 'd', 'e', 'f').chain(questionArb), {
            minLength: 1,
            maxLength: 15,
          })
          .chain((questions) =>
            fc.record({
              questions: fc.constant(questions),
              rules: fc.array(wildRuleArb(questions.map((question) => question.id)), { maxLength: 20 }),
              answers: answersArb(questions),
            }),
          ),
        ({ questions, rules, answers }) => {
          const { path } = computePath(questions, rules, answers);
          expect(new Set(path).size).toBe(path.length);
          expect(path.length).toBeLessThanOrEqual(new Set(questions.map((question) => question.id)).size);
        },
      ),
      RUNS,
    );
  });

  it('stays fast with 30 questions and 500 rules', () => {
    fc.assert(
      fc.property(
        fc
          .uniqueArray(fc.constantFrom(...ID_POOL), { minLength: 20, maxLength: 30 })
          .chain((ids) => fc.tuple(...ids.map(questionArb)))
          .chain((questions) =>
            fc.record({
              questions: fc.constant(questions),
              rules: fc.array(
                fc.oneof(
                  validRuleArb(sortQuestions(questions)),
                  wildRuleArb(questions.map((question) => question.id)),
                ),
                {
                  minLength: 500,
                  maxLength: 500,
                },
              ),
              answers: answersArb(questions),
            }),
          ),
        ({ questions, rules, answers }) => {
          const started = Date.now();
          computePath(questions, rules, answers);
          expect(Date.now() - started).toBeLessThan(200);
        },
      ),
      { numRuns: 20 },
    );
  });

  it('is exercised by the generators: shows, hides, jumps and ends all happen', () => {
    const seen = { hidden: 0, shown: 0, jumped: 0, ended: 0 };
    for (const { questions, rules, answers } of fc.sample(scenarioArb, { numRuns: 500, seed: 42 })) {
      const { path, ended } = computePath(questions, rules, answers);
      const visible = evaluateVisibility(questions, rules, answers);
      const rejected = new Set(validateRules(questions, rules).map((issue) => issue.ruleId));
      const shows = rules.filter((rule) => rule.action === 'show' && !rejected.has(rule.id));
      if (visible.size < sortQuestions(questions).length) seen.hidden++;
      if (shows.some((rule) => path.includes(rule.questionId))) seen.shown++;
      if (ended) seen.ended++;
      if (!ended && path.length < visible.size) seen.jumped++;
    }
    for (const count of Object.values(seen)) expect(count).toBeGreaterThan(30);
  });
});

describe('evaluateCondition, for any answer and value', () => {
  it('makes not_equals and not_contains the exact opposites of equals and contains once both sides can be read', () => {
    fc.assert(
      fc.property(
        fc
          .constantFrom(...QUESTION_TYPES)
          .chain((type) => fc.tuple(fc.constant(type), answerArb(type), valueArb)),
        ([type, answer, value]) => {
          const equal = evaluateCondition('equals', type, answer, value);
          const notEqual = evaluateCondition('not_equals', type, answer, value);
          const contained = evaluateCondition('contains', type, answer, value);
          const notContained = evaluateCondition('not_contains', type, answer, value);
          const readable = isAnswered(type, answer) && isAnswered(type, value);
          if (!readable) {
            expect([equal, notEqual, contained, notContained]).toEqual([false, false, false, false]);
          } else {
            expect(notEqual).toBe(!equal);
            if (type !== 'yes_no') expect(notContained).toBe(!contained);
            else expect([contained, notContained]).toEqual([false, false]);
            // Equal implies contained, for texts and for option lists.
            if (type !== 'yes_no' && equal) expect(contained).toBe(true);
          }
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('never matches greater_than and less_than at once, nor with a non-number', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...QUESTION_TYPES),
        fc.oneof(valueArb, fc.double()),
        fc.oneof(valueArb, fc.double()),
        (type, answer, value) => {
          const greater = evaluateCondition('greater_than', type, answer, value);
          const less = evaluateCondition('less_than', type, answer, value);
          expect(greater && less).toBe(false);
          if (typeof value === 'number' && !Number.isFinite(value)) expect(greater || less).toBe(false);
          if (type === 'yes_no') expect(greater || less).toBe(false);
        },
      ),
      { numRuns: 2000 },
    );
  });
});
