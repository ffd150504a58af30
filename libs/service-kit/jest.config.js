module.exports = {
  ...require('../../jest.preset.js'),
  displayName: 'service-kit',
  testMatch: ['<rootDir>/src/**/*.spec.ts'],
};
