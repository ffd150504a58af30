module.exports = {
  ...require('../../jest.preset.js'),
  displayName: 'documents',
  rootDir: __dirname,
  testMatch: ['<rootDir>/src/**/*.spec.ts'],
};
