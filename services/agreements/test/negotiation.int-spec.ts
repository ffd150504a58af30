/**
 * Negotiation between rounds (issue 19, docs/negotiation.md) against real processes: templates (a topic
 * with a curated middle ground, made over NATS as the admin API makes it; the model drafts), agreements
 * (VERIFY_WRITES, MAX_ROUNDS=2; a second process on the same database for the parallel proposals) and
 * documents (the legal text). The negotiation commands are sent over NATS as the gateway sends them (the
 * gateway routes are written in parallel); every stored effect is read back with SQL.
 *
 * The model is a local imitation of an OpenAI-compatible chat-completions API (node http on 127.0.0.1:0)
 * that records every body it receives.
 */
import {
  AgreementsRpc,
  type Agreement,
  type Caller,
  type Comparison,
  ErrorCode,
  NegotiationMessages,
  type Topic,
  TemplatesRpc,
} from '@avtalt/contracts';
import { createNatsClient, DomainError, rpcRequest } from '@avtalt/service-kit';
import {
  type ServiceProcess,
  startBackendService,
  testDatabase,
  testInfra,
  unique,
} from '@avtalt/service-kit/testing';
import type { ClientProxy } from '@nestjs/microservices';
import { connect, type NatsConnection } from 'nats';
import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Client } from 'pg';

const REDIS_DB = 12;
const DB = {
  agreements: 'it_nego_agreements',
  templates: 'it_nego_templates',
  documents: 'it_nego_documents',
};

/** The fake model: its reply (content of the assistant message, or a raw HTTP body) and every body it got. */
let reply: { kind: 'content'; content: string } | { kind: 'raw'; body: string } = {
  kind: 'content',
  content: '{}',
};
const received: string[] = [];
let llm: Server;
let llmUrl = '';

let templates: ServiceProcess;
let agreements: ServiceProcess;
let agreements2: ServiceProcess | undefined;
let documents: ServiceProcess;
let client: ClientProxy;
let nats: NatsConnection;
let db: Client;
let topicId = '';
/** agreement.updated events seen, by agreement id. */
const updates = new Map<string, number>();

const person = (first: string, last: string): Caller => ({
  id: randomUUID(),
  anonymous: false,
  name: `${first} ${last}`,
});

/** Any RPC of the agreements service; answers the reply or the DomainError. */
async function call<T>(definition: any, payload: unknown): Promise<T> {
  return rpcRequest(client, definition, payload as never) as Promise<T>;
}
async function refused(work: Promise<unknown>): Promise<{ code: string; message: string }> {
  const error = await work.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!(error instanceof DomainError)) throw new Error(`expected a refusal, got ${String(error)}`);
  return { code: error.code, message: error.message };
}

const comparison = (caller: Caller, agreementId: string) =>
  call<Comparison>(AgreementsRpc.comparison, { caller, agreementId });
const propose = (caller: Caller, agreementId: string, questionId: string, proposalId: string) =>
  call<Comparison>(AgreementsRpc.propose, { caller, agreementId, body: { questionId, proposalId } });
const accept = (caller: Caller, agreementId: string, proposalId: string) =>
  call<Comparison>(AgreementsRpc.acceptProposal, { caller, agreementId, proposalId });
const decline = (caller: Caller, agreementId: string, proposalId: string) =>
  call<Comparison>(AgreementsRpc.declineProposal, { caller, agreementId, proposalId });
const concede = (caller: Caller, agreementId: string, questionId: string, canAccept: boolean) =>
  call<Comparison>(AgreementsRpc.setConcession, { caller, agreementId, questionId, body: { canAccept } });
const important = (caller: Caller, agreementId: string, questionId: string, value: boolean) =>
  call<Comparison>(AgreementsRpc.setImportance, {
    caller,
    agreementId,
    questionId,
    body: { important: value },
  });
const setLimit = (caller: Caller, agreementId: string, questionId: string, value: number | string) =>
  call<Comparison>(AgreementsRpc.setLimit, { caller, agreementId, questionId, body: { value } });
const draft = (caller: Caller, agreementId: string, questionId: string) =>
  call<any>(AgreementsRpc.draftProposal, { caller, agreementId, questionId });

const TEXT = {
  split: 'Skal felles utgifter deles likt?',
  chores: 'Skal dere ha vaskeliste?',
  rent: 'Hvor mye er husleien?',
  from: 'Fra hvilken dato gjelder avtalen?',
};
const CLAUSE = {
  splitYes: 'Felles utgifter deles likt mellom partene.',
  splitNo: 'Felles utgifter deles ikke likt.',
  income: 'Felles utgifter deles etter inntekt.',
};

/**
 * The topic as an admin makes it: four questions, the first with two curated middle grounds and a logic
 * rule (Ja → go on to the chores: changes no route, but a replacement of it must carry it, review finding 1).
 */
async function createTopic(): Promise<void> {
  const actor = { userId: randomUUID(), isAdmin: true };
  const topic = (await rpcRequest(client, TemplatesRpc.createTopic, {
    actor,
    body: { title: `Bo sammen ${unique()}`, description: 'Utgifter, vask og husleie.', featured: false },
  } as never)) as Topic;
  topicId = topic.id;
  const bodies = [
    {
      text: TEXT.split,
      type: 'yes_no',
      clauseYes: CLAUSE.splitYes,
      clauseNo: CLAUSE.splitNo,
      middleGround: [
        {
          text: 'Skal felles utgifter deles etter inntekt?',
          clause: CLAUSE.income,
          description: 'Den som tjener mest, betaler mest.',
        },
        { text: 'Skal felles utgifter deles 60/40?', clause: 'Felles utgifter deles 60/40.' },
      ],
    },
    {
      text: TEXT.chores,
      type: 'yes_no',
      clauseYes: 'Partene har vaskeliste.',
      clauseNo: 'Partene har ikke vaskeliste.',
    },
    {
      text: TEXT.rent,
      type: 'free_text',
      format: 'amount',
      clauseTemplate: 'Husleien er {{svar}} per måned.',
    },
    { text: TEXT.from, type: 'free_text', format: 'date', clauseTemplate: 'Avtalen gjelder fra {{svar}}.' },
  ];
  const made: { id: string }[] = [];
  for (const body of bodies)
    made.push(
      (await rpcRequest(client, TemplatesRpc.createTemplate, { topicId, body } as never)) as { id: string },
    );
  await rpcRequest(client, TemplatesRpc.createRule, {
    templateId: made[0].id,
    body: {
      sourceQuestionId: made[0].id,
      operator: 'equals',
      value: true,
      action: 'jump_to',
      targetQuestionId: made[1].id,
    },
  } as never);
}

async function newAgreement(
  owner: Caller,
  title = `Leiligheten ${unique()}`,
  expectedParticipants = 2,
): Promise<{ id: string; q: Record<keyof typeof TEXT, string> }> {
  const { id } = await call<{ id: string }>(AgreementsRpc.create, {
    caller: owner,
    body: { topic: topicId, title, description: '', expectedParticipants },
  });
  const { rows } = await db.query<{ id: string; text: string }>(
    'select id, text from agreement_questions where agreement_id = $1',
    [id],
  );
  const q = Object.fromEntries(
    Object.entries(TEXT).map(([key, text]) => [key, rows.find((r) => r.text === text)!.id]),
  ) as Record<keyof typeof TEXT, string>;
  return { id, q };
}

const answerAll = (caller: Caller, agreementId: string, answers: Record<string, unknown>) =>
  call<Agreement>(AgreementsRpc.answerAll, { caller, agreementId, body: { answers } });
const nextRound = (caller: Caller, agreementId: string) =>
  call<Agreement>(AgreementsRpc.nextRound, { caller, agreementId });
const row = (c: Comparison, questionId: string) =>
  c.questionAnswers.find((r) => r.questionId === questionId)!;

async function sql<T extends object>(text: string, params: unknown[]): Promise<T[]> {
  return (await db.query(text, params)).rows as T[];
}

beforeAll(async () => {
  llm = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      received.push(body);
      res.writeHead(200, { 'content-type': 'application/json' });
      if (reply.kind === 'raw') return void res.end(reply.body);
      res.end(
        JSON.stringify({
          id: 'cmpl-1',
          object: 'chat.completion',
          choices: [
            { index: 0, message: { role: 'assistant', content: reply.content }, finish_reason: 'stop' },
          ],
        }),
      );
    });
  });
  await new Promise<void>((resolve) => llm.listen(0, '127.0.0.1', resolve));
  llmUrl = `http://127.0.0.1:${(llm.address() as AddressInfo).port}/v1`;
  templates = await startBackendService('templates', {
    database: DB.templates,
    redisDb: REDIS_DB,
    env: { SEED_CATALOGUE: 'false', LLM_BASE_URL: llmUrl, LLM_TIMEOUT_MS: '5000' },
  });
  agreements = await startBackendService('agreements', {
    database: DB.agreements,
    env: { VERIFY_WRITES: 'true', MAX_ROUNDS: '2' },
  });
  documents = await startBackendService('documents', { database: DB.documents, redisDb: REDIS_DB });
  client = createNatsClient(testInfra().natsUrl, 'negotiation-int-spec');
  nats = await connect({ servers: testInfra().natsUrl });
  nats.subscribe('agreement.updated', {
    callback: (error, msg) => {
      if (error) return;
      const id = JSON.parse(new TextDecoder().decode(msg.data)).data.agreementId as string;
      updates.set(id, (updates.get(id) ?? 0) + 1);
    },
  });
  db = await testDatabase(DB.agreements);
  await createTopic();
}, 120_000);

afterAll(async () => {
  await nats?.close();
  client?.close();
  await db?.end();
  for (const service of [agreements2, agreements, documents, templates]) await service?.stop();
  await new Promise((resolve) => llm?.close(resolve));
});

it('(1) two disagree on two points; a library middle ground accepted by both replaces the question in round 2, which completes with its clause', async () => {
  const [anne, bjorn] = [person('Anne', 'Hansen'), person('Bjørn', 'Berg')];
  const { id, q } = await newAgreement(anne);
  // Chat asks whether a question is the agreement's before it tags a message with it.
  expect(await call(AgreementsRpc.exists, { agreementId: id, questionId: q.split })).toEqual({
    exists: true,
    questionExists: true,
  });
  expect(await call(AgreementsRpc.exists, { agreementId: id, questionId: randomUUID() })).toEqual({
    exists: true,
    questionExists: false,
  });
  expect(await call(AgreementsRpc.exists, { agreementId: id })).toEqual({ exists: true });
  // The curated middle grounds were copied with the question.
  const [copied] = await sql<{ middle_ground: unknown }>(
    'select middle_ground from agreement_questions where id = $1',
    [q.split],
  );
  expect(copied.middle_ground).toEqual([
    {
      text: 'Skal felles utgifter deles etter inntekt?',
      clause: CLAUSE.income,
      description: 'Den som tjener mest, betaler mest.',
    },
    { text: 'Skal felles utgifter deles 60/40?', clause: 'Felles utgifter deles 60/40.', description: null },
  ]);
  await answerAll(anne, id, { [q.split]: true, [q.chores]: true, [q.rent]: 12000, [q.from]: '2027-03-01' });
  expect((await comparison(anne, id)).negotiation).toBeUndefined();
  await answerAll(bjorn, id, {
    [q.split]: false,
    [q.chores]: false,
    [q.rent]: 12000,
    [q.from]: '2027-03-01',
  });

  const before = await comparison(anne, id);
  expect(before.negotiation).toEqual({ open: true, trades: [], modelDrafts: true });
  expect(row(before, q.split).negotiation!.proposals.map((o) => o.id)).toEqual(['library:0', 'library:1']);
  expect(row(before, q.rent).negotiation).toBeUndefined();

  const proposed = await propose(anne, id, q.split, 'library:0');
  const pending = row(proposed, q.split).negotiation!.proposal!;
  expect(pending).toMatchObject({
    status: 'pending',
    source: 'library',
    text: 'Skal felles utgifter deles etter inntekt?',
    clause: CLAUSE.income,
  });
  expect(pending.acceptedBy.map((p) => p.userName)).toEqual(['Anne Hansen']);
  expect(pending.waitingFor.map((p) => p.userName)).toEqual(['Bjørn Berg']);

  // Review finding 6: the next round waits while a proposal is pending (it would be thrown away).
  expect((await comparison(bjorn, id)).canStartNextRound).toBe(false);
  expect(await refused(nextRound(bjorn, id))).toEqual({
    code: ErrorCode.Conflict,
    message: NegotiationMessages.nextRoundPendingProposal,
  });
  expect(
    (await sql<{ current_round: number }>('select current_round from agreements where id = $1', [id]))[0]
      .current_round,
  ).toBe(1);

  const accepted = await accept(bjorn, id, pending.id);
  expect(accepted.canStartNextRound).toBe(true);
  expect(row(accepted, q.split).negotiation!.proposal!.status).toBe('accepted');
  const stored = await sql<{ status: string; responses: number }>(
    `select status, (select count(*)::int from proposal_responses r where r.proposal_id = p.id and r.accepted) as responses from proposals p where p.id = $1`,
    [pending.id],
  );
  expect(stored).toEqual([{ status: 'accepted', responses: 2 }]);
  const audit = await sql<{ kind: string; actor_name: string; details: any }>(
    `select kind, actor_name, details from audit_events where agreement_id = $1 and kind = 'proposal-accepted'`,
    [id],
  );
  expect(audit).toEqual([
    {
      kind: 'proposal-accepted',
      actor_name: 'Bjørn Berg',
      details: { questionId: q.split, source: 'library', text: 'Skal felles utgifter deles etter inntekt?' },
    },
  ]);

  // Round 2: the replacement is asked instead of the disputed question, its Ja filled in for both.
  await nextRound(bjorn, id);
  const [replacement] = await sql<{
    id: string;
    type: string;
    clause_yes: string;
    clause_no: string | null;
    from_round: number;
    settled_by_proposal_id: string;
    position: number;
  }>(
    'select id, type, clause_yes, clause_no, from_round, settled_by_proposal_id, position from agreement_questions where replaces_question_id = $1',
    [q.split],
  );
  expect(replacement).toMatchObject({
    type: 'yes_no',
    clause_yes: CLAUSE.income,
    clause_no: null,
    from_round: 2,
    settled_by_proposal_id: pending.id,
    position: 1,
  });
  // Review finding 1: the rule governing the original governs the replacement too (a row of its own).
  expect(
    await sql(
      'select question_id, source_question_id, operator, value, action, target_question_id from agreement_rules where agreement_id = $1 order by question_id = $2',
      [id, replacement.id],
    ),
  ).toEqual(
    [q.split, replacement.id].map((questionId) => ({
      question_id: questionId,
      source_question_id: q.split,
      operator: 'equals',
      value: true,
      action: 'jump_to',
      target_question_id: q.chores,
    })),
  );
  // A late answer to the closed round's proposal: 409, the round has started.
  expect(await refused(accept(anne, id, pending.id))).toEqual({
    code: ErrorCode.Conflict,
    message: NegotiationMessages.proposalRoundStarted,
  });
  const drafts = await sql<{ owner_id: string; response: unknown }>(
    'select owner_id, response from draft_answers where agreement_id = $1 and question_id = $2 and round = 2 order by owner_id',
    [id, replacement.id],
  );
  expect(drafts).toEqual([anne.id, bjorn.id].sort().map((owner) => ({ owner_id: owner, response: true })));
  const flow = await call<any[]>(AgreementsRpc.questions, { caller: bjorn, agreementId: id });
  expect(flow.map((x) => x.id)).toEqual([replacement.id, q.chores]);
  expect(flow[0]).toMatchObject({
    yourAnswer: true,
    settledBy: {
      proposalId: pending.id,
      source: 'library',
      replacesQuestionId: q.split,
      replacesText: TEXT.split,
    },
  });

  await answerAll(anne, id, { [replacement.id]: true, [q.chores]: true });
  const done = await answerAll(bjorn, id, { [replacement.id]: true, [q.chores]: true });
  expect(done.status).toBe('completed');
  expect((await sql<{ status: string }>('select status from agreements where id = $1', [id]))[0].status).toBe(
    'completed',
  );

  for (const [caller, birthDate] of [
    [anne, '1990-01-02'],
    [bjorn, '1991-02-03'],
  ] as const) {
    await call(AgreementsRpc.setPartyDetails, { caller, agreementId: id, body: { birthDate } });
  }
  const { html } = await call<{ html: string }>(AgreementsRpc.legalText, { caller: anne, agreementId: id });
  expect(html).toContain(CLAUSE.income);
  expect(html).not.toContain(CLAUSE.splitYes);
  expect(html).not.toContain(CLAUSE.splitNo);
  expect(html).toContain('Partene har vaskeliste.');
}, 60_000);

it('(2) three participants: a midpoint for an amount needs all three; a decline frees the point; accepted, round 2 has the value filled in', async () => {
  const [anne, bjorn, cato] = [person('Anne', 'Aas'), person('Bjørn', 'Bakke'), person('Cato', 'Dahl')];
  const { id, q } = await newAgreement(anne, `Tre ${unique()}`, 3);
  await answerAll(anne, id, { [q.split]: true, [q.chores]: true, [q.rent]: 10000, [q.from]: '2027-03-01' });
  await answerAll(bjorn, id, { [q.split]: true, [q.chores]: true, [q.rent]: 14000, [q.from]: '2027-03-01' });
  await answerAll(cato, id, { [q.split]: true, [q.chores]: true, [q.rent]: 20000, [q.from]: '2027-03-01' });
  const c = await comparison(cato, id);
  const options = row(c, q.rent).negotiation!.proposals;
  expect(options.map((o) => [o.id, o.value])).toEqual([['midpoint', 15000]]);

  let p = row(await propose(bjorn, id, q.rent, 'midpoint'), q.rent).negotiation!.proposal!;
  p = row(await accept(anne, id, p.id), q.rent).negotiation!.proposal!;
  expect(p.status).toBe('pending');
  expect(
    (await sql<{ status: string }>('select status from proposals where id = $1', [p.id]))[0].status,
  ).toBe('pending');
  const declined = row(await decline(cato, id, p.id), q.rent).negotiation!.proposal!;
  expect(declined).toMatchObject({ status: 'declined', declinedBy: { userName: 'Cato Dahl' } });
  expect(
    (await sql<{ status: string }>('select status from proposals where id = $1', [p.id]))[0].status,
  ).toBe('declined');

  // Free again: Cato proposes the midpoint; all three must accept.
  let again = row(await propose(cato, id, q.rent, 'midpoint'), q.rent).negotiation!.proposal!;
  again = row(await accept(anne, id, again.id), q.rent).negotiation!.proposal!;
  expect(again.status).toBe('pending');
  again = row(await accept(bjorn, id, again.id), q.rent).negotiation!.proposal!;
  expect(again.status).toBe('accepted');
  expect(await sql('select status from proposals where agreement_id = $1 order by created_at', [id])).toEqual(
    [{ status: 'declined' }, { status: 'accepted' }],
  );

  await nextRound(anne, id);
  const drafts = await sql<{ response: unknown }>(
    'select response from draft_answers where agreement_id = $1 and question_id = $2 and round = 2',
    [id, q.rent],
  );
  expect(drafts).toEqual([{ response: 15000 }, { response: 15000 }, { response: 15000 }]);
  const flow = await call<any[]>(AgreementsRpc.questions, { caller: cato, agreementId: id });
  expect(flow).toEqual([
    expect.objectContaining({
      id: q.rent,
      yourAnswer: 15000,
      settledBy: expect.objectContaining({ source: 'midpoint', replacesQuestionId: null }),
    }),
  ]);
  for (const caller of [anne, bjorn, cato]) await answerAll(caller, id, { [q.rent]: 15000 });
  expect((await sql<{ status: string }>('select status from agreements where id = $1', [id]))[0].status).toBe(
    'completed',
  );
}, 60_000);

/** Every response one participant can get about the agreement, serialized. */
async function everything(caller: Caller, agreementId: string): Promise<string> {
  const responses = await Promise.all([
    comparison(caller, agreementId),
    call(AgreementsRpc.get, { caller, agreementId }),
    call(AgreementsRpc.questions, { caller, agreementId }),
    call(AgreementsRpc.signatures, { caller, agreementId }),
    call(AgreementsRpc.legalText, { caller, agreementId, variant: 'partial' }),
  ]);
  // The agreement's updatedAt/version are part of it: a private mark must not move them either.
  return JSON.stringify(responses);
}

it('(3) private marks are visible to nobody else unless matched; a trade only to its two; allCanAccept only when all marked', async () => {
  const [anne, bjorn, cato] = [person('Anne', 'Lund'), person('Bjørn', 'Moe'), person('Cato', 'Nilsen')];
  const { id, q } = await newAgreement(anne, `Marker ${unique()}`, 3);
  await answerAll(anne, id, { [q.split]: true, [q.chores]: true, [q.rent]: 1, [q.from]: '2027-03-01' });
  await answerAll(bjorn, id, { [q.split]: false, [q.chores]: false, [q.rent]: 1, [q.from]: '2027-03-01' });
  await answerAll(cato, id, { [q.split]: false, [q.chores]: true, [q.rent]: 1, [q.from]: '2027-03-01' });
  const seenBy = { bjorn: await everything(bjorn, id), cato: await everything(cato, id) };
  const events = updates.get(id) ?? 0;

  // Anne's unmatched marks: stored, shown to her, and nothing any other response says changes (not even the version).
  await concede(anne, id, q.split, true);
  const mine = await important(anne, id, q.chores, true);
  expect(row(mine, q.split).negotiation!.yourMarks).toEqual({
    canAccept: true,
    important: false,
    locked: false,
  });
  expect(row(mine, q.chores).negotiation!.yourMarks).toEqual({
    canAccept: false,
    important: true,
    locked: false,
  });
  expect(
    await sql('select can_accept, important from point_marks where agreement_id = $1 order by important', [
      id,
    ]),
  ).toEqual([
    { can_accept: true, important: false },
    { can_accept: false, important: true },
  ]);
  expect(await everything(bjorn, id)).toBe(seenBy.bjorn);
  expect(await everything(cato, id)).toBe(seenBy.cato);
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect(updates.get(id) ?? 0).toBe(events);

  // Bjørn concedes the other point: a trade between Anne and Bjørn (they answered differently on both),
  // shown to the two of them; Cato sees nothing new, and (three take part) nobody is told anything
  // changed: an update would tell Cato that some pair matched (review finding 5).
  const bjornSees = await concede(bjorn, id, q.chores, true);
  expect(bjornSees.negotiation!.trades).toEqual([
    expect.objectContaining({
      kind: 'concessions',
      text: `Anne Lund gir seg på «${TEXT.split}», Bjørn Moe på «${TEXT.chores}»`,
    }),
  ]);
  const anneSees = await comparison(anne, id);
  expect(anneSees.negotiation!.trades).toHaveLength(1);
  expect(await everything(cato, id)).toBe(seenBy.cato);
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect(updates.get(id) ?? 0).toBe(events);

  // Review finding 4: the marks the trade uses are final for the round: Anne cannot untick to learn
  // whether the trade was hers to make; nothing changes in the database.
  expect(row(anneSees, q.split).negotiation!.yourMarks).toEqual({
    canAccept: true,
    important: false,
    locked: true,
  });
  const marksBefore = await sql(
    'select participant_id, question_id, can_accept, important, updated_at from point_marks where agreement_id = $1 order by participant_id, question_id',
    [id],
  );
  expect(await refused(concede(anne, id, q.split, false))).toEqual({
    code: ErrorCode.Conflict,
    message: NegotiationMessages.markFinal,
  });
  expect(await refused(concede(bjorn, id, q.chores, false))).toEqual({
    code: ErrorCode.Conflict,
    message: NegotiationMessages.markFinal,
  });
  expect(
    await sql(
      'select participant_id, question_id, can_accept, important, updated_at from point_marks where agreement_id = $1 order by participant_id, question_id',
      [id],
    ),
  ).toEqual(marksBefore);

  // allCanAccept (another agreement): only when all three marked the point; then the distinct answers are
  // options (review finding 10: Bjørn's and Cato's Nei once), and everyone is told.
  const other = await newAgreement(anne, `Alle ${unique()}`, 3);
  await answerAll(anne, other.id, {
    [other.q.split]: true,
    [other.q.chores]: true,
    [other.q.rent]: 1,
    [other.q.from]: '2027-03-01',
  });
  await answerAll(bjorn, other.id, {
    [other.q.split]: false,
    [other.q.chores]: true,
    [other.q.rent]: 1,
    [other.q.from]: '2027-03-01',
  });
  await answerAll(cato, other.id, {
    [other.q.split]: false,
    [other.q.chores]: true,
    [other.q.rent]: 1,
    [other.q.from]: '2027-03-01',
  });
  const otherEvents = updates.get(other.id) ?? 0;
  await concede(anne, other.id, other.q.split, true);
  await concede(bjorn, other.id, other.q.split, true);
  expect(row(await comparison(cato, other.id), other.q.split).negotiation!.allCanAccept).toBe(false);
  const all = await concede(cato, other.id, other.q.split, true);
  expect(row(all, other.q.split).negotiation!.allCanAccept).toBe(true);
  expect(
    row(all, other.q.split)
      .negotiation!.proposals.filter((o) => o.source === 'answer')
      .map((o) => o.value),
  ).toEqual([true, false]);
  await expectEventually(() => (updates.get(other.id) ?? 0) > otherEvents);
  // Still nobody else's marks: Cato's comparison carries only her own.
  expect(JSON.stringify(all)).not.toContain('"important":true');
}, 60_000);

async function expectEventually(check: () => boolean, ms = 3000): Promise<void> {
  const until = Date.now() + ms;
  while (!check()) {
    if (Date.now() > until) throw new Error('condition not met');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

it('(3b) security review L3: a mark shown in a trade stays final when a proposal on its point hides the trade, and after a decline', async () => {
  const [anne, bjorn, cato] = [person('Anne', 'Lie'), person('Bjørn', 'Dahl'), person('Cato', 'Strand')];
  const { id, q } = await newAgreement(anne, `Lås ${unique()}`, 3);
  // Bjørn answers Nei on X (split) and Y (chores), Anne and Cato Ja; Bjørn can accept Y.
  await answerAll(anne, id, { [q.split]: true, [q.chores]: true, [q.rent]: 1, [q.from]: '2027-03-01' });
  await answerAll(bjorn, id, { [q.split]: false, [q.chores]: false, [q.rent]: 1, [q.from]: '2027-03-01' });
  await answerAll(cato, id, { [q.split]: true, [q.chores]: true, [q.rent]: 1, [q.from]: '2027-03-01' });
  await concede(bjorn, id, q.chores, true);
  const [{ id: annePid }] = await sql<{ id: string }>(
    'select id from participants where agreement_id = $1 and user_id = $2',
    [id, anne.id],
  );
  const anneMarkOnX = () =>
    sql(
      'select can_accept, shown_in_match from point_marks where agreement_id = $1 and question_id = $2 and participant_id = $3',
      [id, q.split, annePid],
    );

  // 1. Anne can accept X: the trade (Anne gives X, Bjørn Y) is shown to her, and stored as shown.
  const shown = await concede(anne, id, q.split, true);
  expect(shown.negotiation!.trades).toEqual([
    expect.objectContaining({
      kind: 'concessions',
      id: expect.stringMatching(new RegExp(`^concessions:${q.split}:${q.chores}:`)),
    }),
  ]);
  expect(await anneMarkOnX()).toEqual([{ can_accept: true, shown_in_match: true }]);
  // 2. Taking it back: refused.
  expect(await refused(concede(anne, id, q.split, false))).toEqual({
    code: ErrorCode.Conflict,
    message: NegotiationMessages.markFinal,
  });
  // 3. Anne puts her own answer forward on X: the trade is no longer computed (an open proposal on its point).
  const proposed = await propose(anne, id, q.split, `answer:${annePid}`);
  expect(proposed.negotiation!.trades).toEqual([]);
  expect(row(proposed, q.split).negotiation!.yourMarks).toEqual({
    canAccept: true,
    important: false,
    locked: true,
  });
  // 4. Taking it back now: still refused (was 200), and the mark stays true.
  expect(await refused(concede(anne, id, q.split, false))).toEqual({
    code: ErrorCode.Conflict,
    message: NegotiationMessages.markFinal,
  });
  expect(await anneMarkOnX()).toEqual([{ can_accept: true, shown_in_match: true }]);
  // 5. Cato declines the proposal: the trade is shown again, Anne's mark on X is still hers and still final.
  const proposalId = row(proposed, q.split).negotiation!.proposal!.id;
  await decline(cato, id, proposalId);
  expect(await sql('select status from proposals where id = $1', [proposalId])).toEqual([
    { status: 'declined' },
  ]);
  expect(await refused(concede(anne, id, q.split, false))).toEqual({
    code: ErrorCode.Conflict,
    message: NegotiationMessages.markFinal,
  });
  expect(await anneMarkOnX()).toEqual([{ can_accept: true, shown_in_match: true }]);
}, 60_000);

it('(4) refusals: round not closed, not disputed, pending, non-participant, visitor draft, last round; parallel proposals through two processes', async () => {
  const [anne, bjorn] = [person('Anne', 'Olsen'), person('Bjørn', 'Pettersen')];
  const stranger = person('Siri', 'Fremmed');
  const { id, q } = await newAgreement(anne);
  await answerAll(anne, id, { [q.split]: true, [q.chores]: true, [q.rent]: 9000, [q.from]: '2027-03-01' });
  expect(await refused(propose(anne, id, q.split, 'library:0'))).toEqual({
    code: ErrorCode.NegotiationClosed,
    message: NegotiationMessages.closed,
  });
  await answerAll(bjorn, id, {
    [q.split]: false,
    [q.chores]: false,
    [q.rent]: 11000,
    [q.from]: '2027-03-01',
  });
  expect(await refused(propose(anne, id, q.from, 'midpoint'))).toEqual({
    code: ErrorCode.PointNotDisputed,
    message: NegotiationMessages.notDisputed,
  });
  expect((await refused(propose(stranger, id, q.split, 'library:0'))).code).toBe(ErrorCode.NotParticipant);
  expect((await refused(concede(stranger, id, q.split, true))).code).toBe(ErrorCode.NotParticipant);
  expect(
    (await refused(draft({ ...anne, anonymous: true, id: randomUUID(), name: '' }, id, q.chores))).code,
  ).toBe(ErrorCode.LoginRequired);

  // Two processes on one database (the NATS queue group spreads the requests over them): parallel
  // proposals for the same points; per point one is stored, the other is 409 PROPOSAL_PENDING.
  agreements2 = await startBackendService('agreements', {
    database: DB.agreements,
    env: { VERIFY_WRITES: 'true', MAX_ROUNDS: '2' },
  });
  const points: [string, string][] = [
    [q.split, 'library:0'],
    [q.split, 'library:1'],
    [q.rent, 'midpoint'],
    [q.rent, 'midpoint'],
  ];
  const results = await Promise.all(
    points.map(([question, option], i) =>
      propose(i % 2 ? bjorn : anne, id, question, option).then(
        () => 'ok',
        (e: DomainError) => e.code,
      ),
    ),
  );
  expect(results.filter((r) => r === 'ok')).toHaveLength(2);
  expect(results.filter((r) => r === ErrorCode.ProposalPending)).toHaveLength(2);
  expect(
    await sql('select count(*)::int as n from proposals where agreement_id = $1 group by question_id', [id]),
  ).toEqual([{ n: 1 }, { n: 1 }]);
  await agreements2.stop();
  agreements2 = undefined;

  // The last round (MAX_ROUNDS=2): the round closes with a disagreement, nothing can be proposed.
  const p = (await comparison(anne, id)).questionAnswers.find((r) => r.questionId === q.split)!.negotiation!
    .proposal!;
  // Whichever of the two won the race for this point proposed it (and accepted it); the other accepts.
  await accept(p.proposedBy.isYou ? bjorn : anne, id, p.id);
  // The rent's midpoint too: the next round waits for every pending proposal (review finding 6).
  const rent = (await comparison(anne, id)).questionAnswers.find((r) => r.questionId === q.rent)!.negotiation!
    .proposal!;
  expect(await refused(nextRound(anne, id))).toEqual({
    code: ErrorCode.Conflict,
    message: NegotiationMessages.nextRoundPendingProposal,
  });
  await decline(rent.proposedBy.isYou ? bjorn : anne, id, rent.id);
  await nextRound(anne, id);
  const replacement = (
    await sql<{ id: string }>('select id from agreement_questions where replaces_question_id = $1', [q.split])
  )[0].id;
  await answerAll(anne, id, { [replacement]: true, [q.chores]: true, [q.rent]: 10000 });
  await answerAll(bjorn, id, { [replacement]: true, [q.chores]: false, [q.rent]: 10000 });
  expect(
    await refused(propose(anne, id, q.chores, `answer:${(await comparison(anne, id)).participants[1].id}`)),
  ).toEqual({
    code: ErrorCode.NegotiationClosed,
    message: NegotiationMessages.closed,
  });
}, 90_000);

it('(6) private limits: kept from everyone else when they do not overlap, once per round under 40 parallel requests through two processes; overlapping, they settle the point at the middle', async () => {
  const [anne, bjorn] = [person('Anne', 'Lie'), person('Bjørn', 'Moe')];
  const { id, q } = await newAgreement(anne);
  await answerAll(anne, id, { [q.split]: true, [q.chores]: true, [q.rent]: 12000, [q.from]: '2027-03-01' });
  await answerAll(bjorn, id, { [q.split]: true, [q.chores]: true, [q.rent]: 15000, [q.from]: '2027-05-01' });
  expect(row(await comparison(anne, id), q.rent).negotiation!.limit).toEqual({
    canSet: true,
    side: 'atMost',
    yours: null,
    yoursDisplay: null,
  });

  // Bjørn's limit on the rent: Anne's every response stays byte for byte what it was, and nobody is told.
  const anneBefore = await everything(anne, id);
  const updatesBefore = updates.get(id) ?? 0;
  const bjornsView = row(await setLimit(bjorn, id, q.rent, 14500), q.rent).negotiation!.limit;
  expect(bjornsView).toEqual({
    canSet: false,
    side: 'atLeast',
    yours: 14500,
    yoursDisplay: '14\u00a0500\u00a0kr',
  });
  expect(await everything(anne, id)).toBe(anneBefore);
  // Anne's below it: no overlap, so Bjørn's responses stay the same too, and nothing is settled.
  const bjornBefore = await everything(bjorn, id);
  await setLimit(anne, id, q.rent, 13000);
  expect(await everything(bjorn, id)).toBe(bjornBefore);
  expect(await sql('select count(*)::int as n from proposals where agreement_id = $1', [id])).toEqual([
    { n: 0 },
  ]);
  expect(
    await sql(
      `select p.user_name as name, l.value from point_limits l join participants p on p.id = l.participant_id
        where l.agreement_id = $1 and l.question_id = $2 order by l.created_at`,
      [id, q.rent],
    ),
  ).toEqual([
    { name: 'Bjørn Moe', value: 14500 },
    { name: 'Anne Lie', value: 13000 },
  ]);
  // A limit cannot be moved within the round.
  expect(await refused(setLimit(anne, id, q.rent, 14500))).toEqual({
    code: ErrorCode.Conflict,
    message: NegotiationMessages.limitAlreadySet,
  });
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect(updates.get(id) ?? 0).toBe(updatesBefore);

  // On the date, 40 parallel limits from Anne through two processes: one is stored, the rest refused.
  agreements2 = await startBackendService('agreements', {
    database: DB.agreements,
    env: { VERIFY_WRITES: 'true', MAX_ROUNDS: '2' },
  });
  const results = await Promise.all(
    Array.from({ length: 40 }, (_, i) =>
      setLimit(anne, id, q.from, `2027-04-${String(10 + (i % 15)).padStart(2, '0')}`).then(
        () => 'ok',
        (e: DomainError) => e.message,
      ),
    ),
  );
  await agreements2.stop();
  agreements2 = undefined;
  expect(results.filter((r) => r === 'ok')).toHaveLength(1);
  expect(results.filter((r) => r === NegotiationMessages.limitAlreadySet)).toHaveLength(39);
  const [stored] = await sql<{ value: string }>(
    'select value from point_limits where agreement_id = $1 and question_id = $2',
    [id, q.from],
  );
  // Bjørn's reaches hers: the date is settled at the middle day of the overlap, accepted by both at once.
  const anneUntil = stored.value;
  const settled = row(await setLimit(bjorn, id, q.from, '2027-04-01'), q.from).negotiation!.proposal!;
  const day = (iso: string) => Date.parse(iso) / 86_400_000;
  const middle = new Date(Math.floor((day('2027-04-01') + day(anneUntil)) / 2) * 86_400_000)
    .toISOString()
    .slice(0, 10);
  expect(settled).toMatchObject({ source: 'limits', status: 'accepted', value: middle, waitingFor: [] });
  expect(
    await sql('select source, status, value from proposals where agreement_id = $1 and question_id = $2', [
      id,
      q.from,
    ]),
  ).toEqual([{ source: 'limits', status: 'accepted', value: middle }]);
  expect(
    await sql(
      `select details->>'source' as source from audit_events where agreement_id = $1 and kind = 'proposal-accepted'`,
      [id],
    ),
  ).toEqual([{ source: 'limits' }]);
  await eventuallyUpdated(id, updatesBefore);

  // The next round asks the date again with the settled value filled in for both.
  await nextRound(anne, id);
  expect(
    await sql(
      'select response from draft_answers where agreement_id = $1 and question_id = $2 and round = 2',
      [id, q.from],
    ),
  ).toEqual([{ response: middle }, { response: middle }]);
}, 90_000);

/** Waits until an `agreement.updated` for the agreement has come after `before` of them. */
async function eventuallyUpdated(agreementId: string, before: number): Promise<void> {
  for (let i = 0; i < 50 && (updates.get(agreementId) ?? 0) <= before; i++)
    await new Promise((resolve) => setTimeout(resolve, 100));
  expect(updates.get(agreementId) ?? 0).toBeGreaterThan(before);
}

it('(5) model drafts: a good reply is stored and listed to both, the model sees no name nor address; a malformed reply is a clear 502; without a model 404', async () => {
  const [anne, bjorn] = [person('Anne', 'Kristiansen'), person('Bjørn', 'Solberg')];
  const { id, q } = await newAgreement(
    anne,
    'Anne Kristiansen og Bjørn Solberg (anne@example.no) sin leilighet',
  );
  await answerAll(anne, id, { [q.split]: true, [q.chores]: true, [q.rent]: 1, [q.from]: '2027-03-01' });
  await answerAll(bjorn, id, { [q.split]: false, [q.chores]: false, [q.rent]: 1, [q.from]: '2027-03-01' });
  const start = await comparison(anne, id);
  expect(row(start, q.chores).negotiation!.canDraft).toBe(true);
  expect((await refused(draft(anne, id, q.rent))).code).toBe(ErrorCode.PointNotDisputed);

  reply = {
    kind: 'content',
    content: JSON.stringify({
      text: 'Skal partene ha vaskeliste annenhver uke?',
      clause: 'Partene har vaskeliste annenhver uke.',
    }),
  };
  const before = received.length;
  const option = await draft(anne, id, q.chores);
  expect(option).toMatchObject({
    source: 'model',
    text: 'Skal partene ha vaskeliste annenhver uke?',
    clause: 'Partene har vaskeliste annenhver uke.',
  });
  expect(option.id).toMatch(/^model:/);
  expect(
    await sql('select text, clause, round from model_drafts where id = $1', [
      option.id.slice('model:'.length),
    ]),
  ).toEqual([
    {
      text: 'Skal partene ha vaskeliste annenhver uke?',
      clause: 'Partene har vaskeliste annenhver uke.',
      round: 1,
    },
  ]);
  for (const caller of [anne, bjorn])
    expect(row(await comparison(caller, id), q.chores).negotiation!.proposals.map((o) => o.id)).toEqual([
      option.id,
    ]);
  const sent = received.slice(before).join('\n');
  expect(sent.length).toBeGreaterThan(0);
  for (const secret of ['Anne', 'Kristiansen', 'Bjørn', 'Bj\\u00f8rn', 'Solberg', '@', 'example.no'])
    expect(sent).not.toContain(secret);
  expect(sent).toContain('Part A');

  // The draft can be proposed like any option.
  const proposed = await propose(bjorn, id, q.chores, option.id);
  expect(row(proposed, q.chores).negotiation!.proposal).toMatchObject({
    source: 'model',
    clause: 'Partene har vaskeliste annenhver uke.',
  });

  reply = { kind: 'raw', body: '{"choices": "not what you expect"' };
  expect(await refused(draft(anne, id, q.split))).toEqual({
    code: ErrorCode.Conflict,
    message: NegotiationMessages.draftNeedsNoLibrary,
  });
  const other = await newAgreement(anne, `Ny ${unique()}`);
  await answerAll(anne, other.id, {
    [other.q.split]: true,
    [other.q.chores]: true,
    [other.q.rent]: 1,
    [other.q.from]: '2027-03-01',
  });
  await answerAll(bjorn, other.id, {
    [other.q.split]: true,
    [other.q.chores]: false,
    [other.q.rent]: 1,
    [other.q.from]: '2027-03-01',
  });
  expect(await refused(draft(anne, other.id, other.q.chores))).toEqual({
    code: ErrorCode.UpstreamFailed,
    message: NegotiationMessages.modelFailed,
  });
  expect(
    await sql('select count(*)::int as n from model_drafts where agreement_id = $1', [other.id]),
  ).toEqual([{ n: 0 }]);

  // Without LLM_BASE_URL (templates and agreements started again: agreements keeps the status a minute).
  await templates.stop();
  await agreements.stop();
  templates = await startBackendService('templates', {
    database: DB.templates,
    redisDb: REDIS_DB,
    env: { SEED_CATALOGUE: 'false' },
  });
  agreements = await startBackendService('agreements', {
    database: DB.agreements,
    env: { VERIFY_WRITES: 'true', MAX_ROUNDS: '2' },
  });
  const without = await comparison(anne, other.id);
  expect(without.negotiation!.modelDrafts).toBe(false);
  expect(row(without, other.q.chores).negotiation!.canDraft).toBe(false);
  expect(await refused(draft(anne, other.id, other.q.chores))).toEqual({
    code: ErrorCode.ModelUnavailable,
    message: NegotiationMessages.modelUnavailable,
  });
}, 120_000);
