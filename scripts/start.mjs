#!/usr/bin/env node
// `npm start`: install, build, start Postgres/Redis/NATS under .data/, start every service and the
// gateway, print the URL. Ctrl-C stops everything this started.
import { startInfra } from '../infra/local/infra.mjs';
import { buildAll, ensureInstalled, say } from './lib/run.mjs';
import { startSystem } from './lib/system.mjs';

const port = Number(process.env.PORT ?? 8080);
let infra;
let system;
let stopping = false;

async function shutdown(code) {
  if (stopping) return;
  stopping = true;
  say('stopping');
  await system?.stop();
  await infra?.stop();
  process.exit(code);
}
process.on('SIGINT', () => void shutdown(0));
process.on('SIGTERM', () => void shutdown(0));

try {
  ensureInstalled();
  buildAll();
  infra = await startInfra();
  say(`infrastructure up (data in ${infra.dataDir})`);
  system = await startSystem(infra, { port });
  for (const child of system.children) {
    child.on('exit', (code) => {
      if (stopping) return;
      say(`${child.name} exited with code ${code}; stopping everything`);
      void shutdown(1);
    });
  }
  say(`Avtalt kjører på ${system.url}  (Ctrl-C stopper)`);
  if (system.urls.length > 1) say(`gateway replicas: ${system.urls.join('  ')}`);
} catch (error) {
  process.stderr.write(`[avtalt] ${error.message}\n`);
  await shutdown(1);
}
