// Unit tests of the web app: the shared preset (SWC, lib aliases) in a browser-like environment.
const preset = require('../jest.preset.js');

/** @type {import('jest').Config} */
module.exports = {
  ...preset,
  displayName: 'frontend',
  rootDir: __dirname,
  testEnvironment: 'jsdom',
  // Page specs render whole MUI pages and drive them with user-event; on a busy two-core machine (CI with
  // other work on it) one of them can take longer than jest's default 5 s without anything being wrong.
  testTimeout: 20_000,
  // build/: the build's own tools (bundle budget, precompression).
  testMatch: ['<rootDir>/src/**/*.spec.ts?(x)', '<rootDir>/build/**/*.spec.ts'],
  setupFiles: ['<rootDir>/src/test/jsdom-polyfills.cjs'],
  setupFilesAfterEnv: ['<rootDir>/src/test/testing-library.cjs'],
  moduleNameMapper: {
    ...preset.moduleNameMapper,
    '\\.css$': '<rootDir>/src/test/style-mock.cjs',
  },
};
