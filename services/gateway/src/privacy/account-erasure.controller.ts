import {
  deleteAccountBodySchema,
  type EraseAccountReply,
  type ErasurePlan,
  IdentityRpc,
  PrivacyRpc,
} from '@avtalt/contracts';
import { Body, Controller, Delete, Get, Inject, Req, Res, UseGuards } from '@nestjs/common';
import type { Request, Response } from 'express';
import { AuthenticatedGuard, CurrentUserId } from '../auth/authenticated.guard';
import { KnownDeviceService } from '../auth/known-device.service';
import { LoginRateLimiter } from '../auth/login-rate-limiter';
import { parseInput } from '../http/parse-input';
import { REDIS, type RedisClient } from '../redis/redis.provider';
import { RpcService } from '../rpc/rpc.service';
import { SessionService } from '../session/session.service';

/**
 * «Slett kontoen min» (GDPR art. 17; docs/data-rights.md): the logged-in account sees what deleting it would
 * do to each agreement (deleted, «Tidligere deltaker», or kept for the others until a date), and deletes it
 * with its password. The password is checked under the account's login limit, like a password change; once
 * it is right the account is gone, every session of it ends (this one too, with its cookie) and the devices
 * it logged in from are forgotten.
 */
@Controller('auth/account')
@UseGuards(AuthenticatedGuard)
export class AccountErasureController {
  constructor(
    private readonly rpc: RpcService,
    private readonly limiter: LoginRateLimiter,
    private readonly sessions: SessionService,
    private readonly devices: KnownDeviceService,
    @Inject(REDIS) private readonly redis: RedisClient,
  ) {}

  @Get('erasure')
  plan(@Req() req: Request, @CurrentUserId() userId: string): Promise<ErasurePlan> {
    return this.rpc.request(PrivacyRpc.erasurePlan, { userId }, req.requestId);
  }

  /** 200 with what was done to each agreement; 400 with the password wrong (nothing changed). */
  @Delete()
  async erase(
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
    @CurrentUserId() userId: string,
    @Body() body: unknown,
  ): Promise<EraseAccountReply> {
    const { password, chatMessages } = parseInput(deleteAccountBodySchema, body);
    const { email } = await this.rpc.request(IdentityRpc.getUser, { userId }, req.requestId);
    const reply = await this.limiter.guardPasswordCheck(email, () =>
      this.rpc.request(PrivacyRpc.eraseAccount, { userId, password, chatMessages }, req.requestId),
    );
    await this.sessions.endAllSessions(userId);
    await this.devices.forgetAll(userId);
    await this.sessions.logOut(req, res);
    await this.forgetKeys(userId);
    return reply;
  }

  /**
   * The gateway's own keys that name the account (its limits' buckets, counted per account until their
   * window ends): deleted now rather than left to expire. One pass over the keyspace per deletion.
   */
  private async forgetKeys(userId: string): Promise<void> {
    const keys: string[] = [];
    for await (const batch of this.redis.scanIterator({ MATCH: `*${userId}*`, COUNT: 1000 }))
      keys.push(...batch);
    if (keys.length > 0) await this.redis.del(keys);
  }
}
