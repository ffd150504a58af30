import { z } from 'zod';
import { serviceHealthReplySchema } from './health.schema';

/** How long a caller waits for another service before answering "service unavailable". */
export const DEFAULT_RPC_TIMEOUT_MS = 5000;

/**
 * One request-reply message between services, defined once and used by both sides: the callee
 * validates the request with `request`, the caller validates the reply with `reply` and waits at most
 * `timeoutMs`. The subject string appears only in the service's `*Subjects` map.
 */
export interface RpcDefinition<Req extends z.ZodType = z.ZodType, Rep extends z.ZodType = z.ZodType> {
  readonly subject: string;
  readonly request: Req;
  readonly reply: Rep;
  readonly timeoutMs: number;
}

export function defineRpc<Req extends z.ZodType, Rep extends z.ZodType>(
  subject: string,
  request: Req,
  reply: Rep,
  timeoutMs = DEFAULT_RPC_TIMEOUT_MS,
): RpcDefinition<Req, Rep> {
  return { subject, request, reply, timeoutMs };
}

export type RpcRequest<D extends RpcDefinition> = z.input<D['request']>;
export type RpcReply<D extends RpcDefinition> = z.output<D['reply']>;

/** The health check every service answers (the gateway asks each, briefly). */
export const HEALTH_TIMEOUT_MS = 1500;
export const healthRpc = (subject: string) =>
  defineRpc(subject, z.object({}).passthrough(), serviceHealthReplySchema, HEALTH_TIMEOUT_MS);

export const deletedReplySchema = z.object({ deleted: z.literal(true) });
