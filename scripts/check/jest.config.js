// The rules of `npm run check` (scripts/check.mjs) and the proof that it fails on what it must; part of the unit suite.
module.exports = {
  ...require('../../jest.preset.js'),
  displayName: 'check',
  testMatch: ['<rootDir>/*.spec.ts'],
};
