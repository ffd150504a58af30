/**
 * Issue 33: catalogue updates reach existing installations (docs/catalogue-versions.md). The seeder against a
 * database of its own with a small catalogue of this test's, in two versions: an unedited topic is brought to
 * the new version (rows read with SQL), an edited one is kept and offered the update, two seeders starting at
 * once apply it once, a topic seeded before versions is classified, and the migration marks what rows show.
 * Then the real processes (identity, templates with the seeded catalogue, agreements, gateway): the admin sees
 * the notice and the difference, takes the update through the API or keeps the current version, and an
 * agreement made before the update keeps its questions (SQL in the agreements database).
 */
import 'reflect-metadata';
import { type CatalogueUpdate, type QuestionTemplate, type Topic } from '@avtalt/contracts';
import { ensureDatabase, ormOptions } from '@avtalt/service-kit';
import {
  confirmAddressForTests,
  type GatewayProcess,
  type ServiceProcess,
  startBackendService,
  startGatewayProcess,
  testDatabase,
  testInfra,
  TestClient,
  unique,
} from '@avtalt/service-kit/testing';
import { MikroORM } from '@mikro-orm/postgresql';
import type { Client } from 'pg';
import { CATALOGUE } from '../src/catalogue/catalogue.data';
import type { CatalogueTopic } from '../src/catalogue/catalogue.types';
import { migrations } from '../src/migrations';
import { QuestionTemplateEntity } from '../src/questions/question-template.entity';
import { QuestionsService } from '../src/questions/questions.service';
import { LogicRuleEntity } from '../src/rules/logic-rule.entity';
import { CatalogueSeedEntity } from '../src/seed/catalogue-seed.entity';
import { CatalogueSeeder } from '../src/seed/catalogue.seeder';
import { catalogueVersion } from '../src/seed/catalogue-version.rules';
import { TopicEntity } from '../src/topics/topic.entity';

const noLibrary = () => [];

/** A topic of this test's in its first version. */
function topicV1(key: string): CatalogueTopic {
  return {
    key,
    title: `Husleie ${key}`,
    description: 'Et tema for testing.',
    featured: false,
    document: { kind: 'agreement', heading: 'Leieavtale', termClause: null, disputeClause: null },
    questions: [
      {
        key: 'leie',
        type: 'free_text',
        format: 'amount',
        text: 'Hvor mye er leien?',
        clauseTemplate: 'Leien er {{svar}}.',
        section: 'Økonomi',
      },
      {
        key: 'depositum',
        type: 'free_text',
        format: 'amount',
        text: 'Hvor stort er depositumet?',
        clauseTemplate: 'Depositumet er {{svar}}.',
        section: 'Økonomi',
      },
      { key: 'dyr', text: 'Er dyr tillatt?', clauseYes: 'Dyr er tillatt.', clauseNo: 'Dyr er ikke tillatt.' },
      {
        key: 'hvilke-dyr',
        text: 'Er hund tillatt?',
        clauseYes: 'Hund er tillatt.',
        clauseNo: 'Hund er ikke tillatt.',
        showIf: { questionKey: 'dyr', equals: true },
      },
      {
        key: 'royking',
        text: 'Er røyking tillatt?',
        clauseYes: 'Røyking er tillatt.',
        clauseNo: 'Røyking er ikke tillatt.',
      },
    ],
  };
}

/** The next version: a reworded question, a check, a question removed, one added, a rule changed, the document. */
function topicV2(key: string): CatalogueTopic {
  const v1 = topicV1(key);
  const [leie, depositum, dyr, hvilkeDyr] = v1.questions;
  return {
    ...v1,
    document: { ...v1.document!, termClause: 'Avtalen gjelder så lenge leieforholdet varer.' },
    questions: [
      leie,
      {
        ...depositum,
        text: 'Hvor stort depositum skal betales?',
        checks: [
          {
            kind: 'atMostTimes',
            other: 'leie',
            factor: 6,
            severity: 'error',
            message: 'Depositumet kan være høyst seks måneders leie. Sett et lavere beløp.',
          },
        ],
      },
      dyr,
      { ...hvilkeDyr, hideIf: { questionKey: 'dyr', equals: false }, showIf: undefined },
      {
        key: 'varsel',
        type: 'free_text',
        format: 'number',
        text: 'Hvor mange dagers varsel før besøk?',
        clauseTemplate: 'Utleier varsler {{svar}} dager før besøk.',
      },
    ],
  } as CatalogueTopic;
}

describe('catalogue versions: the seeder', () => {
  const SEED_DATABASE = 'it_catalogue_versions_seed';
  let orm: MikroORM;
  let seedDb: Client;
  const [plain, edited, unversioned] = ['test-v-plain', 'test-v-edited', 'test-v-unversioned'];
  const v1 = [topicV1(plain), topicV1(edited), topicV1(unversioned)];
  const v2 = [topicV2(plain), topicV2(edited), topicV2(unversioned)];

  const topicRow = async (key: string) =>
    (
      await seedDb.query<{
        id: string;
        title: string;
        document: Record<string, unknown>;
        catalogue_edited_at: Date | null;
      }>('select id, title, document, catalogue_edited_at from topics where catalogue_key = $1', [key])
    ).rows[0];
  const questionRows = async (key: string) =>
    (
      await seedDb.query<{
        id: string;
        catalogue_key: string | null;
        text: string;
        position: number;
        checks: unknown;
      }>(
        'select q.id, q.catalogue_key, q.text, q.position, q.checks from question_templates q join topics t on t.id = q.topic_id where t.catalogue_key = $1 order by q.position',
        [key],
      )
    ).rows;
  const ruleRows = async (key: string) =>
    (
      await seedDb.query<{ question: string; source: string; action: string; value: unknown }>(
        `select q.catalogue_key as question, s.catalogue_key as source, r.action, r.value from logic_rules r
         join question_templates q on q.id = r.question_id join question_templates s on s.id = r.source_question_id
         join topics t on t.id = r.topic_id where t.catalogue_key = $1 order by q.catalogue_key, r.action`,
        [key],
      )
    ).rows;
  const seedRow = async (key: string) =>
    (
      await seedDb.query<{ version: string | null; kept_version: string | null }>(
        'select version, kept_version from catalogue_seeds where key = $1',
        [key],
      )
    ).rows[0];

  beforeAll(async () => {
    const postgres = await testDatabase('postgres');
    await postgres.query(`drop database if exists "${SEED_DATABASE}" with (force)`);
    await postgres.end();
    const url = `${testInfra().postgresBase}/${SEED_DATABASE}`;
    await ensureDatabase(url);
    orm = await MikroORM.init({
      ...ormOptions({
        clientUrl: url,
        entities: [TopicEntity, QuestionTemplateEntity, LogicRuleEntity, CatalogueSeedEntity],
        migrations,
      }),
      logger: () => undefined,
    });
    await orm.getMigrator().up();
    seedDb = await testDatabase(SEED_DATABASE);
  });

  afterAll(async () => {
    await seedDb?.end();
    await orm?.close(true);
  });

  it('updates an unedited topic once (two seeders at once), keeps an edited one and offers it the update, and classifies a topic seeded before versions', async () => {
    const first = await new CatalogueSeeder(orm.em).seed(v1, noLibrary);
    expect(first.seeded).toEqual([plain, edited, unversioned]);
    expect(await seedRow(plain)).toEqual({ version: catalogueVersion(v1[0], noLibrary), kept_version: null });
    expect((await topicRow(plain)).catalogue_edited_at).toBeNull();

    // An admin rewords a question of one topic through the service's write path: the topic is marked edited.
    const editedBefore = await questionRows(edited);
    await new QuestionsService(orm.em).update(editedBefore[2].id, { text: 'Er katt tillatt?' });
    expect((await topicRow(edited)).catalogue_edited_at).not.toBeNull();
    const editedRows = await questionRows(edited);
    const editedRules = await ruleRows(edited);
    // A topic as seeded before versions were stored: no version yet (the migration leaves it null).
    await seedDb.query('update catalogue_seeds set version = null where key = $1', [unversioned]);

    const plainBefore = await questionRows(plain);
    // Two replicas start at once with the catalogue's next version.
    const results = await Promise.all([
      new CatalogueSeeder(orm.em).seed(v2, noLibrary),
      new CatalogueSeeder(orm.em).seed(v2, noLibrary),
    ]);
    expect(results.flatMap((r) => r.seeded)).toEqual([]);
    // The unedited topic is updated exactly once. The unversioned one has v1's content, but v1 is no version the
    // seeder knows for it (only the current and the past releases' are), so it counts as edited: the safe side.
    expect(results.flatMap((r) => r.updated)).toEqual([plain]);
    expect(results.flatMap((r) => r.updateOffered).sort()).toEqual([
      edited,
      edited,
      unversioned,
      unversioned,
    ]);

    // The updated topic: kept questions keep their ids, the removed one is gone, the new one inserted, order, rules,
    // check (naming the stored id of `leie`), document and version are the catalogue's.
    const after = await questionRows(plain);
    const idOf = (rows: typeof after, key: string) => rows.find((r) => r.catalogue_key === key)?.id;
    expect(after.map((r) => [r.catalogue_key, r.text, r.position])).toEqual([
      ['leie', 'Hvor mye er leien?', 1],
      ['depositum', 'Hvor stort depositum skal betales?', 2],
      ['dyr', 'Er dyr tillatt?', 3],
      ['hvilke-dyr', 'Er hund tillatt?', 4],
      ['varsel', 'Hvor mange dagers varsel før besøk?', 5],
    ]);
    for (const key of ['leie', 'depositum', 'dyr', 'hvilke-dyr'])
      expect(idOf(after, key)).toBe(idOf(plainBefore, key));
    expect(idOf(plainBefore, 'royking')).toBeDefined();
    expect(
      (
        await seedDb.query('select count(*)::int as n from question_templates where id = $1', [
          idOf(plainBefore, 'royking'),
        ])
      ).rows[0].n,
    ).toBe(0);
    expect(after.find((r) => r.catalogue_key === 'depositum')!.checks).toEqual([
      {
        kind: 'atMostTimes',
        other: idOf(plainBefore, 'leie'),
        factor: 6,
        severity: 'error',
        message: 'Depositumet kan være høyst seks måneders leie. Sett et lavere beløp.',
      },
    ]);
    expect(await ruleRows(plain)).toEqual([
      { question: 'hvilke-dyr', source: 'dyr', action: 'hide', value: false },
    ]);
    expect((await topicRow(plain)).document.termClause).toBe('Avtalen gjelder så lenge leieforholdet varer.');
    expect(await seedRow(plain)).toEqual({ version: catalogueVersion(v2[0], noLibrary), kept_version: null });

    // The edited topic is exactly as the admin left it, still at v1, still marked.
    expect(await questionRows(edited)).toEqual(editedRows);
    expect(await ruleRows(edited)).toEqual(editedRules);
    expect(await seedRow(edited)).toEqual({
      version: catalogueVersion(v1[1], noLibrary),
      kept_version: null,
    });
    // The unversioned one: marked edited and kept (its rows cannot show that no admin changed it).
    expect((await topicRow(unversioned)).catalogue_edited_at).not.toBeNull();
    expect((await questionRows(unversioned)).map((r) => r.text)).toEqual(v1[2].questions.map((q) => q.text));

    // Idempotent: a later start changes nothing.
    const again = await new CatalogueSeeder(orm.em).seed(v2, noLibrary);
    expect(again.updated).toEqual([]);
    expect(await questionRows(plain)).toEqual(after);
  });

  it('takes an unversioned topic whose content is the current catalogue version as that version, unedited', async () => {
    const key = 'test-v-current';
    await new CatalogueSeeder(orm.em).seed([topicV2(key)], noLibrary);
    await seedDb.query('update catalogue_seeds set version = null where key = $1', [key]);
    const result = await new CatalogueSeeder(orm.em).seed([topicV2(key)], noLibrary);
    expect(result.updated).toEqual([]);
    expect(result.updateOffered).toEqual([]);
    expect(await seedRow(key)).toEqual({
      version: catalogueVersion(topicV2(key), noLibrary),
      kept_version: null,
    });
    expect((await topicRow(key)).catalogue_edited_at).toBeNull();
  });

  it('reads the real catalogue back from its rows at the version it was written with (every topic, through Postgres)', async () => {
    // As an installation the migration left: every real topic seeded, no version stored. The stored rows must give
    // the catalogue's version again, or the first start would take every unedited topic for an edited one.
    const first = await new CatalogueSeeder(orm.em).seed(CATALOGUE);
    expect(first.seeded).toEqual(CATALOGUE.map((t) => t.key));
    const keys = CATALOGUE.map((t) => t.key);
    await seedDb.query('update catalogue_seeds set version = null where key = any($1)', [keys]);
    const again = await new CatalogueSeeder(orm.em).seed(CATALOGUE);
    expect({ updated: again.updated, offered: again.updateOffered }).toEqual({ updated: [], offered: [] });
    const stored = (
      await seedDb.query<{ key: string; version: string }>(
        'select key, version from catalogue_seeds where key = any($1) order by key',
        [keys],
      )
    ).rows;
    expect(Object.fromEntries(stored.map((r) => [r.key, r.version]))).toEqual(
      Object.fromEntries(CATALOGUE.map((t) => [t.key, catalogueVersion(t)])),
    );
    const marked = (
      await seedDb.query(
        'select count(*)::int as n from topics where catalogue_key = any($1) and catalogue_edited_at is not null',
        [keys],
      )
    ).rows[0].n;
    expect(marked).toBe(0);
  });

  it('the migration marks as edited what the rows show: a question added later, a question without a key, a jump rule; not an untouched topic', async () => {
    const keys = ['test-m-added', 'test-m-nokey', 'test-m-jump', 'test-m-untouched'];
    await new CatalogueSeeder(orm.em).seed(keys.map(topicV1), noLibrary);
    const ids: Record<string, string> = {};
    for (const key of keys) ids[key] = (await topicRow(key)).id;
    const migrator = orm.getMigrator();
    await migrator.down({ to: 'Migration20270302100000ValueChecks' });
    await seedDb.query(
      `insert into question_templates (id, topic_id, text, type, position, required, fact, created_at, format)
       values (gen_random_uuid(), $1, 'Lagt til senere?', 'yes_no', 6, false, false, now() + interval '2 hours', null)`,
      [ids['test-m-added']],
    );
    await seedDb.query(
      `update question_templates set catalogue_key = null where topic_id = $1 and position = 5`,
      [ids['test-m-nokey']],
    );
    const [jumpFrom] = (
      await seedDb.query<{ id: string }>(
        'select id from question_templates where topic_id = $1 order by position',
        [ids['test-m-jump']],
      )
    ).rows;
    const target = (
      await seedDb.query<{ id: string }>(
        'select id from question_templates where topic_id = $1 and position = 5',
        [ids['test-m-jump']],
      )
    ).rows[0];
    await seedDb.query(
      `insert into logic_rules (id, topic_id, question_id, source_question_id, operator, value, action, target_question_id)
       values (gen_random_uuid(), $1, $2, $2, 'equals', '12000', 'jump_to', $3)`,
      [ids['test-m-jump'], jumpFrom.id, target.id],
    );
    await migrator.up();
    const marked: Record<string, boolean> = {};
    for (const key of keys) marked[key] = (await topicRow(key)).catalogue_edited_at !== null;
    expect(marked).toEqual({
      'test-m-added': true,
      'test-m-nokey': true,
      'test-m-jump': true,
      'test-m-untouched': false,
    });
  });
});

describe('catalogue updates in the admin area', () => {
  const REDIS_DB = 3;
  const ADMIN_EMAIL = 'katalog-admin@avtalt.test';
  const DATABASE = 'it_catalogue_versions_templates';
  const AGREEMENTS = 'it_catalogue_versions_agreements';
  const services: ServiceProcess[] = [];
  let gateway: GatewayProcess;
  let admin: TestClient;
  let user: TestClient;
  let db: Client;
  let agreementsDb: Client;
  let ip = 10;
  const entry = CATALOGUE.find((t) => t.key === 'ferie-sammen')!;

  async function registered(email = `kari.${unique()}@example.no`): Promise<TestClient> {
    const http = new TestClient(gateway.url, { 'x-forwarded-for': `10.33.0.${ip++}` });
    const res = await http.post('/api/auth/register', {
      firstName: 'Kari',
      lastName: 'Nordmann',
      username: `kari_${unique()}`,
      email,
      password: 'passord123',
    });
    expect(res.status).toBe(201);
    return http;
  }
  const topicId = async () =>
    (await db.query<{ id: string }>('select id from topics where catalogue_key = $1', [entry.key])).rows[0]
      .id;
  const texts = async () =>
    (
      await db.query<{ id: string; text: string }>(
        'select q.id, q.text from question_templates q join topics t on t.id = q.topic_id where t.catalogue_key = $1 order by q.position',
        [entry.key],
      )
    ).rows;

  beforeAll(async () => {
    services.push(
      await startBackendService('identity', {
        database: 'it_catalogue_versions_identity',
        env: { ADMIN_EMAILS: ADMIN_EMAIL },
      }),
    );
    services.push(
      await startBackendService('templates', {
        database: DATABASE,
        redisDb: REDIS_DB,
        env: { SEED_CATALOGUE: 'true' },
      }),
    );
    services.push(await startBackendService('agreements', { database: AGREEMENTS }));
    gateway = await startGatewayProcess(REDIS_DB);
    admin = await registered(ADMIN_EMAIL);
    await confirmAddressForTests('it_catalogue_versions_identity', ADMIN_EMAIL);
    expect((await admin.post('/api/admin/setup', { email: ADMIN_EMAIL })).status).toBe(200);
    user = await registered();
    db = await testDatabase(DATABASE);
    agreementsDb = await testDatabase(AGREEMENTS);
  }, 120_000);

  afterAll(async () => {
    await agreementsDb?.end();
    await db?.end();
    await gateway?.stop();
    for (const service of services.reverse()) await service.stop();
  });

  it("shows an edited topic's update with its difference, takes it through the API, and leaves an agreement made before it as it was", async () => {
    const id = await topicId();
    const seeded = await texts();
    expect(seeded.map((q) => q.text)).toEqual(entry.questions.map((q) => q.text));
    expect((await admin.get<CatalogueUpdate>(`/api/admin/topics/${id}/catalogue-update`)).body).toMatchObject(
      { available: false, edited: false, diff: { questions: [] } },
    );

    // The admin rewords a question (the topic is marked edited); the installation's rows are at an older version.
    const reworded = await admin.put<QuestionTemplate>(`/api/admin/templates/${seeded[0].id}`, {
      text: 'Hvor skal vi reise, og når?',
    });
    expect(reworded.status).toBe(200);
    // (Null: not known which version; a version this release does not know would be a newer release's, not offered.)
    await db.query(`update catalogue_seeds set version = null where key = $1`, [entry.key]);

    // An agreement made now copies the admin's wording.
    const topics = (await user.get<Topic[]>('/api/topics')).body;
    const created = await user.post<{ id: string }>('/api/agreements', {
      topic: id,
      title: `Ferie ${unique()}`,
      description: topics.find((t) => t.id === id)!.description,
    });
    expect(created.status).toBe(201);
    const agreementTexts = async () =>
      (
        await agreementsDb.query<{ text: string }>(
          'select text from agreement_questions where agreement_id = $1 order by position',
          [created.body.id],
        )
      ).rows.map((r) => r.text);
    const agreementBefore = await agreementTexts();
    expect(agreementBefore[0]).toBe('Hvor skal vi reise, og når?');

    const listed = (await admin.get<Topic[]>('/api/admin/topics')).body.find((t) => t.id === id)!;
    expect(listed.catalogueUpdate).toBe(true);
    const update = (await admin.get<CatalogueUpdate>(`/api/admin/topics/${id}/catalogue-update`)).body;
    expect(update).toMatchObject({
      available: true,
      edited: true,
      version: null,
      catalogueVersion: catalogueVersion(entry),
    });
    expect(update.diff.questions).toEqual([
      {
        key: entry.questions[0].key,
        change: 'changed',
        text: entry.questions[0].text,
        fields: [{ field: 'text', from: 'Hvor skal vi reise, og når?', to: entry.questions[0].text }],
      },
    ]);

    // Only admins; a body without the version is a Norwegian 400; a version other than the catalogue's is a 409.
    expect(
      (await user.post(`/api/admin/topics/${id}/catalogue-update`, { version: update.catalogueVersion }))
        .status,
    ).toBe(403);
    const missing = await admin.post<{ message: string }>(`/api/admin/topics/${id}/catalogue-update`, {});
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('Oppgi hvilken katalogversjon du tar stilling til');
    const stale = await admin.post<{ message: string }>(`/api/admin/topics/${id}/catalogue-update`, {
      version: 'b'.repeat(64),
    });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe(
      'Katalogen er endret siden du så på oppdateringen. Se på endringene på nytt.',
    );
    expect((await texts())[0].text).toBe('Hvor skal vi reise, og når?');

    const taken = await admin.post<CatalogueUpdate>(`/api/admin/topics/${id}/catalogue-update`, {
      version: update.catalogueVersion,
    });
    expect(taken.status).toBe(200);
    expect(taken.body).toMatchObject({
      available: false,
      edited: false,
      version: update.catalogueVersion,
      diff: { topic: [], questions: [], rules: { added: 0, removed: 0 }, reordered: false },
    });
    const after = await texts();
    expect(after.map((q) => q.text)).toEqual(entry.questions.map((q) => q.text));
    expect(after.map((q) => q.id)).toEqual(seeded.map((q) => q.id));
    expect(
      (await db.query('select version, kept_version from catalogue_seeds where key = $1', [entry.key]))
        .rows[0],
    ).toEqual({ version: update.catalogueVersion, kept_version: null });
    expect(
      (await db.query('select catalogue_edited_at from topics where id = $1', [id])).rows[0]
        .catalogue_edited_at,
    ).toBeNull();
    expect(
      (await admin.get<Topic[]>('/api/admin/topics')).body.find((t) => t.id === id)!.catalogueUpdate,
    ).toBe(false);

    // The agreement made before the update keeps the questions it copied.
    expect(await agreementTexts()).toEqual(agreementBefore);
  });

  it('keeps the current version on request: the notice goes until the catalogue changes again', async () => {
    const id = await topicId();
    const [first] = await texts();
    expect((await admin.put(`/api/admin/templates/${first.id}`, { text: 'Hvor reiser vi?' })).status).toBe(
      200,
    );
    // A version this release does not know was written by a newer release: never offered (an older one must not revert it).
    await db.query(`update catalogue_seeds set version = $1 where key = $2`, ['a'.repeat(64), entry.key]);
    expect(
      (await admin.get<CatalogueUpdate>(`/api/admin/topics/${id}/catalogue-update`)).body.available,
    ).toBe(false);
    expect(
      (await admin.post(`/api/admin/topics/${id}/catalogue-update`, { version: catalogueVersion(entry) }))
        .status,
    ).toBe(409);
    await db.query(`update catalogue_seeds set version = null where key = $1`, [entry.key]);
    const update = (await admin.get<CatalogueUpdate>(`/api/admin/topics/${id}/catalogue-update`)).body;
    expect(update.available).toBe(true);
    const kept = await admin.post<CatalogueUpdate>(`/api/admin/topics/${id}/catalogue-update/keep`, {
      version: update.catalogueVersion,
    });
    expect(kept.status).toBe(200);
    expect(kept.body).toMatchObject({ available: false, edited: true });
    expect((await texts())[0].text).toBe('Hvor reiser vi?');
    expect(
      (await admin.get<Topic[]>('/api/admin/topics')).body.find((t) => t.id === id)!.catalogueUpdate,
    ).toBe(false);
    // A newer catalogue version (here: the kept one no longer the catalogue's) brings the notice back.
    await db.query(`update catalogue_seeds set kept_version = $1 where key = $2`, [
      'c'.repeat(64),
      entry.key,
    ]);
    expect(
      (await admin.get<Topic[]>('/api/admin/topics')).body.find((t) => t.id === id)!.catalogueUpdate,
    ).toBe(true);
  });

  it('refuses a topic that is not from the catalogue with a Norwegian 400', async () => {
    const own = await admin.post<Topic>('/api/admin/topics', {
      title: `Eget ${unique()}`,
      description: 'Et eget tema',
      featured: false,
    });
    expect(own.status).toBe(201);
    const res = await admin.get<{ message: string }>(`/api/admin/topics/${own.body.id}/catalogue-update`);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Temaet er ikke fra katalogen og har ingen katalogoppdatering');
  });
});
