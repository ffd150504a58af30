import { SharedResult } from './shared-result';

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

describe('SharedResult', () => {
  it('shares one run among callers that arrive while it runs', async () => {
    const gate = deferred<string>();
    const run = jest.fn(() => gate.promise);
    const shared = new SharedResult(run, 1000);
    const callers = Array.from({ length: 100 }, () => shared.get());
    gate.resolve('ok');
    expect(await Promise.all(callers)).toEqual(Array(100).fill('ok'));
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('keeps the result for ttlMs after it settled, then runs again', async () => {
    let clock = 0;
    let n = 0;
    const run = jest.fn(async () => `svar ${++n}`);
    const shared = new SharedResult(run, 1000, () => clock);
    expect(await shared.get()).toBe('svar 1');
    clock = 999;
    expect(await shared.get()).toBe('svar 1');
    clock = 1000;
    expect(await shared.get()).toBe('svar 2');
    expect(run).toHaveBeenCalledTimes(2);
  });

  it('counts the time from when the run settled, not from when it started', async () => {
    let clock = 0;
    const gate = deferred<string>();
    const shared = new SharedResult(
      () => gate.promise,
      1000,
      () => clock,
    );
    const first = shared.get();
    clock = 5000;
    expect(shared.get()).toBe(first);
    gate.resolve('sent');
    await first;
    await Promise.resolve();
    clock = 5500;
    expect(shared.get()).toBe(first);
  });

  it('a failed run is shared too, and tried again after ttlMs', async () => {
    let clock = 0;
    const run = jest.fn().mockRejectedValueOnce(new Error('nede')).mockResolvedValueOnce('oppe');
    const shared = new SharedResult<string>(run, 1000, () => clock);
    await expect(shared.get()).rejects.toThrow('nede');
    await expect(shared.get()).rejects.toThrow('nede');
    clock = 1000;
    expect(await shared.get()).toBe('oppe');
  });
});
