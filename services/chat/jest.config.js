module.exports = {
  ...require('../../jest.preset.js'),
  displayName: 'chat',
  rootDir: __dirname,
  testMatch: ['<rootDir>/src/**/*.spec.ts'],
};
