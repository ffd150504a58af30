module.exports = {
  ...require('../../jest.preset.js'),
  displayName: 'logic',
  testMatch: ['<rootDir>/src/**/*.spec.ts'],
};
