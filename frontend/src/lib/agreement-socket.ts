import {
  WS_CLOSE_SESSION_ENDED,
  wsServerFrameSchema,
  type WsClientFrame,
  type WsServerFrame,
} from '@avtalt/contracts/chat';

/**
 * 'connecting' before the first connection opens, 'open' while joined, 'closed' after a drop (while
 * the socket waits and tries again) or once the owner closed it.
 */
export type SocketStatus = 'connecting' | 'open' | 'closed';

/** The part of the browser's WebSocket this module uses, so tests can hand in a fake. */
export interface WebSocketLike {
  readonly readyState: number;
  onopen: ((event: Event) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
  onclose: ((event: CloseEvent) => void) | null;
  onerror: ((event: Event) => void) | null;
  send(data: string): void;
  close(code?: number, reason?: string): void;
}

export type WebSocketFactory = (url: string) => WebSocketLike;

/** WebSocket.OPEN; spelled out because a fake (or a missing global) has no static constants. */
const WS_OPEN = 1;
/** Normal closure: the page went away, nothing is wrong. */
const CLOSE_NORMAL = 1000;

export const RECONNECT_BASE_MS = 1000;
export const RECONNECT_MAX_MS = 30_000;

/**
 * How long to wait before reconnect attempt number `attempt` (0 = the first after a drop): 1 s, 2 s,
 * 4 s … capped at 30 s, each varied by ±20 % so that browsers dropped together (a gateway restart) do
 * not all come back in the same instant.
 */
export function reconnectDelay(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(RECONNECT_MAX_MS, RECONNECT_BASE_MS * 2 ** Math.max(0, attempt));
  const jittered = Math.round(base * (0.8 + 0.4 * random()));
  return Math.min(RECONNECT_MAX_MS, jittered);
}

/** The gateway's socket on the same host as the page (the session cookie authenticates it). */
export function agreementSocketUrl(location: Pick<Location, 'protocol' | 'host'>): string {
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/ws`;
}

/** A server frame, or null when the data is not JSON or not one of the frames of the protocol. */
export function parseServerFrame(data: unknown): WsServerFrame | null {
  if (typeof data !== 'string') return null;
  let json: unknown;
  try {
    json = JSON.parse(data);
  } catch {
    return null;
  }
  const parsed = wsServerFrameSchema.safeParse(json);
  return parsed.success ? parsed.data : null;
}

export interface AgreementSocketOptions {
  url: string;
  agreementId: string;
  /** Who joins; asked at every open. The server ignores it and uses the session (spec §7). */
  identity: () => { userId: string; userName: string };
  onFrame: (frame: WsServerFrame) => void;
  onStatus?: (status: SocketStatus) => void;
  /** After each join; `reconnected` when an earlier connection had been open (updates may be missed). */
  onOpen?: (info: { reconnected: boolean }) => void;
  /**
   * The server closed the connection because the session it was opened with ended (logout or password
   * change elsewhere, expiry). It reconnects as usual, now as whoever the cookie says.
   */
  onSessionEnded?: () => void;
  createSocket?: WebSocketFactory;
  /** Jitter source of the back-off (tests pass a constant). */
  random?: () => number;
}

const browserSocket: WebSocketFactory = (url) => new WebSocket(url);

/**
 * One WebSocket to the gateway for one agreement: joins on every open and, after a drop, reconnects
 * with exponential back-off until its owner calls {@link close}.
 */
export class AgreementSocket {
  private socket: WebSocketLike | null = null;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private attempt = 0;
  private hasOpened = false;
  private started = false;
  private stopped = false;

  constructor(private readonly options: AgreementSocketOptions) {}

  /** Opens the first connection. Does nothing when already started or closed. */
  start(): void {
    if (this.started || this.stopped) return;
    this.started = true;
    this.options.onStatus?.('connecting');
    this.connect();
  }

  /** Sends a frame on the open connection; false when there is none (nothing is queued). */
  send(frame: WsClientFrame): boolean {
    const socket = this.socket;
    if (!socket || socket.readyState !== WS_OPEN) return false;
    try {
      socket.send(JSON.stringify(frame));
      return true;
    } catch {
      return false;
    }
  }

  /** Closes for good: no reconnect, no further callbacks. */
  close(): void {
    this.stopped = true;
    clearTimeout(this.timer);
    this.timer = undefined;
    const socket = this.socket;
    this.socket = null;
    if (!socket) return;
    socket.onopen = socket.onmessage = socket.onerror = socket.onclose = null;
    try {
      socket.close(CLOSE_NORMAL);
    } catch {
      // already closing
    }
  }

  private connect(): void {
    if (this.stopped) return;
    let socket: WebSocketLike;
    try {
      socket = (this.options.createSocket ?? browserSocket)(this.options.url);
    } catch {
      // No WebSocket in this browser, or a URL it refuses: try again later like after a drop.
      this.options.onStatus?.('closed');
      this.scheduleReconnect();
      return;
    }
    this.socket = socket;
    socket.onopen = () => this.handleOpen(socket);
    socket.onmessage = (event) => {
      if (this.socket !== socket) return;
      const frame = parseServerFrame(event.data);
      if (frame) this.options.onFrame(frame);
    };
    socket.onclose = (event) => this.handleClose(socket, event);
    // Every error is followed by a close event, which is where the reconnect is planned.
    socket.onerror = () => undefined;
  }

  private handleOpen(socket: WebSocketLike): void {
    if (this.socket !== socket) return;
    this.attempt = 0;
    const reconnected = this.hasOpened;
    this.hasOpened = true;
    this.send({ type: 'join', agreementId: this.options.agreementId, ...this.options.identity() });
    this.options.onStatus?.('open');
    this.options.onOpen?.({ reconnected });
  }

  private handleClose(socket: WebSocketLike, event?: CloseEvent): void {
    if (this.socket !== socket) return;
    this.socket = null;
    if (this.stopped) return;
    if (event?.code === WS_CLOSE_SESSION_ENDED) this.options.onSessionEnded?.();
    this.options.onStatus?.('closed');
    this.scheduleReconnect();
  }

  private scheduleReconnect(): void {
    if (this.stopped || this.timer !== undefined) return;
    const delay = reconnectDelay(this.attempt, this.options.random);
    this.attempt += 1;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.connect();
    }, delay);
  }
}
