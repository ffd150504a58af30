import {
  freePort,
  type GatewayProcess,
  type ServiceProcess,
  startBackendService,
  startGatewayProcess,
  testDatabase,
  testInfra,
} from '@avtalt/service-kit/testing';
import path from 'node:path';
import type { Client } from 'pg';
import { SmtpSink } from './smtp-sink';

/** Every service of the product, the gateway and an SMTP server, on this run's infrastructure. */
export interface WholeSystem {
  smtp: SmtpSink;
  gateway: GatewayProcess;
  services: ServiceProcess[];
  /** A client of each service's database, by service name. */
  db: Record<string, Client>;
  stop(): Promise<void>;
}

const DATABASES = ['identity', 'templates', 'agreements', 'documents', 'chat', 'notifications', 'privacy'];

/**
 * Starts identity, templates, agreements, documents, chat, notifications, TWO privacy processes on one
 * database and queue (either may take a request or a job) and the gateway, with a real SMTP server. Each
 * service's database is `<database>_<service>` (notifications': `<database>`), its Redis database `redisDb`;
 * files the services write go under `tmp`; `gatewayEnv` adds to the gateway's settings.
 */
export async function startWholeSystem(
  database: string,
  redisDb: number,
  tmp: string,
  gatewayEnv: Record<string, string> = {},
): Promise<WholeSystem> {
  const smtp = await SmtpSink.start(await freePort());
  const services: ServiceProcess[] = [];
  const own = (name: string) => (name === 'notifications' ? database : `${database}_${name}`);
  services.push(
    await startBackendService('identity', { database: own('identity'), env: { ADMIN_EMAILS: '' } }),
  );
  services.push(
    await startBackendService('templates', {
      database: own('templates'),
      redisDb,
      env: { CUSTOM_TOPIC_QUESTIONS: '3' },
    }),
  );
  services.push(await startBackendService('agreements', { database: own('agreements') }));
  services.push(
    await startBackendService('documents', {
      database: own('documents'),
      redisDb,
      env: { SIGNING_CERT_DIR: path.join(tmp, 'signing') },
    }),
  );
  services.push(await startBackendService('chat', { database: own('chat') }));
  services.push(
    await startBackendService('notifications', {
      database: own('notifications'),
      redisDb,
      env: { SMTP_URL: smtp.url, APP_ORIGIN: 'https://avtalt.test', MAIL_BACKOFF_MS: '500' },
    }),
  );
  services.push(await startBackendService('privacy', { database: own('privacy'), redisDb }));
  services.push(
    await startBackendService('privacy', {
      redisDb,
      env: { DATABASE_URL: `${testInfra().postgresBase}/${own('privacy')}` },
    }),
  );
  const gateway = await startGatewayProcess(redisDb, gatewayEnv);
  const db: Record<string, Client> = {};
  for (const name of DATABASES) db[name] = await testDatabase(own(name));
  return {
    smtp,
    gateway,
    services,
    db,
    async stop() {
      for (const client of Object.values(db)) await client.end();
      await gateway.stop();
      for (const s of [...services].reverse()) await s.stop();
      await smtp.stop();
    },
  };
}
