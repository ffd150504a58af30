import type { WsServerFrame } from '@avtalt/contracts';
import { FakeWebSocket } from '../test/fake-websocket';
import {
  AgreementSocket,
  agreementSocketUrl,
  parseServerFrame,
  reconnectDelay,
  RECONNECT_MAX_MS,
  type AgreementSocketOptions,
  type SocketStatus,
} from './agreement-socket';

const agreementId = 'c0ffee00-0000-4000-8000-000000000001';
const message = {
  id: 'c0ffee00-0000-4000-8000-0000000000a1',
  agreementId,
  userId: 'u1',
  userName: 'Kari',
  content: 'Hei',
  createdAt: '2026-01-02T10:00:00.000Z',
};

describe('reconnectDelay', () => {
  it('doubles from 1 s and stops at 30 s', () => {
    const middle = () => 0.5;
    expect([0, 1, 2, 3, 4, 5, 6, 10].map((n) => reconnectDelay(n, middle))).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000,
    ]);
  });

  it('varies by at most 20 % and never beyond the cap', () => {
    expect(reconnectDelay(0, () => 0)).toBe(800);
    expect(reconnectDelay(0, () => 1)).toBe(1200);
    expect(reconnectDelay(2, () => 0.999)).toBeLessThanOrEqual(4800);
    expect(reconnectDelay(20, () => 1)).toBe(RECONNECT_MAX_MS);
  });
});

describe('agreementSocketUrl', () => {
  it('uses wss behind https and ws otherwise, on the page host', () => {
    expect(agreementSocketUrl({ protocol: 'https:', host: 'avtalt.no' })).toBe('wss://avtalt.no/ws');
    expect(agreementSocketUrl({ protocol: 'http:', host: 'localhost:5173' })).toBe('ws://localhost:5173/ws');
  });
});

describe('parseServerFrame', () => {
  it('accepts the frames of the protocol', () => {
    expect(parseServerFrame(JSON.stringify({ type: 'message', message }))).toEqual({
      type: 'message',
      message,
    });
    expect(parseServerFrame('{"type":"agreement_updated"}')).toEqual({ type: 'agreement_updated' });
  });

  it('ignores what does not parse', () => {
    expect(parseServerFrame('not json')).toBeNull();
    expect(parseServerFrame('{"type":"shout","text":"hei"}')).toBeNull();
    expect(
      parseServerFrame(JSON.stringify({ type: 'message', message: { ...message, id: 'x' } })),
    ).toBeNull();
    expect(parseServerFrame(new ArrayBuffer(2))).toBeNull();
  });
});

describe('AgreementSocket', () => {
  let statuses: SocketStatus[];
  let frames: WsServerFrame[];
  let opens: boolean[];

  function create(over: Partial<AgreementSocketOptions> = {}) {
    statuses = [];
    frames = [];
    opens = [];
    FakeWebSocket.instances = [];
    return new AgreementSocket({
      url: 'ws://localhost/ws',
      agreementId,
      identity: () => ({ userId: 'u1', userName: 'Kari Nordmann' }),
      onFrame: (frame) => frames.push(frame),
      onStatus: (status) => statuses.push(status),
      onOpen: ({ reconnected }) => opens.push(reconnected),
      createSocket: (url) => new FakeWebSocket(url),
      random: () => 0.5,
      ...over,
    });
  }

  afterEach(() => jest.useRealTimers());

  it('joins the agreement as soon as the connection opens', () => {
    const socket = create();
    socket.start();
    expect(statuses).toEqual(['connecting']);
    const ws = FakeWebSocket.latest();
    expect(ws.url).toBe('ws://localhost/ws');
    expect(ws.sent).toEqual([]);

    ws.open();
    expect(ws.frames).toEqual([{ type: 'join', agreementId, userId: 'u1', userName: 'Kari Nordmann' }]);
    expect(statuses).toEqual(['connecting', 'open']);
    expect(opens).toEqual([false]);
  });

  it('says when the server closed it because the session ended (4401), and reconnects', () => {
    jest.useFakeTimers();
    const ended = jest.fn();
    const socket = create({ onSessionEnded: ended });
    socket.start();
    FakeWebSocket.latest().open();
    FakeWebSocket.latest().drop();
    expect(ended).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1000);
    FakeWebSocket.latest().open();
    FakeWebSocket.latest().closeFromServer(4401, 'Økten din er avsluttet.');
    expect(ended).toHaveBeenCalledTimes(1);
    expect(statuses.at(-1)).toBe('closed');
    jest.advanceTimersByTime(1000);
    expect(FakeWebSocket.instances).toHaveLength(3);
  });

  it('passes on the frames that parse and drops the rest', () => {
    const socket = create();
    socket.start();
    const ws = FakeWebSocket.latest();
    ws.open();
    ws.receive('garbage');
    ws.receive({ type: 'unknown' });
    ws.receive({ type: 'message', message });
    ws.receive({ type: 'error', code: 'RATE_LIMITED', message: 'Du sender meldinger for raskt.' });
    expect(frames).toEqual([
      { type: 'message', message },
      { type: 'error', code: 'RATE_LIMITED', message: 'Du sender meldinger for raskt.' },
    ]);
  });

  it('sends only on an open connection', () => {
    const socket = create();
    const frame = { type: 'message', agreementId, content: 'Hei' } as const;
    expect(socket.send(frame)).toBe(false);
    socket.start();
    expect(socket.send(frame)).toBe(false);
    const ws = FakeWebSocket.latest();
    ws.open();
    expect(socket.send(frame)).toBe(true);
    expect(ws.frames.at(-1)).toEqual(frame);
    ws.drop();
    expect(socket.send(frame)).toBe(false);
  });

  it('reconnects after a drop with growing delays, starts over after an open and joins again', () => {
    jest.useFakeTimers();
    const socket = create();
    socket.start();
    FakeWebSocket.latest().open();
    FakeWebSocket.latest().drop();
    expect(statuses).toEqual(['connecting', 'open', 'closed']);

    jest.advanceTimersByTime(999);
    expect(FakeWebSocket.instances).toHaveLength(1);
    jest.advanceTimersByTime(1);
    expect(FakeWebSocket.instances).toHaveLength(2);

    // The server is still away: 2 s, then 4 s.
    FakeWebSocket.latest().drop();
    jest.advanceTimersByTime(1999);
    expect(FakeWebSocket.instances).toHaveLength(2);
    jest.advanceTimersByTime(1);
    expect(FakeWebSocket.instances).toHaveLength(3);
    FakeWebSocket.latest().drop();
    jest.advanceTimersByTime(3999);
    expect(FakeWebSocket.instances).toHaveLength(3);
    jest.advanceTimersByTime(1);
    expect(FakeWebSocket.instances).toHaveLength(4);

    const back = FakeWebSocket.latest();
    back.open();
    expect(back.frames).toEqual([{ type: 'join', agreementId, userId: 'u1', userName: 'Kari Nordmann' }]);
    expect(opens).toEqual([false, true]);
    expect(statuses.at(-1)).toBe('open');

    // A successful open resets the back-off.
    back.drop();
    jest.advanceTimersByTime(1000);
    expect(FakeWebSocket.instances).toHaveLength(5);
  });

  it('stops for good when its owner closes it', () => {
    jest.useFakeTimers();
    const socket = create();
    socket.start();
    const ws = FakeWebSocket.latest();
    ws.open();
    ws.drop();
    socket.close();
    jest.advanceTimersByTime(60_000);
    expect(FakeWebSocket.instances).toHaveLength(1);

    const again = create();
    again.start();
    const open = FakeWebSocket.latest();
    open.open();
    again.close();
    expect(open.closedByClient).toBe(true);
    // Events of the closed socket no longer reach the owner.
    open.receive({ type: 'agreement_updated' });
    open.drop();
    jest.advanceTimersByTime(60_000);
    expect(frames).toEqual([]);
    expect(statuses).toEqual(['connecting', 'open']);
    expect(FakeWebSocket.instances).toHaveLength(1);
    again.start();
    expect(FakeWebSocket.instances).toHaveLength(1);
  });

  it('retries when the socket cannot even be created', () => {
    jest.useFakeTimers();
    let calls = 0;
    const socket = create({
      createSocket: (url) => {
        calls += 1;
        if (calls === 1) throw new Error('SyntaxError');
        return new FakeWebSocket(url);
      },
    });
    socket.start();
    expect(statuses).toEqual(['connecting', 'closed']);
    jest.advanceTimersByTime(1000);
    expect(FakeWebSocket.instances).toHaveLength(1);
    FakeWebSocket.latest().open();
    expect(statuses.at(-1)).toBe('open');
    socket.close();
  });
});
