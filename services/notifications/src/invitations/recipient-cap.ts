/**
 * The daily cap on invitations to one address from all senders together (MAX_INVITATIONS_PER_RECIPIENT_PER_DAY,
 * issue 32): a Redis counter per address (its SHA-256, never the address), changed only by Lua scripts so
 * that checking and counting are one atomic step, across every notifications process. A lock in Postgres
 * would do the same but hold every invitation to one address in a queue until the one before commits: under
 * a burst of 100 at one address most of them passed the 5 s request deadline. The window is fixed: it
 * starts at the address's first invitation and lasts 24 hours.
 */

import { ErrorCode, Messages } from '@avtalt/contracts';
import { DomainError, redisConnectionOptions } from '@avtalt/service-kit';
import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import Redis from 'ioredis';
import { NOTIFICATIONS_CONFIG, type NotificationsConfig } from '../config/notifications.config';

/** The part of an ioredis client the scripts need. */
export interface LuaRunner {
  eval(script: string, numberOfKeys: number, ...args: (string | number)[]): Promise<unknown>;
}

/** For each key: take a unit when it has fewer than the cap (1), else take nothing (0). */
const RESERVE = `
local cap = tonumber(ARGV[1])
local window = tonumber(ARGV[2])
local taken = {}
for i = 1, #KEYS do
  if tonumber(redis.call('GET', KEYS[i]) or '0') >= cap then
    taken[i] = 0
  else
    redis.call('INCR', KEYS[i])
    if redis.call('TTL', KEYS[i]) < 0 then redis.call('EXPIRE', KEYS[i], window) end
    taken[i] = 1
  end
end
return taken`;

/** Gives a unit back to each key that still exists (never below zero, never a key without expiry). */
const GIVE_BACK = `
for i = 1, #KEYS do
  local n = tonumber(redis.call('GET', KEYS[i]) or '0')
  if n <= 1 then redis.call('DEL', KEYS[i]) else redis.call('DECR', KEYS[i]) end
end
return 1`;

const DAY_SECONDS = 24 * 3600;
const keyOf = (emailHash: string) => `invitations:recipient:${emailHash}`;

/**
 * The counters' connection. A request waits for Redis at most a second or two, then fails (the sender
 * can try again), instead of queueing commands while Redis is away as the BullMQ workers do.
 */
@Injectable()
export class RecipientCap implements OnApplicationShutdown {
  private readonly redis: Redis;

  constructor(@Inject(NOTIFICATIONS_CONFIG) config: NotificationsConfig) {
    this.redis = new Redis({
      ...redisConnectionOptions(config.REDIS_URL),
      maxRetriesPerRequest: 1,
      enableOfflineQueue: true,
      commandTimeout: 2000,
      lazyConnect: true,
    });
  }

  /**
   * Whether each address (by its SHA-256, in order) may get one more invitation now; a true one is counted.
   * Redis away or not answering is 503 (nothing was sent; the sender may try again), not an unexpected error.
   */
  async reserve(emailHashes: readonly string[], cap: number): Promise<boolean[]> {
    try {
      return await reserveRecipients(this.redis, emailHashes, cap);
    } catch (error) {
      if (error instanceof Error && !/ERR |NOSCRIPT|WRONGTYPE/.test(error.message))
        throw new DomainError(ErrorCode.ServiceUnavailable, Messages.serviceUnavailable);
      throw error;
    }
  }

  giveBack(emailHashes: readonly string[]): Promise<void> {
    return giveBackRecipients(this.redis, emailHashes);
  }

  async onApplicationShutdown(): Promise<void> {
    await this.redis.quit().catch(() => this.redis.disconnect());
  }
}

/** Whether each address (by its SHA-256, in order) may get one more invitation now; a true one is counted. */
export async function reserveRecipients(
  redis: LuaRunner,
  emailHashes: readonly string[],
  cap: number,
): Promise<boolean[]> {
  if (emailHashes.length === 0) return [];
  const reply = (await redis.eval(
    RESERVE,
    emailHashes.length,
    ...emailHashes.map(keyOf),
    cap,
    DAY_SECONDS,
  )) as number[];
  return reply.map((taken) => Number(taken) === 1);
}

/** Undoes reservations whose invitations were not stored after all (the transaction failed). */
export async function giveBackRecipients(redis: LuaRunner, emailHashes: readonly string[]): Promise<void> {
  if (emailHashes.length > 0) await redis.eval(GIVE_BACK, emailHashes.length, ...emailHashes.map(keyOf));
}
