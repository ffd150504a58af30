import { splitByRecipientCap } from './invitations.rules';

const hashOf = (address: string) => `h:${address}`;

describe('splitByRecipientCap', () => {
  it('sends to addresses under the cap and withholds those that reached it, keeping the order', () => {
    const received = new Map([
      ['h:full@example.no', 3],
      ['h:two@example.no', 2],
      ['h:over@example.no', 7],
    ]);
    expect(
      splitByRecipientCap(['new@example.no', 'full@example.no', 'two@example.no', 'over@example.no'], hashOf, received, 3),
    ).toEqual({ send: ['new@example.no', 'two@example.no'], withhold: ['full@example.no', 'over@example.no'] });
  });

  it('with a cap of one, an address that got any invitation today gets no other', () => {
    expect(splitByRecipientCap(['a@example.no', 'b@example.no'], hashOf, new Map([['h:a@example.no', 1]]), 1)).toEqual({
      send: ['b@example.no'],
      withhold: ['a@example.no'],
    });
  });
});
