import { AgreementsRpc, type User } from '@avtalt/contracts';
import { Inject, Injectable, Logger } from '@nestjs/common';
import type { Request, Response } from 'express';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config/gateway.config';
import { REDIS, type RedisClient } from '../redis/redis.provider';
import { RpcService } from '../rpc/rpc.service';
import { VISITOR_SESSIONS_KEY } from '../privacy/visitor-sessions';
import { type ThrottledRedisStore, userSessionsKey } from './session-store';
import { SESSION_COOKIE } from './session-cookie';
import { SESSION_STORE } from './session-store.provider';

function call(fn: (cb: (err?: unknown) => void) => void): Promise<void> {
  return new Promise((resolve, reject) => fn((err) => (err ? reject(err) : resolve())));
}

/**
 * Logging in and out on top of express-session, plus an index of each user's sessions in Redis so
 * that a password change can end all the others.
 */
export const fullName = (user: Pick<User, 'firstName' | 'lastName'>): string =>
  `${user.firstName} ${user.lastName}`;

@Injectable()
export class SessionService {
  private readonly logger = new Logger(SessionService.name);

  constructor(
    private readonly rpc: RpcService,
    @Inject(REDIS) private readonly redis: RedisClient,
    @Inject(SESSION_STORE) private readonly store: ThrottledRedisStore,
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
  ) {}

  /**
   * Starts an authenticated session under a new id (no session fixation). What the visitor did
   * anonymously in this session (agreements started, answers given) moves to the account.
   */
  async logIn(req: Request, user: User): Promise<void> {
    const anonymousId = req.session.anonymousId;
    await call((cb) => req.session.regenerate(cb));
    req.session.userId = user.id;
    req.session.userName = fullName(user);
    await call((cb) => req.session.save(cb));
    const key = userSessionsKey(user.id);
    await this.redis.multi().sAdd(key, req.sessionID).expire(key, this.config.SESSION_TTL_SECONDS).exec();
    if (anonymousId) {
      await this.rpc
        .request(
          AgreementsRpc.transferAnonymous,
          { anonymousId, userId: user.id, userName: fullName(user) },
          req.requestId,
        )
        // Moved to the account: nothing is left under the visitor's id to forget when the old session ends.
        .then(() => this.redis.zRem(VISITOR_SESSIONS_KEY, anonymousId))
        .catch((error: unknown) =>
          this.logger.warn(`could not move anonymous agreements to the account: ${String(error)}`),
        );
    }
  }

  /** Ends this session; its WebSockets are closed on every replica (the store announces it). */
  async logOut(req: Request, res: Response): Promise<void> {
    const userId = req.session.userId;
    if (userId) await this.redis.sRem(userSessionsKey(userId), req.sessionID);
    await call((cb) => req.session.destroy(cb));
    res.clearCookie(SESSION_COOKIE, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: this.config.COOKIE_SECURE,
    });
  }

  /**
   * Destroys every session of the user except the one making the request; their WebSockets are closed
   * on every replica (the store announces them).
   */
  async endOtherSessions(userId: string, currentSessionId: string): Promise<number> {
    const key = userSessionsKey(userId);
    const sessionIds = await this.redis.sMembers(key);
    const others = sessionIds.filter((id) => id !== currentSessionId);
    await this.store.destroyAll(others);
    if (others.length > 0) await this.redis.sRem(key, others);
    return others.length;
  }

  /**
   * Destroys every session of the user, the one making the request too (after a password reset: whoever
   * held a session may have been the reason for it). Their WebSockets are closed on every replica.
   */
  async endAllSessions(userId: string): Promise<number> {
    const key = userSessionsKey(userId);
    const sessionIds = await this.redis.sMembers(key);
    await this.store.destroyAll(sessionIds);
    await this.redis.del(key);
    return sessionIds.length;
  }
}
