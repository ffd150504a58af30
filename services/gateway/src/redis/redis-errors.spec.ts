import {
  ClientClosedError,
  ClientOfflineError,
  ErrorReply,
  SocketClosedUnexpectedlyError,
  TimeoutError,
} from 'redis';
import { isRedisUnavailable, RedisUnavailableError } from './redis-errors';

function socketError(code: string): Error {
  return Object.assign(new Error(`connect ${code} 127.0.0.1:6379`), { code });
}

describe('isRedisUnavailable', () => {
  it.each([
    ['the offline client (offline queue disabled)', new ClientOfflineError()],
    ['a closed client', new ClientClosedError()],
    ['a command that timed out', new TimeoutError()],
    ['a connection that broke under a command', new SocketClosedUnexpectedlyError()],
    ['a refused connection', socketError('ECONNREFUSED')],
    ['a reset connection', socketError('ECONNRESET')],
    ['a transaction bounded by the gateway', new RedisUnavailableError('timeout')],
    ['a Redis still loading its data', new ErrorReply('LOADING Redis is loading the dataset in memory')],
  ])('counts %s as unavailable', (_label, error) => {
    expect(isRedisUnavailable(error)).toBe(true);
  });

  it.each([
    [
      'a reply to a wrong command (a bug)',
      new ErrorReply('WRONGTYPE Operation against a key holding the wrong kind of value'),
    ],
    ['any other error', new Error('boom')],
    ['a file-system error', socketError('ENOENT')],
    ['something that is not an error', 'ECONNREFUSED'],
    ['nothing', undefined],
  ])('does not count %s', (_label, error) => {
    expect(isRedisUnavailable(error)).toBe(false);
  });
});
