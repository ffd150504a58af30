import type { Logger } from '@nestjs/common';
import { PeriodicSweep } from './periodic-sweep';

const logger = () => ({ warn: jest.fn() }) as unknown as Logger & { warn: jest.Mock };

describe('PeriodicSweep', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('sweeps first after firstAfterMs, then every everyMs, never two at once', async () => {
    let release: () => void = () => undefined;
    const run = jest.fn(() => new Promise<void>((resolve) => (release = resolve)));
    const sweep = new PeriodicSweep({ everyMs: 1000, firstAfterMs: 10, run, logger: logger(), what: 'x' });
    sweep.start();
    await jest.advanceTimersByTimeAsync(10);
    expect(run).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(1000); // the first is still running
    expect(run).toHaveBeenCalledTimes(1);
    release();
    await jest.advanceTimersByTimeAsync(1000);
    expect(run).toHaveBeenCalledTimes(2);
    release();
    await sweep.stop();
  });

  it('logs a failed sweep and sweeps again next time', async () => {
    const log = logger();
    const run = jest.fn().mockRejectedValueOnce(new Error('down')).mockResolvedValue(undefined);
    const sweep = new PeriodicSweep({ everyMs: 100, run, logger: log, what: 'retention sweep' });
    sweep.start();
    await jest.advanceTimersByTimeAsync(100);
    expect(log.warn).toHaveBeenCalledWith('retention sweep failed; tried again later: Error: down');
    await jest.advanceTimersByTimeAsync(100);
    expect(run).toHaveBeenCalledTimes(2);
    await sweep.stop();
  });

  it('never sweeps with everyMs 0, and stop waits for a sweep in progress', async () => {
    const never = jest.fn(async () => undefined);
    new PeriodicSweep({ everyMs: 0, run: never, logger: logger(), what: 'x' }).start();
    await jest.advanceTimersByTimeAsync(10_000);
    expect(never).not.toHaveBeenCalled();

    let finished = false;
    const slow = new PeriodicSweep({
      everyMs: 50,
      run: () => new Promise<void>((resolve) => setTimeout(() => ((finished = true), resolve()), 500)),
      logger: logger(),
      what: 'x',
    });
    slow.start();
    await jest.advanceTimersByTimeAsync(50);
    const stopped = slow.stop();
    await jest.advanceTimersByTimeAsync(500);
    await stopped;
    expect(finished).toBe(true);
  });
});
