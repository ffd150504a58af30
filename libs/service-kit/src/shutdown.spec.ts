import pino from 'pino';
import { checkReadiness } from './operations';
import { installGracefulShutdown, shutdownGraceFromEnv, type ShutdownStep } from './shutdown';

function harness(steps: ShutdownStep[], graceMs = 1000, clock: () => number = Date.now) {
  const handlers = new Map<string, (signal: NodeJS.Signals) => void>();
  const exits: number[] = [];
  const lines: Array<Record<string, unknown>> = [];
  const logger = pino({ level: 'debug' }, { write: (line: string) => lines.push(JSON.parse(line)) });
  const shutdown = installGracefulShutdown({
    logger,
    graceMs,
    steps,
    exit: (code) => exits.push(code),
    listen: (signal, handler) => handlers.set(signal, handler),
    now: clock,
  });
  return { handlers, exits, lines, shutdown };
}

const flush = () => new Promise((resolve) => setImmediate(resolve));

describe('installGracefulShutdown', () => {
  it('listens to SIGTERM and SIGINT, runs the steps in order with the time left, then exits 0', async () => {
    const order: string[] = [];
    const given: number[] = [];
    const { handlers, exits, lines, shutdown } = harness([
      { name: 'a', run: async (ms) => (order.push('a'), given.push(ms)) },
      { name: 'b', run: async (ms) => (order.push('b'), given.push(ms)) },
    ]);
    expect([...handlers.keys()].sort()).toEqual(['SIGINT', 'SIGTERM']);
    await shutdown.shutdown('SIGTERM');
    expect(order).toEqual(['a', 'b']);
    expect(given.every((ms) => ms > 0 && ms <= 1000)).toBe(true);
    expect(exits).toEqual([0]);
    expect(lines.map((l) => l.msg)).toEqual(
      expect.arrayContaining(['shutting down: finishing the work in flight', 'shut down cleanly']),
    );
  });

  it('marks the process not ready at once (/readyz 503)', async () => {
    let seen: boolean | undefined;
    const { shutdown } = harness([
      { name: 'look', run: async () => (seen = (await checkReadiness()).shuttingDown) },
    ]);
    await shutdown.shutdown('SIGTERM');
    expect(seen).toBe(true);
  });

  it('logs a failing step and still runs the next', async () => {
    const ran: string[] = [];
    const { exits, lines, shutdown } = harness([
      { name: 'broken', run: async () => Promise.reject(new Error('boom')) },
      { name: 'after', run: async () => ran.push('after') },
    ]);
    await shutdown.shutdown('SIGTERM');
    expect(ran).toEqual(['after']);
    expect(exits).toEqual([0]);
    expect(lines.find((l) => l.msg === 'shutdown step failed; going on')).toMatchObject({ step: 'broken' });
  });

  it('exits 1 at once on a second signal, and only once; ignores one right after the first', async () => {
    let release!: () => void;
    let clock = 10_000;
    const { handlers, exits, lines } = harness(
      [{ name: 'slow', run: () => new Promise<void>((r) => (release = r)) }],
      60_000,
      () => clock,
    );
    handlers.get('SIGINT')!('SIGINT');
    await flush();
    clock += 20; // the supervisor's SIGTERM after the terminal's SIGINT
    handlers.get('SIGTERM')!('SIGTERM');
    expect(exits).toEqual([]);
    clock += 2000;
    handlers.get('SIGINT')!('SIGINT');
    expect(exits).toEqual([1]);
    expect(lines.find((l) => l.msg === 'second signal while shutting down: exiting now')).toMatchObject({
      step: 'slow',
    });
    release();
    await flush();
    expect(exits).toEqual([1]);
  });

  it('exits 1 when the grace runs out, naming the step it was in', async () => {
    const { exits, lines, shutdown } = harness(
      [{ name: 'stuck', run: () => new Promise(() => undefined) }],
      30,
    );
    void shutdown.shutdown('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(exits).toEqual([1]);
    expect(
      lines.find((l) => l.msg === 'shutdown took longer than SHUTDOWN_GRACE_MS: exiting now'),
    ).toMatchObject({ step: 'stuck', graceMs: 30 });
  });
});

describe('shutdownGraceFromEnv', () => {
  it('reads SHUTDOWN_GRACE_MS and refuses a bad value by name', () => {
    expect(shutdownGraceFromEnv({ SHUTDOWN_GRACE_MS: '12000' })).toBe(12_000);
    expect(() => shutdownGraceFromEnv({ SHUTDOWN_GRACE_MS: '12s' })).toThrow(/SHUTDOWN_GRACE_MS/);
  });
});
