import { ErrorCode, QuestionDraftMessages } from '@avtalt/contracts';
import { draftQuestions } from './custom-topic.rules';

const question = {
  text: 'Skal dere dele utgiftene likt?',
  description: null,
  clauseYes: 'Partene deler likt.',
  clauseNo: 'Partene deler ikke likt.',
};

describe('draftQuestions', () => {
  it('gives the questions of a finished draft, with the document it gives (none when absent)', () => {
    expect(draftQuestions({ status: 'ready', questions: [question], message: null })).toEqual({
      usable: true,
      questions: [question],
      document: null,
    });
    const document = {
      kind: 'agreement' as const,
      heading: 'Leieavtale',
      termClause: null,
      disputeClause: null,
    };
    expect(draftQuestions({ status: 'ready', questions: [question], message: null, document })).toMatchObject(
      {
        document,
      },
    );
  });

  it('refuses a draft that is not finished yet with 409 "not now"', () => {
    expect(draftQuestions({ status: 'pending', questions: [], message: null })).toEqual({
      usable: false,
      code: ErrorCode.Conflict,
      message: QuestionDraftMessages.notReady,
    });
  });

  it('refuses a failed draft with its own message, which asks to try again', () => {
    expect(
      draftQuestions({ status: 'failed', questions: [], message: QuestionDraftMessages.failed }),
    ).toEqual({
      usable: false,
      code: ErrorCode.Conflict,
      message: QuestionDraftMessages.failed,
    });
  });

  it('never makes an agreement without questions, even from a draft that says ready', () => {
    expect(draftQuestions({ status: 'ready', questions: [], message: null })).toMatchObject({
      usable: false,
    });
  });
});
