#!/usr/bin/env node
// `npm start`: install, build, start Postgres/Redis/NATS and the mail catcher (maildev: SMTP on 1025,
// inbox on http://localhost:1080) under .data/, start every service and the gateway under a supervisor
// (a service that exits is restarted with backoff), print the app's and the inbox's URL.
// Ctrl-C or SIGTERM (to this process or to the npm process running it) stops everything this started.
// AVTALT_DATA_DIR moves the data directory (default .data/ in the repository).
// AVTALT_REPLICAS=gateway=2,agreements=2 runs several processes of a service; several gateways sit
// behind nginx on PORT (scaled mode, docs/scaled-mode.md).
import { startInfra } from '../infra/local/infra.mjs';
import { buildAll, ensureInstalled, say } from './lib/run.mjs';
import { gateway, replicaCounts } from './lib/services.mjs';
import { Supervisor } from './lib/supervisor.mjs';
import { startSystem } from './lib/system.mjs';

const port = Number(process.env.PORT ?? 8080);
let infra;
let system;
let stopping = false;
/** Created first, so a signal during start-up also stops the processes started so far. */
const supervisor = new Supervisor(say);

async function shutdown(code) {
  if (stopping) return;
  stopping = true;
  say('stopping');
  await supervisor.stop();
  await infra?.stop();
  process.exit(code);
}
process.on('SIGINT', () => void shutdown(0));
process.on('SIGTERM', () => void shutdown(0));
// `npm start` execs this script, so npm's forwarded SIGTERM reaches it. Should whatever started it die
// without passing a signal on (npm killed with SIGKILL, a closed terminal), nothing may be left running.
const parent = process.ppid;
setInterval(() => {
  if (process.ppid !== parent) void shutdown(0);
}, 500).unref();

try {
  ensureInstalled();
  buildAll();
  // The mail catcher (maildev) unless mail goes to a server of your own (SMTP_URL, MAIL_INBOX_URL).
  const mail = !process.env.SMTP_URL;
  // More than one gateway (AVTALT_REPLICAS=gateway=2) runs behind nginx (docs/scaled-mode.md), installed when root.
  const nginx = replicaCounts()(gateway.name) > 1;
  // NATS with a user per service and new passwords on every start (docs/nats-permissions.md).
  infra = await startInfra({
    ...(process.env.AVTALT_DATA_DIR ? { dataDir: process.env.AVTALT_DATA_DIR } : {}),
    mail,
    nginx,
    natsAuth: 'strict',
  });
  say(`infrastructure up (data in ${infra.dataDir})`);
  // Supervised: a service that exits is restarted with backoff while the others keep serving.
  // Operations endpoints (docs/metrics.md) on the default ports 9464…9471 (further replicas + 100 each);
  // METRICS_PORT=0 gives every process a free port (logged), METRICS_PORT=off turns them off.
  const metricsMode = { off: 'off', 0: 'free' }[process.env.METRICS_PORT ?? ''] ?? 'fixed';
  system = await startSystem(infra, { port, supervisor, metricsPorts: metricsMode });
  say(`Avtalt kjører på ${system.url}  (Ctrl-C stopper)`);
  if (system.mailInboxUrl) say(`E-post som sendes, havner i innboksen på ${system.mailInboxUrl}`);
  else say(`E-post sendes til ${process.env.SMTP_URL}`);
  if (system.proxied)
    say(`nginx on ${system.url} in front of ${system.urls.length} gateways: ${system.urls.join('  ')}`);
  else if (system.urls.length > 1) say(`gateway replicas: ${system.urls.join('  ')}`);
  if (metricsMode === 'fixed')
    say('metrics: http://127.0.0.1:9464/metrics (gateway) … 9471 (privacy), see docs/metrics.md');
} catch (error) {
  process.stderr.write(`[avtalt] ${error.message}\n`);
  await shutdown(1);
}
