// Specs of the scripts' own modules (ES modules: each spec runs them in a node of its own); part of the unit suite.
module.exports = {
  ...require('../../jest.preset.js'),
  displayName: 'scripts-lib',
  testMatch: ['<rootDir>/*.spec.ts'],
};
