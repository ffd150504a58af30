import pino from 'pino';
import { throwError } from 'rxjs';
import { metrics } from './metrics';
import { natsMessage } from './nats-message.spec-helper';
import { DrainingServerNats } from './shutdown-nats';

interface Outcome {
  /** Answered with an error packet (as the services' exception filters answer). */
  error?: { code: string; message: string };
  /** The handler itself rejects: Nest sends nothing. */
  crash?: Error;
}

/** A draining server whose one handler waits until the test lets it answer (or fail). */
function server() {
  const nats = new DrainingServerNats({ servers: ['nats://127.0.0.1:1'] }, pino({ level: 'silent' }));
  let finish: (outcome: Outcome) => void = () => undefined;
  nats.addHandler('test.write.v1', async () => {
    const { error, crash } = await new Promise<Outcome>((resolve) => (finish = resolve));
    if (crash) throw crash;
    if (error) return throwError(() => error);
    return { written: true };
  });
  return { nats, finish: (outcome: Outcome = {}) => finish(outcome) };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('DrainingServerNats', () => {
  afterEach(() => jest.restoreAllMocks());

  it('counts a message as handled until its reply is out, and then wakes waitIdle', async () => {
    const { nats, finish } = server();
    const { msg, replies } = natsMessage();
    void nats.handleMessage('test.write.v1', msg);
    await tick();
    expect(nats.handling()).toBe(1);
    const idle = nats.waitIdle(5000);
    finish();
    await expect(idle).resolves.toBe(true);
    expect(nats.handling()).toBe(0);
    expect(replies.at(-1)).toMatchObject({ id: 'p1', isDisposed: true });
  });

  it('counts a failed message as done once its error is sent', async () => {
    const { nats, finish } = server();
    const { msg, replies } = natsMessage();
    void nats.handleMessage('test.write.v1', msg);
    await tick();
    finish({ error: { code: 'CONFLICT', message: 'Allerede endret' } });
    await expect(nats.waitIdle(5000)).resolves.toBe(true);
    expect(replies.at(-1)).toMatchObject({ id: 'p1', err: { code: 'CONFLICT' } });
  });

  it('counts a message whose handler crashed (no reply) as done when the handling settles', async () => {
    const { nats, finish } = server();
    const { msg, replies } = natsMessage();
    const handled = nats.handleMessage('test.write.v1', msg).catch(() => undefined);
    await tick();
    finish({ crash: new Error('boom') });
    await handled;
    await expect(nats.waitIdle(5000)).resolves.toBe(true);
    expect(replies).toEqual([]);
  });

  it('counts a message as done even when recording its reply fails, and still sends the reply', async () => {
    jest.spyOn(metrics, 'natsServerDuration').mockImplementation(() => {
      throw new Error('metrics broken');
    });
    const { nats, finish } = server();
    const { msg, replies } = natsMessage();
    void nats.handleMessage('test.write.v1', msg);
    await tick();
    finish();
    await expect(nats.waitIdle(5000)).resolves.toBe(true);
    expect(replies.at(-1)).toMatchObject({ id: 'p1', response: { written: true } });
  });

  it('gives false from waitIdle when a message is still being handled after the timeout', async () => {
    const { nats, finish } = server();
    const { msg } = natsMessage();
    void nats.handleMessage('test.write.v1', msg);
    await tick();
    await expect(nats.waitIdle(20)).resolves.toBe(false);
    finish();
    await expect(nats.waitIdle(5000)).resolves.toBe(true);
  });
});
