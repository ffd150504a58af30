// The kit's integration tests (`test/*.int-spec.ts`): against the Redis of the run (TEST_REDIS_URL).
module.exports = {
  ...require('../../jest.preset.js'),
  displayName: 'service-kit:int',
  rootDir: __dirname,
  testMatch: ['<rootDir>/test/**/*.int-spec.ts'],
  testTimeout: 60_000,
};
