// `npm run check` fails on what it must: the real ESLint config, the check's tsconfig and prettier's settings,
// run on the fixtures (scripts/check/fixtures, which the check itself does not read).
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { splitLint } from './eslint.rules.js';

const root = path.resolve(__dirname, '../..');
const fixtures = path.join(root, 'scripts/check/fixtures');

/** A package's command run by node, as scripts/check.mjs runs it (ESLint and prettier load modules jest cannot). */
function run(pkg: string, command: string, args: string[], input?: string) {
  const manifest = require.resolve(`${pkg}/package.json`);
  const bins = (JSON.parse(readFileSync(manifest, 'utf8')) as { bin: string | Record<string, string> }).bin;
  const file = path.join(path.dirname(manifest), typeof bins === 'string' ? bins : bins[command]);
  return spawnSync(process.execPath, [file, ...args], {
    cwd: root,
    input,
    encoding: 'utf8',
    env: { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true', FORCE_COLOR: '0' },
  });
}
/** ESLint's JSON results with the repository's config, its ignores off (the fixtures are ignored). */
const lint = (args: string[], input?: string) =>
  JSON.parse(run('eslint', 'eslint', ['--no-ignore', '--format', 'json', ...args], input).stdout);

describe('ESLint', () => {
  beforeAll(() => {
    // The module-boundary rule reads Nx's cached project graph (as scripts/check.mjs does before ESLint).
    expect(run('nx', 'nx', ['show', 'projects']).status).toBe(0);
  }, 120_000);

  it('finds the import cycle of the fixture in both its files', () => {
    expect(splitLint(lint([path.join(fixtures, 'cycle')]), root).cycles).toEqual({
      'scripts/check/fixtures/cycle/first.ts': 1,
      'scripts/check/fixtures/cycle/second.ts': 1,
    });
  }, 120_000);

  it('refuses a service importing another service', () => {
    const code = readFileSync(path.join(fixtures, 'service-imports-service.ts'), 'utf8');
    const results = lint(['--stdin', '--stdin-filename', 'services/chat/src/imports-agreements.ts'], code);
    expect(splitLint(results, root).errors).toEqual([
      expect.objectContaining({
        file: 'services/chat/src/imports-agreements.ts',
        rule: '@nx/enforce-module-boundaries',
      }),
    ]);
  }, 120_000);

  it("refuses an agreements file outside the writer importing the writer's repositories, and lets the writer", () => {
    const code = [
      "import { AgreementRepository } from './agreement.repository';",
      "import { AuditRepository } from '../signing/audit.repository';",
      "import { AgreementReadRepository } from './agreement-reads.repository';",
      'export const used = [AgreementRepository, AuditRepository, AgreementReadRepository];',
      '',
    ].join('\n');
    const errorsAs = (file: string) =>
      splitLint(lint(['--stdin', '--stdin-filename', file], code), root).errors.map((e) => [e.rule, e.line]);
    expect(errorsAs('services/agreements/src/agreements/agreement.mapper.ts')).toEqual([
      ['no-restricted-imports', 1],
      ['no-restricted-imports', 2],
    ]);
    expect(errorsAs('services/agreements/src/agreements/agreement-writer.steps.ts')).toEqual([]);
  }, 120_000);
});

describe('the type-check', () => {
  const config = ts.getParsedCommandLineOfConfigFile(
    path.join(root, 'tsconfig.check.json'),
    {},
    { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => undefined },
  )!;

  it('covers the specs and integration specs of every service and lib', () => {
    const files = config.fileNames.map((f) => path.relative(root, f).split(path.sep).join('/'));
    for (const project of [
      'libs/contracts',
      'libs/logic',
      'libs/service-kit',
      'services/agreements',
      'services/gateway',
      'services/templates',
    ])
      expect(files.some((f) => f.startsWith(`${project}/src/`) && f.endsWith('.spec.ts'))).toBe(true);
    expect(files.some((f) => /^services\/[^/]+\/test\/.*\.int-spec\.ts$/.test(f))).toBe(true);
    expect(files.some((f) => f.startsWith('scripts/check/fixtures/'))).toBe(false);
  });

  it('refuses a spec with a type error, with the options of the check', () => {
    const program = ts.createProgram([path.join(fixtures, 'untyped.spec.ts')], config.options);
    const messages = ts
      .getPreEmitDiagnostics(program)
      .map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
    expect(messages).toEqual(["Type 'string' is not assignable to type 'number'."]);
  }, 60_000);
});

describe('prettier', () => {
  it('finds the unformatted fixture not formatted, with the repository settings', () => {
    const file = path.join(fixtures, 'unformatted.ts');
    // --ignore-path: only .prettierignore keeps the fixtures out of the real check.
    const checked = run('prettier', 'prettier', ['--ignore-path', '/dev/null', '--list-different', file]);
    expect(checked.status).toBe(1);
    expect(checked.stdout.trim()).toBe('scripts/check/fixtures/unformatted.ts');
    const formatted = run(
      'prettier',
      'prettier',
      ['--stdin-filepath', 'services/x/src/x.ts'],
      readFileSync(file, 'utf8'),
    );
    expect(formatted.stdout).toBe("export const unformatted = { a: 1, b: 'two' };\n");
  }, 60_000);

  it('does not read the fixtures, the lock file or generated output in the real check', () => {
    const ignored = readFileSync(path.join(root, '.prettierignore'), 'utf8').split('\n');
    for (const entry of [
      'scripts/check/fixtures',
      'package-lock.json',
      'dist',
      '.data',
      '.nx',
      'test-results',
      'node_modules',
    ])
      expect(ignored).toContain(entry);
  });
});
