import { MAX_ROUNDS } from '@avtalt/contracts';
import { configFields, loadConfig } from '@avtalt/service-kit';
import { z } from 'zod';

export const agreementsConfigSchema = z.object({
  NATS_URL: configFields.natsUrl,
  METRICS_PORT: configFields.metricsPort('agreements'),
  METRICS_HOST: configFields.metricsHost,
  DATABASE_URL: configFields.databaseUrl('avtalt_agreements'),
  LOG_LEVEL: configFields.logLevel,
  /** Rounds before an agreement with remaining disagreements ends (DESIGN §4). */
  MAX_ROUNDS: z.coerce.number().int().min(1).max(20).default(MAX_ROUNDS),
  /** After every write, read the rows back and fail the write if the cached rows differ (the test suites set it). */
  VERIFY_WRITES: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  /** Issue 18: `off` turns signing off (the view says `enabled: false`, every signing call SIGNING_DISABLED). */
  SIGNING: z.enum(['on', 'off']).default('on'),
});
export type AgreementsConfig = Readonly<z.infer<typeof agreementsConfigSchema>>;

export const AGREEMENTS_CONFIG = Symbol('AGREEMENTS_CONFIG');

export function loadAgreementsConfig(env: NodeJS.ProcessEnv = process.env): AgreementsConfig {
  return loadConfig(agreementsConfigSchema, env);
}
