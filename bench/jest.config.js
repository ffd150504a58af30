// The benchmark runner's rules (bench.rules.spec.ts); part of the unit suite.
module.exports = {
  ...require('../jest.preset.js'),
  displayName: 'bench',
  testMatch: ['<rootDir>/*.spec.ts'],
};
