import { Inject, Injectable } from '@nestjs/common';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config/gateway.config';
import { REDIS, type RedisClient } from '../redis/redis.provider';
import { SESSION_PREFIX } from '../session/session-store';

/** The open sockets of one session, across replicas: a sorted set of socket ids scored by lease end (ms). */
export const sessionSocketsKey = (sessionId: string): string => `ws-sockets:${sessionId}`;

/**
 * Drops lapsed leases, then adds one when fewer than the cap are left; 1 when added, 0 when refused.
 * KEYS[1] the session's set; ARGV: now (ms), lease end (ms), lease (ms), socket id, cap.
 */
const ACQUIRE = `
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', ARGV[1])
if redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[5]) then return 0 end
redis.call('ZADD', KEYS[1], ARGV[2], ARGV[4])
redis.call('PEXPIRE', KEYS[1], ARGV[3])
return 1
`;

/** A session's logged-in sockets on this replica, as the heartbeat renews them. */
export interface SessionLeases {
  sessionId: string;
  socketIds: string[];
}

/**
 * At most `WS_MAX_SOCKETS_PER_SESSION` sockets per session, counted in Redis across every replica. Each
 * socket holds a lease of three heartbeats; its replica renews it on every heartbeat and gives it back
 * when the connection closes. A replica that dies without giving its leases back frees them when they
 * lapse. Lease ends use the gateway's clock (replicas' clocks are assumed within seconds of each other).
 */
@Injectable()
export class SocketLeases {
  private readonly leaseMs: number;

  constructor(
    @Inject(REDIS) private readonly redis: RedisClient,
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
  ) {
    this.leaseMs = 3 * config.WS_HEARTBEAT_MS;
  }

  /** Takes a place for one more socket of the session; false when the session has its maximum already. */
  async acquire(sessionId: string, socketId: string): Promise<boolean> {
    const now = Date.now();
    const reply = await this.redis.eval(ACQUIRE, {
      keys: [sessionSocketsKey(sessionId)],
      arguments: [
        String(now),
        String(now + this.leaseMs),
        String(this.leaseMs),
        socketId,
        String(this.config.WS_MAX_SOCKETS_PER_SESSION),
      ],
    });
    return reply === 1;
  }

  /** Gives the place back; a failure only means the lease lapses on its own. */
  async release(sessionId: string, socketId: string): Promise<void> {
    await this.redis.zRem(sessionSocketsKey(sessionId), socketId).catch(() => undefined);
  }

  /**
   * One round trip per heartbeat: reads the sessions (raw, as stored; null when gone) and renews the
   * leases of their sockets on this replica.
   */
  async readAndRenew(sessions: readonly SessionLeases[]): Promise<(string | null)[]> {
    if (sessions.length === 0) return [];
    const until = Date.now() + this.leaseMs;
    const pipeline = this.redis.multi().mGet(sessions.map((s) => SESSION_PREFIX + s.sessionId));
    for (const { sessionId, socketIds } of sessions) {
      const key = sessionSocketsKey(sessionId);
      pipeline
        .zAdd(
          key,
          socketIds.map((value) => ({ score: until, value })),
        )
        .pExpire(key, this.leaseMs);
    }
    const [stored] = await pipeline.execAsPipeline();
    return stored as unknown as (string | null)[];
  }

  /** One session, as stored (for the re-check on join and before each message). */
  async read(sessionId: string): Promise<string | null> {
    return this.redis.get(SESSION_PREFIX + sessionId);
  }
}
