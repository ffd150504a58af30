import { ErrorCode, Messages } from '@avtalt/contracts';
import type { NatsConnection, Subscription } from 'nats';
import { ClientProxyFactory, Transport, type ClientProxy, type NatsOptions } from '@nestjs/microservices';
import { firstValueFrom, timeout } from 'rxjs';
import { DomainError } from './rpc-errors';

/** How long a caller waits for another service before answering "service unavailable". */
export const RPC_TIMEOUT_MS = 5000;

/**
 * The one place NATS transport options are built. Every replica of a service joins the same
 * queue group, so a request is handled by exactly one of them.
 */
export function natsServerOptions(natsUrl: string, queue: string): NatsOptions {
  return {
    transport: Transport.NATS,
    options: { servers: [natsUrl], queue, name: queue, maxReconnectAttempts: -1, reconnectTimeWait: 500 },
  };
}

/** A NATS client proxy for calling other services. */
export function createNatsClient(natsUrl: string, name: string): ClientProxy {
  return ClientProxyFactory.create({
    transport: Transport.NATS,
    options: { servers: [natsUrl], name, maxReconnectAttempts: -1, reconnectTimeWait: 500 },
  });
}

/**
 * Sends a request and waits for the reply. Errors come back as {@link DomainError}: the callee's
 * own domain errors keep their code; a timeout or a broken connection becomes SERVICE_UNAVAILABLE.
 */
export async function rpcRequest<T>(client: ClientProxy, subject: string, payload: unknown, timeoutMs = RPC_TIMEOUT_MS): Promise<T> {
  try {
    return await firstValueFrom(client.send<T>(subject, payload).pipe(timeout(timeoutMs)));
  } catch (error) {
    const domain = error instanceof DomainError ? error : DomainError.fromPayload(error);
    if (domain) throw domain;
    // A timeout, or NATS telling us nobody listens on the subject: the callee is down or overloaded.
    // The cause stays out of the reply (it names internals); the caller logs the request as a 503.
    throw new DomainError(ErrorCode.ServiceUnavailable, Messages.serviceUnavailable);
  }
}

/**
 * Publishes plain JSON on a subject, without Nest's `{pattern, data}` envelope: for subscribers that
 * read subjects directly (the gateway's chat rooms, see {@link subscribeJson}).
 */
export async function publishJson(client: ClientProxy, subject: string, payload: unknown): Promise<void> {
  await client.connect();
  client.unwrap<NatsConnection>().publish(subject, JSON.stringify(payload));
}

/**
 * Subscribes every replica (no queue group) to a subject carrying plain JSON. Messages that are not
 * JSON are dropped; the callback validates the rest with its contract. Resolves once the NATS server
 * has registered the subscription, so nothing published afterwards is missed.
 */
export async function subscribeJson(client: ClientProxy, subject: string, onMessage: (payload: unknown) => void): Promise<Subscription> {
  await client.connect();
  const connection = client.unwrap<NatsConnection>();
  const subscription = connection.subscribe(subject, {
    callback: (error, message) => {
      if (error) return;
      let payload: unknown;
      try {
        payload = JSON.parse(message.string());
      } catch {
        return;
      }
      onMessage(payload);
    },
  });
  await connection.flush();
  return subscription;
}
