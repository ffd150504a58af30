import { configFields, loadConfig, refusePlaceholderNatsPassword } from '@avtalt/service-kit';
import { z } from 'zod';

export const privacyConfigSchema = z
  .object({
    NATS_URL: configFields.natsUrl,
    NATS_USER: configFields.natsUser,
    NATS_PASSWORD: configFields.natsPassword,
    REDIS_URL: configFields.redisUrl,
    METRICS_PORT: configFields.metricsPort('privacy'),
    METRICS_HOST: configFields.metricsHost,
    DATABASE_URL: configFields.databaseUrl('avtalt_privacy'),
    LOG_LEVEL: configFields.logLevel,
    /** Exports gathered at once by one process: each asks every service and holds a ZIP in memory. */
    EXPORT_CONCURRENCY: z.coerce.number().int().min(1).max(8).default(1),
    /** Production refuses a written-down or placeholder NATS_PASSWORD (docs/limits.md). */
    NODE_ENV: z.string().optional(),
  })
  .superRefine(refusePlaceholderNatsPassword);
export type PrivacyConfig = Readonly<z.infer<typeof privacyConfigSchema>>;

export const PRIVACY_CONFIG = Symbol('PRIVACY_CONFIG');

export function loadPrivacyConfig(env: NodeJS.ProcessEnv = process.env): PrivacyConfig {
  return loadConfig(privacyConfigSchema, env);
}
