// The processes that make up Avtalt, in start order. One list, used by `npm start`, `npm test` and
// the integration tests, so adding a service means adding one line here.
export const backendServices = [
  { name: 'identity', database: 'avtalt_identity' },
  { name: 'templates', database: 'avtalt_templates' },
  { name: 'agreements', database: 'avtalt_agreements' },
  { name: 'documents', database: 'avtalt_documents' },
  { name: 'chat', database: 'avtalt_chat' },
  { name: 'notifications', database: 'avtalt_notifications' },
];

export const gateway = { name: 'gateway' };

/** Environment of one service process, pointing at the given infrastructure. */
export function serviceEnv(service, infra, { databasePrefix = 'avtalt', extra = {} } = {}) {
  const env = { ...process.env, NATS_URL: infra.natsUrl, REDIS_URL: infra.redisUrl, ...extra };
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
  for (const part of spec.split(',').map((p) => p.trim()).filter(Boolean)) {
    const match = /^([a-z]+)=(\d+)$/.exec(part);
    if (!match || !known.has(match[1]) || Number(match[2]) < 1 || Number(match[2]) > 8) {
      throw new Error(`AVTALT_REPLICAS: '${part}' is not <service>=<1..8> (services: ${[...known].join(', ')})`);
    }
    counts[match[1]] = Number(match[2]);
  }
  return (name) => counts[name] ?? 1;
}
