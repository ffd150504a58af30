// The single-process baseline of `npm run bench`: a minimal Node HTTP server that reads the same
// Postgres rows as the agreements service and builds the same comparison with the same code.
// Usage: node bench/baseline-server.mjs <database url> (prints «listening on <port>», a port the kernel picked)
import http from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import pg from 'pg';
import { repoRoot } from '../infra/local/infra.mjs';

const require = createRequire(import.meta.url);
const { toComparison } = require(
  path.join(repoRoot, 'services/agreements/dist/agreements/comparison.mapper.js'),
);
const { toRoundSnapshot } = require(
  path.join(repoRoot, 'services/agreements/dist/agreements/agreement.snapshot.js'),
);

const [databaseUrl] = process.argv.slice(2);
const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
const rows = async (sql, params) => (await pool.query(sql, params)).rows;
const camel = (row) =>
  Object.fromEntries(
    Object.entries(row).map(([k, v]) => [k.replace(/_(\w)/g, (_, c) => c.toUpperCase()), v]),
  );

const server = http
  .createServer(async (req, res) => {
    try {
      const agreementId = req.url.split('/')[2];
      const [agreement] = await rows('select * from agreements where id = $1', [agreementId]);
      const [questions, rules, participants, answers, submissions] = await Promise.all([
        rows(
          'select *, position as "order" from agreement_questions where agreement_id = $1 order by position',
          [agreementId],
        ),
        rows('select * from agreement_rules where agreement_id = $1', [agreementId]),
        rows('select * from participants where agreement_id = $1 order by joined_at, id', [agreementId]),
        rows('select * from answers where agreement_id = $1', [agreementId]),
        rows('select * from submissions where agreement_id = $1', [agreementId]),
      ]);
      const snapshot = {
        agreement: camel(agreement),
        questions: questions.map(camel),
        rules: rules.map(camel),
        participants: participants.map(camel),
        answers: answers.map(camel),
        submissions: submissions.map(camel),
      };
      const body = JSON.stringify(
        toComparison(snapshot, toRoundSnapshot(snapshot), { id: 'baseline', anonymous: true, name: 'x' }),
      );
      res.writeHead(200, { 'content-type': 'application/json' }).end(body);
    } catch (error) {
      res.writeHead(500).end(String(error));
    }
  })
  .listen(0, '127.0.0.1', () => process.stdout.write(`listening on ${server.address().port}\n`));
process.on('SIGTERM', () => pool.end().then(() => process.exit(0)));
