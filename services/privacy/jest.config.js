module.exports = {
  ...require('../../jest.preset.js'),
  displayName: 'privacy',
  rootDir: __dirname,
  testMatch: ['<rootDir>/src/**/*.spec.ts'],
};
