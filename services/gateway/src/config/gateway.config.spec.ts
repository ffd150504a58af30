import { KNOWN_PLACEHOLDER_SECRETS, NATS_RESPONSES } from '@avtalt/service-kit';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gatewayConfigSchema } from './gateway.config';

const repo = path.resolve(__dirname, '../../../..');
const RANDOM = 'Jq2vX9mPz4Lw7RkT0bN5cF8hY3sD6gA1eW+uQ/oI=ZxCv';

/** Every SESSION_SECRET value written down in the deployment files, examples and docs of the repository. */
function writtenDownSecrets(): string[] {
  const files = ['docker-compose.yml', 'README.md', ...walk('infra'), ...walk('docs')];
  const values = new Set<string>();
  for (const file of files) {
    for (const match of readFileSync(path.join(repo, file), 'utf8').matchAll(
      /SESSION_SECRET["']?\s*[:=]\s*['"]?([^\s'"`|]+)/g,
    )) {
      // `${SESSION_SECRET:?…}` (compose asks for it) and `$(openssl …)` are no values.
      if (!match[1].startsWith('$'))
        values.add(match[1].replace(/^\$\{SESSION_SECRET:-/, '').replace(/\}$/, ''));
    }
  }
  return [...values];
}

function walk(dir: string): string[] {
  return readdirSync(path.join(repo, dir)).flatMap((entry) => {
    const relative = path.join(dir, entry);
    if (statSync(path.join(repo, relative)).isDirectory()) return walk(relative);
    return /\.(ya?ml|md|example|conf)$/.test(entry) ? [relative] : [];
  });
}

const problem = (env: Record<string, string>) =>
  gatewayConfigSchema.safeParse(env).error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`) ?? [];

describe('gateway config: SESSION_SECRET in production (review L8)', () => {
  it('finds the secrets written down in the repository (the scan works)', () => {
    const written = writtenDownSecrets();
    expect(written).toEqual(
      expect.arrayContaining([
        'replace-with-64-random-characters-from-openssl-rand-base64-48',
        'replace-me-with-at-least-32-random-characters',
      ]),
    );
  });

  it.each([...new Set([...writtenDownSecrets(), ...KNOWN_PLACEHOLDER_SECRETS])])(
    'production refuses %s',
    (secret) => {
      expect(problem({ NODE_ENV: 'production', SESSION_SECRET: secret })).toEqual([
        expect.stringMatching(/^SESSION_SECRET: /),
      ]);
    },
  );

  it('production refuses the development default (SESSION_SECRET unset) and a short secret', () => {
    expect(problem({ NODE_ENV: 'production' })).toEqual([
      expect.stringMatching(/^SESSION_SECRET: .*placeholder/),
    ]);
    expect(problem({ NODE_ENV: 'production', SESSION_SECRET: 'k8Jq2vX9mPz4Lw7R' })).toContain(
      'SESSION_SECRET: must be at least 32 characters in production',
    );
  });

  it('production takes a random secret; development and tests keep the written-down default', () => {
    expect(problem({ NODE_ENV: 'production', SESSION_SECRET: RANDOM })).toEqual([]);
    expect(problem({})).toEqual([]);
    expect(problem({ NODE_ENV: 'test' })).toEqual([]);
  });
});

describe('gateway config: the password-reset window (review L6)', () => {
  it('is at most an hour, the life of a reset link, so while the mail ceiling holds mails back the last link sent still works', () => {
    expect(problem({ PASSWORD_RESET_WINDOW_SECONDS: '3600' })).toEqual([]);
    expect(problem({ PASSWORD_RESET_WINDOW_SECONDS: '3601' })).toEqual([
      expect.stringMatching(/^PASSWORD_RESET_WINDOW_SECONDS: /),
    ]);
  });
});

describe('gateway config: RPC_TIMEOUT_MS', () => {
  it('stays below the 30 s within which NATS lets a service answer, so no applied write ends in a 503', () => {
    const window = Number.parseInt(NATS_RESPONSES.expires, 10) * 1000;
    expect(problem({ RPC_TIMEOUT_MS: String(window - 5000) })).toEqual([]);
    expect(problem({ RPC_TIMEOUT_MS: String(window) })).toEqual([expect.stringMatching(/^RPC_TIMEOUT_MS: /)]);
  });
});
