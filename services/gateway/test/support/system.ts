import { freePort, type ServiceProcess, startServiceProcess, testInfra } from '@avtalt/service-kit/testing';

export async function startIdentity(database: string, env: Record<string, string> = {}): Promise<ServiceProcess> {
  const infra = testInfra();
  return startServiceProcess(
    'identity',
    { NATS_URL: infra.natsUrl, DATABASE_URL: `${infra.postgresBase}/${database}`, ...env },
    /service listening on NATS/,
  );
}

export type GatewayProcess = ServiceProcess & { url: string; port: number };

/** Starts a gateway process; each test file passes its own Redis database number. */
export async function startGateway(redisDb: number, env: Record<string, string> = {}, port?: number): Promise<GatewayProcess> {
  const infra = testInfra();
  const chosen = port ?? (await freePort());
  const gateway = await startServiceProcess(
    'gateway',
    { NATS_URL: infra.natsUrl, REDIS_URL: `${infra.redisUrl}/${redisDb}`, PORT: String(chosen), TRUST_PROXY: 'loopback', ...env },
    /gateway listening/,
  );
  return Object.assign(gateway, { url: `http://127.0.0.1:${chosen}`, port: chosen });
}
