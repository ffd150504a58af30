/**
 * Open sockets per client address on this replica, with a cap: {@link reserve} before a socket is
 * accepted, {@link release} when its connection closes (accepted or not).
 */
export class IpSocketCounter {
  private readonly open = new Map<string, number>();

  constructor(private readonly max: number) {}

  /** Takes a place for one more socket from `address`; false when it already has `max`. */
  reserve(address: string): boolean {
    const count = this.open.get(address) ?? 0;
    if (count >= this.max) return false;
    this.open.set(address, count + 1);
    return true;
  }

  release(address: string): void {
    const count = this.open.get(address) ?? 0;
    if (count <= 1) this.open.delete(address);
    else this.open.set(address, count - 1);
  }

  count(address: string): number {
    return this.open.get(address) ?? 0;
  }
}
