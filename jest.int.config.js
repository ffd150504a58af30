// Integration tests (`test/*.int-spec.ts` in each service) against the real Postgres, Redis and NATS
// that scripts/test.mjs starts; they read TEST_POSTGRES_BASE, TEST_REDIS_URL and TEST_NATS_URL.
module.exports = {
  projects: ['<rootDir>/services/identity/jest.int.config.js', '<rootDir>/services/gateway/jest.int.config.js'],
};
