import type { z } from 'zod';

/**
 * Secrets that are written down in this repository (compose file, Kubernetes manifests, examples, the
 * development default). Anyone can read them, so a production process must never run with one.
 */
export const KNOWN_PLACEHOLDER_SECRETS: readonly string[] = [
  'avtalt-local-development-secret-not-for-production',
  'change-me-to-a-long-random-string-in-production',
  'replace-with-64-random-characters-from-openssl-rand-base64-48',
  'avtalt-local-cluster-session-secret-not-for-production',
  'replace-me-with-at-least-32-random-characters',
];

/**
 * Words that only a value meant to be replaced contains (`change-me-…`, `…-not-for-production`), and the
 * prefix of the local cluster's written-down passwords (`local-cluster-nats-<service>`,
 * infra/k8s/overlays/local/secret.patch.yaml, whose processes run as development).
 */
const PLACEHOLDER_WORDS =
  /change[-_ ]?me|replace[-_ ]?(me|with)|not[-_ ]for[-_ ]production|placeholder|example|your[-_ ]secret|local[-_]cluster/i;

/** A production secret has at least this many characters (`openssl rand -base64 48` gives 64). */
export const MIN_PRODUCTION_SECRET_LENGTH = 32;
/** …and at least this many different ones, so `aaaa…` or `1212…` is no secret either. */
const MIN_DISTINCT_CHARACTERS = 10;

/**
 * Why `value` is no secret to run production with, or null when it may be one. The reason never repeats
 * the value (it ends up in a start-up error line). `minLength` is lower only for a secret that never leaves
 * the cluster and has a minimum of its own (a NATS password, 16).
 */
export function productionSecretProblem(
  value: string,
  minLength = MIN_PRODUCTION_SECRET_LENGTH,
): string | null {
  if (KNOWN_PLACEHOLDER_SECRETS.includes(value.trim()))
    return 'is a placeholder from the repository; production needs a secret of its own';
  if (PLACEHOLDER_WORDS.test(value))
    return 'looks like a placeholder; production needs a random secret (openssl rand -base64 48)';
  if (value.length < minLength) return `must be at least ${minLength} characters in production`;
  if (new Set(value).size < MIN_DISTINCT_CHARACTERS)
    return 'has too few different characters; production needs a random secret (openssl rand -base64 48)';
  return null;
}

/**
 * For a config schema's `superRefine`: with `NODE_ENV=production`, each of `names` that is set must pass
 * {@link productionSecretProblem} (an unset one is the schema's own concern). Outside production nothing is
 * checked, so development and tests keep their written-down defaults.
 */
export function refusePlaceholderSecrets(names: readonly string[], minLength = MIN_PRODUCTION_SECRET_LENGTH) {
  return (config: Record<string, unknown>, ctx: z.RefinementCtx): void => {
    if (config.NODE_ENV !== 'production') return;
    for (const name of names) {
      const value = config[name];
      if (typeof value !== 'string') continue;
      const problem = productionSecretProblem(value, minLength);
      if (problem) ctx.addIssue({ code: 'custom', path: [name], message: problem });
    }
  };
}

/**
 * Every service's `NATS_PASSWORD` (docs/nats-permissions.md): refused in production when it is written down
 * in the repository or looks like a placeholder. It never leaves the cluster, so the length it needs is
 * `configFields.natsPassword`'s 16, not 32.
 */
export const refusePlaceholderNatsPassword = refusePlaceholderSecrets(['NATS_PASSWORD'], 16);
