import type { DynamicModule, INestMicroservice, Type } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { MikroORM } from '@mikro-orm/core';
import type { Logger } from 'pino';
import { ensureDatabase } from './database';
import { PinoNestLogger } from './logger';
import { natsServerOptions } from './nats';
import { RpcErrorFilter } from './rpc-errors';

export interface MicroserviceBoot {
  module: Type<unknown> | DynamicModule;
  queue: string;
  natsUrl: string;
  databaseUrl: string;
  logger: Logger;
  /** Runs after the migrations, before listening (e.g. seeding). */
  afterMigrate?: (app: INestMicroservice) => Promise<void>;
}

/**
 * Boots a NATS microservice that owns a database: creates the database when missing, runs the
 * pending migrations, installs the RPC error filter and graceful shutdown, then starts listening.
 */
export async function bootstrapMicroservice(boot: MicroserviceBoot): Promise<INestMicroservice> {
  await ensureDatabase(boot.databaseUrl);
  const app = await NestFactory.createMicroservice(boot.module, {
    ...natsServerOptions(boot.natsUrl, boot.queue),
    logger: new PinoNestLogger(boot.logger),
    bufferLogs: false,
  });
  const migrated = await app.get(MikroORM).getMigrator().up();
  if (migrated.length > 0) boot.logger.info({ migrations: migrated.map((m) => m.name) }, 'migrations applied');
  await boot.afterMigrate?.(app);
  app.useGlobalFilters(new RpcErrorFilter(boot.logger));
  app.enableShutdownHooks();
  await app.listen();
  boot.logger.info({ queue: boot.queue }, 'service listening on NATS');
  return app;
}
