import type { Caller } from '@avtalt/contracts';
import { DomainError } from '@avtalt/service-kit';
import type { AgreementSnapshot, AnswerRow, RuleRow } from '../agreements/agreement.rows';
import { toRoundSnapshot } from '../agreements/agreement.snapshot';
import { roundQuestionIds } from '../rounds/round-status.rules';
import { toQuestions } from '../agreements/question.mapper';
import { activityOf } from '../agreements/agreement-events.projections';
import { answerRows, questionRow, submissionRows } from '../testing/question-rows';
import { agreementRow, participantRow, sequentialIds } from '../testing/snapshots';
import { amendmentOf, checkAmendment, redlineOf } from './amendment.rules';

const now = new Date('2027-05-01T10:00:00Z');
const ola: Caller = { id: 'u-ola', anonymous: false, name: 'Ola Nordmann' };
const kari: Caller = { id: 'u-kari', anonymous: false, name: 'Kari Nordmann' };

/** q2 is shown when q1 is yes (a rule on q1); q3 names who pays (a party answer). */
const dependsOnQ1: RuleRow = {
  id: 'r1',
  questionId: 'q2',
  sourceQuestionId: 'q1',
  operator: 'equals',
  value: true,
  action: 'show',
  targetQuestionId: null,
};

/** A signed agreement of Ola and Kari: q1 yes (clause «Hytta deles.»), q2 no, q3 Kari pays (each in their own words). */
function signed(fields: Partial<AgreementSnapshot['agreement']> = {}): AgreementSnapshot {
  const answers: AnswerRow[] = [
    ...answerRows({
      'p-ola': { q1: true, q2: false, q3: 'p-kari' },
      'p-kari': { q1: true, q2: false, q3: 'self' },
    }),
  ];
  return {
    agreement: agreementRow(now, { status: 'signed', ...fields }),
    questions: [
      questionRow(1, { clauseYes: 'Hytta deles.', clauseNo: 'Hytta deles ikke.' }),
      questionRow(2, { clauseYes: 'Ja til 2.', clauseNo: 'Nei til 2.' }),
      questionRow(3, { type: 'free_text', format: 'party', clauseTemplate: '{{svar}} betaler.' }),
    ],
    rules: [dependsOnQ1],
    participants: [participantRow('ola', now), participantRow('kari', now)],
    answers,
    submissions: submissionRows(['p-ola', 'p-kari']),
  };
}

const refusal = (f: () => unknown): string | undefined => {
  try {
    f();
    return undefined;
  } catch (error) {
    return error instanceof DomainError ? error.code : String(error);
  }
};

describe('who may amend', () => {
  it('lets a party of a signed agreement start the next version, once', () => {
    expect(refusal(() => checkAmendment(signed(), kari, false))).toBeUndefined();
    expect(refusal(() => checkAmendment(signed({ status: 'completed' }), kari, false))).toBe('CONFLICT');
    expect(
      refusal(() => checkAmendment(signed(), { id: 'u-per', anonymous: false, name: 'Per' }, false)),
    ).toBe('NOT_PARTICIPANT');
    expect(refusal(() => checkAmendment(signed(), kari, true))).toBe('CONFLICT');
    expect(refusal(() => checkAmendment(signed({ replacedById: 'v2' }), kari, false))).toBe('CONFLICT');
  });
});

describe('the next version', () => {
  it('reopens the chosen question with what depends on it, keeps the rest as signed, and asks only those in round 2', () => {
    const v2 = amendmentOf(signed(), { questionIds: ['q1'], newQuestions: [] }, kari, sequentialIds(), now);
    const idOf = (text: string) => v2.questions.find((q) => q.text === text)!.id;
    expect(v2.agreement).toMatchObject({
      amendsId: 'ag',
      versionNumber: 2,
      currentRound: 2,
      status: 'in_progress',
      initiatorId: 'u-kari',
      expectedParticipants: 2,
    });
    expect([...v2.agreement.reopenedQuestionIds!].sort()).toEqual(
      [idOf('Spørsmål 1'), idOf('Spørsmål 2')].sort(),
    );
    // Round 1: both parties' answers to q3 only, each party answer naming the same person's new row.
    const kariRow = v2.participants.find((p) => p.userId === 'u-kari')!;
    expect(v2.answers).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ questionId: idOf('Spørsmål 3'), round: 1, response: kariRow.id }),
        expect.objectContaining({ questionId: idOf('Spørsmål 3'), round: 1, response: 'self' }),
      ]),
    );
    expect(v2.answers).toHaveLength(2);
    expect(v2.rules).toEqual([
      expect.objectContaining({ questionId: idOf('Spørsmål 2'), sourceQuestionId: idOf('Spørsmål 1') }),
    ]);
    expect(v2.agreement.clausesBefore).toEqual({
      [idOf('Spørsmål 1')]: 'Hytta deles.',
      [idOf('Spørsmål 2')]: 'Nei til 2.',
    });
    const snapshot: AgreementSnapshot = {
      ...v2,
      agreement: { ...v2.agreement, version: '1', legalText: null, frozenText: null, frozenTextSha256: null },
    };
    expect(roundQuestionIds(toRoundSnapshot(snapshot), 2).sort()).toEqual(
      [idOf('Spørsmål 1'), idOf('Spørsmål 2')].sort(),
    );
    // Kari is asked the first (the second only if she says yes), with what the signed version says, not «the
    // answers of the round before» (round 1 has none to it).
    const asked = toQuestions(snapshot, toRoundSnapshot(snapshot), kari);
    expect(asked.map((q) => [q.text, q.signedBefore, q.previousAnswers])).toEqual([
      ['Spørsmål 1', 'Hytta deles.', []],
    ]);
  });

  it('adds new yes/no questions, refuses a question not in the agreement, and shows the redline once agreed', () => {
    expect(
      refusal(() =>
        amendmentOf(signed(), { questionIds: ['nope'], newQuestions: [] }, ola, sequentialIds(), now),
      ),
    ).toBe('VALIDATION_FAILED');
    const v2 = amendmentOf(
      signed(),
      {
        questionIds: ['q1'],
        newQuestions: [{ text: 'Strøm likt?', clauseYes: 'Strøm deles likt.', clauseNo: null }],
      },
      ola,
      sequentialIds(),
      now,
    );
    const id = (text: string) => v2.questions.find((q) => q.text === text)!.id;
    const base: AgreementSnapshot = {
      ...v2,
      agreement: { ...v2.agreement, version: '1', legalText: null, frozenText: null, frozenTextSha256: null },
    };
    // Nothing agreed in round 2 yet: each clause that was in version 1 reads «before → nothing yet»; the new
    // question has said nothing either way.
    expect(redlineOf(base).map((e) => [e.question, e.after])).toEqual([
      ['Spørsmål 1', null],
      ['Spørsmål 2', null],
    ]);
    const [pOla, pKari] = v2.participants.map((p) => p.id);
    const round2 = answerRows(
      {
        [pOla]: { [id('Spørsmål 1')]: false, [id('Strøm likt?')]: true },
        [pKari]: { [id('Spørsmål 1')]: false, [id('Strøm likt?')]: true },
      },
      2,
    );
    const agreed: AgreementSnapshot = {
      ...base,
      answers: [...base.answers, ...round2],
      submissions: [...base.submissions, ...submissionRows([pOla, pKari], 2)],
    };
    expect(redlineOf(agreed)).toEqual([
      { question: 'Spørsmål 1', before: 'Hytta deles.', after: 'Hytta deles ikke.' },
      { question: 'Spørsmål 2', before: 'Nei til 2.', after: null },
      { question: 'Strøm likt?', before: null, after: 'Strøm deles likt.' },
    ]);
  });
});

describe('the mail the other parties get', () => {
  it('names the proposal and who made it in the round-started activity of an amendment', () => {
    const scene = {
      agreementId: 'a0000000-0000-4000-8000-000000000001',
      title: 'Hytta',
      round: 2,
      occurredAt: now.toISOString(),
      participants: [],
      initiatorUserId: null,
    };
    const actor = { participantId: 'p-kari', name: 'Kari Nordmann' };
    expect(
      activityOf({ id: 'e1', kind: 'round-started', scene, actor, amendment: { versionNumber: 2 } }),
    ).toMatchObject({ kind: 'round-started', amendment: { versionNumber: 2, proposedBy: 'Kari Nordmann' } });
    expect(activityOf({ id: 'e2', kind: 'round-started', scene, actor })?.amendment).toBeUndefined();
  });
});

describe('value checks in the next version', () => {
  it('name the same questions of the new version, not those of the signed one', () => {
    const v1 = signed();
    const withCheck: AgreementSnapshot = {
      ...v1,
      questions: v1.questions.map((q) =>
        q.id === 'q3' ? { ...q, checks: [{ kind: 'after', other: 'q1', months: 1 }] } : q,
      ) as AgreementSnapshot['questions'],
    };
    const v2 = amendmentOf(withCheck, { questionIds: ['q1'], newQuestions: [] }, kari, sequentialIds(), now);
    const byText = (text: string) => v2.questions.find((q) => q.text === text)!;
    expect(byText('Spørsmål 3').checks).toEqual([
      { kind: 'after', other: byText('Spørsmål 1').id, months: 1 },
    ]);
  });
});
