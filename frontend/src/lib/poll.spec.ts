import { isAbort, pollDelayMs, pollUntilDone, retryAfterSeconds, WaitTimeoutError } from './poll';

describe('pollDelayMs', () => {
  it('asks again soon at first, then every two seconds', () => {
    expect([0, 1, 2, 3, 4, 5, 50].map((a) => pollDelayMs(a))).toEqual([
      250, 500, 1000, 1500, 2000, 2000, 2000,
    ]);
  });

  it('never waits longer than the Retry-After the server gave', () => {
    expect(pollDelayMs(4, 1)).toBe(1000);
    expect(pollDelayMs(0, 2)).toBe(250);
    expect(pollDelayMs(4, null)).toBe(2000);
  });
});

describe('retryAfterSeconds', () => {
  it('reads the delta-seconds form only', () => {
    expect(retryAfterSeconds('2')).toBe(2);
    expect(retryAfterSeconds(' 10 ')).toBe(10);
    expect(retryAfterSeconds('Wed, 21 Oct 2015 07:28:00 GMT')).toBeNull();
    expect(retryAfterSeconds(null)).toBeNull();
  });
});

describe('pollUntilDone', () => {
  it('asks until the job is done and gives its value', async () => {
    const answers = [
      { done: false as const },
      { done: false as const, retryAfterSeconds: 1 },
      { done: true as const, value: 'pdf' },
    ];
    const step = jest.fn(async () => answers.shift()!);
    await expect(pollUntilDone(step, { maxWaitMs: 10_000, timeoutMessage: 'for lenge' })).resolves.toBe(
      'pdf',
    );
    expect(step).toHaveBeenCalledTimes(3);
  });

  it('gives up with the Norwegian message once the total wait is over', async () => {
    let clock = 0;
    const step = jest.fn(async () => {
      clock += 30_000;
      return { done: false as const };
    });
    const error = await pollUntilDone(step, {
      maxWaitMs: 60_000,
      timeoutMessage: 'PDF-en tar lengre tid enn ventet å lage. Prøv igjen om litt.',
      now: () => clock,
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(WaitTimeoutError);
    expect((error as Error).message).toBe('PDF-en tar lengre tid enn ventet å lage. Prøv igjen om litt.');
    expect(step).toHaveBeenCalledTimes(2);
  });

  it('ends with the error of a failed ask', async () => {
    const step = jest.fn(async () => {
      throw new Error('503');
    });
    await expect(pollUntilDone(step, { maxWaitMs: 10_000, timeoutMessage: 'x' })).rejects.toThrow('503');
  });

  it('stops when the wait is cancelled', async () => {
    const controller = new AbortController();
    const step = jest.fn(async () => {
      controller.abort();
      return { done: false as const };
    });
    const error = await pollUntilDone(step, {
      maxWaitMs: 10_000,
      timeoutMessage: 'x',
      signal: controller.signal,
    }).catch((e: unknown) => e);
    expect(isAbort(error)).toBe(true);
    expect(step).toHaveBeenCalledTimes(1);
  });
});
