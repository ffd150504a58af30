// Unit tests of every project (`*.spec.ts` beside the code). Integration tests: jest.int.config.js.
module.exports = {
  projects: [
    '<rootDir>/libs/contracts/jest.config.js',
    '<rootDir>/libs/logic/jest.config.js',
    '<rootDir>/libs/service-kit/jest.config.js',
    '<rootDir>/services/identity/jest.config.js',
    '<rootDir>/services/gateway/jest.config.js',
    '<rootDir>/services/templates/jest.config.js',
    '<rootDir>/services/agreements/jest.config.js',
    '<rootDir>/services/documents/jest.config.js',
    '<rootDir>/services/chat/jest.config.js',
    '<rootDir>/services/privacy/jest.config.js',
    '<rootDir>/services/notifications/jest.config.js',
    '<rootDir>/frontend/jest.config.cjs',
    '<rootDir>/infra/k8s/jest.config.js',
    '<rootDir>/scripts/int-shards/jest.config.js',
    '<rootDir>/scripts/check/jest.config.js',
    '<rootDir>/scripts/lib/jest.config.js',
    '<rootDir>/bench/jest.config.js',
  ],
};
