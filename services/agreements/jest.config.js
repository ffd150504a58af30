module.exports = {
  ...require('../../jest.preset.js'),
  displayName: 'agreements',
  rootDir: __dirname,
  testMatch: ['<rootDir>/src/**/*.spec.ts'],
};
