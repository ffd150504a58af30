import {
  type GatewayProcess,
  type ServiceProcess,
  startBackendService,
  startGatewayProcess,
} from '@avtalt/service-kit/testing';

export type { GatewayProcess };

export function startIdentity(database: string, env: Record<string, string> = {}): Promise<ServiceProcess> {
  return startBackendService('identity', { database, env });
}

export function startTemplates(
  database: string,
  redisDb: number,
  env: Record<string, string> = {},
): Promise<ServiceProcess> {
  return startBackendService('templates', { database, redisDb, env });
}

export function startGateway(
  redisDb: number,
  env: Record<string, string> = {},
  port?: number,
): Promise<GatewayProcess> {
  return startGatewayProcess(redisDb, env, port);
}
