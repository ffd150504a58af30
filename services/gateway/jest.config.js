const preset = require('../../jest.preset.js');
module.exports = {
  projects: [
    { ...preset, displayName: 'gateway', rootDir: __dirname, testMatch: ['<rootDir>/src/**/*.spec.ts'] },
    { ...preset, displayName: 'gateway:int', rootDir: __dirname, testMatch: ['<rootDir>/test/**/*.int-spec.ts'] },
  ],
};
