// One ESLint config for the workspace. Nx module boundaries keep the house's shape (STYLE.md):
// services never import each other, only libs; the frontend imports only contracts (and logic).
import js from '@eslint/js';
import nx from '@nx/eslint-plugin';
import prettier from 'eslint-config-prettier';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '**/.data/**', '**/coverage/**', '**/playwright-report/**', '**/test-results/**'] },
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
            { sourceTag: 'type:service', onlyDependOnLibsWithTags: ['type:contracts', 'type:service-kit', 'type:logic'] },
            { sourceTag: 'type:app', onlyDependOnLibsWithTags: ['type:contracts', 'type:logic'] },
            { sourceTag: 'type:e2e', onlyDependOnLibsWithTags: ['type:contracts'] },
          ],
        },
      ],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
    },
  },
  {
    // Issue 31 (docs/agreements-write-path.md): every change of an agreement goes through the one writer. Only
    // the writer's modules (agreement.writer.ts, agreement.commands.ts) import the repository that writes;
    // everyone else reads through agreement-reads.repository and the snapshot cache.
    files: ['services/agreements/src/**/*.ts'],
    ignores: ['services/agreements/src/agreements/agreement.writer.ts', 'services/agreements/src/agreements/agreement.commands.ts', '**/*.spec.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/agreement.repository', '**/agreement.repository.js'],
              message: 'Only the writer (agreement.writer.ts, agreement.commands.ts) may import the repository that writes; read through agreement-reads.repository.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.spec.ts', '**/*.spec.tsx', '**/*.int-spec.ts', '**/test/**/*.ts', '**/testing/**/*.ts', 'e2e/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off', '@typescript-eslint/no-non-null-assertion': 'off' },
  },
  {
    files: ['**/*.js', '**/*.cjs', '**/*.mjs'],
    languageOptions: { globals: { require: 'readonly', module: 'writable', __dirname: 'readonly', process: 'readonly', console: 'readonly' } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  prettier,
);
