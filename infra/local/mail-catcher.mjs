// The mail catcher of the local infrastructure (infra.mjs, docs/local-infrastructure.md).
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { portOpen, startProcess, stopProcess, waitFor } from './processes.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const MAILDEV_BIN = path.join(repoRoot, 'node_modules', 'maildev', 'dist', 'bin', 'maildev.js');

/**
 * The mail catcher: maildev (an npm devDependency, pure JavaScript) with SMTP on `smtpPort` and its web
 * inbox and JSON API (`GET /api/email`) on `webPort`, both on 127.0.0.1 only. Mails are kept as .eml
 * files under `dataDir/mail` (so `npm start` keeps them between runs), at most 1000.
 */
export async function startMailCatcher(dataDir, smtpPort, webPort) {
  if (!existsSync(MAILDEV_BIN))
    throw new Error('The mail catcher (maildev) is not installed: run `npm install` first.');
  const dir = path.join(dataDir, 'mail');
  mkdirSync(dir, { recursive: true });
  const child = startProcess(
    'maildev',
    process.execPath,
    [
      MAILDEV_BIN,
      '--smtp',
      String(smtpPort),
      '--ip',
      '127.0.0.1',
      '--web',
      String(webPort),
      '--web-ip',
      '127.0.0.1',
      '--mail-directory',
      dir,
      '--max-emails',
      '1000',
    ],
    { cwd: dir },
  );
  const healthy = async () => {
    try {
      return (
        (await fetch(`http://127.0.0.1:${webPort}/api/healthz`, { signal: AbortSignal.timeout(1000) })).ok &&
        (await portOpen(smtpPort))
      );
    } catch {
      return false;
    }
  };
  await waitFor('Mail catcher (maildev)', healthy, child).catch((error) => {
    throw new Error(`${error.message}\n${child.recentLogs()}`);
  });
  return { child, stop: () => stopProcess(child) };
}
