module.exports = {
  ...require('../../jest.preset.js'),
  displayName: 'gateway:int',
  rootDir: __dirname,
  testMatch: ['<rootDir>/test/**/*.int-spec.ts'],
  testTimeout: 60_000,
};
