import { GatewaySubjects, MAX_SESSIONS_PER_ANNOUNCEMENT, sessionsEndedEventSchema } from '@avtalt/contracts';
import { Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import type { Subscription } from 'nats';
import { RpcService } from '../rpc/rpc.service';
import { SessionSockets } from '../ws/session-sockets';
import { sessionDigest } from './session-digest';

/** How long a logout waits for NATS to take the announcement before it answers anyway. */
const ANNOUNCE_TIMEOUT_MS = 1000;
const RESUBSCRIBE_MS = 2000;

/**
 * What happens when sessions end (the session store calls {@link ended} after every destroy): this
 * replica closes its sockets of those sessions at once, and announces them on
 * `gateway.sessions.ended.v1` so every other replica closes its own. The announcement is flushed to
 * NATS before the logout answers, so a chat message posted after the logout reaches the other
 * replicas after it. When NATS is away the others find out at their next heartbeat, which reads
 * every socket's session from Redis.
 */
@Injectable()
export class SessionEndings implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(SessionEndings.name);
  private subscription?: Subscription;
  private retry?: NodeJS.Timeout;
  private stopped = false;

  constructor(
    private readonly rpc: RpcService,
    private readonly sockets: SessionSockets,
  ) {}

  onApplicationBootstrap(): void {
    void this.subscribe();
  }

  onApplicationShutdown(): void {
    this.stopped = true;
    if (this.retry) clearTimeout(this.retry);
    this.subscription?.unsubscribe();
  }

  /** Sessions that no longer exist. Never throws: the session is gone whatever NATS does. */
  async ended(sessionIds: readonly string[]): Promise<void> {
    const digests = sessionIds.map(sessionDigest);
    this.sockets.end(digests);
    for (let i = 0; i < digests.length; i += MAX_SESSIONS_PER_ANNOUNCEMENT) {
      const sessions = digests.slice(i, i + MAX_SESSIONS_PER_ANNOUNCEMENT);
      try {
        await this.rpc.publish(GatewaySubjects.sessionsEnded, { sessions }, ANNOUNCE_TIMEOUT_MS);
      } catch (error) {
        this.logger.warn(
          `could not announce ${sessions.length} ended session(s) to the other replicas: ${String(error)}`,
        );
      }
    }
  }

  private async subscribe(): Promise<void> {
    try {
      this.subscription = await this.rpc.subscribe(GatewaySubjects.sessionsEnded, (payload) =>
        this.received(payload),
      );
    } catch (error) {
      if (this.stopped) return;
      this.logger.warn(`subscribing to ended sessions failed, retrying: ${String(error)}`);
      this.retry = setTimeout(() => void this.subscribe(), RESUBSCRIBE_MS);
      this.retry.unref();
    }
  }

  private received(payload: unknown): void {
    const parsed = sessionsEndedEventSchema.safeParse(payload);
    if (!parsed.success) {
      this.logger.warn('ignored a malformed ended-sessions announcement');
      return;
    }
    this.sockets.end(parsed.data.sessions);
  }
}
