/**
 * A small client of Avtalt's HTTP API for the scripts that set up agreements against a running product
 * (scripts/lighthouse.mjs, scripts/catalogue-documents.mjs, the benchmarks in bench/): requests with the session cookie, fresh
 * accounts, and answering a participant's whole route as the question flow does.
 */
export function avtaltApi(base) {
  /** One request; JSON bodies are parsed, anything else (a PDF) is a Buffer. Keeps the session cookie. */
  async function call(method, url, body, cookie) {
    const res = await fetch(base + url, {
      method,
      headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...(cookie ? { cookie } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    const setCookie = res.headers
      .getSetCookie()
      .find((c) => c.startsWith('avtalt.sid='))
      ?.split(';')[0];
    const type = res.headers.get('content-type') ?? '';
    const payload = type.includes('application/json')
      ? await res.json()
      : Buffer.from(await res.arrayBuffer());
    return { status: res.status, body: payload, cookie: setCookie ?? cookie };
  }

  /** {@link call} that throws on an error status (the benchmarks: a failed set-up step ends the run). */
  async function callOk(method, url, body, cookie) {
    const res = await call(method, url, body, cookie);
    if (res.status >= 400) throw new Error(`${method} ${url}: ${res.status} ${JSON.stringify(res.body)}`);
    return res;
  }

  /** A fresh account (unique username and e-mail with `prefix`); returns its session cookie. */
  async function register(firstName, lastName, prefix, password) {
    const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
    const res = await call('POST', '/api/auth/register', {
      firstName,
      lastName,
      username: `${prefix}_${id}`,
      email: `${prefix}.${id}@avtalt.test`,
      password,
    });
    if (res.status !== 201) throw new Error(`register: ${res.status} ${JSON.stringify(res.body)}`);
    return res.cookie;
  }

  /**
   * Answers every question of the caller's route with `answerFor(question, index)` (a 400 — a value the
   * question refuses — leaves it unanswered), then submits the saved drafts (docs/participants-and-drafts.md).
   * Returns how many answers were accepted.
   */
  async function answerRoute(id, cookie, answerFor) {
    const { body: questions } = await call('GET', `/api/agreements/${id}/questions`, undefined, cookie);
    if (!Array.isArray(questions)) throw new Error(`questions: ${JSON.stringify(questions)}`);
    let answered = 0;
    for (const [index, q] of questions.entries()) {
      const res = await call(
        'POST',
        `/api/agreements/${id}/questions/${q.id}/answers`,
        { response: answerFor(q, index) },
        cookie,
      );
      if (res.status >= 200 && res.status < 300) answered += 1;
      else if (res.status !== 400)
        throw new Error(`answer ${q.text}: ${res.status} ${JSON.stringify(res.body)}`);
    }
    const { body: drafted } = await call('GET', `/api/agreements/${id}/questions`, undefined, cookie);
    const answers = Object.fromEntries(
      drafted.filter((q) => q.yourAnswer !== null).map((q) => [q.id, q.yourAnswer]),
    );
    const submitted = await call('POST', `/api/agreements/${id}/answers`, { answers }, cookie);
    if (submitted.status !== 200)
      throw new Error(`submit: ${submitted.status} ${JSON.stringify(submitted.body)}`);
    return answered;
  }

  return { call, callOk, register, answerRoute };
}
