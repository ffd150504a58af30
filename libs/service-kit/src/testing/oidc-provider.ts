import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { repoRoot } from './test-env';

/** The local OpenID Connect provider (infra/local/oidc-provider.mjs) as a process, and the settings for it. */
export interface OidcProviderProcess {
  issuer: string;
  /** EID_* settings for the identity service. */
  env: Record<string, string>;
  stop(): Promise<void>;
}

/**
 * Starts the local provider on a free loopback port (it is ESM, so a process of its own rather than a module
 * of the CommonJS test) with `redirectUri` as its client's only redirect URI.
 */
export function startOidcProviderProcess(redirectUri: string): Promise<OidcProviderProcess> {
  const child: ChildProcess = spawn(
    process.execPath,
    [path.join(repoRoot, 'infra', 'local', 'oidc-provider.mjs'), '0'],
    { env: { ...process.env, EID_REDIRECT_URI: redirectUri }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => {
      void stop();
      reject(new Error(`the OpenID provider did not start: ${output}`));
    }, 15_000);
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const line = output.split('\n').find((l) => l.startsWith('EID_ISSUER='));
      if (!line) return;
      clearTimeout(timer);
      const env = Object.fromEntries(
        line
          .trim()
          .split(' ')
          .map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)]),
      );
      resolve({ issuer: env.EID_ISSUER, env, stop });
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the OpenID provider exited (${code}): ${output}`));
    });
  });
}

/**
 * Goes through the provider's login as a browser would, choosing test person `person` ('kari', 'ola'), and
 * returns the address the provider sends the browser back to (the callback with `code`, `state` and `iss`).
 */
export async function loginAtOidcProvider(authorizationUrl: string, person: string): Promise<URL> {
  const cookies = new Map<string, string>();
  const jar = () => [...cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  const keep = (res: Response) => {
    for (const cookie of res.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      cookies.set(pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1));
    }
  };
  let url = new URL(authorizationUrl);
  const origin = url.origin;
  for (let step = 0; step < 8; step++) {
    const login = url.pathname.startsWith('/interaction/');
    const res = await fetch(url, {
      method: login ? 'POST' : 'GET',
      redirect: 'manual',
      headers: {
        cookie: jar(),
        ...(login ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      body: login ? new URLSearchParams({ person }).toString() : undefined,
    });
    keep(res);
    const location = res.headers.get('location');
    if (!location) throw new Error(`the OpenID provider answered ${res.status} at ${url.pathname}`);
    url = new URL(location, origin);
    if (url.origin !== origin) return url;
  }
  throw new Error('the OpenID provider redirected too often');
}
