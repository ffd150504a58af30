import { configFields, loadConfig } from '@avtalt/service-kit';
import { z } from 'zod';

export const templatesConfigSchema = z.object({
  NATS_URL: configFields.natsUrl,
  REDIS_URL: configFields.redisUrl,
  DATABASE_URL: configFields.databaseUrl('avtalt_templates'),
  LOG_LEVEL: configFields.logLevel,
  /** Seed the topic catalogue at start-up (idempotent; never overwrites an admin's edits). */
  SEED_CATALOGUE: configFields.boolean(true),
  /** OpenAI-compatible chat-completions endpoint; when unset, questions come from the offline bank. */
  LLM_BASE_URL: z.url().optional(),
  LLM_API_KEY: z.string().optional(),
  LLM_MODEL: z.string().default('gpt-4o-mini'),
  LLM_TIMEOUT_MS: z.coerce.number().int().min(1000).max(120_000).default(30_000),
  GENERATION_CONCURRENCY: z.coerce.number().int().min(1).max(16).default(2),
  /** Public topics one (non-admin) user may create per rolling day; the next gets 429. */
  USER_TOPICS_PER_DAY: z.coerce.number().int().min(0).max(1000).default(5),
});
export type TemplatesConfig = Readonly<z.infer<typeof templatesConfigSchema>>;

export const TEMPLATES_CONFIG = Symbol('TEMPLATES_CONFIG');

export function loadTemplatesConfig(env: NodeJS.ProcessEnv = process.env): TemplatesConfig {
  return loadConfig(templatesConfigSchema, env);
}
