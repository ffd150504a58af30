import { configFields, loadConfig, refusePlaceholderNatsPassword } from '@avtalt/service-kit';
import { z } from 'zod';

export const identityConfigSchema = z
  .object({
    NATS_URL: configFields.natsUrl,
    NATS_USER: configFields.natsUser,
    NATS_PASSWORD: configFields.natsPassword,
    METRICS_PORT: configFields.metricsPort('identity'),
    METRICS_HOST: configFields.metricsHost,
    DATABASE_URL: configFields.databaseUrl('avtalt_identity'),
    LOG_LEVEL: configFields.logLevel,
    /** E-mail addresses that may promote themselves to admin (DESIGN §2). */
    ADMIN_EMAILS: configFields.list,
    /** Production refuses a written-down or placeholder NATS_PASSWORD (docs/limits.md). */
    NODE_ENV: z.string().optional(),
  })
  .superRefine(refusePlaceholderNatsPassword);
export type IdentityConfig = Readonly<z.infer<typeof identityConfigSchema>>;

export const IDENTITY_CONFIG = Symbol('IDENTITY_CONFIG');

export function loadIdentityConfig(env: NodeJS.ProcessEnv = process.env): IdentityConfig {
  return loadConfig(identityConfigSchema, env);
}
