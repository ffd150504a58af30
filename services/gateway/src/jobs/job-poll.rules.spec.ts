import { nextPoll, pollDelayMs } from './job-poll.rules';

describe('pollDelayMs', () => {
  it('asks again quickly at first, then about once a second', () => {
    expect([0, 1, 2, 3, 4].map(pollDelayMs)).toEqual([50, 100, 200, 400, 700]);
    expect(pollDelayMs(5)).toBe(1000);
    expect(pollDelayMs(500)).toBe(1000);
  });
});

describe('nextPoll', () => {
  it('waits the delay while the next poll is still before the deadline', () => {
    expect(nextPoll(0, 1000, 1000, 5000)).toBe(50);
    expect(nextPoll(9, 1000, 5001, 5000)).toBeNull();
    expect(nextPoll(9, 1000, 5000, 5000)).toBe(1000);
  });

  it('never waits past the deadline', () => {
    expect(nextPoll(9, 0, 89_500, 90_000)).toBeNull();
  });
});
