// Unit tests of the web app: the shared preset (SWC, lib aliases) in a browser-like environment.
const preset = require('../jest.preset.js');

/** @type {import('jest').Config} */
module.exports = {
  ...preset,
  displayName: 'frontend',
  rootDir: __dirname,
  testEnvironment: 'jsdom',
  // build/: the build's own tools (bundle budget, precompression).
  testMatch: ['<rootDir>/src/**/*.spec.ts?(x)', '<rootDir>/build/**/*.spec.ts'],
  setupFiles: ['<rootDir>/src/test/jsdom-polyfills.cjs'],
  moduleNameMapper: {
    ...preset.moduleNameMapper,
    '\\.css$': '<rootDir>/src/test/style-mock.cjs',
  },
};
