/**
 * Remembers which agreements exist for a short while, so a busy room does not ask the agreements
 * service on every message. Only "exists" is remembered: a new agreement is found at once, and a
 * deleted one is forgotten when its `agreement.deleted` event arrives (or when the entry expires).
 */
export class AgreementExistenceCache {
  private readonly known = new Map<string, number>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 10_000,
    private readonly now: () => number = Date.now,
  ) {}

  has(agreementId: string): boolean {
    const expires = this.known.get(agreementId);
    if (expires === undefined) return false;
    if (expires > this.now()) return true;
    this.known.delete(agreementId);
    return false;
  }

  remember(agreementId: string): void {
    if (this.ttlMs <= 0) return;
    // Map keeps insertion order: the oldest entry goes first when full.
    if (this.known.size >= this.maxEntries) this.known.delete(this.known.keys().next().value!);
    this.known.delete(agreementId);
    this.known.set(agreementId, this.now() + this.ttlMs);
  }

  forget(agreementId: string): void {
    this.known.delete(agreementId);
  }
}
