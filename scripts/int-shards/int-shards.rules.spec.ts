import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import durations from './durations.json';
import {
  balance,
  durationsFromOutput,
  expectedSeconds,
  mustRunAlone,
  updateDurations,
} from './int-shards.rules.js';

const repoRoot = path.resolve(__dirname, '../..');
const table = durations as { defaultSeconds: number; files: Record<string, number> };
const known = Object.keys(table.files);
const seconds = (file: string) => expectedSeconds(file, table);
const key = (file: string) => file;

describe('balance', () => {
  it('puts every file in exactly one shard', () => {
    const groups = balance(known, 2, seconds, key);
    const all = groups.flatMap((g) => g.items);
    expect(all).toHaveLength(known.length);
    expect(new Set(all)).toEqual(new Set(known));
  });

  it('splits the CI durations into shards that differ by less than the longest file', () => {
    for (const count of [2, 3]) {
      const totals = balance(known, count, seconds, key).map((g) => g.total);
      const longest = Math.max(...known.map(seconds));
      expect(Math.max(...totals) - Math.min(...totals)).toBeLessThan(longest);
      expect(totals.reduce((a, b) => a + b, 0)).toBe(known.map(seconds).reduce((a, b) => a + b, 0));
    }
  });

  it('gives every process the same shards whatever order the files came in', () => {
    const reversed = balance([...known].reverse(), 2, seconds, key).map((g) => g.items);
    const shuffled = balance(
      [...known].sort(() => Math.random() - 0.5),
      2,
      seconds,
      key,
    ).map((g) => g.items);
    expect(reversed).toEqual(balance(known, 2, seconds, key).map((g) => g.items));
    expect(shuffled).toEqual(reversed);
  });

  it('puts the two slowest files in different shards', () => {
    const [first, second] = [...known].sort((a, b) => seconds(b) - seconds(a));
    const groups = balance(known, 2, seconds, key);
    expect(groups.findIndex((g) => g.items.includes(first))).not.toBe(
      groups.findIndex((g) => g.items.includes(second)),
    );
  });

  it('leaves a shard empty when there are fewer files than shards', () => {
    expect(balance(['a', 'b'], 3, () => 1, key).map((g) => g.items)).toEqual([['a'], ['b'], []]);
  });
});

describe('expectedSeconds', () => {
  it('counts a file not in the table (a new one) as the default', () => {
    expect(expectedSeconds('services/x/test/new.int-spec.ts', table)).toBe(table.defaultSeconds);
    expect(expectedSeconds('services/notifications/test/activity.int-spec.ts', table)).toBe(
      table.files['services/notifications/test/activity.int-spec.ts'],
    );
  });

  it('lists only integration files that exist', () => {
    for (const file of known) {
      // The services' integration files and the libraries' (service-kit's jobs kit against Redis).
      expect(file).toMatch(/^(services|libs)\/[a-z-]+\/test\/[a-z0-9-]+\.int-spec\.ts$/);
      expect(existsSync(path.join(repoRoot, file))).toBe(true);
    }
  });
});

describe('mustRunAlone', () => {
  it('is true for a file that spawns `npm start` (its build rewrites dist/) or says @int-alone', () => {
    expect(mustRunAlone("const child = spawn('npm', ['start'], { cwd: repoRoot, env });")).toBe(true);
    expect(mustRunAlone("spawn('npm', ['run', 'start'], { env })")).toBe(true);
    expect(
      mustRunAlone("spawn(process.execPath, [path.join(repoRoot, 'scripts', 'start.mjs')], { env })"),
    ).toBe(true);
    // Naming start.mjs in a comment is not running it (supervision.int-spec.ts).
    expect(mustRunAlone('// What scripts/start.mjs does after install and build')).toBe(false);
    expect(mustRunAlone('/** Stops nginx under load. @int-alone */')).toBe(true);
    expect(mustRunAlone("await startBackendService('identity', { database: 'it_users' });")).toBe(false);
  });

  it('finds the npm start test among the integration files', () => {
    const file = path.join(repoRoot, 'services/gateway/test/npm-start.int-spec.ts');
    expect(mustRunAlone(readFileSync(file, 'utf8'))).toBe(true);
    const other = path.join(repoRoot, 'services/chat/test/durable-delete.int-spec.ts');
    expect(mustRunAlone(readFileSync(other, 'utf8'))).toBe(false);
  });
});

describe('durationsFromOutput', () => {
  it("reads jest's PASS and FAIL lines of integration files, with colours and a shard's prefix, rounded up", () => {
    const output = [
      '[int alone] PASS gateway:int services/gateway/test/npm-start.int-spec.ts (33.945 s)',
      '[int 2/2] \x1b[42mPASS\x1b[49m \x1b[2mservices/documents/test/\x1b[22m\x1b[1mseal.int-spec.ts\x1b[22m',
      '[int 1/2] \x1b[1m\x1b[42m PASS \x1b[49m\x1b[22m \x1b[7m documents:int \x1b[27m services/documents/test/documents.int-spec.ts (\x1b[0;31m52.098 s\x1b[0m)',
      '[int 1/2] FAIL agreements:int services/agreements/test/signing.int-spec.ts (47 s)',
      // A fast file has no time; a unit spec is not an integration file.
      '[int 1/2] PASS identity:int services/identity/test/users.int-spec.ts',
      'PASS frontend frontend/src/pages/home/home-page.spec.tsx (11.286 s)',
    ].join('\n');
    expect(durationsFromOutput(output)).toEqual({
      'services/gateway/test/npm-start.int-spec.ts': 34,
      'services/documents/test/documents.int-spec.ts': 53,
      'services/agreements/test/signing.int-spec.ts': 47,
    });
  });
});

describe('updateDurations', () => {
  it('takes the measured seconds, keeps the rest, drops files that are gone, and lists the longest first', () => {
    const table = {
      defaultSeconds: 15,
      files: { 'a.int-spec.ts': 10, 'b.int-spec.ts': 20, 'gone.int-spec.ts': 5 },
    };
    const updated = updateDurations(
      table,
      { 'a.int-spec.ts': 40, 'new.int-spec.ts': 12 },
      (f) => f !== 'gone.int-spec.ts',
    );
    expect(updated.defaultSeconds).toBe(15);
    expect(Object.entries(updated.files)).toEqual([
      ['a.int-spec.ts', 40],
      ['b.int-spec.ts', 20],
      ['new.int-spec.ts', 12],
    ]);
  });
});
