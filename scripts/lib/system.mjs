// Starts the whole system (every backend service, then the gateway) against given infrastructure.
import path from 'node:path';
import { backendServices, gateway, metricsPortFor, replicaCounts, serviceEnv } from './services.mjs';
import { repoRoot, startNodeProcess, stopProcess, waitForHealthy } from './run.mjs';

/**
 * Starts every service (as many processes of each as `replicas` says, see AVTALT_REPLICAS) and the
 * gateway replicas on `port`, `port + 1`, …; resolves when each gateway reports healthy.
 *
 * Each process gets a METRICS_PORT of its own (`metricsPorts`: `fixed`, `free` or `off`, see
 * metricsPortFor in services.mjs).
 *
 * With a `supervisor` (npm start), a process that exits is restarted with backoff and the others keep
 * serving; without one (tests, benchmarks), a process that exits while starting fails the start at once.
 */
export async function startSystem(infra, { port, databasePrefix = 'avtalt', quiet = false, extraEnv = {}, replicas = replicaCounts(), supervisor, metricsPorts = 'free' } = {}) {
  const started = [];
  const stop = async () => {
    if (supervisor) return supervisor.stop();
    // Gateways first, so no request reaches a service that is already gone.
    for (const child of started.slice().reverse()) await stopProcess(child);
  };
  /** Starts a process, under the supervisor when there is one (its `start` runs again on every restart). */
  const launch = (name, start) => (supervisor ? supervisor.add(name, start) : started.push(start()));
  const label = (name, index, count) => (count > 1 ? `${name}#${index + 1}` : name);
  const ports = Array.from({ length: replicas(gateway.name) }, (_, k) => port + k);
  // Links in mails point at the gateway (the first replica, or PUBLIC_ORIGIN behind a proxy); mail goes
  // to the mail catcher when the infrastructure started one (otherwise SMTP_URL from the environment).
  const mailEnv = {
    APP_ORIGIN: process.env.APP_ORIGIN ?? process.env.PUBLIC_ORIGIN ?? `http://localhost:${port}`,
    ...(infra.smtpUrl ? { SMTP_URL: infra.smtpUrl } : {}),
    ...(infra.mailInboxUrl ? { MAIL_INBOX_URL: infra.mailInboxUrl } : {}),
    // The documents service keeps its generated development signing certificate there (docs/signing.md).
    ...(infra.dataDir && !process.env.AVTALT_DATA_DIR ? { AVTALT_DATA_DIR: infra.dataDir } : {}),
  };
  extraEnv = { ...mailEnv, ...extraEnv };
  try {
    for (const service of backendServices) {
      const entry = path.join(repoRoot, 'services', service.name, 'dist', 'main.js');
      const count = replicas(service.name);
      for (let k = 0; k < count; k++) {
        const name = label(service.name, k, count);
        const extra = { ...extraEnv, METRICS_PORT: metricsPortFor(service, k, metricsPorts) };
        launch(name, () => startNodeProcess(name, entry, serviceEnv(service, infra, { databasePrefix, extra }), { quiet }));
      }
    }
    const entry = path.join(repoRoot, 'services', gateway.name, 'dist', 'main.js');
    ports.forEach((gatewayPort, k) => {
      const env = serviceEnv(gateway, infra, { extra: { PORT: String(gatewayPort), ...extraEnv, METRICS_PORT: metricsPortFor(gateway, k, metricsPorts) } });
      const name = label(gateway.name, k, ports.length);
      launch(name, () => startNodeProcess(name, entry, env, { quiet }));
    });
    for (const gatewayPort of ports) await waitForHealthy(`http://127.0.0.1:${gatewayPort}/api/health`, supervisor ? [] : started);
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    get children() {
      return supervisor ? supervisor.children : started;
    },
    supervisor,
    stop,
    url: `http://localhost:${port}`,
    mailInboxUrl: mailEnv.MAIL_INBOX_URL ?? process.env.MAIL_INBOX_URL,
    urls: ports.map((p) => `http://localhost:${p}`),
  };
}
