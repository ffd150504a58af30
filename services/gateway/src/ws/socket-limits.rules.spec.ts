import { clientAddress, mayJoinRoom, sessionStillValid, storedSessionUser } from './socket-limits.rules';

describe('mayJoinRoom', () => {
  const rooms = new Set(['a', 'b']);
  it('lets a socket join rooms up to the limit', () => {
    expect(mayJoinRoom(rooms, 'c', 3)).toBe(true);
  });
  it('refuses one room more than the limit', () => {
    expect(mayJoinRoom(new Set(['a', 'b', 'c']), 'd', 3)).toBe(false);
  });
  it('lets a socket at the limit join a room it is already in again', () => {
    expect(mayJoinRoom(new Set(['a', 'b', 'c']), 'b', 3)).toBe(true);
  });
});

describe('clientAddress', () => {
  const trustLoopback = (address: string) => address === '127.0.0.1' || address === '::1';
  const trustNothing = () => false;

  it('is the peer when no proxy is trusted, whatever X-Forwarded-For says', () => {
    expect(clientAddress('203.0.113.9', '10.0.0.1', trustNothing)).toBe('203.0.113.9');
  });
  it('is the address the trusted proxy forwarded for', () => {
    expect(clientAddress('127.0.0.1', '198.51.100.7', trustLoopback)).toBe('198.51.100.7');
  });
  it('stops at the first untrusted hop, so a client cannot choose its address by prepending one', () => {
    expect(clientAddress('127.0.0.1', '6.6.6.6, 198.51.100.7', trustLoopback)).toBe('198.51.100.7');
  });
  it('reads a header that came in several lines', () => {
    expect(clientAddress('127.0.0.1', ['6.6.6.6', '198.51.100.7'], trustLoopback)).toBe('198.51.100.7');
  });
  it('is the peer when a trusted proxy sent no header', () => {
    expect(clientAddress('127.0.0.1', undefined, trustLoopback)).toBe('127.0.0.1');
  });
  it('passes the hop number, like Express (trust proxy = 1)', () => {
    const oneHop = (_address: string, hop: number) => hop < 1;
    expect(clientAddress('10.1.1.1', '6.6.6.6, 198.51.100.7', oneHop)).toBe('198.51.100.7');
  });
});

describe('storedSessionUser and sessionStillValid', () => {
  const stored = JSON.stringify({
    cookie: { originalMaxAge: 1000 },
    userId: 'u1',
    userName: 'Kari Nordmann',
  });

  it('reads the user and name of a stored session', () => {
    expect(storedSessionUser(stored)).toEqual({ userId: 'u1', userName: 'Kari Nordmann' });
  });
  it.each([
    ['a session that is gone', null],
    ['an anonymous session', JSON.stringify({ cookie: {}, anonymousId: 'a1' })],
    ['a session that is not JSON', '{oops'],
    ['a session that is not an object', '"u1"'],
  ])('has no user for %s', (_label, raw) => {
    expect(storedSessionUser(raw)).toBeNull();
  });
  it('lets the socket go on only while the session has the same user', () => {
    expect(sessionStillValid(storedSessionUser(stored), 'u1')).toBe(true);
    expect(sessionStillValid(storedSessionUser(stored), 'u2')).toBe(false);
    expect(sessionStillValid(null, 'u1')).toBe(false);
  });
});
