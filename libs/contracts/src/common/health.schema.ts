import { z } from 'zod';

export const componentStatusSchema = z.enum(['ok', 'down']);
export type ComponentStatus = z.infer<typeof componentStatusSchema>;

/** Reply of every service's `<service>.health.v1` subject. */
export const serviceHealthReplySchema = z.object({
  service: z.string(),
  status: componentStatusSchema,
  database: componentStatusSchema,
});
export type ServiceHealthReply = z.infer<typeof serviceHealthReplySchema>;

/** Body of `GET /api/health`. */
export const healthResponseSchema = z.object({
  status: componentStatusSchema,
  nats: componentStatusSchema,
  redis: componentStatusSchema,
  services: z.record(z.string(), componentStatusSchema),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;

/** Job counts of one BullMQ queue, for `GET /api/admin/queues`. */
export const queueStatsSchema = z.object({
  queue: z.string(),
  counts: z.record(z.string(), z.number()),
  failed: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      failedReason: z.string(),
      finishedOn: z.number().nullable(),
    }),
  ),
  /** Set by the gateway when the service did not answer (`queue` is then the service's name, counts empty). */
  unavailable: z.boolean().optional(),
});
export type QueueStats = z.infer<typeof queueStatsSchema>;
