import { parse } from './source.rules.js';
import { isSqlStatement, persistenceCountsOf } from './persistence.rules.js';

const counts = (text: string, file = 'services/foo/src/bar/bar.service.ts') =>
  persistenceCountsOf(file, parse(file, text));

describe('persistence outside repositories', () => {
  it('counts SQL statements in strings and templates, and calls on an entity manager', () => {
    const text = [
      "const a = 'select id from users where id = ?';",
      'const b = `insert into outbox (id) values (${1})`;',
      "const c = `\n  update agreements set status = 'done' where id = ?`;",
      "const d = 'delete from links where used';",
      'await this.em.find(User, {});',
      'await em.persistAndFlush(user);',
      'await this.orm.em.fork();',
    ].join('\n');
    expect(counts(text).persistenceOutsideRepositories).toBe(7);
  });

  it('does not count words that only look like SQL, or other calls', () => {
    const text = [
      "const a = 'Select a topic from the list';",
      "const b = 'update the page when the data changes';",
      "const c = 'Delete the draft?';",
      'await this.users.findOne({ id });',
      'await repository.insert(row);',
    ].join('\n');
    expect(counts(text).persistenceOutsideRepositories).toBe(0);
  });

  it('allows them in repositories, migrations and entities, and does not look at tests or libs', () => {
    const text = "await this.em.execute('select 1 from users');";
    for (const file of [
      'services/foo/src/bar/bar.repository.ts',
      'services/foo/src/migrations/Migration20270101000000Foo.ts',
      'services/foo/src/bar/bar.entity.ts',
      'services/foo/src/bar/bar.service.spec.ts',
      'services/foo/test/bar.int-spec.ts',
      'libs/service-kit/src/persistence/transaction.ts',
    ])
      expect(counts(text, file).persistenceOutsideRepositories).toBe(0);
  });
});

describe('queues outside the jobs kit', () => {
  it("counts a service's value imports of bullmq", () => {
    expect(counts("import { Queue, Worker } from 'bullmq';").queuesOutsideJobsKit).toBe(1);
    expect(counts("import * as bullmq from 'bullmq';").queuesOutsideJobsKit).toBe(1);
  });

  it('does not count type-only imports, or imports in libs', () => {
    expect(counts("import type { Job } from 'bullmq';").queuesOutsideJobsKit).toBe(0);
    expect(counts("import { type Job } from 'bullmq';").queuesOutsideJobsKit).toBe(0);
    const kit = 'libs/service-kit/src/jobs/job-queue.ts';
    expect(counts("import { Queue } from 'bullmq';", kit).queuesOutsideJobsKit).toBe(0);
  });
});

describe('what a SQL statement is', () => {
  it('is written in lower or upper case, not in sentence case', () => {
    expect(isSqlStatement('select id from users')).toBe(true);
    expect(isSqlStatement('SELECT id FROM users')).toBe(true);
    expect(isSqlStatement('  with due as (select 1) select * from due')).toBe(true);
    expect(isSqlStatement('lock table outbox in exclusive mode')).toBe(true);
    expect(isSqlStatement('Select a topic from the list')).toBe(false);
    expect(isSqlStatement('insert the key into the lock')).toBe(false);
  });
});
