import { z } from 'zod';

/** Where and how templates reaches an OpenAI-compatible chat-completions endpoint (LLM_* settings). */
export interface OpenAiSettings {
  baseUrl: string;
  apiKey?: string;
  model: string;
  timeoutMs: number;
}

const completionSchema = z.object({
  choices: z.array(z.object({ message: z.object({ content: z.string().nullable() }) })).min(1),
});

/**
 * Why a completion could not be read. None of them holds the request's or the reply's content, so each
 * caller may log it: the time limit, no contact, the HTTP status, or which layer of the reply was malformed.
 */
export type ChatCompletionFailure =
  | { kind: 'timeout' }
  | { kind: 'no-connection' }
  | { kind: 'http'; status: number }
  | { kind: 'body-not-json' }
  | { kind: 'not-a-completion' }
  | { kind: 'content-not-json' };

export type ChatCompletionResult =
  { ok: true; content: unknown } | { ok: false; failure: ChatCompletionFailure };

/**
 * POSTs one chat-completions request (question generation and model drafts share it) and answers the
 * first choice's content parsed as JSON, or why there is none. The time limit covers the whole exchange,
 * the body too (the signal aborts a body that never ends). An error reply's body is not read (it may echo
 * the prompt); its connection is released. The content is the caller's to validate with its own schema.
 */
export async function chatCompletionJson(
  settings: OpenAiSettings,
  body: object,
  fetchImpl: typeof fetch = fetch,
): Promise<ChatCompletionResult> {
  const fail = (failure: ChatCompletionFailure): ChatCompletionResult => ({ ok: false, failure });
  const url = `${settings.baseUrl.replace(/\/$/, '')}/chat/completions`;
  let response: Response;
  try {
    response = await fetchImpl(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(settings.apiKey ? { authorization: `Bearer ${settings.apiKey}` } : {}),
      },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(settings.timeoutMs),
    });
  } catch (error) {
    return fail(isTimeout(error) ? { kind: 'timeout' } : { kind: 'no-connection' });
  }
  if (!response.ok) {
    await response.body?.cancel().catch(() => undefined);
    return fail({ kind: 'http', status: response.status });
  }
  let reply: unknown;
  try {
    reply = await response.json();
  } catch (error) {
    return fail(isTimeout(error) ? { kind: 'timeout' } : { kind: 'body-not-json' });
  }
  const completion = completionSchema.safeParse(reply);
  if (!completion.success) return fail({ kind: 'not-a-completion' });
  try {
    return { ok: true, content: JSON.parse(completion.data.choices[0].message.content ?? '') };
  } catch {
    return fail({ kind: 'content-not-json' });
  }
}

/** AbortSignal.timeout rejects with a DOMException named TimeoutError (not always an Error instance). */
function isTimeout(error: unknown): boolean {
  const name = (error as { name?: string } | null)?.name;
  return name === 'TimeoutError' || name === 'AbortError';
}
