// The split of the integration files into shards (int-shards.rules.spec.ts); part of the unit suite.
module.exports = {
  ...require('../../jest.preset.js'),
  displayName: 'int-shards',
  testMatch: ['<rootDir>/*.spec.ts'],
};
