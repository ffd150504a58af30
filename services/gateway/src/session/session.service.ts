import { Inject, Injectable } from '@nestjs/common';
import type { RedisStore } from 'connect-redis';
import type { Request, Response } from 'express';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config/gateway.config';
import { REDIS, type RedisClient } from '../redis/redis.provider';
import { SESSION_COOKIE, SESSION_STORE } from './session-store.provider';

const userSessionsKey = (userId: string): string => `user-sessions:${userId}`;

function call(fn: (cb: (err?: unknown) => void) => void): Promise<void> {
  return new Promise((resolve, reject) => fn((err) => (err ? reject(err) : resolve())));
}

/**
 * Logging in and out on top of express-session, plus an index of each user's sessions in Redis so
 * that a password change can end all the others.
 */
@Injectable()
export class SessionService {
  constructor(
    @Inject(REDIS) private readonly redis: RedisClient,
    @Inject(SESSION_STORE) private readonly store: RedisStore,
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
  ) {}

  /** Starts an authenticated session under a new id (no session fixation). */
  async logIn(req: Request, userId: string): Promise<void> {
    const anonymousId = req.session.anonymousId;
    await call((cb) => req.session.regenerate(cb));
    req.session.userId = userId;
    if (anonymousId) req.session.anonymousId = anonymousId;
    await call((cb) => req.session.save(cb));
    const key = userSessionsKey(userId);
    await this.redis.multi().sAdd(key, req.sessionID).expire(key, this.config.SESSION_TTL_SECONDS).exec();
  }

  async logOut(req: Request, res: Response): Promise<void> {
    const userId = req.session.userId;
    if (userId) await this.redis.sRem(userSessionsKey(userId), req.sessionID);
    await call((cb) => req.session.destroy(cb));
    res.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure: this.config.COOKIE_SECURE });
  }

  /** Destroys every session of the user except the one making the request. */
  async endOtherSessions(userId: string, currentSessionId: string): Promise<number> {
    const key = userSessionsKey(userId);
    const sessionIds = await this.redis.sMembers(key);
    const others = sessionIds.filter((id) => id !== currentSessionId);
    await Promise.all(others.map((id) => call((cb) => this.store.destroy(id, cb))));
    if (others.length > 0) await this.redis.sRem(key, others);
    return others.length;
  }
}
