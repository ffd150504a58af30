import { proposalDraftRequestSchema } from '@avtalt/contracts';
import { questionRow } from '../testing/question-rows';
import { partyLabel, proposalDraftRequest, scrub } from './proposal-draft.rules';

const names = [
  { name: 'Anne-Marie Olsen', label: 'Part A' },
  { name: 'Bo Ek', label: 'Part B' },
];

describe('scrubbing names and e-mail addresses from what a model sees', () => {
  it('replaces the full name and each part longer than two letters, whole words, any case', () => {
    expect(scrub('Anne-Marie Olsen betaler, sier anne-marie. OLSEN også. Marie sa ja.', names)).toBe('Part A betaler, sier Part A. Part A også. Part A sa ja.');
    expect(scrub('Bo Ek eier båten', names)).toBe('Part B eier båten');
    // Parts of two letters or fewer are not replaced on their own (they are common words).
    expect(scrub('Ek og bo', names)).toBe('Ek og bo');
    // Not inside other words.
    expect(scrub('Olsens hus og Mariehøna', names)).toBe('Olsens hus og Mariehøna');
  });

  it('removes e-mail addresses', () => {
    expect(scrub('Skriv til anne.olsen@example.no eller bo@ek.no i dag', names)).toBe('Skriv til eller i dag');
  });

  it('labels parties A, B … Z, AA', () => {
    expect([0, 1, 25, 26, 27].map(partyLabel)).toEqual(['Part A', 'Part B', 'Part Z', 'Part AA', 'Part AB']);
  });

  it('the request carries no name nor address in any string and fits the contract', () => {
    const q = questionRow(1, {
      text: 'Skal Anne-Marie Olsen eie båten alene?',
      clauseYes: 'Anne-Marie Olsen (anne@example.no) eier båten.',
      clauseNo: 'Båten eies av Bo Ek og Anne-Marie Olsen sammen.',
    });
    const request = proposalDraftRequest('Båten til Olsen og Ek', q, [{ name: 'Anne-Marie Olsen' }, { name: 'Bo Ek' }], [
      { participantIndex: 0, display: 'Ja' },
      { participantIndex: 1, display: 'Nei' },
    ]);
    expect(proposalDraftRequestSchema.parse(request)).toEqual(request);
    const text = JSON.stringify(request);
    for (const secret of ['Anne', 'Marie', 'Olsen', 'Bo Ek', '@', 'example']) expect(text).not.toContain(secret);
    expect(request.answers).toEqual([
      { party: 'Part A', display: 'Ja' },
      { party: 'Part B', display: 'Nei' },
    ]);
    expect(request.question.clauses).toEqual(['Part A () eier båten.', 'Båten eies av Part B og Part A sammen.']);
  });
});
