#!/usr/bin/env node
/**
 * Makes one completed agreement per catalogue topic through the HTTP API of a running Avtalt
 * (`npm start`), as two people would: both answer every question on their route the same way, both
 * give their details, and the final PDF is downloaded and turned into PNGs with `pdftoppm`, so a
 * person can read every topic's document (issue 15, "a completed agreement per topic rendered to PDF
 * and read").
 *
 *   node scripts/catalogue-documents.mjs [--base http://localhost:8080] [--out /tmp/avtalt-documents] [--topic Lån] [--branch 0|1]
 *
 * Uses two fresh accounts each run. Answers: yes/no alternate Ja and Nei per question, and `--branch 1`
 * swaps them (so the two runs together show both branches of every yes/no question), the first option of
 * a choice (the last with `--branch 1`), realistic example values of each format that pass the value
 * checks (the first person answers party questions with themselves, the second with 'the other').
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { avtaltApi } from './support/avtalt-api.mjs';

const args = process.argv.slice(2);
const arg = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : fallback;
};
const base = arg('base', process.env.AVTALT_URL ?? 'http://localhost:8080');
const api = avtaltApi(base);
const { call } = api;
const register = (firstName, lastName) => api.register(firstName, lastName, 'doc', 'dokument-passord1');
const answerRoute = (id, cookie, who) =>
  api.answerRoute(id, cookie, (question, index) => answerFor(question, index, who));
const out = arg('out', '/tmp/avtalt-documents');
const only = arg('topic', null);
// 0: Ja on even questions and each choice's first option; 1: Ja on odd ones and the last option (the other branch).
const branch = arg('branch', '0') === '1' ? 1 : 0;

/** An example value for a free-text question, chosen by what the question asks about. */
function textFor(question) {
  const t = question.text.toLowerCase();
  const table = [
    [/gnr|gårdsnummer|matrikkel/, 'gnr. 12, bnr. 34 i Ringsaker kommune'],
    [/registreringsnummer|reg\.?\s*nr|kjennemerke/, 'EK 12345'],
    [/chip|id-nummer|id nummer|merkenummer/, '578077000123456'],
    [/barn/, 'Emma Hansen, født 3. april 2016, og Noah Hansen, født 9. januar 2019'],
    [/adresse|hvor ligger|beliggenhet/, 'Storgata 1, 0155 Oslo'],
    [/merke|modell/, 'Toyota Corolla 1.8 Hybrid'],
    [/utleier/, 'Ole Utleier'],
    [/dyret|hunden|katten|rase|art/, 'Luna, labrador retriever'],
    [/hytta|hytte/, 'Fjellro, Sjusjøen'],
    [/reisemål|hvor skal|reise/, 'Kreta, Hellas'],
    [/fest|feire|bryllup/, 'Bryllupet til Kari og Ola'],
    [/prosjekt/, 'Nettbutikken Strikkeglede'],
    [/rom|hybel/, 'Sokkelrommet med eget bad'],
  ];
  return table.find(([re]) => re.test(t))?.[1] ?? 'Som beskrevet av partene';
}

/** Realistic amounts by what the question asks about, so the value checks (docs/value-checks.md) pass. */
function amountFor(question) {
  const t = question.text.toLowerCase();
  const table = [
    [/depositum/, 20000],
    [/husleie|leie/, 7500],
    [/avdrag|terminbeløp|per måned/, 5000],
    [/bidrag/, 2500],
    [/lån|låne/, 100000],
    [/kjøpesum|pris|verdi/, 185000],
    [/grense|inntil|egenandel/, 3000],
    [/budsjett/, 40000],
    [/egenkapital/, 300000],
    [/aksjekapital/, 30000],
  ];
  return table.find(([re]) => re.test(t))?.[1] ?? 12000;
}

/** Realistic dates: past ones for what has happened, later ones after earlier ones, so the value checks pass. */
function dateFor(question) {
  const t = question.text.toLowerCase();
  if (/født|fødsel/.test(t)) return '2016-04-03';
  if (/registrert|bodd sammen|siden|startet|fra hvilken dato har/.test(t)) return '2019-06-01';
  if (/tilbakebetalt|senest|slutt|opphør|til hvilken dato|utløper/.test(t)) return '2031-08-01';
  if (/testament/.test(t)) return '2027-06-30';
  return '2027-03-01';
}

function answerFor(question, index, who) {
  switch (question.type) {
    case 'yes_no':
      return index % 2 === branch;
    case 'multiple_choice':
      return branch === 0 ? question.options[0] : question.options[question.options.length - 1];
    default:
      switch (question.format) {
        case 'amount':
          return amountFor(question);
        case 'percent':
          return /rente/.test(question.text.toLowerCase())
            ? 5
            : /størst/.test(question.text.toLowerCase())
              ? 60
              : 50;
        case 'number':
          return /centimeter|\bcm\b/.test(question.text.toLowerCase()) ? 180 : 3;
        case 'date':
          return dateFor(question);
        case 'party':
          return who === 0 ? 'self' : 'other';
        default:
          return textFor(question);
      }
  }
}

async function pdfOf(id, cookie) {
  for (let attempt = 0; attempt < 60; attempt++) {
    const res = await call('GET', `/api/agreements/${id}/pdf`, undefined, cookie);
    if (res.status === 200) return res.body;
    if (res.status !== 202) throw new Error(`pdf: ${res.status} ${JSON.stringify(res.body)}`);
    await new Promise((r) => setTimeout(r, 1000));
  }
  throw new Error('pdf: still pending after 60 s');
}

const slug = (s) =>
  s
    .toLowerCase()
    .replace(/[æ]/g, 'ae')
    .replace(/[ø]/g, 'o')
    .replace(/[å]/g, 'a')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

const { body: topics } = await call('GET', '/api/topics');
mkdirSync(out, { recursive: true });
const results = [];
// Two accounts for all topics (registrations per address are rate-limited).
const kari = await register('Kari', 'Nordmann');
const ola = await register('Ola', 'Hansen');
for (const topic of topics.filter((t) => !t.isCustom && (!only || t.title.includes(only)))) {
  const created = await call(
    'POST',
    '/api/agreements',
    { topic: topic.id, title: topic.title, description: '', expectedParticipants: 2 },
    kari,
  );
  if (created.status !== 201)
    throw new Error(`create ${topic.title}: ${created.status} ${JSON.stringify(created.body)}`);
  const id = created.body.id;
  const a = await answerRoute(id, kari, 0);
  const b = await answerRoute(id, ola, 1);
  const { body: agreement } = await call('GET', `/api/agreements/${id}`, undefined, kari);
  for (const [cookie, birthDate] of [
    [kari, '1985-03-01'],
    [ola, '1983-11-20'],
  ]) {
    await call(
      'PUT',
      `/api/agreements/${id}/party-details`,
      { birthDate, address: 'Storgata 1, 0155 Oslo' },
      cookie,
    );
  }
  const name = slug(topic.title);
  const pdf = agreement.status === 'completed' ? await pdfOf(id, kari) : null;
  if (pdf) {
    writeFileSync(path.join(out, `${name}.pdf`), pdf);
    execFileSync('pdftoppm', ['-png', '-r', '70', path.join(out, `${name}.pdf`), path.join(out, name)]);
  }
  // Not completed: the points the two did not agree on, so the reason can be found.
  const open =
    agreement.status === 'completed'
      ? []
      : ((await call('GET', `/api/agreements/${id}/comparison`, undefined, kari)).body.questionAnswers ?? [])
          .filter((q) => q.status !== 'agreed')
          .map(
            (q) => `${q.questionText} (${q.status}: ${q.answers.map((x) => x.display || '–').join(' / ')})`,
          );
  if (open.length > 0) console.log(`  not agreed: ${open.join('; ')}`);
  results.push({
    topic: topic.title,
    status: agreement.status,
    answered: [a, b],
    pdf: pdf ? `${name}.pdf` : null,
    open,
  });
  console.log(`${topic.title}: ${agreement.status}, answered ${a}/${b}${pdf ? `, ${name}.pdf` : ''}`);
}
writeFileSync(path.join(out, 'results.json'), JSON.stringify(results, null, 2));
console.log(`\n${results.length} topics, PDFs and PNGs in ${out}`);
