import { z } from 'zod';
import { DEFAULT_METRICS_PORTS, parseMetricsPort } from './operations.rules';

/** Thrown by {@link parseConfig}; its message is one line naming the variable. */
export class ConfigError extends Error {}

/**
 * Parses environment variables with a zod object schema into a frozen, typed object.
 * Throws a {@link ConfigError} whose message names the first bad variable.
 */
export function parseConfig<S extends z.ZodObject>(
  schema: S,
  env: NodeJS.ProcessEnv = process.env,
): Readonly<z.infer<S>> {
  const result = schema.safeParse(env);
  if (!result.success) {
    const issue = result.error.issues[0];
    const name = String(issue.path[0] ?? 'environment');
    const raw = env[name];
    const problem = raw === undefined ? 'is missing' : `is invalid (${issue.message})`;
    throw new ConfigError(`Configuration error: ${name} ${problem}`);
  }
  return Object.freeze(result.data);
}

/**
 * Parses the configuration at boot; a bad value stops the process with a one-line message.
 */
export function loadConfig<S extends z.ZodObject>(
  schema: S,
  env: NodeJS.ProcessEnv = process.env,
): Readonly<z.infer<S>> {
  try {
    return parseConfig(schema, env);
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
}

/** Reusable pieces for service config schemas. Defaults point at the local infrastructure (infra/local). */
export const configFields = {
  natsUrl: z
    .string()
    .regex(/^nats:\/\/.+/, 'must be a nats:// URL')
    .default('nats://127.0.0.1:4322'),
  /**
   * `NATS_USER` / `NATS_PASSWORD`: the service's own NATS user, which may use only its subjects
   * (docs/nats-permissions.md). Unset: anonymous, for a NATS server without users.
   */
  natsUser: z
    .string()
    .regex(/^[a-z][a-z0-9-]*$/, 'must be a user name (a-z, 0-9, -)')
    .optional(),
  natsPassword: z.string().min(16, 'must be at least 16 characters').optional(),
  redisUrl: z
    .string()
    .regex(/^rediss?:\/\/.+/, 'must be a redis:// URL')
    .default('redis://127.0.0.1:6479'),
  databaseUrl: (database: string) =>
    z
      .string()
      .regex(/^postgres(ql)?:\/\/.+/, 'must be a postgres:// URL')
      .default(`postgres://avtalt:avtalt@127.0.0.1:5532/${database}`),
  logLevel: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** `METRICS_PORT` of the operations endpoint (docs/metrics.md): a port, `0` (a free one) or `off` (null). */
  metricsPort: (service: keyof typeof DEFAULT_METRICS_PORTS | string) =>
    z
      .string()
      .default(String(DEFAULT_METRICS_PORTS[service] ?? 0))
      .refine((v) => parseMetricsPort(v) !== undefined, 'must be a port, 0 or off')
      .transform((v) => parseMetricsPort(v) as number | null),
  /** `METRICS_HOST`: where the operations endpoint listens (0.0.0.0 in the container image). */
  metricsHost: z.string().min(1).default('127.0.0.1'),
  port: (fallback: number) => z.coerce.number().int().min(1).max(65535).default(fallback),
  boolean: (fallback: boolean) =>
    z
      .enum(['true', 'false', '1', '0'])
      .default(fallback ? 'true' : 'false')
      .transform((v) => v === 'true' || v === '1'),
  list: z
    .string()
    .default('')
    .transform((v) =>
      v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    ),
};
