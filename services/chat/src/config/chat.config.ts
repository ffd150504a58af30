import { CHAT_RATE_LIMIT, CHAT_RATE_WINDOW_MS } from '@avtalt/contracts';
import { configFields, loadConfig, refusePlaceholderNatsPassword } from '@avtalt/service-kit';
import { z } from 'zod';

export const chatConfigSchema = z
  .object({
    NATS_URL: configFields.natsUrl,
    NATS_USER: configFields.natsUser,
    NATS_PASSWORD: configFields.natsPassword,
    METRICS_PORT: configFields.metricsPort('chat'),
    METRICS_HOST: configFields.metricsHost,
    DATABASE_URL: configFields.databaseUrl('avtalt_chat'),
    LOG_LEVEL: configFields.logLevel,
    /** Messages one user may post per window (the product's limit is 10 per 10 s; benchmarks raise it). */
    CHAT_RATE_LIMIT: z.coerce.number().int().min(1).default(CHAT_RATE_LIMIT),
    CHAT_RATE_WINDOW_MS: z.coerce.number().int().min(100).default(CHAT_RATE_WINDOW_MS),
    /** How long "this agreement exists" is remembered before agreements is asked again. */
    AGREEMENT_EXISTS_CACHE_MS: z.coerce.number().int().min(0).default(30_000),
    /** Production refuses a written-down or placeholder NATS_PASSWORD (docs/limits.md). */
    NODE_ENV: z.string().optional(),
  })
  .superRefine(refusePlaceholderNatsPassword);
export type ChatConfig = Readonly<z.infer<typeof chatConfigSchema>>;

export const CHAT_CONFIG = Symbol('CHAT_CONFIG');

export function loadChatConfig(env: NodeJS.ProcessEnv = process.env): ChatConfig {
  return loadConfig(chatConfigSchema, env);
}
