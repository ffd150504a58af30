// Integration tests (`test/*.int-spec.ts` in each service) against the real Postgres, Redis and NATS
// that scripts/test.mjs starts; they read TEST_POSTGRES_BASE, TEST_REDIS_URL and TEST_NATS_URL.
// One file at a time per jest process (`--runInBand`); `npm test` runs INT_SHARDS processes at once, each
// on infrastructure of its own (docs/testing.md).
module.exports = {
  // Splits the files into balanced shards for `--shard=i/N` (scripts/test.mjs runs the shards at once).
  testSequencer: '<rootDir>/scripts/int-shards/int-shards.sequencer.js',
  // Global option (ignored inside projects): services start as real processes, generation may take seconds.
  // A guard, not a measure: a beforeAll that starts six processes took over 90 s with two shards at once
  // on a shared two-core machine (docs/testing.md).
  testTimeout: 180_000,
  projects: [
    '<rootDir>/libs/service-kit/jest.int.config.js',
    '<rootDir>/services/identity/jest.int.config.js',
    '<rootDir>/services/gateway/jest.int.config.js',
    '<rootDir>/services/templates/jest.int.config.js',
    '<rootDir>/services/agreements/jest.int.config.js',
    '<rootDir>/services/documents/jest.int.config.js',
    '<rootDir>/services/chat/jest.int.config.js',
    '<rootDir>/services/notifications/jest.int.config.js',
  ],
};
