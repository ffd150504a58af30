const preset = require('../../jest.preset.js');
module.exports = {
  projects: [
    { ...preset, displayName: 'identity', rootDir: __dirname, testMatch: ['<rootDir>/src/**/*.spec.ts'] },
    { ...preset, displayName: 'identity:int', rootDir: __dirname, testMatch: ['<rootDir>/test/**/*.int-spec.ts'] },
  ],
};
