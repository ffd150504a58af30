import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { OpenAiQuestionGenerator, QUESTIONS_JSON_SCHEMA } from '../src/generation/openai-question-generator';
import { GenerationError } from '../src/generation/question-generator.port';

/** A small local server imitating an OpenAI-compatible chat-completions API. */
type Reply = { status?: number; body?: unknown; raw?: string; delayMs?: number };
let reply: Reply;
let received: { url?: string; headers?: IncomingMessage['headers']; body?: any } = {};
let server: Server;
const pending = new Set<NodeJS.Timeout>();
let baseUrl: string;

function completion(content: string) {
  return {
    id: 'cmpl-1',
    object: 'chat.completion',
    choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
  };
}

function questions(n: number) {
  return Array.from({ length: n }, (_, i) => ({
    text: `Skal dere dele utgift nummer ${i + 1} likt?`,
    description: null,
    clauseYes: `Partene deler utgift nummer ${i + 1} likt.`,
    clauseNo: `Utgift nummer ${i + 1} fordeles etter egen avtale.`,
  }));
}

beforeAll(async () => {
  server = createServer((req, res) => {
    let data = '';
    req.on('data', (chunk) => (data += chunk));
    req.on('end', () => {
      received = { url: req.url, headers: req.headers, body: JSON.parse(data || '{}') };
      const timer = setTimeout(() => {
        pending.delete(timer);
        res.writeHead(reply.status ?? 200, { 'content-type': 'application/json' });
        res.end(reply.raw ?? JSON.stringify(reply.body));
      }, reply.delayMs ?? 0);
      pending.add(timer);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});

afterAll(async () => {
  for (const timer of pending) clearTimeout(timer);
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const generator = (timeoutMs = 2000) =>
  new OpenAiQuestionGenerator({ baseUrl, apiKey: 'test-key', model: 'test-model', timeoutMs });
const input = { title: 'Felles båt', description: 'Vi deler en seilbåt', count: 3 };

it('sends a chat-completions request with the JSON schema and returns validated questions', async () => {
  reply = { body: completion(JSON.stringify({ questions: questions(3) })) };
  const result = await generator().generate(input);
  expect(result).toHaveLength(3);
  expect(result[0]).toMatchObject({
    text: 'Skal dere dele utgift nummer 1 likt?',
    clauseYes: 'Partene deler utgift nummer 1 likt.',
  });
  expect(received.url).toBe('/v1/chat/completions');
  expect(received.headers?.authorization).toBe('Bearer test-key');
  expect(received.body.model).toBe('test-model');
  expect(received.body.response_format).toEqual({ type: 'json_schema', json_schema: QUESTIONS_JSON_SCHEMA });
  expect(received.body.messages[1].content).toContain('Felles båt');
  expect(received.body.messages[1].content).toContain('Antall spørsmål: 3');
});

it('keeps typed questions as typed, with their sections and roles, and clears the fields of other types', async () => {
  const typed = [
    {
      text: 'Hvem leier ut båten?',
      description: null,
      type: 'free_text',
      clauseYes: null,
      clauseNo: null,
      options: [],
      optionClauses: null,
      format: 'party',
      clauseTemplate: '{{svar}} leier ut båten til de andre partene.',
      partyRoles: { chosen: 'utleier', others: 'leietaker' },
      section: 'Leieforholdet',
      fact: false,
    },
    {
      text: 'Hvor mye er leien per måned?',
      description: null,
      type: 'free_text',
      clauseYes: 'Ja.',
      clauseNo: null,
      options: null,
      optionClauses: null,
      format: 'amount',
      clauseTemplate: 'Leien er {{svar}} per måned.',
      partyRoles: null,
      section: 'Økonomi',
      fact: false,
    },
    {
      text: 'Hvor lang oppsigelsesfrist skal dere ha?',
      description: null,
      type: 'multiple_choice',
      clauseYes: null,
      clauseNo: null,
      options: ['Én måned', 'Tre måneder'],
      optionClauses: ['Oppsigelsesfristen er én måned.', 'Oppsigelsesfristen er tre måneder.'],
      format: null,
      clauseTemplate: null,
      partyRoles: null,
      section: 'Oppsigelse',
      fact: false,
    },
  ];
  reply = { body: completion(JSON.stringify({ questions: typed })) };
  const result = await generator().generate(input);
  expect(result[0]).toMatchObject({
    type: 'free_text',
    format: 'party',
    partyRoles: { chosen: 'utleier', others: 'leietaker' },
    options: null,
    section: 'Leieforholdet',
  });
  expect(result[1]).toMatchObject({ type: 'free_text', format: 'amount', clauseYes: null });
  expect(result[2]).toMatchObject({ type: 'multiple_choice', options: ['Én måned', 'Tre måneder'] });
});

it('leaves out a question that breaks the contract and keeps the rest', async () => {
  const broken = {
    text: 'Hvor mye koster det?',
    type: 'free_text',
    format: 'amount',
    clauseTemplate: 'Prisen avtales.',
  };
  reply = { body: completion(JSON.stringify({ questions: [broken, ...questions(3)] })) };
  const result = await generator().generate(input);
  expect(result.map((q) => q.text)).not.toContain('Hvor mye koster det?');
  expect(result).toHaveLength(3);
});

it('drops duplicates and keeps exactly the count asked for', async () => {
  reply = { body: completion(JSON.stringify({ questions: [...questions(4), questions(1)[0]] })) };
  expect(await generator().generate(input)).toHaveLength(3);
});

it.each([
  ['an HTTP error', { status: 500, body: { error: 'boom' } }, 'Språkmodellen svarte med HTTP 500'],
  ['a body that is not a completion', { body: { nope: true } }, 'Uventet svar fra språkmodellen'],
  [
    'content that is not JSON',
    { body: completion('Her er spørsmålene: ...') },
    'Språkmodellen svarte ikke med gyldig JSON',
  ],
  [
    'JSON that breaks the schema',
    { body: completion(JSON.stringify({ questions: 'tre spørsmål' })) },
    'fulgte ikke skjemaet',
  ],
  [
    'too few questions',
    { body: completion(JSON.stringify({ questions: questions(2) })) },
    'ga 2 ulike gyldige spørsmål, 3 ble bedt om',
  ],
  [
    'too few valid questions',
    { body: completion(JSON.stringify({ questions: [...questions(2), { text: 'Hei?' }] })) },
    'ga 2 ulike gyldige spørsmål, 3 ble bedt om',
  ],
  ['an unparseable body', { raw: '<html>502</html>' }, 'Uventet svar fra språkmodellen'],
])('fails with details on %s', async (_label, response, details) => {
  reply = response as Reply;
  const error = await generator()
    .generate(input)
    .catch((e: unknown) => e);
  expect(error).toBeInstanceOf(GenerationError);
  expect((error as GenerationError).message).toBe('Kunne ikke regenerere spørsmål. Prøv igjen senere.');
  expect((error as GenerationError).details).toContain(details);
});

it('gives up after the timeout', async () => {
  reply = { body: completion(JSON.stringify({ questions: questions(3) })), delayMs: 1500 };
  const started = Date.now();
  const error = await generator(300)
    .generate(input)
    .catch((e: unknown) => e);
  expect((error as GenerationError).details).toBe('Språkmodellen svarte ikke innen 0.3 s');
  expect(Date.now() - started).toBeLessThan(1400);
});

it('reports an unreachable endpoint', async () => {
  const unreachable = new OpenAiQuestionGenerator({
    baseUrl: 'http://127.0.0.1:1/v1',
    model: 'm',
    timeoutMs: 1000,
  });
  const error = await unreachable.generate(input).catch((e: unknown) => e);
  expect((error as GenerationError).details).toBe('Fikk ikke kontakt med språkmodellen');
});
