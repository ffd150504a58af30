export * from './config';
export * from './database';
export * from './health';
export * from './logger';
export * from './microservice';
export * from './nats';
export * from './rpc-errors';
export * from './redis-options';
