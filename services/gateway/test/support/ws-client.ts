import type { WsServerFrame } from '@avtalt/contracts';
import WebSocket from 'ws';

/** Why an upgrade was refused: the HTTP status and body the gateway answered instead of a socket. */
export class UpgradeRefused extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
  ) {
    super(`upgrade refused: ${status} ${body}`);
  }
}

export interface Closed {
  code: number;
  reason: string;
  /** When the close arrived (Date.now()). */
  at: number;
}

/**
 * A real `ws` client that keeps every frame it receives, how it was closed, and lets a test wait for the
 * next matching frame or for the close.
 */
export class WsTestClient {
  readonly frames: WsServerFrame[] = [];
  readonly closed: Promise<Closed>;
  private closedWith?: Closed;

  private constructor(readonly socket: WebSocket) {
    socket.on('message', (data) => this.frames.push(JSON.parse(data.toString()) as WsServerFrame));
    this.closed = new Promise((resolve) =>
      socket.once('close', (code, reason) => {
        this.closedWith = { code, reason: reason.toString(), at: Date.now() };
        resolve(this.closedWith);
      }),
    );
  }

  static connect(
    baseUrl: string,
    options: { cookie?: string; origin?: string | null; forwardedFor?: string } = {},
  ): Promise<WsTestClient> {
    const headers: Record<string, string> = {};
    if (options.cookie) headers.cookie = options.cookie;
    const origin = options.origin === undefined ? baseUrl : options.origin;
    if (origin) headers.origin = origin;
    if (options.forwardedFor) headers['x-forwarded-for'] = options.forwardedFor;
    const socket = new WebSocket(baseUrl.replace(/^http/, 'ws') + '/ws', { headers });
    return new Promise((resolve, reject) => {
      socket.once('open', () => resolve(new WsTestClient(socket)));
      socket.once('unexpected-response', (_req, res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString()));
        res.on('end', () => reject(new UpgradeRefused(res.statusCode ?? 0, body)));
        res.on('error', () => reject(new UpgradeRefused(res.statusCode ?? 0, body)));
      });
      socket.once('error', reject);
    });
  }

  get isOpen(): boolean {
    return this.socket.readyState === WebSocket.OPEN;
  }

  get closeInfo(): Closed | undefined {
    return this.closedWith;
  }

  send(frame: unknown): void {
    this.socket.send(typeof frame === 'string' ? frame : JSON.stringify(frame));
  }

  /** The first frame received from index `from` on that matches, waiting up to `timeoutMs` for it. */
  async next<T extends WsServerFrame['type']>(
    type: T,
    match: (f: Extract<WsServerFrame, { type: T }>) => boolean = () => true,
    { from = 0, timeoutMs = 5000 }: { from?: number; timeoutMs?: number } = {},
  ): Promise<Extract<WsServerFrame, { type: T }>> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.frames
        .slice(from)
        .find(
          (f): f is Extract<WsServerFrame, { type: T }> =>
            f.type === type && match(f as Extract<WsServerFrame, { type: T }>),
        );
      if (found) return found;
      if (Date.now() > deadline)
        throw new Error(
          `no '${type}' frame within ${timeoutMs} ms; got ${JSON.stringify(this.frames.slice(from))}`,
        );
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  /** The close, or an error after `timeoutMs`. */
  async waitClosed(timeoutMs = 5000): Promise<Closed> {
    let timer: NodeJS.Timeout | undefined;
    try {
      return await Promise.race([
        this.closed,
        new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new Error(`socket still open after ${timeoutMs} ms`)), timeoutMs);
        }),
      ]);
    } finally {
      clearTimeout(timer);
    }
  }

  terminate(): void {
    this.socket.terminate();
  }
}
