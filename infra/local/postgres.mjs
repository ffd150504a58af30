// Postgres on loopback for the local infrastructure (infra.mjs). Postgres refuses to run as root, so as
// root its cluster is owned by the `postgres` user.
import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { postgresBinDir } from './packages.mjs';
import { isRoot, log, portOpen, startProcess, stopProcess, waitFor } from './processes.mjs';

export const DB_USER = 'avtalt';
export const DB_PASSWORD = 'avtalt';

/** Runs a command as the postgres user when we are root (Postgres refuses root). */
function asPostgres(command, args) {
  return isRoot
    ? { command: 'runuser', args: ['-u', 'postgres', '--', command, ...args] }
    : { command, args };
}

function runSync(command, args) {
  const cmd = asPostgres(command, args);
  const result = spawnSync(cmd.command, cmd.args, { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`${command} failed: ${result.stderr || result.stdout}`);
  return result.stdout;
}

function ownByPostgres(dir) {
  if (!isRoot) return;
  const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
  const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
  chownSync(dir, uid, gid);
}

/** Every ancestor of the data directory must be traversable by the postgres user. */
function makeTraversable(dir) {
  if (!isRoot) return;
  let current = path.dirname(dir);
  while (current !== path.dirname(current)) {
    try {
      const mode = Number.parseInt(
        execFileSync('stat', ['-c', '%a', current], { encoding: 'utf8' }).trim(),
        8,
      );
      if ((mode & 0o001) === 0) chmodSync(current, mode | 0o001);
    } catch {
      // best effort
    }
    current = path.dirname(current);
  }
}

export async function startPostgres(dataDir, port) {
  const bin = postgresBinDir();
  const pgData = path.join(dataDir, 'postgres');
  const socketDir = path.join(dataDir, 'run');
  mkdirSync(socketDir, { recursive: true });
  ownByPostgres(socketDir);
  makeTraversable(pgData);
  if (!existsSync(path.join(pgData, 'PG_VERSION'))) {
    log(`creating Postgres cluster in ${pgData}`);
    mkdirSync(pgData, { recursive: true });
    ownByPostgres(pgData);
    const pwfile = path.join(socketDir, 'pwfile');
    writeFileSync(pwfile, `${DB_PASSWORD}\n`, { mode: 0o600 });
    ownByPostgres(pwfile);
    runSync(path.join(bin, 'initdb'), [
      '-D',
      pgData,
      '-U',
      DB_USER,
      `--pwfile=${pwfile}`,
      '--auth-host=scram-sha-256',
      '--auth-local=trust',
      '--encoding=UTF8',
      '--locale=C.UTF-8',
      '--no-instructions',
    ]);
    rmSync(pwfile, { force: true });
  }
  // A cluster left running by a killed run: stop it so this run owns it.
  if (existsSync(path.join(pgData, 'postmaster.pid'))) {
    spawnSync(
      asPostgres(path.join(bin, 'pg_ctl'), ['stop', '-D', pgData, '-m', 'fast', '-w']).command,
      asPostgres(path.join(bin, 'pg_ctl'), ['stop', '-D', pgData, '-m', 'fast', '-w']).args,
      { stdio: 'ignore' },
    );
  }
  const fast =
    process.env.INFRA_EPHEMERAL === '1'
      ? ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off']
      : [];
  const cmd = asPostgres(path.join(bin, 'postgres'), [
    '-D',
    pgData,
    '-p',
    String(port),
    '-k',
    socketDir,
    '-c',
    'listen_addresses=127.0.0.1',
    '-c',
    'max_connections=300',
    ...fast,
  ]);
  const child = startProcess('postgres', cmd.command, cmd.args);
  await waitFor(
    'Postgres',
    async () => {
      if (!(await portOpen(port))) return false;
      return (
        spawnSync(path.join(bin, 'pg_isready'), ['-h', '127.0.0.1', '-p', String(port), '-U', DB_USER])
          .status === 0
      );
    },
    child,
  ).catch((error) => {
    throw new Error(`${error.message}\n${child.recentLogs()}`);
  });
  return { child, stop: () => stopProcess(child, 'SIGINT') };
}
