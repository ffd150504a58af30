import { MAX_ROUNDS } from '@avtalt/contracts';
import { configFields, loadConfig, refusePlaceholderNatsPassword } from '@avtalt/service-kit';
import { z } from 'zod';
import { auditKeyringOf } from '../signing/audit-keys';

export const agreementsConfigSchema = z
  .object({
    NATS_URL: configFields.natsUrl,
    NATS_USER: configFields.natsUser,
    NATS_PASSWORD: configFields.natsPassword,
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
    /**
     * Issue 31 (docs/signing-write-path.md): `<keyId>:<secret>` (secret >= 32 bytes, hex or base64), the key
     * every new audit entry is MACed with; never stored in the database. Required in production; outside it a
     * missing key falls back to a fixed development key (id `dev`, a warning at start).
     */
    AUDIT_HMAC_KEY: z.string().optional(),
    /** Earlier keys (comma-separated, the same format), kept only to verify entries MACed before a rotation. */
    AUDIT_HMAC_OLD_KEYS: z.string().optional(),
    /**
     * Retention (docs/data-rights.md, legal sources S29, S30): an unfinished agreement untouched this many
     * months is deleted; a finished one not signed after RETENTION_UNSIGNED_YEARS; a signed one
     * RETENTION_SIGNED_YEARS after it ends (a loan RETENTION_LOAN_YEARS after its last agreed date).
     */
    RETENTION_IDLE_MONTHS: z.coerce.number().int().min(1).max(120).default(12),
    RETENTION_UNSIGNED_YEARS: z.coerce.number().int().min(1).max(30).default(3),
    RETENTION_SIGNED_YEARS: z.coerce.number().int().min(1).max(30).default(3),
    RETENTION_LOAN_YEARS: z.coerce.number().int().min(1).max(30).default(10),
    /** How often each process looks for agreements past their time (0: never, for an operator who must keep all). */
    RETENTION_SWEEP_MINUTES: z.coerce
      .number()
      .int()
      .min(0)
      .max(24 * 60)
      .default(60),
    /** How often each process looks for payments due within a week, to remind their payers (0: never; docs/obligations.md). */
    PAYMENT_REMINDER_SWEEP_SECONDS: z.coerce
      .number()
      .int()
      .min(0)
      .max(24 * 3600)
      .default(3600),
    /** How often each process gives signed agreements a review date and asks the parties of those due (0: never; docs/reviews.md). */
    REVIEW_SWEEP_SECONDS: z.coerce
      .number()
      .int()
      .min(0)
      .max(24 * 3600)
      .default(3600),
    NODE_ENV: z.string().optional(),
  })
  .superRefine((config, ctx) => {
    try {
      auditKeyringOf(config);
    } catch (error) {
      // The message names the variable and the rule, never the secret.
      ctx.addIssue({
        code: 'custom',
        path: ['AUDIT_HMAC_KEY'],
        message: error instanceof Error ? error.message : String(error),
      });
    }
  })
  .superRefine(refusePlaceholderNatsPassword);
export type AgreementsConfig = Readonly<z.infer<typeof agreementsConfigSchema>>;

export const AGREEMENTS_CONFIG = Symbol('AGREEMENTS_CONFIG');

export function loadAgreementsConfig(env: NodeJS.ProcessEnv = process.env): AgreementsConfig {
  return loadConfig(agreementsConfigSchema, env);
}
