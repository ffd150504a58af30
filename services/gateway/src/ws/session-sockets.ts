import { Injectable } from '@nestjs/common';

/** Ends one socket (its last frame, the close); called at most once per socket. */
export type EndSocket = () => void;

/**
 * The logged-in WebSockets of this replica by session digest (see session/session-digest.ts), so that a
 * session that ended — here or on another replica — closes exactly its own sockets. Anonymous sockets are
 * not listed: no session ending concerns them.
 */
@Injectable()
export class SessionSockets {
  private readonly bySession = new Map<string, Map<object, EndSocket>>();

  add(digest: string, socket: object, end: EndSocket): void {
    let sockets = this.bySession.get(digest);
    if (!sockets) {
      sockets = new Map();
      this.bySession.set(digest, sockets);
    }
    sockets.set(socket, end);
  }

  remove(digest: string, socket: object): void {
    const sockets = this.bySession.get(digest);
    if (!sockets) return;
    sockets.delete(socket);
    if (sockets.size === 0) this.bySession.delete(digest);
  }

  /** Ends every socket of these sessions on this replica; returns how many there were. */
  end(digests: Iterable<string>): number {
    let ended = 0;
    for (const digest of digests) {
      const sockets = this.bySession.get(digest);
      if (!sockets) continue;
      this.bySession.delete(digest);
      for (const end of sockets.values()) {
        end();
        ended += 1;
      }
    }
    return ended;
  }

  /** Sockets listed for a session (for tests and metrics). */
  count(digest: string): number {
    return this.bySession.get(digest)?.size ?? 0;
  }
}
