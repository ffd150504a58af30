import { configFields, loadConfig, refusePlaceholderNatsPassword } from '@avtalt/service-kit';
import { z } from 'zod';

export const documentsConfigSchema = z
  .object({
    NATS_URL: configFields.natsUrl,
    NATS_USER: configFields.natsUser,
    NATS_PASSWORD: configFields.natsPassword,
    METRICS_PORT: configFields.metricsPort('documents'),
    METRICS_HOST: configFields.metricsHost,
    REDIS_URL: configFields.redisUrl,
    DATABASE_URL: configFields.databaseUrl('avtalt_documents'),
    LOG_LEVEL: configFields.logLevel,
    /**
     * Security review L7 (docs/sealed-pdf.md): `documents` is the service; `printer` is a process that only
     * prints HTML to PDF for it (Chromium and NATS; no database, Redis or seal key).
     */
    DOCUMENTS_ROLE: z.enum(['documents', 'printer']).default('documents'),
    /**
     * Who prints for the PDF and seal jobs: `local`, this process's own Chromium (development); `nats`, a
     * printer process, so the process that holds the seal key never runs a browser (required in production
     * while signing is on).
     */
    PDF_PRINTER: z.enum(['local', 'nats']).default('local'),
    /** Debian's Chromium; never a downloaded browser. */
    CHROMIUM_PATH: z.string().default('/usr/bin/chromium'),
    /** PDFs rendered at the same time by this process (pages kept warm in the browser). */
    PDF_CONCURRENCY: z.coerce.number().int().min(1).max(16).default(2),
    /** BullMQ lock: a job whose worker died is taken up again after this long. */
    PDF_LOCK_MS: z.coerce.number().int().min(1000).max(300_000).default(30_000),
    /** `off`: no new seals; sealed PDFs already stored and verify keep working (docs/signing.md). */
    SIGNING: z.enum(['on', 'off']).default('on'),
    /** Production: the platform certificate (a PKCS#12 file) and its passphrase. Empty = not set (docker-compose passes `${SIGNING_P12:-}`). */
    SIGNING_P12: z.preprocess((value) => (value === '' ? undefined : value), z.string().min(1).optional()),
    SIGNING_P12_PASSPHRASE: z.string().default(''),
    /** Development: where the generated certificate is kept (default `<AVTALT_DATA_DIR or ./.data>/signing`). */
    SIGNING_CERT_DIR: z.string().min(1).optional(),
    AVTALT_DATA_DIR: z.string().min(1).optional(),
    NODE_ENV: z.string().default('development'),
    /** Seal attempts before a seal job fails for good (retried with a capped backoff: about a day). */
    SEAL_ATTEMPTS: z.coerce.number().int().min(1).max(1000).default(200),
    /**
     * An RFC 3161 timestamp authority (http or https). Set: every seal carries its timestamp (the evidence of
     * PAdES B-T), validation data and an archive timestamp (B-LT, B-LTA), and a seal whose TSA or CRL does not
     * answer fails and is retried. Empty = none: the signature page says so.
     */
    TSA_URL: z.preprocess(
      (value) => (value === '' ? undefined : value),
      z.url({ protocol: /^https?$/ }).optional(),
    ),
    /** How long a seal waits for the timestamp authority. */
    TSA_TIMEOUT_MS: z.coerce.number().int().min(500).max(60_000).default(5000),
    /** How often each process looks for archive timestamps to renew (with TSA_URL; docs/sealed-pdf.md). */
    ARCHIVE_SWEEP_SECONDS: z.coerce.number().int().min(1).max(86_400).default(3600),
    /** An archive is renewed when its newest timestamp's certificate expires within this many days. */
    ARCHIVE_RENEW_DAYS: z.coerce.number().int().min(1).max(3650).default(180),
    /** A renewal that could not extend the archive (the TSA's certificate did not change) waits this long. */
    ARCHIVE_RETRY_SECONDS: z.coerce
      .number()
      .int()
      .min(1)
      .max(30 * 86_400)
      .default(86_400),
  })
  .superRefine(refusePlaceholderNatsPassword);
export type DocumentsConfig = Readonly<z.infer<typeof documentsConfigSchema>>;

export const DOCUMENTS_CONFIG = Symbol('DOCUMENTS_CONFIG');
/** The service's NATS client (RPC calls to other services, JetStream). */
export const DOCUMENTS_NATS = Symbol('DOCUMENTS_NATS');

export function loadDocumentsConfig(env: NodeJS.ProcessEnv = process.env): DocumentsConfig {
  return loadConfig(documentsConfigSchema, env);
}
