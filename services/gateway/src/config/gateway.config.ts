import {
  configFields,
  loadConfig,
  refusePlaceholderNatsPassword,
  refusePlaceholderSecrets,
} from '@avtalt/service-kit';
import path from 'node:path';
import { z } from 'zod';

const DEV_SECRET = 'avtalt-local-development-secret-not-for-production';

export const gatewayConfigSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: configFields.port(8080),
    /** Interface to listen on; 0.0.0.0 in containers. */
    HOST: z.string().min(1).default('127.0.0.1'),
    NATS_URL: configFields.natsUrl,
    NATS_USER: configFields.natsUser,
    NATS_PASSWORD: configFields.natsPassword,
    METRICS_PORT: configFields.metricsPort('gateway'),
    METRICS_HOST: configFields.metricsHost,
    REDIS_URL: configFields.redisUrl,
    LOG_LEVEL: configFields.logLevel,
    /**
     * Signs the session cookie. With NODE_ENV=production a secret of its own: no placeholder written down in
     * the repository, at least 32 characters (libs/service-kit production-secret.rules.ts).
     */
    SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').default(DEV_SECRET),
    SESSION_TTL_SECONDS: z.coerce
      .number()
      .int()
      .min(60)
      .default(60 * 60 * 24 * 30),
    COOKIE_SECURE: configFields.boolean(false),
    /**
     * How often each replica looks for visitors whose session expired and has their answers forgotten
     * (docs/data-rights.md); 0: never.
     */
    VISITOR_SWEEP_SECONDS: z.coerce.number().int().min(0).default(3600),
    /** Express `trust proxy` setting: 'false', 'true', 'loopback', a number of hops or a list of addresses. */
    TRUST_PROXY: z.string().default('false'),
    /** The origin users reach Avtalt at (e.g. https://avtalt.no); unset: http://localhost:PORT and http://127.0.0.1:PORT. */
    PUBLIC_ORIGIN: z
      .url()
      .transform((u) => new URL(u).origin)
      .optional(),
    /** Extra origins allowed to send state-changing requests and open WebSockets. */
    ALLOWED_ORIGINS: configFields.list,
    FRONTEND_DIST: z.string().default(path.resolve(__dirname, '../../../../frontend/dist')),
    /**
     * At most 25 s: NATS lets a service answer a request only within 30 s (NATS_RESPONSES in
     * nats-permissions.ts), so a longer wait could end in a refused reply and a 503 for a write that
     * was applied.
     */
    RPC_TIMEOUT_MS: z.coerce.number().int().min(100).max(25_000).default(5000),
    /**
     * How long one HTTP request may wait for a generation job when the client asked for it in one
     * request (an admin's regeneration; a custom topic created without questionDraftId). The gateway
     * polls the job with ordinary RPCs meanwhile; none is held open.
     */
    JOB_WAIT_MS: z.coerce.number().int().min(1000).max(600_000).default(90_000),
    /** Interval of WebSocket pings; a socket that has not answered the previous ping is dropped. */
    WS_HEARTBEAT_MS: z.coerce.number().int().min(100).default(30_000),
    /** Most WebSockets open at once per session, counted across replicas (in Redis). */
    WS_MAX_SOCKETS_PER_SESSION: z.coerce.number().int().min(1).max(1000).default(5),
    /** Most WebSockets without a session open at once per client IP, on each replica. */
    WS_MAX_ANONYMOUS_SOCKETS_PER_IP: z.coerce.number().int().min(1).max(100_000).default(20),
    /** How long a Redis command may take before the request that needs it answers 503. */
    REDIS_COMMAND_TIMEOUT_MS: z.coerce.number().int().min(50).max(60_000).default(2000),
    LOGIN_MAX_FAILURES_PER_ACCOUNT: z.coerce.number().int().min(1).default(5),
    LOGIN_MAX_FAILURES_PER_IP: z.coerce.number().int().min(1).default(20),
    LOGIN_WINDOW_SECONDS: z.coerce
      .number()
      .int()
      .min(1)
      .default(15 * 60),
    /** How long a browser that logged in stays a known device (its own login-failure bucket). */
    LOGIN_DEVICE_TTL_DAYS: z.coerce.number().int().min(1).max(400).default(90),
    /** Registrations one IP may attempt per REGISTER_WINDOW_SECONDS. */
    REGISTER_MAX_PER_IP: z.coerce.number().int().min(1).default(10),
    REGISTER_WINDOW_SECONDS: z.coerce
      .number()
      .int()
      .min(1)
      .default(60 * 60),
    /** `GET /api/verify/{sha256}` lookups one client IP may make per VERIFY_WINDOW_SECONDS (issue 18), then 429. */
    VERIFY_MAX_PER_IP: z.coerce.number().int().min(1).default(30),
    VERIFY_WINDOW_SECONDS: z.coerce.number().int().min(1).default(60),
    /**
     * Model drafts (`POST …/proposal-drafts`) one user may ask for per MODEL_DRAFTS_WINDOW_SECONDS, over all their
     * agreements (each draft is a paid language-model call), then 429 (docs/negotiation.md).
     */
    MODEL_DRAFTS_MAX_PER_USER: z.coerce.number().int().min(1).default(20),
    MODEL_DRAFTS_WINDOW_SECONDS: z.coerce.number().int().min(1).default(3600),
    /**
     * Question drafts (custom topics' questions; each a job, with a model a paid call) per
     * QUESTION_DRAFTS_WINDOW_SECONDS: anonymous ones per client address, a logged-in user's per account (not
     * per address: people behind one office address must not share one); then 429 with Retry-After (docs/limits.md).
     */
    QUESTION_DRAFTS_MAX_ANONYMOUS_PER_IP: z.coerce.number().int().min(1).default(10),
    QUESTION_DRAFTS_MAX_PER_USER: z.coerce.number().int().min(1).default(30),
    QUESTION_DRAFTS_WINDOW_SECONDS: z.coerce.number().int().min(1).default(3600),
    /**
     * The comparison rendered per request (docs/limits.md): rendered pages (kept renders too) one client
     * address may get per COMPARISON_RENDER_WINDOW_SECONDS, the largest comparison rendered
     * (participants × questions), how many outsiders' renders are kept, and the milliseconds of render
     * work one gateway process may do per second, for every viewer (0: nothing is rendered). Above a
     * limit the page is sent as built and the browser renders it.
     */
    COMPARISON_RENDERS_PER_IP: z.coerce.number().int().min(0).default(30),
    COMPARISON_RENDER_WINDOW_SECONDS: z.coerce.number().int().min(1).default(60),
    COMPARISON_RENDER_MAX_CELLS: z.coerce.number().int().min(0).default(250),
    COMPARISON_RENDER_BUDGET_MS_PER_SECOND: z.coerce.number().int().min(0).max(1000).default(200),
    COMPARISON_RENDER_CACHE_ENTRIES: z.coerce.number().int().min(0).max(10_000).default(60),
    /**
     * Megabytes of comparisons a gateway process keeps to send again while they are unchanged (JSON, the
     * parsed object and compressed variants; docs/performance.md, "The comparison's bytes"). 0: none kept.
     */
    COMPARISON_CACHE_MB: z.coerce.number().int().min(0).max(1024).default(64),
    /**
     * Password-reset requests per PASSWORD_RESET_WINDOW_SECONDS (issue 17, review L6; docs/limits.md): one client
     * (`clientKey`) for any addresses; one client for one address (a known browser of the account: its own bucket of
     * as many); past both, 429. Mails to one address from all clients together (a known browser does not draw on
     * it); past that, the same 202 and no mail. The window is at most an hour, the life of a reset link, so while
     * mails are held back the last one sent still works.
     */
    PASSWORD_RESET_MAX_PER_IP: z.coerce.number().int().min(1).default(10),
    PASSWORD_RESET_MAX_PER_ADDRESS: z.coerce.number().int().min(1).default(3),
    PASSWORD_RESET_MAX_PER_ADDRESS_TOTAL: z.coerce.number().int().min(1).default(10),
    PASSWORD_RESET_WINDOW_SECONDS: z.coerce
      .number()
      .int()
      .min(1)
      .max(60 * 60)
      .default(60 * 60),
    /** New addresses one account may ask for per EMAIL_CHANGE_WINDOW_SECONDS (review L5), then 429. */
    EMAIL_CHANGE_MAX_PER_ACCOUNT: z.coerce.number().int().min(1).default(5),
    EMAIL_CHANGE_WINDOW_SECONDS: z.coerce
      .number()
      .int()
      .min(1)
      .default(60 * 60),
  })
  .superRefine(refusePlaceholderSecrets(['SESSION_SECRET']))
  .superRefine(refusePlaceholderNatsPassword);
export type GatewayConfig = Readonly<z.infer<typeof gatewayConfigSchema>>;

export const GATEWAY_CONFIG = Symbol('GATEWAY_CONFIG');

export function loadGatewayConfig(env: NodeJS.ProcessEnv = process.env): GatewayConfig {
  return loadConfig(gatewayConfigSchema as unknown as z.ZodObject, env) as GatewayConfig;
}

/** Parses TRUST_PROXY into what Express accepts. */
export function trustProxySetting(value: string): boolean | number | string {
  if (value === 'true') return true;
  if (value === 'false') return false;
  if (/^\d+$/.test(value)) return Number(value);
  return value;
}
