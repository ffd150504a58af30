// Shared jest settings: TypeScript through SWC (decorators + metadata for Nest and MikroORM),
// and the lib path aliases of tsconfig.base.json mapped to their sources.
const path = require('node:path');

const root = __dirname;

/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: 'node',
  transform: {
    '^.+\\.(t|j)sx?$': [
      require.resolve('@swc/jest'),
      {
        jsc: {
          parser: { syntax: 'typescript', decorators: true, tsx: true },
          transform: { legacyDecorator: true, decoratorMetadata: true, react: { runtime: 'automatic' } },
          target: 'es2022',
        },
        module: { type: 'commonjs' },
      },
    ],
  },
  moduleNameMapper: {
    '^@avtalt/contracts$': path.join(root, 'libs/contracts/src/index.ts'),
    '^@avtalt/contracts/constants$': path.join(root, 'libs/contracts/src/constants.ts'),
    '^@avtalt/contracts/languages$': path.join(root, 'libs/contracts/src/common/language-constants.ts'),
    '^@avtalt/contracts/chat$': path.join(root, 'libs/contracts/src/chat/chat.schema.ts'),
    '^@avtalt/logic$': path.join(root, 'libs/logic/src/index.ts'),
    '^@avtalt/service-kit/testing$': path.join(root, 'libs/service-kit/src/testing/index.ts'),
    '^@avtalt/service-kit$': path.join(root, 'libs/service-kit/src/index.ts'),
  },
  moduleFileExtensions: ['ts', 'tsx', 'js', 'json'],
};
