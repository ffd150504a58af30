#!/usr/bin/env node
/**
 * Lighthouse (mobile: its default config, simulated slow 4G and 4× CPU slowdown) on the four pages of
 * issue 16 against a running Avtalt, 3 runs each, and the median run of each page (by performance
 * score, as Lighthouse's own median does). Lighthouse is not a dependency: it runs through npx, pinned
 * to 12.8.2 (13.x needs Node 22). Debian's Chromium is used; no browser is downloaded.
 *
 *   AVTALT_DATA_DIR=/tmp/avd-perf PORT=8121 npm start      # in another terminal
 *   node scripts/lighthouse.mjs [--base http://localhost:8121] [--runs 3] [--out /tmp/avtalt-lighthouse] [--only '/avtale/{id}/sammenligning']
 *
 * Set-up through the API: two fresh accounts; Kari starts an agreement on a catalogue topic for three
 * people and answers; Ola answers differently on some questions. Then, as an anonymous visitor:
 * `/`, `/auth`, the invitation `/avtale/{id}` and the comparison `/avtale/{id}/sammenligning`.
 * `--cpu N` sets Lighthouse's CPU slowdown (the mobile preset's is 4).
 * `--compare http://localhost:8091`: a second gateway of the same system serving another build
 * (`node scripts/support/second-gateway.mjs --port 8091 --dist path/to/dist --of 8090` starts one beside
 * `npm start`'s); each run then measures both, one after the other, the order swapped every run, so both
 * builds see the same machine (on a shared two-core machine two builds measured one after the other
 * differ as much as any change). The table has a row per page and build.
 * Results (every run's JSON and summary.json) go to --out; the table is printed as Markdown, then where
 * each page's main-thread time went in its median run (Lighthouse's work breakdown, the scripts that cost
 * most, the long tasks), and the machine's load average before and after: on a busy machine TBT follows
 * the load, so a score means little without it.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { avtaltApi } from './support/avtalt-api.mjs';

const args = process.argv.slice(2);
const arg = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : fallback;
};
const base = arg('base', process.env.AVTALT_URL ?? 'http://localhost:8080');
const compare = arg('compare', '');
const bases = compare ? [base, compare] : [base];
const api = avtaltApi(base);
const { call } = api;
const register = (firstName, lastName) => api.register(firstName, lastName, 'lh', 'lighthouse-passord1');
const answerAll = (id, cookie, who) =>
  api.answerRoute(id, cookie, (question, index) => answerFor(question, index, who));
const runs = Number(arg('runs', '3'));
// --only '/avtale/{id}/sammenligning' (comma-separated labels): measure only those pages.
const only = arg('only', '');
const out = arg('out', '/tmp/avtalt-lighthouse');
// --cpu 12: Lighthouse's CPU slowdown instead of its mobile preset's 4, to see a page as a slower phone (or a
// loaded machine) would, with the same trace on a quiet machine.
const cpu = arg('cpu', '');
const chromePath = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const LIGHTHOUSE = 'lighthouse@12.8.2';

function answerFor(question, index, who) {
  switch (question.type) {
    case 'yes_no':
      // Ola differs from Kari on every third question, so the comparison has disagreements.
      return who === 1 && index % 3 === 0 ? false : true;
    case 'multiple_choice':
      return question.options[0];
    default:
      switch (question.format) {
        case 'amount':
          return 150000;
        case 'percent':
          return 50;
        case 'number':
          return 2;
        case 'date':
          return '2027-03-01';
        case 'party':
          return who === 0 ? 'self' : 'other';
        default:
          return 'Som beskrevet av partene';
      }
  }
}

async function makeAgreement() {
  const { body: topics } = await call('GET', '/api/topics/featured');
  const topic = topics[0];
  const kari = await register('Kari', 'Nordmann');
  const ola = await register('Ola', 'Hansen');
  const created = await call(
    'POST',
    '/api/agreements',
    { topic: topic.id, title: topic.title, description: '', expectedParticipants: 3 },
    kari,
  );
  if (created.status !== 201) throw new Error(`create: ${created.status} ${JSON.stringify(created.body)}`);
  await answerAll(created.body.id, kari, 0);
  await answerAll(created.body.id, ola, 1);
  return created.body.id;
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

function lighthouse(url, file) {
  execFileSync(
    'npx',
    [
      '-y',
      LIGHTHOUSE,
      url,
      '--only-categories=performance,accessibility',
      '--output=json',
      `--output-path=${file}`,
      `--chrome-path=${chromePath}`,
      '--chrome-flags=--headless=new --no-sandbox --disable-dev-shm-usage',
      '--quiet',
      ...(cpu ? [`--throttling.cpuSlowdownMultiplier=${Number(cpu)}`] : []),
    ],
    { stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, CHROME_PATH: chromePath } },
  );
  const report = JSON.parse(readFileSync(file, 'utf8'));
  const audit = (id) => report.audits[id]?.numericValue;
  const scripts = (report.audits['network-requests']?.details?.items ?? []).filter(
    (r) => r.resourceType === 'Script',
  );
  const items = (id) => report.audits[id]?.details?.items ?? [];
  const pathOf = (url) =>
    typeof url === 'string' ? url.replace(/^https?:\/\/[^/]+/, '') : String(url?.value ?? url ?? '');
  return {
    performance: Math.round(report.categories.performance.score * 100),
    accessibility: Math.round(report.categories.accessibility.score * 100),
    fcp: audit('first-contentful-paint'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    si: audit('speed-index'),
    tti: audit('interactive'),
    scriptTransfer: scripts.reduce((sum, r) => sum + (r.transferSize ?? 0), 0),
    scriptResource: scripts.reduce((sum, r) => sum + (r.resourceSize ?? 0), 0),
    // Where the main thread's time went (Lighthouse's simulated slow phone: 4× the measured CPU time).
    mainThread: Object.fromEntries(
      items('mainthread-work-breakdown').map((i) => [i.group, Math.round(i.duration)]),
    ),
    bootup: items('bootup-time')
      .slice(0, 5)
      .map((i) => ({
        url: pathOf(i.url),
        total: Math.round(i.total),
        scripting: Math.round(i.scripting),
        parse: Math.round(i.scriptParseCompile),
      })),
    longTasks: items('long-tasks').map((i) => ({
      url: pathOf(i.url),
      start: Math.round(i.startTime),
      duration: Math.round(i.duration),
    })),
    lighthouseVersion: report.lighthouseVersion,
    userAgent: report.environment?.hostUserAgent,
    benchmarkIndex: report.environment?.benchmarkIndex,
  };
}

mkdirSync(out, { recursive: true });
const loadBefore = loadavg().map((l) => l.toFixed(1));
const id = await makeAgreement();
const pages = [
  ['/', '/'],
  ['/auth', '/auth'],
  ['/avtale/{id}', `/avtale/${id}`],
  ['/avtale/{id}/sammenligning', `/avtale/${id}/sammenligning`],
].filter(([label]) => !only || only.split(',').includes(label));
const summary = [];
const medianRunOf = (label, results) => {
  const scores = results.map((r) => r.performance);
  return {
    page: label,
    runs: results,
    median: results.find((r) => r.performance === median(scores)),
    range: [Math.min(...scores), Math.max(...scores)],
  };
};
for (const [label, urlPath] of pages) {
  const results = bases.map(() => []);
  for (let run = 1; run <= runs; run++) {
    // With --compare, the build measured first alternates from run to run.
    const order = bases.map((_, i) => i);
    if (run % 2 === 0) order.reverse();
    for (const b of order) {
      const name = `${label.replace(/[^a-z]+/gi, '_')}${b ? `-compare` : ''}-${run}.json`;
      // Lighthouse sometimes fails to record a trace (NO_NAVSTART) on a busy machine: try that run again.
      let result;
      for (let attempt = 1; !result; attempt++) {
        try {
          result = lighthouse(bases[b] + urlPath, path.join(out, name));
        } catch (error) {
          if (attempt === 3) throw error;
          console.error(
            `${label}${compare ? ` (${bases[b]})` : ''} run ${run}: Lighthouse failed (${error.message.split('\n')[0]}), trying again`,
          );
        }
      }
      results[b].push(result);
      console.error(
        `${label}${compare ? ` (${bases[b]})` : ''} run ${run}: performance ${result.performance}, LCP ${Math.round(result.lcp)} ms, TBT ${Math.round(result.tbt)} ms`,
      );
    }
  }
  bases.forEach((build, i) => summary.push({ ...medianRunOf(label, results[i]), build }));
}
const loadAfter = loadavg().map((l) => l.toFixed(1));
writeFileSync(
  path.join(out, 'summary.json'),
  JSON.stringify(
    { bases, agreement: id, runs, cpuSlowdown: cpu ? Number(cpu) : 4, loadBefore, loadAfter, summary },
    null,
    2,
  ),
);

const s = (ms) => `${(ms / 1000).toFixed(2)} s`;
console.log(
  `\nLighthouse ${summary[0].median.lighthouseVersion}, mobile (default config), median of ${runs} (performance range in brackets), benchmarkIndex ${summary[0].median.benchmarkIndex}\n`,
);
console.log('| Page | Perf | A11y | FCP | LCP | TBT | CLS | SI | TTI | JS transferred |');
console.log('|---|---|---|---|---|---|---|---|---|---|');
for (const { page, median: m, range, build } of summary) {
  console.log(
    `| \`${page}\`${compare ? ` ${build}` : ''} | **${m.performance}** (${range[0]}–${range[1]}) | ${m.accessibility} | ${s(m.fcp)} | ${s(m.lcp)} | ${Math.round(m.tbt)} ms | ${m.cls.toFixed(3)} | ${s(m.si)} | ${s(m.tti)} | ${Math.round(m.scriptTransfer / 1024)} KB (${Math.round(m.scriptResource / 1024)} KB decoded) |`,
  );
}
console.log(
  `\nLoad average (1, 5, 15 min): before ${loadBefore.join(', ')}; after ${loadAfter.join(', ')}; CPU slowdown ${cpu || 4}×`,
);
console.log(
  '\nMain thread in the median run (ms, simulated): by kind; the costliest scripts (total = scripting + parse + other); long tasks (start ms: duration ms, script)\n',
);
for (const { page, median: m, build } of summary) {
  const kinds = Object.entries(m.mainThread)
    .sort((x, y) => y[1] - x[1])
    .map(([kind, ms]) => `${kind} ${ms}`)
    .join(', ');
  const boot = m.bootup
    .map((b) => `${b.url || '(other)'} ${b.total} (${b.scripting} + ${b.parse})`)
    .join(', ');
  const tasks = m.longTasks.map((t) => `${t.start}: ${t.duration} ${t.url}`).join(', ');
  console.log(
    `- \`${page}\`${compare ? ` ${build}` : ''}: ${kinds}\n  - scripts: ${boot}\n  - long tasks: ${tasks || 'none'}`,
  );
}
