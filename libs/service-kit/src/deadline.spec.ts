import { ErrorCode } from '@avtalt/contracts';
import { COMMIT_MARGIN_MS, DeadlineCommitGuard, mayCommit } from './deadline';
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
