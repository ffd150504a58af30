import type { WebSocketLike } from '../lib/agreement-socket';

/**
 * A WebSocket stand-in for unit tests: records what the app sends and lets the test open, feed and
 * drop the connection. jsdom's real WebSocket would try to reach a server.
 */
export class FakeWebSocket implements WebSocketLike {
  static instances: FakeWebSocket[] = [];

  /** The socket the app created last. */
  static latest(): FakeWebSocket {
    const socket = FakeWebSocket.instances.at(-1);
    if (!socket) throw new Error('No WebSocket was created');
    return socket;
  }

  readyState = 0;
  sent: string[] = [];
  closedByClient = false;
  onopen: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;

  constructor(readonly url: string) {
    FakeWebSocket.instances.push(this);
  }

  send(data: string): void {
    if (this.readyState !== 1) throw new Error('InvalidStateError: the socket is not open');
    this.sent.push(data);
  }

  close(): void {
    this.closedByClient = true;
    this.readyState = 3;
  }

  /** What the app sent, parsed. */
  get frames(): Record<string, unknown>[] {
    return this.sent.map((data) => JSON.parse(data) as Record<string, unknown>);
  }

  // ---- driven by the test -----------------------------------------------------------------------

  open(): void {
    this.readyState = 1;
    this.onopen?.(new Event('open'));
  }

  /** A frame from the server: an object is sent as JSON, a string as it is. */
  receive(frame: unknown): void {
    const data = typeof frame === 'string' ? frame : JSON.stringify(frame);
    this.onmessage?.({ data } as MessageEvent);
  }

  /** The server closes the connection with a code (e.g. 4401: the session ended). */
  closeFromServer(code: number, reason = ''): void {
    this.readyState = 3;
    this.onclose?.({ code, reason, wasClean: true } as CloseEvent);
  }

  /** The connection is lost (network, server restart). */
  drop(): void {
    this.readyState = 3;
    this.onerror?.(new Event('error'));
    this.onclose?.({ code: 1006, reason: '', wasClean: false } as CloseEvent);
  }
}

/** Puts {@link FakeWebSocket} in place of the global WebSocket; call the returned function to undo it. */
export function installFakeWebSocket(): () => void {
  const original = globalThis.WebSocket;
  FakeWebSocket.instances = [];
  globalThis.WebSocket = FakeWebSocket as unknown as typeof WebSocket;
  return () => {
    globalThis.WebSocket = original;
    FakeWebSocket.instances = [];
  };
}
