// One ESLint config for the workspace. Nx module boundaries keep the house's shape (STYLE.md):
// services never import each other, only libs; the frontend imports only contracts (and logic).
import js from '@eslint/js';
import nx from '@nx/eslint-plugin';
import prettier from 'eslint-config-prettier';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/.data/**',
      '**/.nx/**',
      '**/coverage/**',
      '**/playwright-report/**',
      '**/test-results/**',
      // The check's own fixtures break the rules on purpose (scripts/check/*.spec.ts lint them with ignore off).
      'scripts/check/fixtures/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.ts', '**/*.tsx'],
    plugins: { '@nx': nx },
    rules: {
      '@nx/enforce-module-boundaries': [
        'error',
        {
          allow: ['@avtalt/service-kit/testing'],
          depConstraints: [
            { sourceTag: 'type:contracts', onlyDependOnLibsWithTags: ['type:logic'] },
            { sourceTag: 'type:logic', onlyDependOnLibsWithTags: [] },
            { sourceTag: 'type:service-kit', onlyDependOnLibsWithTags: ['type:contracts', 'type:logic'] },
            {
              sourceTag: 'type:service',
              onlyDependOnLibsWithTags: ['type:contracts', 'type:service-kit', 'type:logic'],
            },
            { sourceTag: 'type:app', onlyDependOnLibsWithTags: ['type:contracts', 'type:logic'] },
            { sourceTag: 'type:e2e', onlyDependOnLibsWithTags: ['type:contracts'] },
          ],
        },
      ],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
    },
  },
  {
    // An import cycle makes the load order decide what a module sees (undefined at import time). The cycles that
    // exist are counted in check-baseline.json by `npm run check` and may only become fewer.
    files: ['**/*.ts', '**/*.tsx'],
    plugins: { 'import-x': importX },
    settings: {
      // Without these the plugin reads only .js modules, and a cycle through TypeScript files goes unseen.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs', '.cjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['tsconfig.base.json', 'frontend/tsconfig.json', 'e2e/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // The agreements writer's import rule (docs/agreements-write-path.md): every change of an agreement goes
    // through the one writer. Its repositories — one per table family: the aggregate, drafts, negotiation,
    // signatures, audit trail, outbox — are imported only by the writer's own modules (agreement.writer.ts and
    // agreement-writer.steps.ts); everyone else reads through agreement-reads.repository and the snapshot
    // cache. A new repository of the service is the writer's too unless it is named here as a reader's
    // (agreement-reads), the signing limits' (signing), the outbox relay's (outbox) or the data export's
    // (person-data: reads only).
    files: ['services/agreements/src/**/*.ts'],
    ignores: [
      'services/agreements/src/agreements/agreement.writer.ts',
      'services/agreements/src/agreements/agreement-writer.steps.ts',
      '**/*.spec.ts',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '**/*.repository',
                '**/*.repository.js',
                '!**/agreement-reads.repository',
                '!**/agreement-reads.repository.js',
                '!**/signing.repository',
                '!**/signing.repository.js',
                '!**/outbox.repository',
                '!**/outbox.repository.js',
                '!**/person-data.repository',
                '!**/person-data.repository.js',
              ],
              message:
                "Only the agreements writer (agreement.writer.ts, agreement-writer.steps.ts) may import the writer's repositories; read through agreement-reads.repository.",
            },
          ],
        },
      ],
    },
  },
  {
    files: [
      '**/*.spec.ts',
      '**/*.spec.tsx',
      '**/*.int-spec.ts',
      '**/test/**/*.ts',
      '**/testing/**/*.ts',
      'e2e/**/*.ts',
    ],
    rules: { '@typescript-eslint/no-explicit-any': 'off', '@typescript-eslint/no-non-null-assertion': 'off' },
  },
  {
    files: ['**/*.js', '**/*.cjs', '**/*.mjs'],
    languageOptions: {
      globals: {
        require: 'readonly',
        module: 'writable',
        __dirname: 'readonly',
        process: 'readonly',
        console: 'readonly',
        // Node's timers and web globals, used by the scripts.
        setTimeout: 'readonly',
        clearTimeout: 'readonly',
        setInterval: 'readonly',
        clearInterval: 'readonly',
        fetch: 'readonly',
        AbortSignal: 'readonly',
        Buffer: 'readonly',
        URL: 'readonly',
      },
    },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['frontend/src/test/*.cjs'],
    languageOptions: { globals: { jest: 'readonly' } },
  },
  prettier,
);
