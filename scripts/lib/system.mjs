// Starts the whole system (every backend service, then the gateway) against given infrastructure.
import path from 'node:path';
import { backendServices, gateway, replicaCounts, serviceEnv } from './services.mjs';
import { repoRoot, startNodeProcess, stopProcess, waitForHealthy } from './run.mjs';

/**
 * Starts every service (as many processes of each as `replicas` says, see AVTALT_REPLICAS) and the
 * gateway replicas on `port`, `port + 1`, …; resolves when each gateway reports healthy.
 */
export async function startSystem(infra, { port, databasePrefix = 'avtalt', quiet = false, extraEnv = {}, replicas = replicaCounts() } = {}) {
  const children = [];
  const stop = async () => {
    // Gateways first, so no request reaches a service that is already gone.
    for (const child of children.slice().reverse()) await stopProcess(child);
  };
  const label = (name, index, count) => (count > 1 ? `${name}#${index + 1}` : name);
  const ports = Array.from({ length: replicas(gateway.name) }, (_, k) => port + k);
  try {
    for (const service of backendServices) {
      const entry = path.join(repoRoot, 'services', service.name, 'dist', 'main.js');
      const count = replicas(service.name);
      for (let k = 0; k < count; k++) {
        children.push(startNodeProcess(label(service.name, k, count), entry, serviceEnv(service, infra, { databasePrefix, extra: extraEnv }), { quiet }));
      }
    }
    const entry = path.join(repoRoot, 'services', gateway.name, 'dist', 'main.js');
    ports.forEach((gatewayPort, k) => {
      const env = serviceEnv(gateway, infra, { extra: { PORT: String(gatewayPort), ...extraEnv } });
      children.push(startNodeProcess(label(gateway.name, k, ports.length), entry, env, { quiet }));
    });
    for (const gatewayPort of ports) await waitForHealthy(`http://127.0.0.1:${gatewayPort}/api/health`, children);
  } catch (error) {
    await stop();
    throw error;
  }
  return { children, stop, url: `http://localhost:${port}`, urls: ports.map((p) => `http://localhost:${p}`) };
}
