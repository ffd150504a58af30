/**
 * Issue 31: a catalogue topic's signing notes travel from the templates service, where they are stored with the
 * topic's document settings, into each agreement made from the topic (the agreements service copies the
 * settings at creation) and so into its signatures view — the loan's note that it is no tvangsgrunnlag is what
 * its parties see where they sign. Real identity, templates (seeded catalogue), agreements and gateway
 * processes; the agreement's stored settings are read with SQL.
 */
import type { SignaturesView, Topic, TopicDocument } from '@avtalt/contracts';
import {
  type GatewayProcess,
  type ServiceProcess,
  startBackendService,
  startGatewayProcess,
  testDatabase,
  TestClient,
  unique,
} from '@avtalt/service-kit/testing';
import type { Client } from 'pg';
import { CATALOGUE } from '../src/catalogue/catalogue.data';

const REDIS_DB = 2;
const services: ServiceProcess[] = [];
let gateway: GatewayProcess;
let agreementsDb: Client;

const notesOf = (key: string) => CATALOGUE.find((t) => t.key === key)!.document!.signingNotes ?? [];

async function registered(): Promise<TestClient> {
  const http = new TestClient(gateway.url, {
    'x-forwarded-for': `10.31.0.${Math.floor(Math.random() * 200) + 1}`,
  });
  const id = unique();
  const res = await http.post('/api/auth/register', {
    firstName: 'Kari',
    lastName: 'Nordmann',
    username: `kari_${id}`,
    email: `kari.${id}@example.no`,
    password: 'passord123',
  });
  expect(res.status).toBe(201);
  return http;
}

async function agreementFrom(http: TestClient, title: string): Promise<string> {
  const topics = (await http.get<Topic[]>('/api/topics')).body;
  const topic = topics.find((t) => t.title === title);
  expect(topic).toBeDefined();
  const created = await http.post<{ id: string }>('/api/agreements', {
    topic: topic!.id,
    title: `${title} ${unique()}`,
    description: topic!.description,
  });
  expect(created.status).toBe(201);
  return created.body.id;
}

const storedDocument = async (agreementId: string) =>
  (
    await agreementsDb.query<{ document: TopicDocument | null }>(
      'select document from agreements where id = $1',
      [agreementId],
    )
  ).rows[0].document;

beforeAll(async () => {
  services.push(await startBackendService('identity', { database: 'it_notes_identity' }));
  services.push(
    await startBackendService('templates', {
      database: 'it_notes_templates',
      redisDb: REDIS_DB,
      env: { SEED_CATALOGUE: 'true' },
    }),
  );
  services.push(await startBackendService('agreements', { database: 'it_notes_agreements' }));
  gateway = await startGatewayProcess(REDIS_DB);
  agreementsDb = await testDatabase('it_notes_agreements');
}, 120_000);

afterAll(async () => {
  await agreementsDb?.end();
  await gateway?.stop();
  for (const service of services.reverse()) await service.stop();
});

it("copies the loan's signing notes into the agreement made from it, and its signatures view carries them", async () => {
  const http = await registered();
  const id = await agreementFrom(http, 'Lån mellom venner eller familie');
  const loanNotes = notesOf('lan-mellom-privatpersoner');
  expect(loanNotes.map((n) => n.id)).toEqual(['lan-ikke-tvangsgrunnlag']);
  expect((await storedDocument(id))?.signingNotes).toEqual(loanNotes);

  const view = await http.get<SignaturesView>(`/api/agreements/${id}/signatures`);
  expect(view.status).toBe(200);
  // The notes as stored, each with its nynorsk and English (docs/languages.md).
  expect(view.body.signingNotes.map(({ wordings: _wordings, ...note }) => note)).toEqual(loanNotes);
  expect(view.body.signingNotes[0].source).toContain('tvangsfullbyrdelsesloven § 7-2 bokstav a');
  expect(view.body.signingNotes[0].wordings?.nn?.title).toBe('Lånet kan ikkje krevjast inn utan søksmål');
  expect(view.body.signingNotes[0].wordings?.en?.title).toBe(
    'The loan cannot be collected without legal proceedings',
  );
});

it('gives the samvær agreement both its notes, and a topic without notes none', async () => {
  const http = await registered();
  const samvaer = await agreementFrom(http, 'Samværsavtale for barn');
  expect(
    (await http.get<SignaturesView>(`/api/agreements/${samvaer}/signatures`)).body.signingNotes.map(
      (n) => n.id,
    ),
  ).toEqual(['samvaer-tvangskraft', 'foreldreansvar-folkeregisteret']);
  const holiday = await agreementFrom(http, 'Ferie sammen');
  expect((await storedDocument(holiday))?.signingNotes).toBeUndefined();
  expect((await http.get<SignaturesView>(`/api/agreements/${holiday}/signatures`)).body.signingNotes).toEqual(
    [],
  );
});
