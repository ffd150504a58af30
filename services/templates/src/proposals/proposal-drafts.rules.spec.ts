import type { ProposalDraftRequest } from '@avtalt/contracts';
import {
  holdsPartyLabel,
  mayHoldEmail,
  PROPOSAL_SYSTEM_PROMPT,
  proposalDraftTimeoutMs,
  proposalUserPrompt,
} from './proposal-drafts.rules';

const request = (over: Partial<ProposalDraftRequest> = {}): ProposalDraftRequest => ({
  topicTitle: 'Samboeravtale',
  question: {
    text: 'Hvor mye skal hver betale i husleie?',
    type: 'free_text',
    options: null,
    format: 'amount',
    clauses: ['Hver part betaler {{svar}} i husleie.'],
  },
  answers: [
    { party: 'Part A', display: '6 000 kr' },
    { party: 'Part B', display: '9 000 kr' },
  ],
  ...over,
});

describe('proposalDraftTimeoutMs', () => {
  it('uses LLM_TIMEOUT_MS up to 15 s', () => {
    expect(proposalDraftTimeoutMs(5000)).toBe(5000);
    expect(proposalDraftTimeoutMs(30_000)).toBe(15_000);
  });
});

describe('mayHoldEmail', () => {
  it('passes a request without any @', () => {
    expect(mayHoldEmail(request())).toBe(false);
  });

  it.each([
    ['the title', request({ topicTitle: 'Avtale med kari@example.no' })],
    ['the question', request({ question: { ...request().question, text: 'Skal ola@x.no betale?' } })],
    [
      'an option',
      request({ question: { ...request().question, type: 'multiple_choice', options: ['a', 'b@c'] } }),
    ],
    ['a clause', request({ question: { ...request().question, clauses: ['Send til a@b.no'] } })],
    [
      'an answer',
      request({
        answers: [
          { party: 'Part A', display: 'x@y.no' },
          { party: 'Part B', display: 'Nei' },
        ],
      }),
    ],
  ])('finds an @ in %s', (_where, value) => {
    expect(mayHoldEmail(value)).toBe(true);
  });
});

describe('the prompt', () => {
  it('asks in Norwegian for a Ja/Nei question that meets both halfway and a "Partene …" clause, without names', () => {
    expect(PROPOSAL_SYSTEM_PROMPT).toContain('ja/nei-spørsmål');
    expect(PROPOSAL_SYSTEM_PROMPT).toContain('halvveien');
    expect(PROPOSAL_SYSTEM_PROMPT).toContain('"Partene ..."');
    expect(PROPOSAL_SYSTEM_PROMPT).toContain('"partene", "den ene parten"');
    // The labels are named only as what never to write.
    expect(PROPOSAL_SYSTEM_PROMPT).toContain('skriv aldri "Part A", "Part B" eller et navn');
    expect(PROPOSAL_SYSTEM_PROMPT).not.toContain('omtal partene som');
  });

  it('gives the topic, the question, its clauses and each side under its label', () => {
    expect(proposalUserPrompt(request()).split('\n')).toEqual([
      'Avtale: Samboeravtale',
      'Spørsmål: Hvor mye skal hver betale i husleie?',
      'Svartype: free_text (amount)',
      'Avtaletekster i dag:',
      '- Hver part betaler {{svar}} i husleie.',
      'Svarene:',
      '- Part A: 6 000 kr',
      '- Part B: 9 000 kr',
    ]);
  });

  it('lists the options of a multiple-choice question', () => {
    const prompt = proposalUserPrompt(
      request({
        question: {
          text: 'Hvem?',
          type: 'multiple_choice',
          options: ['Én', 'To'],
          format: null,
          clauses: [],
        },
      }),
    );
    expect(prompt).toContain('Svartype: multiple_choice\nAlternativer: Én | To\nSvarene:');
  });
});

describe('holdsPartyLabel', () => {
  it.each([
    ['Skal Part A betale mer?', 'Partene deler likt.'],
    ['Skal dere dele likt?', 'Part B betaler 7 500 kr.'],
    ['Skal dere dele likt?', 'Partene avtaler at Part AB betaler.'],
    ['Skal dere dele likt?', 'Part As andel er 60 %.'],
    ['Skal dere dele likt?', "Part B's andel er 60 %."],
    ['Skal dere dele likt?', 'Den ene parten (part A) betaler.'],
    ['Skal dere dele likt?', 'Dette gjelder Part\u00a0A.'],
  ])('finds a label in %j / %j', (text, clause) => {
    expect(holdsPartyLabel({ text, clause })).toBe(true);
  });

  it.each([
    ['Skal partene dele likt?', 'Partene deler likt.'],
    ['Skal den ene parten betale mer?', 'Den ene parten betaler 7 500 kr, den andre parten resten.'],
    ['Gjelder dette hver part i saken?', 'Hver part merker sine ting.'],
    ['Skal partene dele?', 'Hver part. A og B er bokstaver.'],
    ['Skal partene dele?', 'Partenes avtale om deling.'],
  ])('passes %j / %j', (text, clause) => {
    expect(holdsPartyLabel({ text, clause })).toBe(false);
  });
});
