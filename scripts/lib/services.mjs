import { readFileSync } from 'node:fs';
import { AUDIT_KEY_SERVICES, AUDIT_KEY_VARIABLES } from './audit-key.mjs';

/** The default ports of the operations endpoints, written once for the services and these scripts. */
const metricsPorts = JSON.parse(
  readFileSync(new URL('../../libs/service-kit/src/metrics-ports.json', import.meta.url), 'utf8'),
);

// The processes that make up Avtalt, in start order. One list, used by `npm start`, `npm test` and
// the integration tests, so adding a service means adding one line here.
// `metricsPort`: the default port of its operations endpoint (/metrics, /livez, /readyz; docs/metrics.md),
// DEFAULT_METRICS_PORTS of libs/service-kit/src/operations.rules.ts, from the same file.
export const backendServices = [
  { name: 'identity', database: 'avtalt_identity', metricsPort: metricsPorts.identity },
  { name: 'templates', database: 'avtalt_templates', metricsPort: metricsPorts.templates },
  { name: 'agreements', database: 'avtalt_agreements', metricsPort: metricsPorts.agreements },
  { name: 'documents', database: 'avtalt_documents', metricsPort: metricsPorts.documents },
  { name: 'chat', database: 'avtalt_chat', metricsPort: metricsPorts.chat },
  { name: 'privacy', database: 'avtalt_privacy', metricsPort: metricsPorts.privacy },
  { name: 'notifications', database: 'avtalt_notifications', metricsPort: metricsPorts.notifications },
];

export const gateway = { name: 'gateway', metricsPort: metricsPorts.gateway };

/**
 * `METRICS_PORT` of replica `index` (0-based) of a service: with `fixed` (npm start) its default port,
 * plus 100 for each further replica (agreements#2 → 9567), so no two processes collide; with `free`
 * (tests, benchmarks: several systems on one machine) `0`, a free port each process logs; `off` turns
 * the endpoint off.
 */
export function metricsPortFor(service, index, mode = 'free') {
  if (mode === 'off') return 'off';
  if (mode === 'free') return '0';
  return String(service.metricsPort + 100 * index);
}

/**
 * Environment of one service process, pointing at the given infrastructure. The audit key reaches only
 * the services that MAC the audit trail (scripts/lib/audit-key.mjs), whatever the caller's environment holds.
 * When the infrastructure's NATS has users (`natsUsers`, docs/nats-permissions.md), each process gets
 * its own service's user and password, and no other's.
 */
export function serviceEnv(service, infra, { databasePrefix = 'avtalt', extra = {} } = {}) {
  const env = { ...process.env, NATS_URL: infra.natsUrl, REDIS_URL: infra.redisUrl, ...extra };
  if (infra.natsUsers) {
    const own = infra.natsUsers[service.name];
    if (!own)
      throw new Error(`no NATS user for ${service.name}: add it to libs/service-kit/src/nats-permissions.ts`);
    env.NATS_USER = own.user;
    env.NATS_PASSWORD = own.password;
  }
  if (!AUDIT_KEY_SERVICES.has(service.name)) for (const name of AUDIT_KEY_VARIABLES) delete env[name];
  if (service.database) {
    env.DATABASE_URL = `${infra.postgresBase}/${service.database.replace(/^avtalt/, databasePrefix)}`;
  }
  return env;
}

/**
 * How many processes of each service to start: `AVTALT_REPLICAS=agreements=2,gateway=2,chat=2`.
 * Every service can run as several processes on the same database and NATS (requests are spread over
 * a service's replicas by its NATS queue group); gateway replicas listen on consecutive ports.
 */
export function replicaCounts(spec = process.env.AVTALT_REPLICAS ?? '') {
  const known = new Set([...backendServices.map((s) => s.name), gateway.name]);
  const counts = {};
  for (const part of spec
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean)) {
    const match = /^([a-z]+)=(\d+)$/.exec(part);
    if (!match || !known.has(match[1]) || Number(match[2]) < 1 || Number(match[2]) > 8) {
      throw new Error(
        `AVTALT_REPLICAS: '${part}' is not <service>=<1..8> (services: ${[...known].join(', ')})`,
      );
    }
    counts[match[1]] = Number(match[2]);
  }
  return (name) => counts[name] ?? 1;
}
