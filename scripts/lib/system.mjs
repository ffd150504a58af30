// Starts the whole system (every backend service, then the gateway) against given infrastructure.
import path from 'node:path';
import { backendServices, gateway, serviceEnv } from './services.mjs';
import { repoRoot, startNodeProcess, stopProcess, waitForHealthy } from './run.mjs';

export async function startSystem(infra, { port, databasePrefix = 'avtalt', quiet = false, extraEnv = {} } = {}) {
  const children = [];
  const stop = async () => {
    // Gateway first, so no request reaches a service that is already gone.
    for (const child of children.slice().reverse()) await stopProcess(child);
  };
  try {
    for (const service of backendServices) {
      const entry = path.join(repoRoot, 'services', service.name, 'dist', 'main.js');
      children.push(startNodeProcess(service.name, entry, serviceEnv(service, infra, { databasePrefix, extra: extraEnv }), { quiet }));
    }
    const entry = path.join(repoRoot, 'services', gateway.name, 'dist', 'main.js');
    children.push(
      startNodeProcess(gateway.name, entry, serviceEnv(gateway, infra, { extra: { PORT: String(port), ...extraEnv } }), { quiet }),
    );
    await waitForHealthy(`http://127.0.0.1:${port}/api/health`, children);
  } catch (error) {
    await stop();
    throw error;
  }
  return { children, stop, url: `http://localhost:${port}` };
}
