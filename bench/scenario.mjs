// The agreements benches' scenario (bench/agreements.bench.mjs, bench/scaled.bench.mjs): accounts that
// answer one custom topic's questions, so that every POST of an answer set is accepted and changes a
// stored answer. Through the API only (`call`: scripts/support/avtalt-api.mjs's callOk).
import { check } from './harness.mjs';

/** `count` accounts registered from one address (the bench raises the registration limit); their cookies. */
export async function benchUsers(call, count) {
  const cookies = [];
  for (let i = 0; i < count; i++) {
    const { cookie } = await call('POST', '/api/auth/register', {
      firstName: 'Bench',
      lastName: `Bruker${i}`,
      username: `bench_${i}`,
      email: `bench${i}@avtalt.test`,
      password: 'benchmark-passord',
    });
    cookies.push(cookie);
  }
  return cookies;
}

/**
 * An agreement every one of `cookies` answered. Answers differ on the first question, so the round stays
 * open and every POST is accepted. Each participant has two sets that differ on the last question
 * (`bodies[i]`), and a connection alternates between them: each POST really changes a stored answer (an
 * identical set would change nothing).
 */
export async function answeredAgreement(call, cookies) {
  const { body: created } = await call(
    'POST',
    '/api/agreements',
    {
      topic: 'custom',
      title: 'Sommerplaner',
      description: 'Vi planlegger sammen.',
      expectedParticipants: cookies.length,
    },
    cookies[0],
  );
  const { body: questions } = await call(
    'GET',
    `/api/agreements/${created.id}/questions`,
    undefined,
    cookies[0],
  );
  check(
    Array.isArray(questions) && questions.length >= 2,
    `the agreement's questions: ${JSON.stringify(questions).slice(0, 200)}`,
  );
  const answerSet = (i, flip) =>
    JSON.stringify({
      answers: Object.fromEntries(
        questions.map((q, k) => [q.id, k === 0 ? i % 2 === 0 : k === questions.length - 1 ? flip : true]),
      ),
    });
  const bodies = cookies.map((_, i) => [answerSet(i, true), answerSet(i, false)]);
  for (let i = 0; i < cookies.length; i++)
    await call('POST', `/api/agreements/${created.id}/answers`, JSON.parse(bodies[i][0]), cookies[i]);
  return { id: created.id, questions, bodies };
}
