import type { ProposalDraftRequest } from '@avtalt/contracts';
import { OpenAiProposalDrafter, PROPOSAL_JSON_SCHEMA, ProposalDraftError } from './openai-proposal-drafter';
import { completion, fakeFetch, json } from '../generation/chat-completion.spec-helper';

const request: ProposalDraftRequest = {
  topicTitle: 'Felles båt',
  question: {
    text: 'Skal båten selges etter fem år?',
    type: 'yes_no',
    options: null,
    format: null,
    clauses: ['Partene selger båten etter fem år.'],
  },
  answers: [
    { party: 'Part A', display: 'Ja' },
    { party: 'Part B', display: 'Nei' },
  ],
};

const drafter = (impl: typeof fetch, timeoutMs = 1000) =>
  new OpenAiProposalDrafter({ baseUrl: 'http://llm.test/v1/', apiKey: 'k', model: 'm', timeoutMs }, impl);

async function reason(promise: Promise<unknown>): Promise<string> {
  const error = await promise.catch((e: unknown) => e);
  expect(error).toBeInstanceOf(ProposalDraftError);
  return (error as ProposalDraftError).reason;
}

it('posts a chat completion with the proposal schema and answers the validated, trimmed draft', async () => {
  const fake = fakeFetch(async () =>
    json(
      completion(
        JSON.stringify({
          text: ' Skal båten selges etter sju år? ',
          clause: 'Partene selger båten etter sju år.',
        }),
      ),
    ),
  );
  const draft = await drafter(fake.impl).draft(request);
  expect(draft).toEqual({
    text: 'Skal båten selges etter sju år?',
    clause: 'Partene selger båten etter sju år.',
  });
  expect(fake.calls[0].url).toBe('http://llm.test/v1/chat/completions');
  const headers = fake.calls[0].init.headers as Record<string, string>;
  expect(headers.authorization).toBe('Bearer k');
  const body = JSON.parse(String(fake.calls[0].init.body));
  expect(body.model).toBe('m');
  expect(body.response_format).toEqual({ type: 'json_schema', json_schema: PROPOSAL_JSON_SCHEMA });
  expect(body.messages[0].role).toBe('system');
  expect(body.messages[1].content).toContain('- Part B: Nei');
  expect(fake.calls[0].init.signal).toBeInstanceOf(AbortSignal);
});

it.each([
  ['an HTTP error', () => json({ error: 'boom' }, 500), 'HTTP 500'],
  ['a body that is not JSON', () => new Response('<html>502</html>', { status: 200 }), 'body is not JSON'],
  ['a body that is not a completion', () => json({ nope: true }), 'body is not a chat completion'],
  ['content that is not JSON', () => json(completion('Her er forslaget: ...')), 'content is not JSON'],
  ['null content', () => json(completion(null)), 'content is not JSON'],
  [
    'JSON without a clause',
    () => json(completion(JSON.stringify({ text: 'Skal dere?' }))),
    'content breaks the schema at clause',
  ],
  [
    'an empty text',
    () => json(completion(JSON.stringify({ text: '  ', clause: 'Partene …' }))),
    'content breaks the schema at text',
  ],
  [
    'a label in the text',
    () => json(completion(JSON.stringify({ text: 'Skal Part A eie båten?', clause: 'Partene eier båten.' }))),
    'content names a party label',
  ],
  [
    'a label in the clause',
    () =>
      json(
        completion(JSON.stringify({ text: 'Skal båten deles?', clause: 'Part A og Part B deler båten.' })),
      ),
    'content names a party label',
  ],
])('fails on %s with a reason that holds no content', async (_label, reply, expected) => {
  expect(await reason(drafter(fakeFetch(async () => reply()).impl).draft(request))).toBe(expected);
});

it('names the time limit when the request is aborted by it', async () => {
  const timeout = Object.assign(new Error('The operation was aborted due to timeout'), {
    name: 'TimeoutError',
  });
  expect(await reason(drafter(fakeFetch(() => Promise.reject(timeout)).impl, 1500).draft(request))).toBe(
    'no answer within 1500 ms',
  );
});

it('reports no connection when fetch fails otherwise', async () => {
  expect(
    await reason(drafter(fakeFetch(() => Promise.reject(new TypeError('fetch failed'))).impl).draft(request)),
  ).toBe('no connection');
});
