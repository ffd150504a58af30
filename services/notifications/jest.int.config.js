module.exports = {
  ...require('../../jest.preset.js'),
  displayName: 'notifications:int',
  rootDir: __dirname,
  testMatch: ['<rootDir>/test/**/*.int-spec.ts'],
  testTimeout: 90_000,
};
