import { chatCompletionJson } from './chat-completion';
import { completion, fakeFetch, json } from './chat-completion.spec-helper';

const settings = { baseUrl: 'http://llm.test/v1/', apiKey: 'secret-key', model: 'm', timeoutMs: 1000 };

it('posts the body to <base>/chat/completions with the bearer key and a time limit, and answers the parsed content', async () => {
  const fake = fakeFetch(async () => json(completion('{"a":1}')));
  expect(await chatCompletionJson(settings, { model: 'm' }, fake.impl)).toEqual({
    ok: true,
    content: { a: 1 },
  });
  expect(fake.calls[0].url).toBe('http://llm.test/v1/chat/completions');
  expect(fake.calls[0].init.method).toBe('POST');
  expect(fake.calls[0].init.body).toBe('{"model":"m"}');
  expect((fake.calls[0].init.headers as Record<string, string>).authorization).toBe('Bearer secret-key');
  expect(fake.calls[0].init.signal).toBeInstanceOf(AbortSignal);
});

it('sends no authorization header without a key', async () => {
  const fake = fakeFetch(async () => json(completion('{}')));
  await chatCompletionJson({ ...settings, apiKey: undefined }, {}, fake.impl);
  expect(fake.calls[0].init.headers).toEqual({ 'content-type': 'application/json' });
});

it.each([
  ['an HTTP error', async () => json({ error: 'echo of the prompt' }, 500), { kind: 'http', status: 500 }],
  ['a body that is not JSON', async () => new Response('<html>'), { kind: 'body-not-json' }],
  ['a body that is not a completion', async () => json({ choices: [] }), { kind: 'not-a-completion' }],
  [
    'content that is not JSON',
    async () => json(completion('Her er forslaget')),
    { kind: 'content-not-json' },
  ],
  ['empty content', async () => json(completion(null)), { kind: 'content-not-json' }],
])('answers why on %s', async (_label, reply, failure) => {
  expect(await chatCompletionJson(settings, {}, fakeFetch(reply).impl)).toEqual({ ok: false, failure });
});

it('tells a time limit from no contact', async () => {
  const timeout = Object.assign(new Error('timed out'), { name: 'TimeoutError' });
  expect(await chatCompletionJson(settings, {}, fakeFetch(() => Promise.reject(timeout)).impl)).toEqual({
    ok: false,
    failure: { kind: 'timeout' },
  });
  expect(
    await chatCompletionJson(
      settings,
      {},
      fakeFetch(() => Promise.reject(new TypeError('fetch failed'))).impl,
    ),
  ).toEqual({
    ok: false,
    failure: { kind: 'no-connection' },
  });
});
