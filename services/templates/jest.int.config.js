module.exports = {
  ...require('../../jest.preset.js'),
  displayName: 'templates:int',
  rootDir: __dirname,
  testMatch: ['<rootDir>/test/**/*.int-spec.ts'],
  testTimeout: 90_000,
};
