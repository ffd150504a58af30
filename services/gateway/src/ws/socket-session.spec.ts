import { ChatRpc, ChatTexts, ErrorCode, type Language, WS_CLOSE_SESSION_ENDED } from '@avtalt/contracts';
import { EventEmitter } from 'node:events';
import { WebSocket } from 'ws';
import {
  FRAME_WINDOW_MS,
  MAX_FRAMES_PER_WINDOW,
  type SocketIdentity,
  SocketSession,
  type SocketSessionDeps,
} from './socket-session';

const agreementId = '6f1d3c8e-8a8f-4f55-9d8e-2b7f5d0c1a11';
const user: SocketIdentity = {
  kind: 'user',
  id: 'user-1',
  name: 'Kari',
  sessionId: 'sid-1',
  digest: 'digest-1',
  socketId: 'socket-1',
};
const history = [
  {
    id: '0b7e5a52-3c1d-4f0e-9a55-2f1b6c3d4e5f',
    agreementId,
    userId: 'user-2',
    userName: 'Ola',
    content: 'Hei',
    createdAt: '2026-11-29T10:00:00.000Z',
    questionId: null,
  },
];

class FakeSocket extends EventEmitter {
  readyState: number = WebSocket.OPEN;
  readonly sent: Record<string, unknown>[] = [];
  closedWith?: [number, string];
  pings = 0;
  terminated = false;
  send(text: string): void {
    this.sent.push(JSON.parse(text) as Record<string, unknown>);
  }
  close(code: number, reason: string): void {
    this.closedWith = [code, reason];
    this.readyState = WebSocket.CLOSING;
  }
  ping(): void {
    this.pings += 1;
  }
  terminate(): void {
    this.terminated = true;
    this.readyState = WebSocket.CLOSED;
  }
}

function sessionOf(
  identity: SocketIdentity,
  options: { storedUserId?: string | null; language?: Language } = {},
) {
  const socket = new FakeSocket();
  let now = 1_000_000;
  const calls: { subject: string; payload: unknown }[] = [];
  const rooms = new Set<string>();
  const activated: string[][] = [];
  const listed = new Map<string, () => void>();
  const storedUserId = options.storedUserId === undefined ? 'user-1' : options.storedUserId;
  const deps: SocketSessionDeps = {
    rpc: {
      request: (async (def: { subject: string }, payload: unknown) => {
        calls.push({ subject: def.subject, payload });
        return def.subject === ChatRpc.open.subject ? { messages: history } : { id: 'message-2' };
      }) as unknown as SocketSessionDeps['rpc']['request'],
    },
    hub: {
      enter: async (room) => void rooms.add(room),
      leave: (room) => void rooms.delete(room),
      activate: (_room, _socket, alreadySent) => void activated.push([...alreadySent]),
    },
    sessionSockets: {
      add: (digest, _socket, end) => void listed.set(digest, end),
      remove: (digest) => void listed.delete(digest),
    },
    leases: {
      read: async () => (storedUserId ? JSON.stringify({ userId: storedUserId, userName: 'Kari N.' }) : null),
    },
    logger: { error: () => undefined },
    now: () => now,
  };
  // A copy: a session takes the name its stored session gives, and the fixture stays as it is.
  const session = new SocketSession(socket as unknown as WebSocket, { ...identity }, deps, options.language);
  session.open();
  const advance = (ms: number) => (now += ms);
  return { session, socket, calls, rooms, activated, listed, advance };
}

const join = JSON.stringify({ type: 'join', agreementId });
const message = (content: string) => JSON.stringify({ type: 'message', agreementId, content });

describe('SocketSession', () => {
  it('answers a logged-in join with the history, then lets the held-back events through without repeats', async () => {
    const { session, socket, calls, rooms, activated } = sessionOf(user);
    await session.receive(join);
    expect(calls).toEqual([{ subject: ChatRpc.open.subject, payload: { agreementId, withHistory: true } }]);
    expect(socket.sent).toEqual([{ type: 'history', agreementId, messages: history }]);
    expect([...rooms]).toEqual([agreementId]);
    expect(activated).toEqual([[history[0].id]]);
  });

  it('keeps an anonymous visitor in the room for updates but tells it the chat needs a login', async () => {
    const { session, socket, calls, rooms } = sessionOf({ kind: 'anonymous' });
    await session.receive(join);
    expect(calls[0].payload).toEqual({ agreementId, withHistory: false });
    expect(socket.sent).toEqual([
      { type: 'error', code: ErrorCode.LoginRequired, message: ChatTexts.loginRequired },
    ]);
    expect([...rooms]).toEqual([agreementId]);
    await session.receive(message('Hei'));
    expect(calls).toHaveLength(1);
  });

  it('writes its error frames and its close reason in the language of the upgrade request', async () => {
    const visitor = sessionOf({ kind: 'anonymous' }, { language: 'nn' });
    await visitor.session.receive(join);
    await visitor.session.receive('{not json');
    expect(visitor.socket.sent).toEqual([
      {
        type: 'error',
        code: ErrorCode.LoginRequired,
        message: 'Du må vere logga inn for å vere med i diskusjonen.',
      },
      {
        type: 'error',
        code: ErrorCode.ValidationFailed,
        message: 'Meldinga kunne ikkje lesast: ho er ikkje gyldig JSON.',
      },
    ]);
    const gone = sessionOf(user, { storedUserId: null, language: 'en' });
    await gone.session.receive(join);
    expect(gone.socket.closedWith).toEqual([
      WS_CLOSE_SESSION_ENDED,
      'Your session has ended. Log in again to take part in the discussion.',
    ]);
  });

  it('refuses a message to a room the socket has not joined', async () => {
    const { session, socket, calls } = sessionOf(user);
    await session.receive(message('Hei'));
    expect(calls).toEqual([]);
    expect(socket.sent).toEqual([{ type: 'error', code: ErrorCode.Conflict, message: ChatTexts.notJoined }]);
  });

  it('posts as the user its session names now, whatever the frame claims', async () => {
    const { session, calls } = sessionOf(user);
    await session.receive(join);
    await session.receive(JSON.stringify({ type: 'message', agreementId, content: 'Hei', userName: 'Eve' }));
    expect(calls[1]).toEqual({
      subject: ChatRpc.post.subject,
      payload: { agreementId, author: { id: 'user-1', name: 'Kari N.' }, content: 'Hei' },
    });
  });

  it('tells a socket over the frame limit to slow down, and lets it go on in the next window', async () => {
    const { session, socket, advance } = sessionOf(user);
    for (let i = 0; i < MAX_FRAMES_PER_WINDOW; i += 1) await session.receive('not json');
    expect(socket.sent.every((frame) => frame.code === ErrorCode.ValidationFailed)).toBe(true);
    await session.receive('not json');
    expect(socket.sent.at(-1)).toEqual({
      type: 'error',
      code: ErrorCode.RateLimited,
      message: ChatTexts.rateLimited,
    });
    advance(FRAME_WINDOW_MS);
    await session.receive('not json');
    expect(socket.sent.at(-1)).toMatchObject({ code: ErrorCode.ValidationFailed });
  });

  it('ends the socket when a join finds its session gone: no room, told why, closed with 4401', async () => {
    const { session, socket, calls, rooms, listed } = sessionOf(user, { storedUserId: null });
    await session.receive(join);
    expect(calls).toEqual([]);
    expect([...rooms]).toEqual([]);
    expect(listed.size).toBe(0);
    expect(socket.sent).toEqual([
      { type: 'error', code: ErrorCode.LoginRequired, message: ChatTexts.sessionEnded },
    ]);
    expect(socket.closedWith).toEqual([WS_CLOSE_SESSION_ENDED, ChatTexts.sessionEnded]);
    await session.receive(join);
    expect(socket.sent).toHaveLength(1);
  });

  it('is closed by a session ended on another replica, leaving its rooms', async () => {
    const { session, socket, rooms, listed } = sessionOf(user);
    await session.receive(join);
    listed.get('digest-1')!();
    expect([...rooms]).toEqual([]);
    expect(socket.closedWith?.[0]).toBe(WS_CLOSE_SESSION_ENDED);
  });

  it('is dropped by the heartbeat when it did not answer the previous ping', () => {
    const { session, socket } = sessionOf(user);
    session.ping();
    socket.emit('pong');
    session.ping();
    expect(socket.pings).toBe(2);
    expect(socket.terminated).toBe(false);
    session.ping();
    expect(socket.terminated).toBe(true);
  });
});
