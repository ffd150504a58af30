import {
  DEFAULT_SHUTDOWN_GRACE_MS,
  exitCodeFor,
  onSignal,
  parseShutdownGrace,
  remainingGrace,
} from './shutdown.rules';

describe('parseShutdownGrace', () => {
  it('is the default when unset or empty', () => {
    expect(parseShutdownGrace(undefined)).toEqual({ ok: true, ms: DEFAULT_SHUTDOWN_GRACE_MS });
    expect(parseShutdownGrace('  ')).toEqual({ ok: true, ms: DEFAULT_SHUTDOWN_GRACE_MS });
  });

  it('takes whole milliseconds within the bounds', () => {
    expect(parseShutdownGrace('1000')).toEqual({ ok: true, ms: 1000 });
    expect(parseShutdownGrace(' 30000 ')).toEqual({ ok: true, ms: 30_000 });
    expect(parseShutdownGrace('600000')).toEqual({ ok: true, ms: 600_000 });
  });

  it.each(['999', '600001', '-5', '2.5', '30s', 'abc', '1e4'])('refuses %s', (raw) => {
    const result = parseShutdownGrace(raw);
    expect(result.ok).toBe(false);
    expect(result).toMatchObject({ message: expect.stringContaining('SHUTDOWN_GRACE_MS') });
  });

  it('leaves room in the Kubernetes grace period: 5 s preStop + the default + 5 s margin = 35 s', () => {
    expect(5_000 + DEFAULT_SHUTDOWN_GRACE_MS + 5_000).toBe(35_000);
  });
});

describe('onSignal', () => {
  it('starts the shutdown on the first signal and exits at once on a later one', () => {
    expect(onSignal('running')).toBe('start');
    expect(onSignal('stopping', 1000)).toBe('exit-now');
    expect(onSignal('stopping', 30_000)).toBe('exit-now');
  });

  it('ignores a repeat right after the first (a process group signalled, then its supervisor forwarding)', () => {
    expect(onSignal('stopping', 0)).toBe('ignore');
    expect(onSignal('stopping', 999)).toBe('ignore');
  });
});

describe('remainingGrace', () => {
  it('counts down from the start and never goes below zero', () => {
    expect(remainingGrace(1000, 500, 1000)).toBe(500);
    expect(remainingGrace(1000, 500, 1400)).toBe(100);
    expect(remainingGrace(1000, 500, 2000)).toBe(0);
  });
});

describe('exitCodeFor', () => {
  it('is 0 only for a clean shutdown', () => {
    expect(exitCodeFor('clean')).toBe(0);
    expect(exitCodeFor('grace-exceeded')).toBe(1);
    expect(exitCodeFor('second-signal')).toBe(1);
  });
});
