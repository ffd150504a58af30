/**
 * Model drafts of a middle ground (issue 19, docs/negotiation.md): the templates service runs as a real
 * process with LLM_BASE_URL pointing at a local imitation of an OpenAI-compatible chat-completions API
 * (node http on 127.0.0.1:0, in this file), and is asked over NATS as the agreements service asks it.
 * Every failure of the model is a clear Norwegian message (UPSTREAM_FAILED), answered well inside the
 * RPC's limit; without LLM_BASE_URL the answer is MODEL_UNAVAILABLE.
 */
import { ErrorCode, NegotiationMessages, TemplatesRpc, type ProposalDraftRequest } from '@avtalt/contracts';
import { createNatsClient, DomainError, rpcRequest } from '@avtalt/service-kit';
import { eventually, type ServiceProcess, startBackendService, testInfra } from '@avtalt/service-kit/testing';
import type { ClientProxy } from '@nestjs/microservices';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PROPOSAL_JSON_SCHEMA } from '../src/proposals/openai-proposal-drafter';

const REDIS_DB = 15;
const DATABASE = 'it_proposal_drafts_templates';
/** The service's model time limit in this file (min(LLM_TIMEOUT_MS, 15 s)). */
const TIMEOUT_MS = 1500;

type Behaviour =
  { kind: 'answer'; content: string } | { kind: 'raw'; status: number; body: string } | { kind: 'never' };

let behaviour: Behaviour;
let received: { url?: string; headers?: IncomingMessage['headers']; body?: any }[] = [];
const hanging = new Set<ServerResponse>();
let server: Server;
let baseUrl: string;
let templates: ServiceProcess | undefined;
let nats: ClientProxy;

const request: ProposalDraftRequest = {
  topicTitle: 'Samboeravtale',
  question: {
    text: 'Hvor mye skal Part A betale i husleie hver måned?',
    type: 'free_text',
    options: null,
    format: 'amount',
    clauses: ['Part A betaler {{svar}} i husleie hver måned.'],
  },
  answers: [
    { party: 'Part A', display: '6 000 kr' },
    { party: 'Part B', display: '9 000 kr' },
  ],
};

function completion(content: string): string {
  return JSON.stringify({
    id: 'cmpl-1',
    object: 'chat.completion',
    choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
  });
}

function startTemplates(env: Record<string, string>): Promise<ServiceProcess> {
  return startBackendService('templates', {
    database: DATABASE,
    redisDb: REDIS_DB,
    env: { SEED_CATALOGUE: 'false', ...env },
  });
}

/** Asks as agreements does; answers the draft or the DomainError, with the time it took. */
async function ask(body: unknown = request) {
  const started = Date.now();
  const result = await rpcRequest(nats, TemplatesRpc.draftProposal, body as ProposalDraftRequest).catch(
    (e: unknown) => e,
  );
  return { result, ms: Date.now() - started };
}

/** The service's log lines since `from`, once one holds `text` (log lines may arrive after the reply). */
function logsOnceThere(from: number, text: string): Promise<string> {
  return eventually(
    async () => {
      const lines = templates!.logs.slice(from).join('\n');
      return lines.includes(text) ? lines : undefined;
    },
    5000,
    `log line "${text}"`,
  );
}

function expectModelFailed(result: unknown) {
  expect(result).toBeInstanceOf(DomainError);
  expect([(result as DomainError).code, (result as DomainError).message]).toEqual([
    ErrorCode.UpstreamFailed,
    NegotiationMessages.modelFailed,
  ]);
}

beforeAll(async () => {
  server = createServer((req, res) => {
    let data = '';
    req.on('data', (chunk) => (data += chunk));
    req.on('end', () => {
      received.push({ url: req.url, headers: req.headers, body: JSON.parse(data || '{}') });
      if (behaviour.kind === 'never') {
        hanging.add(res);
        return;
      }
      const [status, body] =
        behaviour.kind === 'answer'
          ? [200, completion(behaviour.content)]
          : [behaviour.status, behaviour.body];
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  nats = createNatsClient(testInfra().natsUrl, 'proposal-drafts-test');
  templates = await startTemplates({
    LLM_BASE_URL: baseUrl,
    LLM_API_KEY: 'test-key',
    LLM_MODEL: 'test-model',
    LLM_TIMEOUT_MS: String(TIMEOUT_MS),
  });
}, 60_000);

afterAll(async () => {
  await templates?.stop();
  await nats?.close();
  for (const res of hanging) res.destroy();
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
});

beforeEach(() => {
  received = [];
});

describe('with a model (LLM_BASE_URL set)', () => {
  it('says a model is available', async () => {
    expect(await rpcRequest(nats, TemplatesRpc.proposalDraftStatus, {})).toEqual({ available: true });
  });

  it('answers the model’s validated draft, asked with the proposal schema and without names or addresses', async () => {
    behaviour = {
      kind: 'answer',
      content: JSON.stringify({
        text: 'Skal den ene parten betale 7 500 kr i husleie?',
        clause: 'Partene avtaler at den ene parten betaler 7 500 kr i husleie hver måned.',
      }),
    };
    const { result } = await ask();
    expect(result).toEqual({
      text: 'Skal den ene parten betale 7 500 kr i husleie?',
      clause: 'Partene avtaler at den ene parten betaler 7 500 kr i husleie hver måned.',
    });
    expect(received).toHaveLength(1);
    const [call] = received;
    expect(call.url).toBe('/v1/chat/completions');
    expect(call.headers?.authorization).toBe('Bearer test-key');
    expect(call.body.model).toBe('test-model');
    expect(call.body.response_format).toEqual({ type: 'json_schema', json_schema: PROPOSAL_JSON_SCHEMA });
    expect(call.body.messages[0].content).toContain('ja/nei-spørsmål');
    expect(call.body.messages[1].content).toContain('- Part A: 6 000 kr\n- Part B: 9 000 kr');
    expect(JSON.stringify(call.body)).not.toContain('@');
  });

  it.each([
    [
      'malformed JSON',
      { kind: 'answer', content: '{"text": "Skal dere dele' } as Behaviour,
      'content is not JSON',
    ],
    [
      'JSON that breaks the schema',
      { kind: 'answer', content: JSON.stringify({ question: 'Skal dere dele?' }) } as Behaviour,
      'content breaks the schema at text',
    ],
    // The draft goes into the contract as it comes: the labels are for the model's eyes only (review 19, finding 2).
    [
      'a draft naming a party label',
      {
        kind: 'answer',
        content: JSON.stringify({
          text: 'Skal dere dele husleien?',
          clause: 'Part A og Part B deler husleien likt.',
        }),
      } as Behaviour,
      'content names a party label',
    ],
    ['HTTP 500', { kind: 'raw', status: 500, body: '{"error":"boom"}' } as Behaviour, 'HTTP 500'],
    [
      'a body that is not a completion',
      { kind: 'raw', status: 200, body: '<html>502</html>' } as Behaviour,
      'body is not JSON',
    ],
  ])('answers a clear message on %s and logs only the reason', async (_label, reply, reason) => {
    behaviour = reply;
    const before = templates!.logs.length;
    const { result } = await ask();
    expectModelFailed(result);
    expect(received).toHaveLength(1);
    const logged = await logsOnceThere(before, `proposal draft failed: ${reason}`);
    // Never the request's or the model's text.
    expect(logged).not.toContain('husleie');
    expect(logged).not.toContain('Skal dere dele');
  });

  it('fails fast when the model never answers, and the service stays well (no unhandled rejection)', async () => {
    behaviour = { kind: 'never' };
    const before = templates!.logs.length;
    const { result, ms } = await ask();
    expectModelFailed(result);
    // The service's limit (1.5 s here), far inside the RPC's 20 s.
    expect(ms).toBeGreaterThanOrEqual(TIMEOUT_MS - 100);
    expect(ms).toBeLessThan(TIMEOUT_MS + 2500);
    await logsOnceThere(before, `proposal draft failed: no answer within ${TIMEOUT_MS} ms`);
    // Still alive and answering, with nothing unhandled in its log.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(templates!.child.exitCode).toBeNull();
    behaviour = {
      kind: 'answer',
      content: JSON.stringify({ text: 'Skal dere dele likt?', clause: 'Partene deler likt.' }),
    };
    expect((await ask()).result).toEqual({ text: 'Skal dere dele likt?', clause: 'Partene deler likt.' });
    expect(templates!.logs.join('\n')).not.toMatch(/unhandled/i);
  });

  it('refuses a request holding an @ (400) without asking the model', async () => {
    const { result } = await ask({
      ...request,
      answers: [{ party: 'Part A', display: 'kari@example.no' }, request.answers[1]],
    });
    expect(result).toBeInstanceOf(DomainError);
    expect((result as DomainError).code).toBe(ErrorCode.ValidationFailed);
    expect((result as DomainError).message).toBe('Et utkast kan ikke lages fra tekst med e-postadresser');
    expect(received).toHaveLength(0);
  });

  it('refuses answers under anything but a party label (names never reach the model)', async () => {
    const { result } = await ask({
      ...request,
      answers: [{ party: 'Kari Nordmann', display: 'Ja' }, request.answers[1]],
    });
    expect((result as DomainError).code).toBe(ErrorCode.ValidationFailed);
    expect(received).toHaveLength(0);
  });
});

describe('without a model (LLM_BASE_URL unset)', () => {
  beforeAll(async () => {
    await templates?.stop();
    templates = await startTemplates({});
  }, 60_000);

  it('says no model is available and answers MODEL_UNAVAILABLE', async () => {
    expect(await rpcRequest(nats, TemplatesRpc.proposalDraftStatus, {})).toEqual({ available: false });
    const { result } = await ask();
    expect(result).toBeInstanceOf(DomainError);
    expect([(result as DomainError).code, (result as DomainError).message]).toEqual([
      ErrorCode.ModelUnavailable,
      NegotiationMessages.modelUnavailable,
    ]);
    expect(received).toHaveLength(0);
  });
});
