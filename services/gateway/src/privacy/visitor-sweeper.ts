import { PrivacyRpc } from '@avtalt/contracts';
import { SweepingService } from '@avtalt/service-kit';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config/gateway.config';
import { REDIS, type RedisClient } from '../redis/redis.provider';
import { RpcService } from '../rpc/rpc.service';
import { VISITOR_SESSIONS_KEY } from './visitor-sessions';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Visitors handed to the privacy service per message (its contract's maximum). */
const BATCH = 500;

/**
 * A session is taken as over this long after its recorded end: a replica whose clock runs ahead cannot
 * have a session forgotten that Redis still keeps.
 */
const GRACE_MS = 5 * 60_000;

/**
 * «An anonymous participant's data goes with their session's expiry» (docs/data-rights.md): every
 * VISITOR_SWEEP_SECONDS each replica hands the visitors whose session ended to the privacy service, which
 * has each one's answers forgotten in a job, and only then drops them from the set — a sweep that fails is
 * simply done again. Two replicas may hand over the same visitor: the job is queued once, and forgetting
 * is idempotent. The log carries counts only.
 */
@Injectable()
export class VisitorSweeper extends SweepingService {
  constructor(
    @Inject(REDIS) private readonly redis: RedisClient,
    private readonly rpc: RpcService,
    @Inject(GATEWAY_CONFIG) config: GatewayConfig,
  ) {
    super(new Logger(VisitorSweeper.name), {
      everyMs: config.VISITOR_SWEEP_SECONDS * 1000,
      what: 'handing over expired visitors',
    });
  }

  /** Hands over every visitor whose session ended before `now`; the number handed over. */
  async sweep(now = Date.now()): Promise<number> {
    let handed = 0;
    for (;;) {
      const ids = await this.redis.zRangeByScore(VISITOR_SESSIONS_KEY, 0, now - GRACE_MS, {
        LIMIT: { offset: 0, count: BATCH },
      });
      if (ids.length === 0) break;
      // Every id is a randomUUID of the gateway's; anything else could only block the sweep.
      const anonymousIds = ids.filter((id) => UUID.test(id));
      if (anonymousIds.length > 0) await this.rpc.request(PrivacyRpc.forgetVisitors, { anonymousIds });
      await this.redis.zRem(VISITOR_SESSIONS_KEY, ids);
      handed += ids.length;
    }
    if (handed > 0) this.logger.log(`${handed} expired visitor(s) handed over to be forgotten`);
    return handed;
  }
}
