import { ChatTexts, type ErrorBody, ErrorCode } from '@avtalt/contracts';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { Express, Request, Response } from 'express';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config/gateway.config';
import { clientKey } from '../http/client-key';
import { sessionDigest } from '../session/session-digest';
import { SESSION_MIDDLEWARE, type SessionMiddleware } from '../session/session-store.provider';
import { IpSocketCounter } from './ip-socket-counter';
import { SocketLeases } from './socket-leases';
import { clientAddress } from './socket-limits.rules';
import type { SocketIdentity } from './socket-session';

export type Admission =
  { ok: true; identity: SocketIdentity } | { ok: false; status: number; body: ErrorBody };

/**
 * Who a WebSocket upgrade is, and whether it may have one more socket. Who a socket belongs to is read
 * from the session cookie; nothing a client says about itself counts.
 */
@Injectable()
export class SocketAdmission {
  private readonly logger = new Logger(SocketAdmission.name);
  private readonly anonymousByAddress: IpSocketCounter;

  constructor(
    private readonly leases: SocketLeases,
    private readonly adapterHost: HttpAdapterHost,
    @Inject(SESSION_MIDDLEWARE) private readonly session: SessionMiddleware,
    @Inject(GATEWAY_CONFIG) config: GatewayConfig,
  ) {
    this.anonymousByAddress = new IpSocketCounter(config.WS_MAX_ANONYMOUS_SOCKETS_PER_IP);
  }

  /**
   * A session at most `WS_MAX_SOCKETS_PER_SESSION` sockets (across replicas), an address without a
   * session at most `WS_MAX_ANONYMOUS_SOCKETS_PER_IP` (on this replica). The place is given back when the
   * connection closes, whether the upgrade went through or not.
   */
  async admit(req: IncomingMessage): Promise<Admission> {
    const identity = await this.readIdentity(req);
    if (identity.kind === 'anonymous') {
      // Counted like every per-client limit (IPv6 by /64), or one /64 would open sockets without end.
      const address = clientKey(
        clientAddress(req.socket.remoteAddress, req.headers['x-forwarded-for'], this.trustProxy()),
      );
      if (!this.anonymousByAddress.reserve(address)) {
        this.logger.warn('WebSocket refused: too many sockets from one address');
        return {
          ok: false,
          status: 429,
          body: { code: ErrorCode.RateLimited, message: ChatTexts.tooManySocketsFromAddress },
        };
      }
      req.socket.once('close', () => this.anonymousByAddress.release(address));
      return { ok: true, identity };
    }
    if (!(await this.leases.acquire(identity.sessionId, identity.socketId))) {
      this.logger.warn('WebSocket refused: too many sockets in one session');
      return {
        ok: false,
        status: 429,
        body: { code: ErrorCode.RateLimited, message: ChatTexts.tooManySockets },
      };
    }
    req.socket.once('close', () => void this.leases.release(identity.sessionId, identity.socketId));
    return { ok: true, identity };
  }

  private async readIdentity(req: IncomingMessage): Promise<SocketIdentity> {
    const request = req as unknown as Request;
    await new Promise<void>((resolve, reject) =>
      // No response exists during an upgrade; the session only needs to be read, never written.
      this.session(request, {} as Response, (error?: unknown) =>
        error ? reject(error instanceof Error ? error : new Error(String(error))) : resolve(),
      ),
    );
    const { userId, userName } = request.session ?? {};
    if (!userId) return { kind: 'anonymous' };
    const sessionId = request.sessionID;
    return {
      kind: 'user',
      id: userId,
      name: userName ?? 'Ukjent bruker',
      sessionId,
      digest: sessionDigest(sessionId),
      socketId: randomUUID(),
    };
  }

  /** Express's compiled `trust proxy`, so an upgrade's client address is the one `req.ip` would give. */
  private trustProxy(): (address: string, hop: number) => boolean {
    const app = this.adapterHost.httpAdapter?.getInstance<Express>();
    const trust = app?.get('trust proxy fn') as ((address: string, hop: number) => boolean) | undefined;
    return trust ?? (() => false);
  }
}
