// The Debian packages the local infrastructure needs, found or installed with apt-get when run as root.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { isRoot, log, which } from './processes.mjs';

const APT_PACKAGES = {
  postgres: 'postgresql',
  redis: 'redis-server',
  nats: 'nats-server',
  chromium: 'chromium',
  font: 'fonts-dejavu-core',
  pdftotext: 'poppler-utils',
  nginx: 'nginx',
};

export function postgresBinDir() {
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return null;
  const versions = readdirSync(base)
    .filter((v) => existsSync(path.join(base, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions.length ? path.join(base, versions[0], 'bin') : null;
}

function fontPresent() {
  return [
    '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf',
    '/usr/share/fonts/truetype/noto/NotoSans-Regular.ttf',
  ].some((f) => existsSync(f));
}

/** The nginx binary (the reverse proxy of scaled mode, docs/scaled-mode.md), or null. */
export function nginxBinary() {
  return which('nginx') ?? (existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : null);
}

/**
 * What is missing, as Debian package names. nginx only with `{ nginx: true }`: `npm start` needs it
 * for more than one gateway, and the test runner for the reverse-proxy test.
 */
export function missingPackages({ nginx = false } = {}) {
  const missing = [];
  if (nginx && !nginxBinary()) missing.push(APT_PACKAGES.nginx);
  if (!postgresBinDir()) missing.push(APT_PACKAGES.postgres);
  if (!which('redis-server')) missing.push(APT_PACKAGES.redis);
  if (!which('nats-server')) missing.push(APT_PACKAGES.nats);
  if (!existsSync(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium')) missing.push(APT_PACKAGES.chromium);
  if (!fontPresent()) missing.push(APT_PACKAGES.font);
  if (!which('pdftotext')) missing.push(APT_PACKAGES.pdftotext);
  return missing;
}

const POLICY_RC_D = '/usr/sbin/policy-rc.d';

/**
 * Debian's nginx package starts the system's nginx (port 80, /etc/nginx) when installed. We never use
 * that one, and where port 80 is taken its failed start would fail the install: while apt-get runs, a
 * policy-rc.d (Debian's switch for "do not start services from package scripts") refuses to start
 * nginx. Only when the machine has none of its own (Docker images have one that refuses everything);
 * removed again afterwards.
 */
function withoutSystemNginxStart(run) {
  if (existsSync(POLICY_RC_D)) return run();
  writeFileSync(
    POLICY_RC_D,
    '#!/bin/sh\n# written by avtalt infra/local/infra.mjs while apt-get runs; removed after\n[ "$1" = nginx ] && exit 101\nexit 0\n',
    { mode: 0o755 },
  );
  try {
    return run();
  } finally {
    rmSync(POLICY_RC_D, { force: true });
  }
}

/**
 * Installs missing Debian packages when root (one `apt-get update`, one `apt-get install`); `nginx: true`
 * adds nginx to what must be there.
 */
export function ensurePackages({ nginx = false } = {}) {
  const missing = missingPackages({ nginx });
  if (missing.length === 0) return;
  if (!isRoot) {
    throw new Error(
      `Missing system packages: ${missing.join(' ')}. Install them (e.g. sudo apt-get install -y ${missing.join(' ')}) and run again.`,
    );
  }
  log(`installing ${missing.join(', ')} (apt-get)`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  withoutSystemNginxStart(() => {
    execFileSync('apt-get', ['update'], { stdio: 'inherit', env });
    execFileSync('apt-get', ['install', '-y', '--no-install-recommends', ...missing], {
      stdio: 'inherit',
      env,
    });
  });
  const still = missingPackages({ nginx });
  if (still.length) throw new Error(`apt-get did not provide: ${still.join(' ')}`);
}

/** Whether hunspell and Debian's Norwegian dictionaries (nb_NO, nn_NO) are here, for the spell check. */
export function spellCheckerPresent() {
  return (
    which('hunspell') !== null && ['nb_NO', 'nn_NO'].every((d) => existsSync(`/usr/share/hunspell/${d}.dic`))
  );
}

/**
 * Installs hunspell with Debian's Norwegian dictionaries (package hunspell-no) when root and missing, for the
 * spell check of `npm run check` (scripts/spelling.mjs), which runs before `npm test` installs the rest.
 */
export function ensureSpellChecker() {
  if (spellCheckerPresent()) return;
  const missing = ['hunspell', 'hunspell-no'];
  if (!isRoot)
    throw new Error(
      `The spell check needs hunspell with the Norwegian dictionaries: sudo apt-get install -y ${missing.join(' ')}`,
    );
  log(`installing ${missing.join(', ')} (apt-get)`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '--no-install-recommends', ...missing], {
    stdio: 'inherit',
    env,
  });
  if (!spellCheckerPresent()) throw new Error('apt-get did not provide hunspell with nb_NO and nn_NO');
}
