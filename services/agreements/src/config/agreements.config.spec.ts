import { readFileSync } from 'node:fs';
import path from 'node:path';
import { agreementsConfigSchema } from './agreements.config';
import { DEV_AUDIT_KEY } from '../signing/audit-keys';

const repoRoot = path.resolve(__dirname, '../../../..');
/** The AUDIT_HMAC_KEY a Secret manifest of the repository sets (the placeholders production must refuse). */
function manifestKey(file: string): string {
  const line = readFileSync(path.join(repoRoot, file), 'utf8')
    .split('\n')
    .find((l) => l.trim().startsWith('AUDIT_HMAC_KEY:'));
  if (!line) throw new Error(`${file}: no AUDIT_HMAC_KEY`);
  return line
    .slice(line.indexOf(':') + 1)
    .trim()
    .replace(/^'|'$/g, '');
}

/** The AUDIT_HMAC_KEY of the production example an operator copies (`KEY=value` lines). */
function exampleKey(): string {
  const line = readFileSync(path.join(repoRoot, 'infra/k8s/overlays/production/secrets.env.example'), 'utf8')
    .split('\n')
    .find((l) => l.startsWith('AUDIT_HMAC_KEY='));
  if (!line) throw new Error('secrets.env.example: no AUDIT_HMAC_KEY');
  return line.slice(line.indexOf('=') + 1).trim();
}

const base = {
  NATS_URL: 'nats://127.0.0.1:4222',
  DATABASE_URL: 'postgres://a:b@127.0.0.1:5432/avtalt_agreements',
};
const parse = (env: Record<string, string>) => agreementsConfigSchema.safeParse({ ...base, ...env });
const problem = (env: Record<string, string>): string => {
  const result = parse(env);
  return result.success ? '' : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
};

describe('agreements config: the audit keys (issue 31)', () => {
  const placeholders = [
    ['the development key', DEV_AUDIT_KEY],
    ['infra/k8s/base/secret.yaml', manifestKey('infra/k8s/base/secret.yaml')],
    ['infra/k8s/overlays/local/secret.patch.yaml', manifestKey('infra/k8s/overlays/local/secret.patch.yaml')],
    ['the example infra/k8s/overlays/production/secrets.env.example (review L8)', exampleKey()],
  ];

  it.each(placeholders)(
    'production refuses %s as AUDIT_HMAC_KEY, naming the key id and never the secret',
    (_name, key) => {
      const message = problem({ NODE_ENV: 'production', AUDIT_HMAC_KEY: key });
      expect(message).toMatch(/^AUDIT_HMAC_KEY: .*placeholder/);
      expect(message).toContain(`'${key.slice(0, key.indexOf(':'))}'`);
      expect(message).not.toContain(key.slice(key.indexOf(':') + 1));
    },
  );

  it('production refuses a placeholder secret under another key id, a placeholder key id with a new secret, and a placeholder among the old keys', () => {
    const fresh = 'ab'.repeat(32);
    const secretOf = (key: string) => key.slice(key.indexOf(':') + 1);
    expect(
      problem({
        NODE_ENV: 'production',
        AUDIT_HMAC_KEY: `prod-1:${secretOf(manifestKey('infra/k8s/base/secret.yaml'))}`,
      }),
    ).toMatch(/placeholder/);
    expect(problem({ NODE_ENV: 'production', AUDIT_HMAC_KEY: `replace-me:${fresh}` })).toMatch(/placeholder/);
    expect(problem({ NODE_ENV: 'production', AUDIT_HMAC_KEY: `local-cluster:${fresh}` })).toMatch(
      /placeholder/,
    );
    expect(problem({ NODE_ENV: 'production', AUDIT_HMAC_KEY: `dev:${fresh}` })).toMatch(/placeholder/);
    expect(
      problem({
        NODE_ENV: 'production',
        AUDIT_HMAC_KEY: `prod-2:${fresh}`,
        AUDIT_HMAC_OLD_KEYS: manifestKey('infra/k8s/base/secret.yaml'),
      }),
    ).toMatch(/placeholder/);
  });

  it('with SIGNING=off production lets a placeholder through (the local cluster runs the production image with signing off)', () => {
    const local = manifestKey('infra/k8s/overlays/local/secret.patch.yaml');
    expect(parse({ NODE_ENV: 'production', SIGNING: 'off', AUDIT_HMAC_KEY: local }).success).toBe(true);
    expect(problem({ NODE_ENV: 'production', SIGNING: 'on', AUDIT_HMAC_KEY: local })).toMatch(/placeholder/);
  });

  it('production accepts a key of its own; outside production the placeholders still work (development, tests)', () => {
    expect(parse({ NODE_ENV: 'production', AUDIT_HMAC_KEY: `prod-1:${'cd'.repeat(32)}` }).success).toBe(true);
    for (const [, key] of placeholders) expect(parse({ AUDIT_HMAC_KEY: key }).success).toBe(true);
    expect(parse({}).success).toBe(true);
    expect(problem({ NODE_ENV: 'production' })).toMatch(/required in production/);
  });
});
