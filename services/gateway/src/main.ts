import 'reflect-metadata';
import {
  createLogger,
  initMetrics,
  initTracing,
  markStarted,
  registerReadinessCheck,
  shutdownGraceFromEnv,
  startOperationsServer,
} from '@avtalt/service-kit';
import { createGateway } from './bootstrap';
import { loadGatewayConfig } from './config/gateway.config';
import { REDIS, type RedisClient } from './redis/redis.provider';
import { RpcService } from './rpc/rpc.service';
import { installGatewayShutdown } from './shutdown/gateway-shutdown';

async function main(): Promise<void> {
  const config = loadGatewayConfig();
  initTracing('gateway'); // spans exported only when OTEL_EXPORTER_OTLP_ENDPOINT is set (docs/tracing.md)
  const logger = createLogger('gateway', config.LOG_LEVEL);
  try {
    // Metrics and probes on a port of their own, never the public one (docs/metrics.md).
    initMetrics('gateway');
    await startOperationsServer({ port: config.METRICS_PORT, host: config.METRICS_HOST, logger });
    const graceMs = shutdownGraceFromEnv();
    const app = await createGateway(config);
    // SIGTERM: WebSockets 1001, HTTP drained, then NATS and Redis (docs/graceful-shutdown.md).
    installGatewayShutdown(app, logger, graceMs);
    const rpc = app.get(RpcService);
    const redis = app.get<RedisClient>(REDIS);
    registerReadinessCheck('nats', async () => {
      if (!(await rpc.natsHealthy())) throw new Error('NATS not connected');
    });
    registerReadinessCheck('redis', async () => {
      if (!redis.isReady) throw new Error('Redis not connected');
      await redis.ping();
    });
    await app.listen(config.PORT, config.HOST);
    markStarted();
    logger.info(
      { port: config.PORT, host: config.HOST },
      `gateway listening on http://localhost:${config.PORT}`,
    );
  } catch (error) {
    logger.fatal({ err: error }, 'gateway failed to start');
    process.exit(1);
  }
}

void main();
