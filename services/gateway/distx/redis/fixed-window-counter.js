"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.reserve = reserve;
exports.giveBack = giveBack;
/**
 * Counters in fixed windows, changed only by Lua scripts so that checking and counting are one atomic
 * step: however many requests arrive at once, no more than the limit get through.
 */
/** Takes one unit of every bucket, or none when any bucket is full (returns 0). */
const RESERVE = `
local window = tonumber(ARGV[1])
for i = 1, #KEYS do
  if tonumber(redis.call('GET', KEYS[i]) or '0') >= tonumber(ARGV[i + 1]) then return 0 end
end
for i = 1, #KEYS do
  redis.call('INCR', KEYS[i])
  if redis.call('TTL', KEYS[i]) < 0 then redis.call('EXPIRE', KEYS[i], window) end
end
return 1`;
/** Gives one unit back to every bucket that still exists (never below zero, never a key without expiry). */
const GIVE_BACK = `
for i = 1, #KEYS do
  local n = tonumber(redis.call('GET', KEYS[i]) or '0')
  if n <= 1 then redis.call('DEL', KEYS[i]) else redis.call('DECR', KEYS[i]) end
end
return 1`;
/** True when a unit of every bucket was taken; false (nothing taken) when one of them is full. */
async function reserve(redis, buckets, windowSeconds) {
    const reply = await redis.eval(RESERVE, {
        keys: buckets.map((b) => b.key),
        arguments: [String(windowSeconds), ...buckets.map((b) => String(b.limit))],
    });
    return Number(reply) === 1;
}
async function giveBack(redis, keys) {
    if (keys.length > 0)
        await redis.eval(GIVE_BACK, { keys: [...keys] });
}
//# sourceMappingURL=fixed-window-counter.js.map