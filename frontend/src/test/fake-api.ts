/**
 * A fetch stand-in for page tests: answers "METHOD /path" (or just "/path" for GET) from a table and
 * records every call with its JSON body. A route may be a function of the body, also an async one (to hold
 * an answer back, as a busy server would).
 */
export interface FakeCall {
  method: string;
  url: string;
  body: unknown;
}

type Answer = { status: number; body?: unknown };
type Reply = unknown | ((body: unknown) => Answer | Promise<Answer>);

export function fakeApi(routes: Record<string, Reply>) {
  const calls: FakeCall[] = [];
  globalThis.fetch = jest.fn(async (url: string, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    calls.push({ method, url, body });
    const route = routes[`${method} ${url}`] ?? (method === 'GET' ? routes[url] : undefined);
    let status = 200;
    let payload: unknown = route;
    if (typeof route === 'function')
      ({ status, body: payload } = await (route as (b: unknown) => Answer | Promise<Answer>)(body));
    if (route === undefined) status = 404;
    const text = payload === undefined ? '' : JSON.stringify(payload);
    return {
      ok: status >= 200 && status < 300,
      status,
      statusText: String(status),
      text: async () => text,
      json: async () => JSON.parse(text) as unknown,
    } as Response;
  }) as unknown as typeof fetch;
  return calls;
}
