/**
 * ioredis connection options (as BullMQ takes them) from a redis:// URL. Workers need
 * `maxRetriesPerRequest: null` so a Redis restart pauses them instead of failing jobs.
 */
export function redisConnectionOptions(redisUrl: string) {
  const url = new URL(redisUrl);
  const db = url.pathname.replace(/^\//, '');
  return {
    host: url.hostname,
    port: Number(url.port || 6379),
    ...(url.username ? { username: decodeURIComponent(url.username) } : {}),
    ...(url.password ? { password: decodeURIComponent(url.password) } : {}),
    ...(db ? { db: Number(db) } : {}),
    ...(url.protocol === 'rediss:' ? { tls: {} } : {}),
    maxRetriesPerRequest: null,
    enableOfflineQueue: true,
  };
}
