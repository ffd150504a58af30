import type { DynamicModule, INestMicroservice, Type } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { MikroORM } from '@mikro-orm/core';
import type { NatsConnection } from 'nats';
import type { Logger } from 'pino';
import { ensureDatabase, withAdvisoryLock } from './database';
import { createLogger, PinoNestLogger } from './logger';
import { initMetrics } from './metrics';
import { watchNatsConnection, watchOrm } from './metrics-hooks';
import { natsEndpoint, type NatsEndpoint, natsServerOptions } from './nats';
import { markStarted, startOperationsServer } from './operations';
import { currentRequestId } from './request-context';
import { RpcErrorFilter } from './rpc-errors';
import { initTracing } from './tracing';
import { installGracefulShutdown, shutdownGraceFromEnv } from './shutdown';
import { DrainingServerNats } from './shutdown-nats';

/** The advisory lock key migrations run under (any constant; one per database). */
const MIGRATION_LOCK = 7_210_442_017;

export interface MicroserviceBoot {
  module: Type<unknown> | DynamicModule;
  queue: string;
  /** The NATS server and the service's user on it (`natsEndpoint(config)`). */
  nats: NatsEndpoint;
  /** null: a process without a database (the documents printer): no migrations; /readyz is NATS only. */
  databaseUrl: string | null;
  logger: Logger;
  /** Runs after the migrations, before listening (e.g. seeding). */
  afterMigrate?: (app: INestMicroservice) => Promise<void>;
  /** `SHUTDOWN_GRACE_MS` (docs/graceful-shutdown.md); read from the environment when not given. */
  shutdownGraceMs?: number;
}

/**
 * Boots a NATS microservice that owns a database: creates the database when missing, runs the
 * pending migrations, installs the RPC error filter and graceful shutdown, then starts listening.
 */
export async function bootstrapMicroservice(boot: MicroserviceBoot): Promise<INestMicroservice> {
  const graceMs = boot.shutdownGraceMs ?? shutdownGraceFromEnv();
  if (boot.databaseUrl !== null) await ensureDatabase(boot.databaseUrl);
  const server = new DrainingServerNats(natsServerOptions(boot.nats, boot.queue).options!, boot.logger);
  const app = await NestFactory.createMicroservice(boot.module, {
    // Nest's NATS transport, with each message handled inside its request (request-context.ts).
    strategy: server,
    logger: new PinoNestLogger(boot.logger),
    bufferLogs: false,
  });
  // Installed before the migrations, so a SIGTERM while they run is not swallowed. Not Nest's
  // enableShutdownHooks: it closes the NATS connection under the handlers in flight and may close the
  // database before them (docs/graceful-shutdown.md). Here: /readyz 503, NATS intake drained
  // and the handlers finished, then Nest's hooks in their order (JetStream consumers, BullMQ workers,
  // then the ORM and pools), then exit 0 — all within SHUTDOWN_GRACE_MS.
  installGracefulShutdown({
    logger: boot.logger,
    graceMs,
    steps: [
      {
        name: 'nats intake',
        run: async (remainingMs) => {
          const handling = server.handling();
          const left = await server.drainIntake(Math.max(0, remainingMs - 1000));
          if (left > 0)
            boot.logger.warn({ handling: left }, 'handlers still running after the NATS drain wait');
          else
            boot.logger.info({ handlingAtSignal: handling }, 'NATS intake drained; every handler finished');
        },
      },
      { name: 'nest hooks', run: () => app.close() },
    ],
  });
  // Replicas starting together take turns: one runs the pending migrations, the others then find none.
  const databaseUrl = boot.databaseUrl;
  const migrated =
    databaseUrl === null
      ? []
      : await withAdvisoryLock(databaseUrl, MIGRATION_LOCK, () => app.get(MikroORM).getMigrator().up());
  if (migrated.length > 0)
    boot.logger.info({ migrations: migrated.map((m) => m.name) }, 'migrations applied');
  await boot.afterMigrate?.(app);
  app.useGlobalFilters(new RpcErrorFilter(boot.logger));
  // /readyz: the database answers and the NATS connection is open (docs/metrics.md).
  if (databaseUrl !== null) watchOrm(app.get(MikroORM));
  watchNatsConnection(() => {
    try {
      return server.unwrap<NatsConnection>();
    } catch {
      return undefined; // not connected yet
    }
  });
  await app.listen();
  // The subscriptions are on their way; a round trip to the server makes sure it has registered them
  // before the service says it listens (a request right after a restart found no responder otherwise).
  await server.unwrap<NatsConnection>().flush();
  markStarted();
  boot.logger.info({ queue: boot.queue }, 'service listening on NATS');
  return app;
}

export interface RunOptions {
  /** Service name: the NATS queue group and the `service` field of every log line. */
  name: string;
  config: {
    NATS_URL: string;
    NATS_USER?: string;
    NATS_PASSWORD?: string;
    DATABASE_URL: string;
    LOG_LEVEL: string;
    METRICS_PORT: number | null;
    METRICS_HOST: string;
  };
  module: Type<unknown> | DynamicModule;
  afterMigrate?: (app: INestMicroservice, logger: Logger) => Promise<void>;
  /** The process uses no database (its module has no ORM): none is created or migrated. */
  withoutDatabase?: boolean;
}

/** The whole `main.ts` of a service: logger, {@link bootstrapMicroservice}, exit 1 with a log line on failure. */
export function runMicroservice(options: RunOptions): void {
  // First: spans for everything below when OTEL_EXPORTER_OTLP_ENDPOINT is set (docs/tracing.md); each
  // query's span names the request it was made for.
  initTracing(options.name, process.env, currentRequestId);
  const logger = createLogger(options.name, options.config.LOG_LEVEL);
  initMetrics(options.name);
  void startOperationsServer({ port: options.config.METRICS_PORT, host: options.config.METRICS_HOST, logger })
    .then(() =>
      bootstrapMicroservice({
        module: options.module,
        queue: options.name,
        nats: natsEndpoint(options.config),
        databaseUrl: options.withoutDatabase ? null : options.config.DATABASE_URL,
        logger,
        afterMigrate: options.afterMigrate && ((app) => options.afterMigrate!(app, logger)),
      }),
    )
    .catch((error: unknown) => {
      logger.fatal({ err: error }, `${options.name} failed to start`);
      process.exit(1);
    });
}
