import 'reflect-metadata';
import { createLogger } from '@avtalt/service-kit';
import { createGateway } from './bootstrap';
import { loadGatewayConfig } from './config/gateway.config';

async function main(): Promise<void> {
  const config = loadGatewayConfig();
  const logger = createLogger('gateway', config.LOG_LEVEL);
  try {
    const app = await createGateway(config);
    await app.listen(config.PORT, config.HOST);
    logger.info({ port: config.PORT, host: config.HOST }, `gateway listening on http://localhost:${config.PORT}`);
  } catch (error) {
    logger.fatal({ err: error }, 'gateway failed to start');
    process.exit(1);
  }
}

void main();
