import { ErrorCode } from '@avtalt/contracts';
import {
  COMMIT_MARGIN_MS,
  DeadlineCommitGuard,
  mayCommit,
  REPLY_MARGIN_MS,
  whileCallerWaits,
} from './deadline';
import { runInRequest } from './request-context';

describe('mayCommit', () => {
  it('allows a commit only while more than the margin is left before the caller gives up', () => {
    const now = 1_000_000;
    expect(mayCommit(undefined, now)).toBe(true);
    expect(mayCommit(now + COMMIT_MARGIN_MS + 1, now)).toBe(true);
    expect(mayCommit(now + COMMIT_MARGIN_MS, now)).toBe(false);
    expect(mayCommit(now - 1, now)).toBe(false);
  });
});

describe('DeadlineCommitGuard', () => {
  const guard = new DeadlineCommitGuard();
  const commit = () => guard.beforeTransactionCommit({} as never);

  it('refuses a commit (SERVICE_UNAVAILABLE) for a message whose caller stops waiting within the margin', () => {
    expect(() =>
      runInRequest({ requestId: 'r', deadline: Date.now() + COMMIT_MARGIN_MS - 10 }, commit),
    ).toThrow(expect.objectContaining({ code: ErrorCode.ServiceUnavailable }));
  });

  it('lets commits through with time left, and outside a message (jobs, events, start-up)', () => {
    expect(() => runInRequest({ requestId: 'r', deadline: Date.now() + 5000 }, commit)).not.toThrow();
    expect(() => runInRequest({ requestId: 'r' }, commit)).not.toThrow();
    expect(commit).not.toThrow();
  });
});

describe('whileCallerWaits', () => {
  const later = <T>(value: T, ms: number) =>
    new Promise<T>((resolve) => setTimeout(() => resolve(value), ms));

  it("gives the work's result when it comes in time, and waits for it outside a message", async () => {
    await expect(
      runInRequest({ requestId: 'r', deadline: Date.now() + REPLY_MARGIN_MS + 2000 }, () =>
        whileCallerWaits(later('done', 10), 'late'),
      ),
    ).resolves.toBe('done');
    await expect(whileCallerWaits(later('done', 50), 'late')).resolves.toBe('done');
  });

  it('gives the fallback once the caller is about to give up, and the work goes on', async () => {
    const work = later('done', 400);
    const started = Date.now();
    await expect(
      runInRequest({ requestId: 'r', deadline: Date.now() + REPLY_MARGIN_MS + 100 }, () =>
        whileCallerWaits(work, 'late'),
      ),
    ).resolves.toBe('late');
    expect(Date.now() - started).toBeLessThan(350);
    await expect(work).resolves.toBe('done');
  });
});
