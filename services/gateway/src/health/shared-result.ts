/**
 * One run at a time, its result kept for `ttlMs` after it settles: callers that arrive while it runs, or
 * within `ttlMs` after, share it. `GET /api/health` is open to anyone and each check asks every service
 * and Redis (review L8), so a burst of callers must cost one check, not one each.
 */
export class SharedResult<T> {
  private current: { promise: Promise<T>; settledAt: number | null } | null = null;

  constructor(
    private readonly run: () => Promise<T>,
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  get(): Promise<T> {
    const current = this.current;
    if (current && (current.settledAt === null || this.now() - current.settledAt < this.ttlMs))
      return current.promise;
    const entry: { promise: Promise<T>; settledAt: number | null } = {
      promise: Promise.resolve(undefined as T),
      settledAt: null,
    };
    const settled = () => {
      entry.settledAt = this.now();
    };
    entry.promise = this.run();
    entry.promise.then(settled, settled);
    this.current = entry;
    return entry.promise;
  }
}
