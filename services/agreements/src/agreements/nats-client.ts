/** The injection token of the service's NATS client (made in app.module.ts), for every feature service. */
export const NATS_CLIENT = Symbol('NATS_CLIENT');
