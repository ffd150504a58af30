import { AgreementLanguageMessages, type Caller, ErrorCode } from '@avtalt/contracts';
import type { AnswerValue } from '@avtalt/logic';
import {
  awaitingReview,
  languagesOf,
  setLanguage,
  startingLanguage,
} from '../agreements/agreement-language.rules';
import type { AgreementSnapshot, QuestionRow } from '../agreements/agreement.rows';
import { toRoundSnapshot } from '../agreements/agreement.snapshot';
import { toComparison } from '../agreements/comparison.mapper';
import { toQuestions } from '../agreements/question.mapper';
import { signaturesView, signRefusal } from '../signing/signing.rules';
import { answerRows, questionRow, submissionRows } from '../testing/question-rows';
import { agreementRow, participantRow } from '../testing/snapshots';
import { legalDocumentOf } from './legal-document.rules';

const now = new Date('2026-11-22T10:00:00Z');

const questions: QuestionRow[] = [
  questionRow(1, {
    text: 'Skal dere ha felles konto?',
    clauseYes: 'Partene har felles konto.',
    clauseNo: 'Partene har ikke felles konto.',
    section: 'Økonomi',
    translations: {
      nn: {
        text: 'Skal de ha felles konto?',
        clauseYes: 'Partane har felles konto.',
        clauseNo: 'Partane har ikkje felles konto.',
        section: 'Økonomi',
      },
      en: {
        text: 'Will you have a joint account?',
        clauseYes: 'The parties have a joint account.',
        clauseNo: 'The parties have no joint account.',
        section: 'Finances',
      },
    },
  }),
  questionRow(2, {
    text: 'Hvordan deles husleien?',
    type: 'multiple_choice',
    options: ['Likt', 'Etter inntekt'],
    optionClauses: ['Husleien deles likt.', 'Husleien deles etter inntekt.'],
    section: 'Økonomi',
    translations: {
      nn: {
        text: 'Korleis skal husleiga delast?',
        options: ['Likt', 'Etter inntekt'],
        optionClauses: ['Husleiga blir delt likt.', 'Husleiga blir delt etter inntekt.'],
        section: 'Økonomi',
      },
      en: {
        text: 'How is the rent shared?',
        options: ['Equally', 'By income'],
        optionClauses: ['The rent is shared equally.', 'The rent is shared by income.'],
        section: 'Finances',
      },
    },
  }),
  questionRow(3, {
    text: 'Hvor mye er husleien?',
    type: 'free_text',
    format: 'amount',
    clauseTemplate: 'Husleien er {{svar}} per måned.',
    section: 'Økonomi',
    translations: {
      nn: {
        text: 'Kor mykje er husleiga?',
        clauseTemplate: 'Husleiga er {{svar}} i månaden.',
        section: 'Økonomi',
      },
      en: {
        text: 'How much is the rent?',
        clauseTemplate: 'The rent is {{svar}} per month.',
        section: 'Finances',
      },
    },
  }),
  questionRow(4, {
    text: 'Hvem låner ut pengene?',
    type: 'free_text',
    format: 'party',
    clauseTemplate: '{{svar}} låner ut pengene til den andre parten.',
    partyRoles: { chosen: 'långiver', others: 'låntaker' },
    section: 'Lånet',
    translations: {
      nn: {
        text: 'Kven lånar ut pengane?',
        clauseTemplate: '{{svar}} lånar ut pengane til den andre parten.',
        partyRoles: { chosen: 'långjevar', others: 'låntakar' },
        section: 'Lånet',
      },
      en: {
        text: 'Who lends the money?',
        clauseTemplate: '{{svar}} lends the money to the other party.',
        partyRoles: { chosen: 'lender', others: 'borrower' },
        section: 'The loan',
      },
    },
  }),
  questionRow(5, {
    text: 'Fra når?',
    type: 'free_text',
    format: 'date',
    clauseTemplate: 'Avtalen gjelder fra {{svar}}.',
    section: 'Økonomi',
    translations: {
      nn: { text: 'Frå når?', clauseTemplate: 'Avtalen gjeld frå {{svar}}.', section: 'Økonomi' },
      en: { text: 'From when?', clauseTemplate: 'The agreement applies from {{svar}}.', section: 'Finances' },
    },
  }),
];

const topicTranslations = (reviewed: boolean) => ({
  nn: { title: 'Sambuaravtale', description: 'For par.', heading: 'Sambuaravtale', reviewed },
  en: {
    title: 'Cohabitation agreement',
    description: 'For couples.',
    heading: 'Cohabitation agreement',
    reviewed: true,
  },
});

function agreement(
  fields: {
    language?: 'nb' | 'nn';
    englishAppendix?: boolean;
    reviewed?: boolean;
    rows?: QuestionRow[];
  } = {},
): AgreementSnapshot {
  const answers: Record<string, AnswerValue> = { q1: true, q2: 'Etter inntekt', q3: 12000, q5: '2027-03-01' };
  return {
    agreement: agreementRow(now, {
      title: 'Leiligheten',
      topicTitle: 'Samboeravtale',
      status: 'completed',
      document: { kind: 'agreement', heading: 'Samboeravtale', termClause: null, disputeClause: null },
      language: fields.language ?? 'nb',
      englishAppendix: fields.englishAppendix ?? false,
      translations: topicTranslations(fields.reviewed ?? false),
      legalText: '<p>Avtalen</p>',
    }),
    questions: fields.rows ?? questions,
    rules: [],
    participants: [participantRow('ola', now), participantRow('kari', new Date(now.getTime() + 1))],
    answers: answerRows({ 'p-ola': { ...answers, q4: 'self' }, 'p-kari': { ...answers, q4: 'other' } }),
    submissions: submissionRows(['p-ola', 'p-kari']),
  };
}
const doc = (s: AgreementSnapshot) => legalDocumentOf(s, toRoundSnapshot(s), 'completed', now);
const ola: Caller = { id: 'u-ola', name: 'Ola Nordmann', anonymous: false };

describe('the legal document in the agreement’s language', () => {
  it('is composed in bokmål with no language field, as before languages', () => {
    const d = doc(agreement());
    expect(d.language).toBeUndefined();
    expect(d.translation).toBeUndefined();
    expect(d.agreed.map((p) => p.clause)).toContain('Husleien deles etter inntekt.');
  });

  it('is composed in nynorsk from the translations, the stored bokmål option shown as the option at its index', () => {
    const d = doc(agreement({ language: 'nn' }));
    expect(d.language).toBe('nn');
    expect(d.awaitingReview).toBe(true);
    expect(d.heading).toBe('Sambuaravtale');
    expect(d.topic).toBe('Sambuaravtale');
    expect(d.agreed.map((p) => p.clause)).toEqual(
      [
        'Partane har felles konto.',
        'Husleiga blir delt etter inntekt.',
        'Husleiga er 12\u00a0000\u00a0kr i månaden.',
        'Avtalen gjeld frå 1. mars 2027.',
        'Ola Nordmann lånar ut pengane til Kari Nordmann.',
      ].sort((a, b) => d.agreed.findIndex((p) => p.clause === a) - d.agreed.findIndex((p) => p.clause === b)),
    );
    expect(d.parties.map((p) => p.roles)).toEqual([['långjevar'], ['låntakar']]);
  });

  it('carries the English translation beside the Norwegian text when the parties asked for it', () => {
    const d = doc(agreement({ englishAppendix: true }));
    expect(d.language).toBeUndefined();
    const en = d.translation!;
    expect(en.language).toBe('en');
    expect(en.heading).toBe('Cohabitation agreement');
    expect(en.agreed.map((p) => p.clause)).toEqual(
      expect.arrayContaining([
        'The rent is shared by income.',
        'The rent is NOK\u00a012,000 per month.',
        'The agreement applies from 1 March 2027.',
        'Ola Nordmann lends the money to Kari Nordmann.',
      ]),
    );
    expect(en.agreed.find((p) => p.question === 'How is the rent shared?')?.answer).toBe('By income');
    expect(en.parties.map((p) => p.roles)).toEqual([['lender'], ['borrower']]);
  });

  it('falls back to bokmål, and is not held back, when a point has only bokmål (a point a party wrote)', () => {
    const written = questionRow(6, {
      text: 'Skal katten bli?',
      clauseYes: 'Katten blir.',
      clauseNo: 'Katten flytter.',
    });
    const s = agreement({ language: 'nn', englishAppendix: true, rows: [...questions, written] });
    expect(languagesOf(s)).toEqual({ nn: false, en: false, nynorskReviewed: false });
    const d = doc(s);
    expect(d.language).toBeUndefined();
    expect(d.awaitingReview).toBeUndefined();
    expect(d.translation).toBeUndefined();
    expect(awaitingReview(s)).toBe(false);
  });
});

describe('choosing the language', () => {
  it('starts in the language asked for where the topic has it, otherwise in bokmål, never refused', () => {
    const all = { nn: true, en: true, nynorskReviewed: false };
    expect(startingLanguage({ language: 'nn', englishAppendix: true }, all)).toEqual({
      language: 'nn',
      englishAppendix: true,
    });
    expect(
      startingLanguage(
        { language: 'nn', englishAppendix: true },
        { nn: false, en: false, nynorskReviewed: false },
      ),
    ).toEqual({
      language: 'nb',
      englishAppendix: false,
    });
    expect(startingLanguage({}, all)).toEqual({ language: 'nb', englishAppendix: false });
  });

  it('lets a party change it, clearing the stored final text so it is made again in the new language', () => {
    const after = setLanguage(agreement(), ola, 'nn', true);
    expect(after.agreement).toMatchObject({ language: 'nn', englishAppendix: true, legalText: null });
    expect(setLanguage(after, ola, 'nn', true)).toBe(after);
  });

  it('refuses anyone not taking part, and a language the agreement does not have', () => {
    const stranger: Caller = { id: 'u-x', name: 'X', anonymous: false };
    expect(() => setLanguage(agreement(), stranger, 'nn', false)).toThrow(
      expect.objectContaining({ code: ErrorCode.NotParticipant }),
    );
    const bokmalOnly = agreement({ rows: questions.map((q) => ({ ...q, translations: null })) });
    expect(() => setLanguage(bokmalOnly, ola, 'nn', false)).toThrow(
      expect.objectContaining({
        code: ErrorCode.Conflict,
        message: AgreementLanguageMessages.nynorskUnavailable,
      }),
    );
    expect(() => setLanguage(bokmalOnly, ola, 'nb', true)).toThrow(
      expect.objectContaining({
        code: ErrorCode.Conflict,
        message: AgreementLanguageMessages.englishUnavailable,
      }),
    );
  });
});

describe('signing a nynorsk text', () => {
  const state = (s: AgreementSnapshot) => ({
    agreement: { ...s.agreement, awaitingReview: awaitingReview(s) },
    parties: s.participants,
    signatures: [],
  });

  it('is refused (409) until a nynorsk writer has read the topic, and allowed after', () => {
    expect(signRefusal(state(agreement({ language: 'nn' })), ola)).toEqual({
      code: ErrorCode.TextAwaitingReview,
      message: AgreementLanguageMessages.awaitingReview,
    });
    expect(signRefusal(state(agreement({ language: 'nn', reviewed: true })), ola)).toBeNull();
    expect(signRefusal(state(agreement({ language: 'nb', englishAppendix: true })), ola)).toBeNull();
  });

  it('tells a party why in the signatures view, as a blocker, and tells no one else', () => {
    const s = state(agreement({ language: 'nn' }));
    const options = { enabled: true, pdfSha256: null, voidedAt: null };
    expect(signaturesView(s, ola, options)).toMatchObject({
      canSign: false,
      signBlocker: { code: ErrorCode.TextAwaitingReview, message: AgreementLanguageMessages.awaitingReview },
    });
    const stranger: Caller = { id: 'u-x', name: 'X', anonymous: false };
    expect(signaturesView(s, stranger, options).signBlocker).toBeNull();
  });
});

describe('the questions and the comparison for readers of each language', () => {
  it('give every reader the nynorsk and English wordings, the options as stored and the clauses in the text’s language', () => {
    const s = agreement({ language: 'nn' });
    const asked = toQuestions(s, toRoundSnapshot(s), ola);
    const rent = asked.find((q) => q.text === 'Hvordan deles husleien?')!;
    expect(rent.options).toEqual(['Likt', 'Etter inntekt']);
    expect(rent.optionClauses).toEqual(['Husleiga blir delt likt.', 'Husleiga blir delt etter inntekt.']);
    expect(rent.section).toBe('Økonomi');
    expect(rent.wordings).toEqual({
      nn: { text: 'Korleis skal husleiga delast?', options: ['Likt', 'Etter inntekt'], section: 'Økonomi' },
      en: { text: 'How is the rent shared?', options: ['Equally', 'By income'], section: 'Finances' },
    });
    const row = toComparison(s, toRoundSnapshot(s), ola).questionAnswers.find(
      (r) => r.questionId === rent.id,
    )!;
    expect([row.questionText, row.optionClauses, row.wordings]).toEqual([
      'Hvordan deles husleien?',
      rent.optionClauses,
      rent.wordings,
    ]);
    expect(row.answers.map((a) => [a.response, a.display])).toEqual([
      ['Etter inntekt', 'Etter inntekt'],
      ['Etter inntekt', 'Etter inntekt'],
    ]);
  });

  it('keep the bokmål clauses in a bokmål text, and no wordings for a point without translations', () => {
    const written = questionRow(6, { text: 'Skal katten bli?', clauseYes: 'Katten blir.' });
    const s = agreement({ rows: [...questions, written] });
    const asked = toQuestions(s, toRoundSnapshot(s), ola);
    expect(asked.find((q) => q.text === 'Skal dere ha felles konto?')?.clauseYes).toBe(
      'Partene har felles konto.',
    );
    expect(asked.find((q) => q.text === 'Skal katten bli?')?.wordings).toBeNull();
  });
});
