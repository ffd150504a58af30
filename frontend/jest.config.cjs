// Unit tests of the web app: the shared preset (SWC, lib aliases) in a browser-like environment.
const preset = require('../jest.preset.js');

/** @type {import('jest').Config} */
module.exports = {
  ...preset,
  displayName: 'frontend',
  rootDir: __dirname,
  testEnvironment: 'jsdom',
  testMatch: ['<rootDir>/src/**/*.spec.ts?(x)'],
  setupFiles: ['<rootDir>/src/test/jsdom-polyfills.cjs'],
  moduleNameMapper: {
    ...preset.moduleNameMapper,
    '\\.css$': '<rootDir>/src/test/style-mock.cjs',
  },
};
