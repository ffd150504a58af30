"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
require("reflect-metadata");
const service_kit_1 = require("@avtalt/service-kit");
const bootstrap_1 = require("./bootstrap");
const gateway_config_1 = require("./config/gateway.config");
const redis_provider_1 = require("./redis/redis.provider");
const rpc_service_1 = require("./rpc/rpc.service");
const gateway_shutdown_1 = require("./shutdown/gateway-shutdown");
async function main() {
    const config = (0, gateway_config_1.loadGatewayConfig)();
    (0, service_kit_1.initTracing)('gateway'); // spans exported only when OTEL_EXPORTER_OTLP_ENDPOINT is set (docs/tracing.md)
    const logger = (0, service_kit_1.createLogger)('gateway', config.LOG_LEVEL);
    try {
        // Metrics and probes on a port of their own, never the public one (docs/metrics.md).
        (0, service_kit_1.initMetrics)('gateway');
        await (0, service_kit_1.startOperationsServer)({ port: config.METRICS_PORT, host: config.METRICS_HOST, logger });
        const graceMs = (0, service_kit_1.shutdownGraceFromEnv)();
        const app = await (0, bootstrap_1.createGateway)(config);
        // SIGTERM: WebSockets 1001, HTTP drained, then NATS and Redis (docs/graceful-shutdown.md).
        (0, gateway_shutdown_1.installGatewayShutdown)(app, logger, graceMs);
        const rpc = app.get(rpc_service_1.RpcService);
        const redis = app.get(redis_provider_1.REDIS);
        (0, service_kit_1.registerReadinessCheck)('nats', async () => {
            if (!(await rpc.natsHealthy()))
                throw new Error('NATS not connected');
        });
        (0, service_kit_1.registerReadinessCheck)('redis', async () => {
            if (!redis.isReady)
                throw new Error('Redis not connected');
            await redis.ping();
        });
        await app.listen(config.PORT, config.HOST);
        (0, service_kit_1.markStarted)();
        logger.info({ port: config.PORT, host: config.HOST }, `gateway listening on http://localhost:${config.PORT}`);
    }
    catch (error) {
        logger.fatal({ err: error }, 'gateway failed to start');
        process.exit(1);
    }
}
void main();
//# sourceMappingURL=main.js.map