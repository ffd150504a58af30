// Starts the whole system (every backend service, then the gateway) against given infrastructure.
import path from 'node:path';
import { freePorts } from '../../infra/local/infra.mjs';
import { auditKeyFor } from './audit-key.mjs';
import { startNginx } from './reverse-proxy.mjs';
import { backendServices, gateway, metricsPortFor, replicaCounts, serviceEnv } from './services.mjs';
import { repoRoot, startNodeProcess, stopProcess, waitForHealthy } from './run.mjs';

/**
 * Starts every service (as many processes of each as `replicas` says, see AVTALT_REPLICAS) and the
 * gateway; resolves when each gateway (and the proxy) reports healthy. One gateway listens on `port`.
 * Several gateways (scaled mode, docs/scaled-mode.md) listen on free internal loopback ports behind
 * nginx on `port` (its configuration in `<data dir>/nginx`, scripts/lib/reverse-proxy.mjs); they trust
 * it for the client's address (TRUST_PROXY=loopback) and take `http://localhost:<port>` as their public
 * origin. `reverseProxy: false` keeps the former layout (gateways on `port`, `port + 1`, …, nothing in front).
 *
 * Each process gets a METRICS_PORT of its own (`metricsPorts`: `fixed`, `free` or `off`, see
 * metricsPortFor in services.mjs).
 *
 * With a `supervisor` (npm start), a process that exits is restarted with backoff and the others keep
 * serving; without one (tests, benchmarks), a process that exits while starting fails the start at once.
 */
export async function startSystem(
  infra,
  {
    port,
    databasePrefix = 'avtalt',
    quiet = false,
    extraEnv = {},
    replicas = replicaCounts(),
    supervisor,
    metricsPorts = 'free',
    reverseProxy = true,
  } = {},
) {
  const started = [];
  const stop = async () => {
    if (supervisor) return supervisor.stop();
    // Gateways first, so no request reaches a service that is already gone.
    for (const child of started.slice().reverse()) await stopProcess(child);
  };
  /** Starts a process, under the supervisor when there is one (its `start` runs again on every restart). */
  const launch = (name, start) => (supervisor ? supervisor.add(name, start) : started.push(start()));
  const label = (name, index, count) => (count > 1 ? `${name}#${index + 1}` : name);
  const gatewayCount = replicas(gateway.name);
  const proxied = reverseProxy && gatewayCount > 1;
  const ports = proxied
    ? await freePorts(gatewayCount)
    : Array.from({ length: gatewayCount }, (_, k) => port + k);
  // Links in mails point at the gateway (the first replica, or PUBLIC_ORIGIN behind a proxy); mail goes
  // to the mail catcher when the infrastructure started one (otherwise SMTP_URL from the environment).
  const mailEnv = {
    APP_ORIGIN: process.env.APP_ORIGIN ?? process.env.PUBLIC_ORIGIN ?? `http://localhost:${port}`,
    ...(infra.smtpUrl ? { SMTP_URL: infra.smtpUrl } : {}),
    ...(infra.mailInboxUrl ? { MAIL_INBOX_URL: infra.mailInboxUrl } : {}),
    // The documents service keeps its generated development signing certificate there (docs/signing.md).
    ...(infra.dataDir && !process.env.AVTALT_DATA_DIR ? { AVTALT_DATA_DIR: infra.dataDir } : {}),
    // The audit trail's MAC key (only agreements keeps it: serviceEnv drops it for the others).
    ...(infra.dataDir || process.env.AUDIT_HMAC_KEY
      ? { AUDIT_HMAC_KEY: auditKeyFor(process.env.AVTALT_DATA_DIR ?? infra.dataDir) }
      : {}),
  };
  // Behind nginx: the client's address is the one nginx sets in X-Forwarded-For (TRUST_PROXY), and
  // pages come from nginx's origin, not the gateway's internal port (the origin check, WebSockets).
  const proxyEnv = proxied
    ? {
        TRUST_PROXY: process.env.TRUST_PROXY ?? 'loopback',
        PUBLIC_ORIGIN: process.env.PUBLIC_ORIGIN ?? `http://localhost:${port}`,
        ALLOWED_ORIGINS: [process.env.ALLOWED_ORIGINS, `http://127.0.0.1:${port}`].filter(Boolean).join(','),
      }
    : {};
  extraEnv = { ...mailEnv, ...proxyEnv, ...extraEnv };
  try {
    for (const service of backendServices) {
      const entry = path.join(repoRoot, 'services', service.name, 'dist', 'main.js');
      const count = replicas(service.name);
      for (let k = 0; k < count; k++) {
        const name = label(service.name, k, count);
        const extra = { ...extraEnv, METRICS_PORT: metricsPortFor(service, k, metricsPorts) };
        launch(name, () =>
          startNodeProcess(name, entry, serviceEnv(service, infra, { databasePrefix, extra }), { quiet }),
        );
      }
    }
    const entry = path.join(repoRoot, 'services', gateway.name, 'dist', 'main.js');
    ports.forEach((gatewayPort, k) => {
      const env = serviceEnv(gateway, infra, {
        extra: {
          PORT: String(gatewayPort),
          ...extraEnv,
          METRICS_PORT: metricsPortFor(gateway, k, metricsPorts),
        },
      });
      const name = label(gateway.name, k, ports.length);
      launch(name, () => startNodeProcess(name, entry, env, { quiet }));
    });
    for (const gatewayPort of ports)
      await waitForHealthy(`http://127.0.0.1:${gatewayPort}/api/health`, supervisor ? [] : started);
    if (proxied) {
      const dir = path.join(infra.dataDir, 'nginx');
      launch('nginx', () => startNginx({ dir, port, upstreamPorts: ports, quiet }));
      await waitForHealthy(`http://127.0.0.1:${port}/api/health`, supervisor ? [] : started);
    }
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
    /** Each gateway's own address (behind nginx: its internal port). */
    urls: ports.map((p) => `http://localhost:${p}`),
    /** Whether nginx is in front of the gateways (on `url`). */
    proxied,
  };
}
