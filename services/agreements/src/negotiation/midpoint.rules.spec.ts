import { midpointValue } from './midpoint.rules';

describe('value midpoints', () => {
  it('amounts: whole hundreds from 1 000 kr, whole kroner below', () => {
    expect(midpointValue('amount', [12000, 15000])).toBe(13500);
    expect(midpointValue('amount', [10000, 12500])).toBe(11300);
    expect(midpointValue('amount', [500, 801])).toBe(651);
    expect(midpointValue('amount', [10000, 12000, 20000])).toBe(15000);
  });

  it('numbers and percentages: whole units, one decimal when an answer has decimals', () => {
    expect(midpointValue('number', [3, 8])).toBe(6);
    expect(midpointValue('percent', [50, 60])).toBe(55);
    expect(midpointValue('number', [1.5, 2])).toBe(1.8);
  });

  it('dates: the middle day', () => {
    expect(midpointValue('date', ['2027-03-01', '2027-03-31'])).toBe('2027-03-16');
    expect(midpointValue('date', ['2027-12-20', '2028-01-10'])).toBe('2027-12-30');
  });

  it('none with fewer than two distinct answers, for other formats, or when it equals an answer', () => {
    expect(midpointValue('amount', [12000, 12000])).toBeNull();
    expect(midpointValue('amount', [12000])).toBeNull();
    expect(midpointValue('text', ['a', 'b'])).toBeNull();
    expect(midpointValue('amount', [12000, 12100])).toBeNull(); // 12 050 → 12 100, Bjørn's answer
    expect(midpointValue('number', [1, 2, 5])).toBe(3);
    expect(midpointValue('number', [1, 3, 5])).toBeNull();
    expect(midpointValue('date', ['2027-03-01', '2027-03-02'])).toBeNull();
  });
});
