import { ErrorCode, NegotiationMessages } from '@avtalt/contracts';
import { applyCommand, type CommandState } from '../agreements/agreement.commands';
import type { QuestionRow } from '../agreements/agreement.rows';
import { toRoundSnapshot } from '../agreements/agreement.snapshot';
import { toComparison } from '../agreements/comparison.mapper';
import { legalDocumentOf } from '../legal-text/legal-document.rules';
import {
  agreedAnswers,
  agreementStatus,
  askedQuestionIds,
  questionStatuses,
  roundQuestionIds,
} from '../rounds/round-status.rules';
import { questionRow } from '../testing/question-rows';
import { NO_NEGOTIATION } from './negotiation.rows';
import { disputedPoints } from './negotiation.rules';
import {
  answer,
  callers,
  empty,
  newId,
  now,
  pid,
  refusal,
  run,
  twoDisagree,
  view,
} from './negotiation.spec-helper';
import { rulesForReplacement, settledByOf } from './settlements.rules';

describe('the next round applies the accepted proposals', () => {
  function settled(): CommandState {
    let s = twoDisagree();
    s = run(s, { kind: 'propose', caller: callers.anne, questionId: 'q1', optionId: 'library:0' });
    s = run(s, {
      kind: 'respondProposal',
      caller: callers.bjorn,
      proposalId: s.negotiation!.proposals[0].id,
      accept: true,
    });
    s = run(s, { kind: 'propose', caller: callers.bjorn, questionId: 'q3', optionId: 'midpoint' });
    s = run(s, {
      kind: 'respondProposal',
      caller: callers.anne,
      proposalId: s.negotiation!.proposals[1].id,
      accept: true,
    });
    return run(s, { kind: 'nextRound', caller: callers.anne });
  }

  it('a library proposal replaces the question with a new Ja/Nei question; a midpoint keeps it; drafts are filled in', () => {
    const s = settled();
    const replacement = s.rows.questions.find((q) => q.replacesQuestionId === 'q1')!;
    expect(replacement).toMatchObject({
      type: 'yes_no',
      text: 'Skal utgiftene deles etter inntekt?',
      clauseYes: 'Utgiftene deles etter inntekt.',
      clauseNo: null,
      order: 1,
      fromRound: 2,
    });
    const round = toRoundSnapshot(s.rows);
    expect(roundQuestionIds(round)).toEqual([replacement.id, 'q2', 'q3']);
    // Round 1 still shows the original (history).
    expect(roundQuestionIds(round, 1)).toEqual(['q1', 'q2', 'q3', 'q4']);
    expect(s.drafts.map((d) => [d.ownerId, d.questionId, d.round, d.response]).sort()).toEqual(
      [
        ['u-anne', replacement.id, 2, true],
        ['u-bjorn', replacement.id, 2, true],
        ['u-anne', 'q3', 2, 13500],
        ['u-bjorn', 'q3', 2, 13500],
      ].sort(),
    );
    expect(settledByOf(s.rows, s.negotiation!, replacement.id, 2)).toMatchObject({
      source: 'library',
      replacesQuestionId: 'q1',
      replacesText: 'Skal utgiftene deles likt?',
    });
    expect(settledByOf(s.rows, s.negotiation!, 'q3', 2)).toMatchObject({
      source: 'midpoint',
      replacesQuestionId: null,
      display: expect.stringMatching(/^13.500.kr$/),
    });
    expect(settledByOf(s.rows, s.negotiation!, 'q2', 2)).toBeNull();
  });

  it('the replacement counts for completion and the legal text; the replaced question does not', () => {
    let s = settled();
    const replacement = s.rows.questions.find((q) => q.replacesQuestionId === 'q1')!.id;
    s = answer(s, 'anne', { [replacement]: true, q2: true, q3: 13500 });
    expect(refusal(() => answer(s, 'anne', { q1: true })).message).toBeDefined();
    s = answer(s, 'bjorn', { [replacement]: true, q2: true, q3: 13500 });
    const round = toRoundSnapshot(s.rows);
    expect([...questionStatuses(round)]).toEqual([
      [replacement, 'agreed'],
      ['q2', 'agreed'],
      ['q3', 'agreed'],
    ]);
    expect(agreementStatus(round)).toBe('completed');
    expect([...agreedAnswers(round).keys()].sort()).toEqual([replacement, 'q2', 'q3', 'q4'].sort());
    const document = legalDocumentOf(s.rows, round, 'completed', now);
    const clauses = document.agreed.map((p) => p.clause);
    expect(clauses).toContain('Utgiftene deles etter inntekt.');
    expect(clauses).not.toContain('Utgiftene deles likt.');
    expect(clauses).not.toContain('Utgiftene deles ikke likt.');
    expect(document.notAgreed).toEqual([]);
  });
});

describe('review of issue 19: a replacement question lives under the original’s logic (finding 1)', () => {
  /** q11 Eier dere boligen? (Ja = eier); q12 (owners only, curated middle ground) and q13 (owners only, none) shown when q11 = Ja. */
  const logicQuestions: QuestionRow[] = [
    questionRow(11, {
      text: 'Eier dere boligen?',
      clauseYes: 'Partene eier boligen.',
      clauseNo: 'Partene leier boligen.',
    }),
    questionRow(12, {
      text: 'Skal den ene kunne overta boligen ved brudd?',
      clauseYes: 'Den ene kan overta boligen ved brudd.',
      clauseNo: null,
      middleGround: [
        {
          text: 'Skal den ene kunne overta den andres andel av boligen ved brudd til takstverdi?',
          clause: 'Den ene kan overta den andres andel av boligen ved brudd til takstverdi.',
          description: null,
        },
      ],
    }),
    questionRow(13, {
      text: 'Skal dere ha felles innboforsikring?',
      clauseYes: 'Partene har felles innboforsikring.',
      clauseNo: null,
    }),
  ];
  const rule = (id: string, questionId: string) => ({
    id,
    questionId,
    sourceQuestionId: 'q11',
    operator: 'equals' as const,
    value: true,
    action: 'show' as const,
    targetQuestionId: null,
  });
  function ownersOnly(): CommandState {
    const base = empty();
    let s: CommandState = {
      ...base,
      rows: {
        ...base.rows,
        questions: logicQuestions,
        rules: [
          rule('00000000-0000-4000-9000-000000000001', 'q12'),
          rule('00000000-0000-4000-9000-000000000002', 'q13'),
        ],
      },
    };
    s = answer(s, 'anne', { q11: true, q12: true, q13: true });
    s = answer(s, 'bjorn', { q11: false });
    return s;
  }

  it('the probe: replaced while its source changes next round → hidden, its clause not in the text', () => {
    let s = ownersOnly();
    expect(disputedPoints(view(s).round)).toEqual(['q11', 'q12', 'q13']);
    s = run(s, { kind: 'propose', caller: callers.bjorn, questionId: 'q12', optionId: 'library:0' });
    s = run(s, {
      kind: 'respondProposal',
      caller: callers.anne,
      proposalId: s.negotiation!.proposals[0].id,
      accept: true,
    });
    s = run(s, { kind: 'nextRound', caller: callers.anne });
    const replacement = s.rows.questions.find((q) => q.replacesQuestionId === 'q12')!.id;
    // The show rule of q12 now governs the replacement too.
    expect(s.rows.rules.filter((r) => r.questionId === replacement)).toEqual([
      {
        id: expect.any(String),
        questionId: replacement,
        sourceQuestionId: 'q11',
        operator: 'equals',
        value: true,
        action: 'show',
        targetQuestionId: null,
      },
    ]);
    // Round 2: both say they rent. The owners-only replacement is asked of nobody.
    s = answer(s, 'anne', { q11: false });
    s = answer(s, 'bjorn', { q11: false });
    const round = toRoundSnapshot(s.rows);
    expect(askedQuestionIds(round, pid(s, 'anne'))).toEqual(['q11']);
    expect([...questionStatuses(round)]).toEqual([['q11', 'agreed']]);
    expect(agreementStatus(round)).toBe('completed');
    const clauses = legalDocumentOf(s.rows, round, 'completed', now).agreed.map((p) => p.clause);
    expect(clauses).toContain('Partene leier boligen.');
    expect(clauses).not.toContain('Den ene kan overta den andres andel av boligen ved brudd til takstverdi.');
  });

  it('a jump rule on the original never skips its replacement (it walks before the original, whatever the ids)', () => {
    const jumpQuestions: QuestionRow[] = [
      questionRow(21, {
        text: 'Skal utgiftene deles likt?',
        clauseYes: 'Likt.',
        clauseNo: 'Ikke likt.',
        middleGround: [
          { text: 'Skal utgiftene deles etter inntekt?', clause: 'Etter inntekt.', description: null },
        ],
      }),
      questionRow(22, { text: 'Skal dere ha vaskeliste?', clauseYes: 'Vaskeliste.', clauseNo: null }),
    ];
    const jump = {
      id: '00000000-0000-4000-9000-000000000021',
      questionId: 'q21',
      sourceQuestionId: 'q21',
      operator: 'equals' as const,
      value: true,
      action: 'jump_to' as const,
      targetQuestionId: 'q22',
    };
    const base = empty();
    let s: CommandState = { ...base, rows: { ...base.rows, questions: jumpQuestions, rules: [jump] } };
    s = answer(s, 'anne', { q21: true, q22: true });
    s = answer(s, 'bjorn', { q21: false, q22: false });
    s = run(s, { kind: 'propose', caller: callers.anne, questionId: 'q21', optionId: 'library:0' });
    s = run(s, {
      kind: 'respondProposal',
      caller: callers.bjorn,
      proposalId: s.negotiation!.proposals[0].id,
      accept: true,
    });
    // An id that sorts after the original's.
    let n = 0;
    s = applyCommand(
      s,
      { kind: 'nextRound', caller: callers.anne },
      now,
      () => `zzzzzzzz-0000-4000-8000-${String(++n).padStart(12, '0')}`,
    );
    const replacement = s.rows.questions.find((q) => q.replacesQuestionId === 'q21')!.id;
    expect(replacement > 'q21').toBe(true);
    const round = toRoundSnapshot(s.rows);
    // Anne's Ja to the original (round 1) still jumps to q22 from it, but after the replacement.
    expect(askedQuestionIds(round, pid(s, 'anne'))).toEqual([replacement, 'q22']);
    expect(askedQuestionIds(round, pid(s, 'bjorn'))).toEqual([replacement, 'q22']);
  });

  it('copies the rules governing the original and the jumps to it; rules reading its answer stay on it', () => {
    const rules = [
      {
        id: 'r1',
        questionId: 'q12',
        sourceQuestionId: 'q11',
        operator: 'equals' as const,
        value: true,
        action: 'show' as const,
        targetQuestionId: null,
      },
      {
        id: 'r2',
        questionId: 'q11',
        sourceQuestionId: 'q11',
        operator: 'equals' as const,
        value: false,
        action: 'jump_to' as const,
        targetQuestionId: 'q12',
      },
      {
        id: 'r3',
        questionId: 'q13',
        sourceQuestionId: 'q12',
        operator: 'equals' as const,
        value: true,
        action: 'show' as const,
        targetQuestionId: null,
      },
      {
        id: 'r4',
        questionId: 'q12',
        sourceQuestionId: 'q12',
        operator: 'equals' as const,
        value: false,
        action: 'end_form' as const,
        targetQuestionId: null,
      },
    ];
    let n = 0;
    const copies = rulesForReplacement(rules, 'q12', 'R', () => `c${++n}`);
    expect(copies).toEqual([
      { ...rules[0], id: 'c1', questionId: 'R' },
      { ...rules[1], id: 'c2', targetQuestionId: 'R' },
      { ...rules[3], id: 'c3', questionId: 'R' },
    ]);
  });

  it('model drafts: not for a question others depend on, not with fewer than two answers (finding 8)', () => {
    const s = ownersOnly();
    const store = (questionId: string) =>
      run(s, {
        kind: 'storeModelDraft',
        caller: callers.anne,
        questionId,
        draftId: newId(),
        text: 't',
        clause: 'c',
      });
    expect(refusal(() => store('q11'))).toEqual({
      code: ErrorCode.Conflict,
      message: NegotiationMessages.draftNotForLogicSource,
    });
    expect(refusal(() => store('q13'))).toEqual({
      code: ErrorCode.Conflict,
      message: NegotiationMessages.draftNeedsAnswers,
    });
    const comparison = toComparison(s.rows, toRoundSnapshot(s.rows), callers.anne, {
      negotiation: s.negotiation!,
      modelDrafts: true,
    });
    const canDraft = (id: string) =>
      comparison.questionAnswers.find((r) => r.questionId === id)!.negotiation!.canDraft;
    expect([canDraft('q11'), canDraft('q12'), canDraft('q13')]).toEqual([false, false, false]);
    // Two answers and no logic hanging on it: allowed.
    const bothAnswered = toComparison(twoDisagree().rows, toRoundSnapshot(twoDisagree().rows), callers.anne, {
      negotiation: NO_NEGOTIATION,
      modelDrafts: true,
    });
    expect(bothAnswered.questionAnswers.find((r) => r.questionId === 'q2')!.negotiation!.canDraft).toBe(true);
  });
});

describe('a settled curated compromise in the text’s language', () => {
  const translated: QuestionRow = {
    ...twoDisagree().rows.questions[0]!,
    translations: {
      nn: {
        text: 'Skal utgiftene delast likt?',
        section: 'Økonomi',
        middleGround: [
          {
            text: 'Skal utgiftene delast etter inntekt?',
            clause: 'Utgiftene blir delte etter inntekt.',
            description: 'Den som tener mest, betaler mest.',
          },
          { text: 'Skal utgiftene delast 60/40?', clause: 'Utgiftene blir delte 60/40.' },
        ],
      },
      en: { text: 'Are the costs to be split equally?' },
    },
  };
  function settle(question: QuestionRow, optionId: string): QuestionRow {
    let s = twoDisagree();
    s = { ...s, rows: { ...s.rows, questions: s.rows.questions.map((q) => (q.id === 'q1' ? question : q)) } };
    s = run(s, { kind: 'propose', caller: callers.anne, questionId: 'q1', optionId });
    s = run(s, {
      kind: 'respondProposal',
      caller: callers.bjorn,
      proposalId: s.negotiation!.proposals[0]!.id,
      accept: true,
    });
    s = run(s, { kind: 'nextRound', caller: callers.anne });
    return s.rows.questions.find((q) => q.replacesQuestionId === 'q1')!;
  }

  it('becomes a question with the compromise’s nynorsk, in the language that has it', () => {
    expect(settle(translated, 'library:1').translations).toEqual({
      nn: {
        text: 'Skal utgiftene delast 60/40?',
        description: null,
        section: 'Økonomi',
        clauseYes: 'Utgiftene blir delte 60/40.',
        clauseNo: null,
      },
    });
  });

  it('has none when the question has no translations, or not one for each compromise', () => {
    const short: QuestionRow = {
      ...translated,
      translations: {
        nn: {
          ...translated.translations!.nn!,
          middleGround: translated.translations!.nn!.middleGround!.slice(0, 1),
        },
      },
    };
    expect(settle(short, 'library:0').translations).toBeNull();
    expect(settle(twoDisagree().rows.questions[0]!, 'library:0').translations).toBeNull();
  });
});
