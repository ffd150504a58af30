import {
  DEFAULT_RPC_TIMEOUT_MS,
  type RpcDefinition,
  type RpcReply,
  type RpcRequest,
} from '@avtalt/contracts';
import { createNatsClient, natsEndpoint, publishJson, rpcRequest, subscribeJson } from '@avtalt/service-kit';
import type { NatsConnection, Subscription } from 'nats';
import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import type { ClientProxy } from '@nestjs/microservices';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config/gateway.config';
import { traceOfRequest } from '../http/trace-context.middleware';

/**
 * The gateway's single NATS connection for request-reply with the services. Every call is bounded
 * by its definition's time limit; a service that does not answer becomes a 503.
 */
@Injectable()
export class RpcService implements OnApplicationShutdown {
  private readonly client: ClientProxy;

  constructor(@Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig) {
    this.client = createNatsClient(natsEndpoint(config), 'gateway');
  }

  async connect(): Promise<void> {
    await this.client.connect();
  }

  /**
   * Calls a service with a message defined in `libs/contracts`; waits the definition's time limit
   * (`RPC_TIMEOUT_MS` replaces the default 5 s ones, which every request-path message uses: long work
   * runs as jobs, docs/long-work-as-jobs.md; only the brief health checks differ).
   * `requestId` (the HTTP request's, `req.requestId`) travels in the message's headers. It is passed
   * explicitly rather than through AsyncLocalStorage: on Node 20 that cost the gateway ~10 % of its
   * throughput (docs/performance.md).
   */
  request<D extends RpcDefinition>(
    definition: D,
    payload: RpcRequest<D>,
    requestId?: string,
  ): Promise<RpcReply<D>> {
    const timeoutMs =
      definition.timeoutMs === DEFAULT_RPC_TIMEOUT_MS ? this.config.RPC_TIMEOUT_MS : definition.timeoutMs;
    return rpcRequest(this.client, definition, payload, {
      timeoutMs,
      requestId,
      trace: traceOfRequest(requestId),
    });
  }

  /** Subscribes this replica (no queue group) to a subject of plain JSON events. */
  subscribe(subject: string, onMessage: (payload: unknown) => void): Promise<Subscription> {
    return subscribeJson(this.client, subject, onMessage);
  }

  /**
   * Publishes plain JSON to every subscriber of a subject and resolves once the NATS server has it (a
   * flush), so that what this replica does next is ordered after it; rejects after `timeoutMs`.
   */
  async publish(subject: string, payload: unknown, timeoutMs = 1000): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`publishing on ${subject} timed out`)), timeoutMs);
    });
    const work = (async () => {
      await publishJson(this.client, subject, payload);
      await this.client.unwrap<NatsConnection>().flush();
    })();
    work.catch(() => undefined);
    try {
      await Promise.race([work, timeout]);
    } finally {
      clearTimeout(timer);
    }
  }

  /** Whether the NATS connection is open and answers a round trip. */
  async natsHealthy(timeoutMs = 1000): Promise<boolean> {
    try {
      const connection = this.client.unwrap<{ isClosed(): boolean; flush(): Promise<void> }>();
      if (connection.isClosed()) return false;
      await Promise.race([
        connection.flush(),
        new Promise((_, reject) => setTimeout(() => reject(new Error('timeout')), timeoutMs)),
      ]);
      return true;
    } catch {
      return false;
    }
  }

  async onApplicationShutdown(): Promise<void> {
    await this.client.close();
  }
}
