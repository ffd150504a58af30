import { IpSocketCounter } from './ip-socket-counter';

describe('IpSocketCounter', () => {
  it('refuses the socket after the cap, per address', () => {
    const counter = new IpSocketCounter(2);
    expect(counter.reserve('a')).toBe(true);
    expect(counter.reserve('a')).toBe(true);
    expect(counter.reserve('a')).toBe(false);
    expect(counter.reserve('b')).toBe(true);
    expect(counter.count('a')).toBe(2);
  });

  it('gives the place back when a socket closes, and forgets addresses with none open', () => {
    const counter = new IpSocketCounter(1);
    expect(counter.reserve('a')).toBe(true);
    counter.release('a');
    expect(counter.count('a')).toBe(0);
    expect(counter.reserve('a')).toBe(true);
    counter.release('a');
    counter.release('a');
    expect(counter.count('a')).toBe(0);
  });
});
