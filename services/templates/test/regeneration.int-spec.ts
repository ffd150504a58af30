/**
 * An admin's regeneration of a topic's questions (a job on the generation queue), with the offline generator:
 * the job replaces the topic's templates and rules in one transaction and marks a seeded topic as edited, and
 * an unknown topic is refused before anything is queued. Rows read with SQL.
 */
import { ErrorCode, TemplatesRpc, type RegenerationStatus, type RpcReply } from '@avtalt/contracts';
import { createNatsClient, rpcRequest } from '@avtalt/service-kit';
import {
  type ServiceProcess,
  startBackendService,
  testDatabase,
  testInfra,
} from '@avtalt/service-kit/testing';
import type { ClientProxy } from '@nestjs/microservices';
import { randomUUID } from 'node:crypto';
import type { Client } from 'pg';
import { OfflineQuestionGenerator } from '../src/generation/offline-question-generator';

const DATABASE = 'it_regeneration_templates';
const REDIS_DB = 14;
let templates: ServiceProcess;
let nats: ClientProxy;
let db: Client;

function call<K extends keyof typeof TemplatesRpc>(
  name: K,
  payload: unknown,
): Promise<RpcReply<(typeof TemplatesRpc)[K]>> {
  return rpcRequest(nats, TemplatesRpc[name], payload as never);
}

/** Asks how the regeneration stands until it is no longer pending, as the admin page does. */
async function finished(jobId: string, timeoutMs = 20_000): Promise<RegenerationStatus> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const status = await call('regenerationStatus', { jobId });
    if (status.status !== 'pending') return status;
    if (Date.now() > deadline) throw new Error(`regeneration ${jobId} still pending after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

beforeAll(async () => {
  templates = await startBackendService('templates', { database: DATABASE, redisDb: REDIS_DB });
  nats = createNatsClient(testInfra().natsUrl, 'templates-regeneration-test');
  await nats.connect();
  db = await testDatabase(DATABASE);
}, 60_000);

afterAll(async () => {
  await db?.end();
  await nats?.close();
  await templates?.stop();
});

it('replaces a seeded topic’s questions and rules by the generated ones and marks the topic edited', async () => {
  const {
    rows: [topic],
  } = await db.query<{ id: string; title: string; description: string }>(
    `select t.id, t.title, t.description from topics t
      where t.catalogue_key is not null and t.catalogue_edited_at is null
        and exists (select 1 from logic_rules r where r.topic_id = t.id)
      order by t.catalogue_key limit 1`,
  );
  expect(topic).toBeDefined();

  const { jobId } = await call('startRegeneration', { topicId: topic.id, count: 3 });
  expect(await finished(jobId)).toEqual({ status: 'ready', message: null, details: null });

  // What the offline generator makes of the topic, typed and with the sections the document prints.
  const expected = new OfflineQuestionGenerator().select({
    title: topic.title,
    description: topic.description ?? '',
    count: 3,
  });
  const questions = await db.query<{
    text: string;
    type: string;
    format: string | null;
    clause_template: string | null;
    section: string | null;
    fact: boolean;
    position: number;
  }>(
    `select text, type, format, clause_template, section, fact, position
       from question_templates where topic_id = $1 order by position`,
    [topic.id],
  );
  expect(questions.rows).toEqual(
    expected.map((q, index) => ({
      text: q.text,
      type: q.type ?? 'yes_no',
      format: q.format ?? null,
      clause_template: q.clauseTemplate ?? null,
      section: q.section ?? null,
      fact: q.fact ?? false,
      position: index + 1,
    })),
  );
  const rules = await db.query('select id from logic_rules where topic_id = $1', [topic.id]);
  expect(rules.rowCount).toBe(0);
  const edited = await db.query<{ catalogue_edited_at: Date | null }>(
    'select catalogue_edited_at from topics where id = $1',
    [topic.id],
  );
  expect(edited.rows[0].catalogue_edited_at).toBeInstanceOf(Date);
}, 30_000);

it('refuses an unknown topic before queueing anything', async () => {
  await expect(call('startRegeneration', { topicId: randomUUID(), count: 3 })).rejects.toMatchObject({
    code: ErrorCode.NotFound,
  });
});
