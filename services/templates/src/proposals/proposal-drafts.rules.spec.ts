import type { ProposalDraftRequest } from '@avtalt/contracts';
import { mayHoldEmail, PROPOSAL_SYSTEM_PROMPT, proposalDraftTimeoutMs, proposalUserPrompt } from './proposal-drafts.rules';

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
    ['an option', request({ question: { ...request().question, type: 'multiple_choice', options: ['a', 'b@c'] } })],
    ['a clause', request({ question: { ...request().question, clauses: ['Send til a@b.no'] } })],
    ['an answer', request({ answers: [{ party: 'Part A', display: 'x@y.no' }, { party: 'Part B', display: 'Nei' }] })],
  ])('finds an @ in %s', (_where, value) => {
    expect(mayHoldEmail(value)).toBe(true);
  });
});

describe('the prompt', () => {
  it('asks in Norwegian for a Ja/Nei question that meets both halfway and a "Partene …" clause, without names', () => {
    expect(PROPOSAL_SYSTEM_PROMPT).toContain('ja/nei-spørsmål');
    expect(PROPOSAL_SYSTEM_PROMPT).toContain('halvveien');
    expect(PROPOSAL_SYSTEM_PROMPT).toContain('"Partene ..."');
    expect(PROPOSAL_SYSTEM_PROMPT).toContain('ingen navn');
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
    const prompt = proposalUserPrompt(request({ question: { text: 'Hvem?', type: 'multiple_choice', options: ['Én', 'To'], format: null, clauses: [] } }));
    expect(prompt).toContain('Svartype: multiple_choice\nAlternativer: Én | To\nSvarene:');
  });
});
