import { configFields, loadConfig, refusePlaceholderNatsPassword } from '@avtalt/service-kit';
import {
  MAX_INVITATIONS_PER_AGREEMENT_PER_DAY,
  MAX_INVITATIONS_PER_RECIPIENT_PER_DAY,
  MAX_INVITATIONS_PER_USER_PER_DAY,
  MAX_SIGNING_CODES_PER_RECIPIENT_PER_HOUR,
} from '@avtalt/contracts';
import { z } from 'zod';

export const notificationsConfigSchema = z
  .object({
    NATS_URL: configFields.natsUrl,
    NATS_USER: configFields.natsUser,
    NATS_PASSWORD: configFields.natsPassword,
    METRICS_PORT: configFields.metricsPort('notifications'),
    METRICS_HOST: configFields.metricsHost,
    REDIS_URL: configFields.redisUrl,
    DATABASE_URL: configFields.databaseUrl('avtalt_notifications'),
    LOG_LEVEL: configFields.logLevel,
    /** Where mail is handed over (the local catcher in development). */
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\/.+/, 'must be an smtp:// or smtps:// URL')
      .default('smtp://127.0.0.1:1025'),
    MAIL_FROM: z.string().min(3).default('Avtalt <ikke-svar@avtalt.local>'),
    /**
     * Where a person writes for help with their account (issue 31: named in the mail that tells the old address
     * it was replaced, since replies to MAIL_FROM are not read).
     */
    SUPPORT_EMAIL: z
      .string()
      .regex(/^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/, 'must be an e-mail address')
      .default('hjelp@avtalt.local'),
    /** The origin of every link in a mail. */
    APP_ORIGIN: z
      .string()
      .regex(/^https?:\/\/[^/]+$/, 'must be an origin like https://avtalt.no (no path, no trailing slash)')
      .default('http://localhost:8080'),
    /** 'answered' mails per agreement per person: at most one per this many minutes (the rest gathered). */
    ANSWERED_DIGEST_MINUTES: z.coerce
      .number()
      .positive()
      .max(24 * 60)
      .default(10),
    /** A participant who has not answered the round is reminded after this many hours (fractions allowed). */
    REMINDER_AFTER_HOURS: z.coerce
      .number()
      .positive()
      .max(24 * 60)
      .default(48),
    MAX_INVITATIONS_PER_AGREEMENT_PER_DAY: z.coerce
      .number()
      .int()
      .min(1)
      .max(1000)
      .default(MAX_INVITATIONS_PER_AGREEMENT_PER_DAY),
    MAX_INVITATIONS_PER_USER_PER_DAY: z.coerce
      .number()
      .int()
      .min(1)
      .max(10_000)
      .default(MAX_INVITATIONS_PER_USER_PER_DAY),
    /** Invitations one address gets per 24 hours from all senders together; past it they are withheld (docs/limits.md, Mail). */
    MAX_INVITATIONS_PER_RECIPIENT_PER_DAY: z.coerce
      .number()
      .int()
      .min(1)
      .max(100)
      .default(MAX_INVITATIONS_PER_RECIPIENT_PER_DAY),
    /** Signing-code mails one account gets per hour over all its agreements; past it the request gets 429. */
    MAX_SIGNING_CODES_PER_RECIPIENT_PER_HOUR: z.coerce
      .number()
      .int()
      .min(1)
      .max(1000)
      .default(MAX_SIGNING_CODES_PER_RECIPIENT_PER_HOUR),
    /**
     * Send attempts per mail, and the first retry's delay (doubling, at most 10 minutes between attempts):
     * 160 attempts from 5 s keep trying for about 25 hours (retry.rules.ts).
     */
    /** Months the mail log (and the unsubscribe links of its mails) is kept (docs/data-rights.md). */
    MAIL_LOG_MONTHS: z.coerce.number().int().min(1).max(120).default(12),
    /** How often each process deletes what is past its time; 0: never. */
    RETENTION_SWEEP_SECONDS: z.coerce.number().int().min(0).default(3600),
    MAIL_ATTEMPTS: z.coerce.number().int().min(1).max(1000).default(160),
    MAIL_BACKOFF_MS: z.coerce.number().int().min(100).max(600_000).default(5000),
    MAIL_CONCURRENCY: z.coerce.number().int().min(1).max(32).default(4),
    /** Production refuses a written-down or placeholder NATS_PASSWORD (docs/limits.md). */
    NODE_ENV: z.string().optional(),
  })
  .superRefine(refusePlaceholderNatsPassword);
export type NotificationsConfig = Readonly<z.infer<typeof notificationsConfigSchema>>;

export const NOTIFICATIONS_CONFIG = Symbol('NOTIFICATIONS_CONFIG');

export function loadNotificationsConfig(env: NodeJS.ProcessEnv = process.env): NotificationsConfig {
  return loadConfig(notificationsConfigSchema, env);
}
