module.exports = {
  ...require('../../jest.preset.js'),
  displayName: 'notifications',
  rootDir: __dirname,
  testMatch: ['<rootDir>/src/**/*.spec.ts'],
};
