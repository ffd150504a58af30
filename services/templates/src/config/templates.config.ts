import { configFields, loadConfig, refusePlaceholderNatsPassword } from '@avtalt/service-kit';
import { z } from 'zod';

export const templatesConfigSchema = z
  .object({
    NATS_URL: configFields.natsUrl,
    NATS_USER: configFields.natsUser,
    NATS_PASSWORD: configFields.natsPassword,
    METRICS_PORT: configFields.metricsPort('templates'),
    METRICS_HOST: configFields.metricsHost,
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
    /** BullMQ lock of a generation job: a job whose worker died is taken up again after this long. */
    GENERATION_LOCK_MS: z.coerce.number().int().min(1000).max(300_000).default(30_000),
    /**
     * Logged-in users' jobs that may wait in the generation queue before their new question drafts are
     * refused (503). Anonymous drafts wait in a lane of their own and never count here.
     */
    GENERATION_MAX_BACKLOG: z.coerce.number().int().min(1).max(100_000).default(200),
    /**
     * Anonymous drafts that may wait (behind every logged-in user's) before new anonymous drafts are refused
     * (503): a visitor without a cookie is a new owner each time, so this bounds what all of them can queue.
     */
    GENERATION_MAX_ANONYMOUS_BACKLOG: z.coerce.number().int().min(1).max(100_000).default(50),
    /** Questions generated for a custom topic (one question draft). */
    CUSTOM_TOPIC_QUESTIONS: z.coerce.number().int().min(1).max(30).default(10),
    /** Question drafts one owner (a user, or one anonymous session) may start per window (then 429). */
    DRAFT_RATE_LIMIT: z.coerce.number().int().min(1).max(10_000).default(30),
    DRAFT_RATE_WINDOW_MS: z.coerce.number().int().min(1000).max(86_400_000).default(600_000),
    /** Production refuses a written-down or placeholder NATS_PASSWORD (docs/limits.md). */
    NODE_ENV: z.string().optional(),
  })
  .superRefine(refusePlaceholderNatsPassword);
export type TemplatesConfig = Readonly<z.infer<typeof templatesConfigSchema>>;

export const TEMPLATES_CONFIG = Symbol('TEMPLATES_CONFIG');

export function loadTemplatesConfig(env: NodeJS.ProcessEnv = process.env): TemplatesConfig {
  return loadConfig(templatesConfigSchema, env);
}
