import { z } from 'zod';
import { parseConfig } from './config';
import {
  KNOWN_PLACEHOLDER_SECRETS,
  productionSecretProblem,
  refusePlaceholderNatsPassword,
  refusePlaceholderSecrets,
} from './production-secret.rules';

describe('productionSecretProblem', () => {
  it.each(KNOWN_PLACEHOLDER_SECRETS)('refuses the placeholder %s', (value) => {
    expect(productionSecretProblem(value)).toMatch(/placeholder/);
  });

  it.each([
    ['a replace-me value of any length', 'replace-me-please-with-something-long-and-random-0123'],
    ['a change-me value', 'CHANGE_ME_this-is-long-enough-to-pass-the-length-rule'],
    ['a value that says it is not for production', 'my-own-secret-not-for-production-0123456789abcdef'],
    ["the local cluster's written-down NATS password", 'local-cluster-nats-notifications'],
  ])('refuses %s', (_name, value) => {
    expect(productionSecretProblem(value)).toMatch(/placeholder/);
  });

  it('refuses a short secret and one of few different characters', () => {
    expect(productionSecretProblem('k8Jq2vX9mPz4Lw7R')).toBe('must be at least 32 characters in production');
    expect(productionSecretProblem('ab'.repeat(32))).toMatch(/too few different characters/);
  });

  it('accepts a random secret, and never repeats the value in its reason', () => {
    const random = 'Jq2vX9mPz4Lw7RkT0bN5cF8hY3sD6gA1eW+uQ/oI=ZxCv';
    expect(productionSecretProblem(random)).toBeNull();
    for (const value of [...KNOWN_PLACEHOLDER_SECRETS, 'short'])
      expect(productionSecretProblem(value)).not.toContain(value);
  });
});

describe('refusePlaceholderSecrets', () => {
  const schema = z
    .object({ NODE_ENV: z.string().default('development'), SOME_SECRET: z.string().optional() })
    .superRefine(refusePlaceholderSecrets(['SOME_SECRET']));

  it('stops a production config with a placeholder, naming the variable', () => {
    expect(() =>
      parseConfig(schema, { NODE_ENV: 'production', SOME_SECRET: KNOWN_PLACEHOLDER_SECRETS[0] }),
    ).toThrow(/^Configuration error: SOME_SECRET is invalid \(is a placeholder from the repository/);
  });

  it('leaves development, tests and an unset secret alone', () => {
    expect(parseConfig(schema, { SOME_SECRET: KNOWN_PLACEHOLDER_SECRETS[0] }).SOME_SECRET).toBe(
      KNOWN_PLACEHOLDER_SECRETS[0],
    );
    expect(parseConfig(schema, { NODE_ENV: 'test', SOME_SECRET: 'x' }).SOME_SECRET).toBe('x');
    expect(parseConfig(schema, { NODE_ENV: 'production' }).SOME_SECRET).toBeUndefined();
  });
});

describe('refusePlaceholderNatsPassword', () => {
  const schema = z
    .object({ NODE_ENV: z.string().optional(), NATS_PASSWORD: z.string().optional() })
    .superRefine(refusePlaceholderNatsPassword);

  it('refuses a placeholder in production, at the length a NATS password needs (16)', () => {
    expect(() =>
      parseConfig(schema, { NODE_ENV: 'production', NATS_PASSWORD: 'replace-me-nats-gateway-password' }),
    ).toThrow(/NATS_PASSWORD is invalid \(looks like a placeholder/);
    expect(() => parseConfig(schema, { NODE_ENV: 'production', NATS_PASSWORD: 'k8Jq2vX9mPz4' })).toThrow(
      /must be at least 16 characters in production/,
    );
    expect(
      parseConfig(schema, { NODE_ENV: 'production', NATS_PASSWORD: '9f2c41d07be85a3e6c1d' }).NATS_PASSWORD,
    ).toBe('9f2c41d07be85a3e6c1d');
    expect(parseConfig(schema, { NATS_PASSWORD: 'replace-me-nats-gateway-password' }).NATS_PASSWORD).toBe(
      'replace-me-nats-gateway-password',
    );
  });

  it("refuses the local cluster's written-down passwords in production, and lets that cluster's development processes use them", () => {
    expect(() =>
      parseConfig(schema, { NODE_ENV: 'production', NATS_PASSWORD: 'local-cluster-nats-chat' }),
    ).toThrow(/NATS_PASSWORD is invalid \(looks like a placeholder/);
    expect(
      parseConfig(schema, { NODE_ENV: 'development', NATS_PASSWORD: 'local-cluster-nats-chat' })
        .NATS_PASSWORD,
    ).toBe('local-cluster-nats-chat');
  });
});
