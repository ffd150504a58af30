import type { WsServerFrame } from '@avtalt/contracts';
import WebSocket from 'ws';

/** A real `ws` client that keeps every frame it receives and lets a test wait for the next matching one. */
export class WsTestClient {
  readonly frames: WsServerFrame[] = [];
  private readonly waiters: { match: (f: WsServerFrame) => boolean; resolve: (f: WsServerFrame) => void }[] =
    [];
  private cursor = 0;

  private constructor(readonly socket: WebSocket) {
    socket.on('message', (data) => {
      const frame = JSON.parse(data.toString()) as WsServerFrame;
      this.frames.push(frame);
      for (const waiter of [...this.waiters]) {
        if (waiter.match(frame)) {
          this.waiters.splice(this.waiters.indexOf(waiter), 1);
          waiter.resolve(frame);
        }
      }
    });
  }

  static connect(
    baseUrl: string,
    options: { cookie?: string; origin?: string | null } = {},
  ): Promise<WsTestClient> {
    const headers: Record<string, string> = {};
    if (options.cookie) headers.cookie = options.cookie;
    const origin = options.origin === undefined ? baseUrl : options.origin;
    if (origin) headers.origin = origin;
    const socket = new WebSocket(baseUrl.replace(/^http/, 'ws') + '/ws', { headers });
    return new Promise((resolve, reject) => {
      socket.once('open', () => resolve(new WsTestClient(socket)));
      socket.once('unexpected-response', (_req, res) =>
        reject(new Error(`upgrade refused: ${res.statusCode}`)),
      );
      socket.once('error', reject);
    });
  }

  send(frame: unknown): void {
    this.socket.send(typeof frame === 'string' ? frame : JSON.stringify(frame));
  }

  /** The next frame (after those already taken) that matches; frames before it are skipped. */
  next<T extends WsServerFrame['type']>(
    type: T,
    match: (f: Extract<WsServerFrame, { type: T }>) => boolean = () => true,
    timeoutMs = 5000,
  ): Promise<Extract<WsServerFrame, { type: T }>> {
    const test = (f: WsServerFrame) => f.type === type && match(f as Extract<WsServerFrame, { type: T }>);
    for (let i = this.cursor; i < this.frames.length; i += 1) {
      if (test(this.frames[i])) {
        this.cursor = i + 1;
        return Promise.resolve(this.frames[i] as Extract<WsServerFrame, { type: T }>);
      }
    }
    return new Promise((resolve, reject) => {
      const timer = setTimeout(
        () =>
          reject(
            new Error(
              `no '${type}' frame within ${timeoutMs} ms; got ${JSON.stringify(this.frames.slice(this.cursor))}`,
            ),
          ),
        timeoutMs,
      );
      this.waiters.push({
        match: test,
        resolve: (f) => {
          clearTimeout(timer);
          this.cursor = this.frames.length;
          resolve(f as Extract<WsServerFrame, { type: T }>);
        },
      });
    });
  }

  /** Waits a little and returns what arrived that matches (for "nothing arrives" assertions). */
  async collect(type: WsServerFrame['type'], ms = 400): Promise<WsServerFrame[]> {
    const start = this.frames.length;
    await new Promise((r) => setTimeout(r, ms));
    return this.frames.slice(start).filter((f) => f.type === type);
  }

  close(): void {
    this.socket.terminate();
  }
}
