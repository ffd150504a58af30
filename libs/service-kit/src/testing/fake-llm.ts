/**
 * A local stand-in for an OpenAI-compatible chat-completions endpoint (LLM_BASE_URL), for integration
 * tests of question generation: it answers with as many questions as the prompt asks for (their text
 * names the topic; `typed` makes the first two a party and an amount), or fails with HTTP 500, or holds every request until released (a slow model).
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeLlmMode = 'answer' | 'fail' | 'hold';

export interface FakeLlm {
  /** The base URL to give the templates service as LLM_BASE_URL. */
  url: string;
  mode: FakeLlmMode;
  /** Answer with a party and an amount question first (false: Ja/Nei questions only). */
  typed: boolean;
  /** Completion requests received so far. */
  readonly requests: number;
  /** Resolves when the request count reaches `count`. */
  waitForRequests(count: number, timeoutMs?: number): Promise<void>;
  /** Answers every held request (as in 'answer' mode); connections that closed meanwhile are skipped. */
  release(): void;
  close(): Promise<void>;
}

/**
 * Ja/Nei questions; `typed`: the first names a party (the lender, with roles) and the second an amount, as a
 * model following the typed schema may answer.
 */
function questionsFor(prompt: string, typed: boolean): { questions: unknown[] } {
  const count = Number(/Antall spørsmål: (\d+)/.exec(prompt)?.[1] ?? 3);
  const topic = /Tema: (.*)/.exec(prompt)?.[1]?.trim() ?? 'avtalen';
  const none = {
    description: null,
    clauseYes: null,
    clauseNo: null,
    options: null,
    optionClauses: null,
    format: null,
    clauseTemplate: null,
    partyRoles: null,
    fact: false,
  };
  const values = [
    {
      ...none,
      text: `Hvem låner ut det avtalen om ${topic} gjelder?`,
      type: 'free_text',
      format: 'party',
      clauseTemplate: `{{svar}} låner ut det avtalen om ${topic} gjelder.`,
      partyRoles: { chosen: 'utlåner', others: 'låner' },
      section: 'Lånet',
    },
    {
      ...none,
      text: `Hva skal lånet om ${topic} koste per måned?`,
      type: 'free_text',
      format: 'amount',
      clauseTemplate: `Lånet koster {{svar}} per måned.`,
      section: 'Økonomi',
    },
  ];
  return {
    questions: Array.from({ length: count }, (_, i) =>
      typed && i < values.length
        ? values[i]
        : {
            ...none,
            text: `Skal dere avtale punkt ${i + 1} om ${topic}?`,
            type: 'yes_no',
            clauseYes: `Partene er enige om punkt ${i + 1} om ${topic}.`,
            clauseNo: `Punkt ${i + 1} om ${topic} avtales ikke.`,
            section: 'Andre avtalepunkter',
          },
    ),
  };
}

function answer(res: ServerResponse, prompt: string, typed: boolean): void {
  if (res.destroyed || res.writableEnded) return;
  const content = JSON.stringify(questionsFor(prompt, typed));
  res.writeHead(200, { 'content-type': 'application/json' });
  res.end(
    JSON.stringify({
      id: 'cmpl-test',
      object: 'chat.completion',
      choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
    }),
  );
}

export async function startFakeLlm(mode: FakeLlmMode = 'answer'): Promise<FakeLlm> {
  const held: { res: ServerResponse; prompt: string }[] = [];
  const waiters: { count: number; resolve: () => void }[] = [];
  let requests = 0;
  const state = { mode, typed: false };
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    let data = '';
    req.on('data', (chunk) => (data += chunk));
    req.on('end', () => {
      requests += 1;
      for (const waiter of waiters.filter((w) => requests >= w.count)) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve();
      }
      let prompt = '';
      try {
        prompt = (JSON.parse(data) as { messages: { content: string }[] }).messages.at(-1)?.content ?? '';
      } catch {
        // not a completion request: answered with the defaults
      }
      if (state.mode === 'fail') {
        res.writeHead(500, { 'content-type': 'application/json' });
        res.end('{"error":"boom"}');
      } else if (state.mode === 'hold') {
        held.push({ res, prompt });
      } else {
        answer(res, prompt, state.typed);
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  return {
    url,
    get mode() {
      return state.mode;
    },
    set mode(value: FakeLlmMode) {
      state.mode = value;
    },
    get typed() {
      return state.typed;
    },
    set typed(value: boolean) {
      state.typed = value;
    },
    get requests() {
      return requests;
    },
    waitForRequests(count, timeoutMs = 15_000) {
      if (requests >= count) return Promise.resolve();
      return new Promise<void>((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`fake LLM: ${requests} of ${count} requests within ${timeoutMs} ms`)),
          timeoutMs,
        );
        waiters.push({ count, resolve: () => (clearTimeout(timer), resolve()) });
      });
    },
    release() {
      for (const { res, prompt } of held.splice(0)) answer(res, prompt, state.typed);
    },
    async close() {
      for (const { res } of held.splice(0)) res.destroy();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
