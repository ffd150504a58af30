import { Inject, Injectable } from '@nestjs/common';
import type { Request, Response } from 'express';
import { randomBytes } from 'node:crypto';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config/gateway.config';
import { REDIS, type RedisClient } from '../redis/redis.provider';
import { readCookie } from '../http/cookies';
import { accountHash, deviceTokenHash } from './login-limits.rules';

export const DEVICE_COOKIE = 'avtalt.device';
/** The cookie is only sent to the login routes; nothing else needs it. */
const DEVICE_COOKIE_PATH = '/api/auth';
/** 32 random bytes in base64url. */
const TOKEN_FORMAT = /^[A-Za-z0-9_-]{43}$/;

/** A browser that has logged in to this account before (docs/sessions-and-login.md). */
export interface KnownDevice {
  tokenHash: string;
  userId: string;
}

/** Where the login strategy leaves the device it recognised, for the controller to renew. */
export type RequestWithDevice = Request & { knownDevice?: KnownDevice | null };

const deviceKey = (tokenHash: string, account: string): string => `login-device:${tokenHash}:${account}`;
const userDevicesKey = (userId: string): string => `login-devices:user:${userId}`;

/**
 * Known devices: after a successful login the browser gets a long-lived, random, HttpOnly cookie whose
 * hash is stored in Redis bound to the account (hashed e-mail) and the user id. A login carrying it
 * uses a failure bucket of its own, so strangers cannot lock the owner out.
 */
@Injectable()
export class KnownDeviceService {
  constructor(
    @Inject(REDIS) private readonly redis: RedisClient,
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
  ) {}

  private get ttlSeconds(): number {
    return this.config.LOGIN_DEVICE_TTL_DAYS * 24 * 60 * 60;
  }

  private token(req: Request): string | undefined {
    const token = readCookie(req.headers.cookie, DEVICE_COOKIE);
    return token && TOKEN_FORMAT.test(token) ? token : undefined;
  }

  /** The device, when the request carries a device cookie known for the account with `email`. */
  async recognise(req: Request, email: string): Promise<KnownDevice | null> {
    const token = this.token(req);
    if (!token) return null;
    const tokenHash = deviceTokenHash(token);
    const userId = await this.redis.get(deviceKey(tokenHash, accountHash(email)));
    return userId ? { tokenHash, userId } : null;
  }

  /**
   * After a successful login (or registration): a device already known for this user keeps its token
   * and gets a fresh expiry; any other browser gets a new token (never one it brought along, so a
   * cookie planted by someone else never becomes a known device).
   */
  async remember(req: RequestWithDevice, res: Response, user: { id: string; email: string }): Promise<void> {
    const known = req.knownDevice && req.knownDevice.userId === user.id ? this.token(req) : undefined;
    const token = known ?? randomBytes(32).toString('base64url');
    const key = deviceKey(deviceTokenHash(token), accountHash(user.email));
    const devices = userDevicesKey(user.id);
    await this.redis
      .multi()
      .set(key, user.id, { EX: this.ttlSeconds })
      .sAdd(devices, key)
      .expire(devices, this.ttlSeconds)
      .exec();
    res.cookie(DEVICE_COOKIE, token, {
      httpOnly: true,
      sameSite: 'lax',
      secure: this.config.COOKIE_SECURE,
      path: DEVICE_COOKIE_PATH,
      maxAge: this.ttlSeconds * 1000,
    });
  }

  /** After a password change: every other device of the user is forgotten (it must log in again). */
  async forgetOthers(req: Request, userId: string): Promise<void> {
    const devices = userDevicesKey(userId);
    const keys = await this.redis.sMembers(devices);
    const token = this.token(req);
    const current = token ? `login-device:${deviceTokenHash(token)}:` : undefined;
    const others = keys.filter((key) => !current || !key.startsWith(current));
    if (others.length === 0) return;
    await this.redis.multi().del(others).sRem(devices, others).exec();
  }

  /** After a password reset: every device of the user is forgotten (each must log in again). */
  async forgetAll(userId: string): Promise<void> {
    const devices = userDevicesKey(userId);
    const keys = await this.redis.sMembers(devices);
    await this.redis
      .multi()
      .del([...keys, devices])
      .exec();
  }
}
