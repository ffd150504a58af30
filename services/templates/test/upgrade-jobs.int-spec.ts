/**
 * After an upgrade, the generation jobs the release before queued in its hand-made BullMQ queue (names
 * `draft` and `regenerate`, the payload with a `kind` as bare data) still run: the jobs kit maps their
 * names to this release's definitions `question-draft.generate.v1` and `topic.regenerate.v1`
 * (docs/long-work-as-jobs.md). A real templates process with the offline generator; rows read with SQL.
 */
import { type RegenerationStatus, TemplatesRpc } from '@avtalt/contracts';
import { createNatsClient, redisConnectionOptions, rpcRequest } from '@avtalt/service-kit';
import {
  eventually,
  type ServiceProcess,
  startBackendService,
  testDatabase,
  testInfra,
} from '@avtalt/service-kit/testing';
import type { ClientProxy } from '@nestjs/microservices';
import { Queue } from 'bullmq';
import { randomUUID } from 'node:crypto';
import type { Client } from 'pg';
import { OfflineQuestionGenerator } from '../src/generation/offline-question-generator';
import { GENERATION_QUEUE } from '../src/generation/generation.job';

const DATABASE = 'it_templates_upgrade';
const REDIS_DB = 12;
/** The options the hand-made queue gave both jobs. */
const OLD_OPTIONS = {
  attempts: 2,
  backoff: { type: 'fixed', delay: 1000 },
  removeOnComplete: { age: 24 * 3600, count: 1000 },
  removeOnFail: { age: 24 * 3600, count: 1000 },
};

let templates: ServiceProcess;
let nats: ClientProxy;
let db: Client;
let queue: Queue;

beforeAll(async () => {
  templates = await startBackendService('templates', { database: DATABASE, redisDb: REDIS_DB });
  nats = createNatsClient(testInfra().natsUrl, 'templates-upgrade-test');
  await nats.connect();
  db = await testDatabase(DATABASE);
  queue = new Queue(GENERATION_QUEUE, {
    connection: redisConnectionOptions(`${testInfra().redisUrl}/${REDIS_DB}`),
  });
}, 60_000);

afterAll(async () => {
  await queue?.close();
  await db?.end();
  await nats?.close();
  await templates?.stop();
});

it('generates the questions of a draft whose job the release before queued (name `draft`, `kind` in its data)', async () => {
  const draftId = randomUUID();
  await db.query(
    "insert into question_drafts (id, owner_id, title, description, count, status, created_at) values ($1, $2, 'Hytte', 'Vi deler en hytte på fjellet.', 3, 'pending', now())",
    [draftId, `user-${randomUUID()}`],
  );
  await queue.add('draft', { kind: 'draft', draftId }, { jobId: `draft-${draftId}`, ...OLD_OPTIONS });

  const draft = await eventually(
    async () => {
      const { rows } = await db.query<{ status: string; questions: unknown[] }>(
        'select status, questions from question_drafts where id = $1',
        [draftId],
      );
      return rows[0]?.status === 'pending' ? undefined : rows[0];
    },
    20_000,
    'the legacy draft job generated',
  );
  expect(draft.status).toBe('ready');
  expect(draft.questions).toHaveLength(3);
  expect(await queue.getJobState(`draft-${draftId}`)).toBe('completed');
}, 30_000);

it('regenerates a topic whose job the release before queued (name `regenerate`), and reports it ready', async () => {
  const {
    rows: [topic],
  } = await db.query<{ id: string; title: string; description: string }>(
    'select id, title, description from topics where catalogue_key is not null order by catalogue_key desc limit 1',
  );
  expect(topic).toBeDefined();
  const jobId = `regenerate-${randomUUID()}`;
  await queue.add(
    'regenerate',
    { kind: 'regenerate', topicId: topic.id, count: 2 },
    { jobId, ...OLD_OPTIONS },
  );

  const status = await eventually(
    async () => {
      const reply: RegenerationStatus = await rpcRequest(nats, TemplatesRpc.regenerationStatus, { jobId });
      return reply.status === 'pending' ? undefined : reply;
    },
    20_000,
    'the legacy regeneration finished',
  );
  expect(status).toEqual({ status: 'ready', message: null, details: null });
  const { rows } = await db.query<{ type: string }>(
    'select type from question_templates where topic_id = $1 order by position',
    [topic.id],
  );
  // The questions the offline generator gives the topic, typed as it gives them.
  const expected = new OfflineQuestionGenerator().select({
    title: topic.title,
    description: topic.description,
    count: 2,
  });
  expect(rows).toEqual(expected.map((q) => ({ type: q.type ?? 'yes_no' })));
}, 30_000);
