/** A chat-completions reply whose first choice holds `content`. */
export const completion = (content: string | null) => ({
  choices: [{ index: 0, message: { role: 'assistant', content } }],
});

/** A JSON response with the given status. */
export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A fetch fake for the model's endpoint: records each call, answers with `reply`. */
export function fakeFetch(reply: () => Promise<Response>) {
  const calls: { url: string; init: RequestInit }[] = [];
  const impl = (async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return reply();
  }) as unknown as typeof fetch;
  return { calls, impl };
}
