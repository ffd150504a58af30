import { configFields, loadConfig } from '@avtalt/service-kit';
import { z } from 'zod';

export const documentsConfigSchema = z.object({
  NATS_URL: configFields.natsUrl,
  REDIS_URL: configFields.redisUrl,
  DATABASE_URL: configFields.databaseUrl('avtalt_documents'),
  LOG_LEVEL: configFields.logLevel,
  /** Debian's Chromium; never a downloaded browser. */
  CHROMIUM_PATH: z.string().default('/usr/bin/chromium'),
  /** PDFs rendered at the same time by this process (pages kept warm in the browser). */
  PDF_CONCURRENCY: z.coerce.number().int().min(1).max(16).default(2),
  /** BullMQ lock: a job whose worker died is taken up again after this long. */
  PDF_LOCK_MS: z.coerce.number().int().min(1000).max(300_000).default(30_000),
});
export type DocumentsConfig = Readonly<z.infer<typeof documentsConfigSchema>>;

export const DOCUMENTS_CONFIG = Symbol('DOCUMENTS_CONFIG');

export function loadDocumentsConfig(env: NodeJS.ProcessEnv = process.env): DocumentsConfig {
  return loadConfig(documentsConfigSchema, env);
}
