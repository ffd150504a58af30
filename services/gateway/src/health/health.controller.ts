import {
  AgreementsRpc,
  ChatRpc,
  DocumentsRpc,
  HEALTH_TIMEOUT_MS,
  IdentityRpc,
  NotificationsRpc,
  PrivacyRpc,
  TemplatesRpc,
  type ComponentStatus,
  type HealthResponse,
} from '@avtalt/contracts';
import { Controller, Get, Inject, Res } from '@nestjs/common';
import type { Response } from 'express';
import { REDIS, type RedisClient } from '../redis/redis.provider';
import { RpcService } from '../rpc/rpc.service';
import { SharedResult } from './shared-result';

/** The services the gateway depends on, by name, with their health message. */
const SERVICES = {
  identity: IdentityRpc.health,
  templates: TemplatesRpc.health,
  agreements: AgreementsRpc.health,
  documents: DocumentsRpc.health,
  chat: ChatRpc.health,
  notifications: NotificationsRpc.health,
  privacy: PrivacyRpc.health,
};

/** How long one check's answer is given to every caller (review L8: the route is open to anyone). */
export const HEALTH_CACHE_MS = 1000;

@Controller('health')
export class HealthController {
  private readonly shared = new SharedResult(() => this.check(), HEALTH_CACHE_MS);

  constructor(
    private readonly rpc: RpcService,
    @Inject(REDIS) private readonly redis: RedisClient,
  ) {}

  /** 200 when everything answers, else 503; one check at a time, its answer shared for a second. */
  @Get()
  async health(@Res() res: Response): Promise<void> {
    const body = await this.shared.get();
    res.status(body.status === 'ok' ? 200 : 503).json(body);
  }

  private async check(): Promise<HealthResponse> {
    const [nats, redis, ...services] = await Promise.all([
      this.rpc.natsHealthy(HEALTH_TIMEOUT_MS).then(status),
      this.redisHealthy(),
      ...Object.values(SERVICES).map((definition) =>
        this.rpc
          .request(definition, {})
          .then((reply) => reply.status)
          .catch((): ComponentStatus => 'down'),
      ),
    ]);
    const byName = Object.fromEntries(Object.keys(SERVICES).map((name, i) => [name, services[i]]));
    const allOk = nats === 'ok' && redis === 'ok' && services.every((s) => s === 'ok');
    return { status: allOk ? 'ok' : 'down', nats, redis, services: byName };
  }

  private async redisHealthy(): Promise<ComponentStatus> {
    if (!this.redis.isReady) return 'down';
    const timeout = new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error('timeout')), HEALTH_TIMEOUT_MS),
    );
    return Promise.race([this.redis.ping(), timeout]).then(
      () => 'ok' as const,
      () => 'down' as const,
    );
  }
}

function status(ok: boolean): ComponentStatus {
  return ok ? 'ok' : 'down';
}
