import { proposalDraftRequestSchema } from '@avtalt/contracts';
import { questionRow } from '../testing/question-rows';
import { partyLabel, proposalDraftRequest, scrub } from './proposal-draft.rules';

const names = [
  { name: 'Anne-Marie Olsen', label: 'Part A' },
  { name: 'Bo Ek', label: 'Part B' },
];

describe('scrubbing names and e-mail addresses from what a model sees', () => {
  it('replaces the full name and each part of two letters or more, whole words, any case', () => {
    expect(scrub('Anne-Marie Olsen betaler, sier anne-marie. OLSEN også. Marie sa ja.', names)).toBe(
      'Part A betaler, sier Part A. Part A også. Part A sa ja.',
    );
    expect(scrub('Bo Ek eier båten', names)).toBe('Part B eier båten');
    // Two-letter parts alone, as written in the name: 'Bo' is replaced, the verb 'bo' is not.
    expect(scrub('Ek og Bo skal bo sammen', names)).toBe('Part B og Part B skal bo sammen');
    expect(scrub('Huset til Bo', [{ name: 'Bo', label: 'Part B' }])).toBe('Huset til Part B');
    // Not inside other words.
    expect(scrub('Mariehøna og Olsenbanden, Boken og Ekorn', names)).toBe(
      'Mariehøna og Olsenbanden, Boken og Ekorn',
    );
  });

  it("replaces a name in the genitive (s, 's, ’s, '), the label keeping the ending", () => {
    const two = [
      { name: 'Anne Hansen', label: 'Part A' },
      { name: 'Bjørn', label: 'Part B' },
    ];
    expect(scrub('Annes og Bjørns samboeravtale', two)).toBe('Part As og Part Bs samboeravtale');
    expect(scrub('Anne Hansens bil', two)).toBe('Part As bil');
    expect(scrub("Anne's sykkel, Bjørn’s båt og Hansen' hytte", two)).toBe(
      "Part A's sykkel, Part B’s båt og Part A' hytte",
    );
    expect(scrub('Olsens hus', names)).toBe('Part As hus');
    expect(scrub('Bos hund', names)).toBe('Part Bs hund');
    // A longer word is still not a name.
    expect(scrub('Annesofie og Bjørnsen', two)).toBe('Annesofie og Bjørnsen');
  });

  it('removes e-mail addresses', () => {
    expect(scrub('Skriv til anne.olsen@example.no eller bo@ek.no i dag', names)).toBe(
      'Skriv til eller i dag',
    );
  });

  it('scrubs a removed participant and the initiator too, as «en annen person»', () => {
    const q = questionRow(1, {
      text: 'Skal Bo ha hunden?',
      clauseYes: 'Bo har hunden.',
      clauseNo: 'Cecilie har hunden.',
    });
    const request = proposalDraftRequest(
      'Annes, Bos og Cecilies bofellesskap (startet av Dag Li)',
      q,
      [{ name: 'Anne' }, { name: 'Bo' }],
      [
        { participantIndex: 0, display: 'Ja' },
        { participantIndex: 1, display: 'Nei' },
      ],
      // Every participant row (Cecilie was removed) and the initiator.
      ['Anne', 'Bo', 'Cecilie Berg', 'Dag Li'],
    );
    const text = JSON.stringify(request);
    for (const secret of ['Anne', 'Bo ', 'Bos', 'Cecilie', 'Berg', 'Dag', 'Li)'])
      expect(text).not.toContain(secret);
    expect(request.topicTitle).toBe(
      'Part As, Part Bs og en annen persons bofellesskap (startet av en annen person)',
    );
    expect(request.question.text).toBe('Skal Part B ha hunden?');
    expect(request.question.clauses).toEqual(['Part B har hunden.', 'en annen person har hunden.']);
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
    const request = proposalDraftRequest(
      'Båten til Olsen og Ek',
      q,
      [{ name: 'Anne-Marie Olsen' }, { name: 'Bo Ek' }],
      [
        { participantIndex: 0, display: 'Ja' },
        { participantIndex: 1, display: 'Nei' },
      ],
    );
    expect(proposalDraftRequestSchema.parse(request)).toEqual(request);
    const text = JSON.stringify(request);
    for (const secret of ['Anne', 'Marie', 'Olsen', 'Bo Ek', '@', 'example'])
      expect(text).not.toContain(secret);
    expect(request.answers).toEqual([
      { party: 'Part A', display: 'Ja' },
      { party: 'Part B', display: 'Nei' },
    ]);
    expect(request.question.clauses).toEqual([
      'Part A () eier båten.',
      'Båten eies av Part B og Part A sammen.',
    ]);
  });
});
