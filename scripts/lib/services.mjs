// The processes that make up Avtalt, in start order. One list, used by `npm start`, `npm test` and
// the integration tests, so adding a service means adding one line here.
export const backendServices = [
  { name: 'identity', database: 'avtalt_identity' },
  { name: 'templates', database: 'avtalt_templates' },
  { name: 'agreements', database: 'avtalt_agreements' },
  { name: 'documents', database: 'avtalt_documents' },
  { name: 'chat', database: 'avtalt_chat' },
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
