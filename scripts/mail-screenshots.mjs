#!/usr/bin/env node
/**
 * Makes Avtalt send one mail of every kind against a running product (`npm start`, with its mail
 * catcher) and takes screenshots of each in the catcher's inbox (desktop) and of the mail's HTML at a
 * phone's width, to look at (issue 17). Debian's Chromium; no browser is downloaded.
 *
 *   REMINDER_AFTER_HOURS=0.005 AVTALT_DATA_DIR=/tmp/avd-mail PORT=8131 npm start     # another terminal
 *   node scripts/mail-screenshots.mjs --base http://localhost:8131 [--inbox http://localhost:1080] [--out /tmp/avtalt-mails]
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { avtaltApi } from './support/avtalt-api.mjs';

const args = process.argv.slice(2);
const arg = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : fallback;
};
const base = arg('base', 'http://localhost:8080');
const inbox = arg('inbox', process.env.MAIL_INBOX_URL ?? 'http://localhost:1080').replace(/\/$/, '');
const out = arg('out', '/tmp/avtalt-mails');
const api = avtaltApi(base);
const password = 'skjermbilde-passord1';
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function person(firstName, lastName) {
  const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const email = `${firstName.toLowerCase()}.${id}@avtalt.test`;
  const res = await api.callOk('POST', '/api/auth/register', {
    firstName,
    lastName,
    username: `${firstName.toLowerCase()}_${id}`,
    email,
    password,
  });
  return { email, cookie: res.cookie };
}

async function answerAll(id, cookie, no = () => false) {
  const { body: questions } = await api.callOk('GET', `/api/agreements/${id}/questions`, undefined, cookie);
  const answers = Object.fromEntries(questions.map((q, i) => [q.id, !no(i)]));
  await api.callOk('POST', `/api/agreements/${id}/answers`, { answers }, cookie);
}

async function customAgreement(cookie, title) {
  const draft = await api.callOk(
    'POST',
    '/api/question-drafts',
    { title, description: 'Vi deler hytta i helgene og i ferier.' },
    cookie,
  );
  for (let i = 0; i < 120; i++) {
    const { body } = await api.callOk('GET', `/api/question-drafts/${draft.body.id}`, undefined, cookie);
    if (body.status === 'ready') break;
    if (body.status === 'failed') throw new Error(body.message);
    await sleep(250);
  }
  const created = await api.callOk(
    'POST',
    '/api/agreements',
    {
      topic: 'custom',
      title,
      description: 'Vi deler hytta i helgene og i ferier.',
      questionDraftId: draft.body.id,
    },
    cookie,
  );
  return created.body.id;
}

async function mails() {
  const res = await fetch(`${inbox}/api/email`);
  return res.json();
}

const kari = await person('Kari', 'Nordmann');
const ola = await person('Ola', 'Hansen');
const id = await customAgreement(kari.cookie, 'Hytta på Hvaler <2027>');
await api.callOk('POST', `/api/agreements/${id}/invitations`, { emails: ['venn@avtalt.test'] }, kari.cookie);
await answerAll(id, kari.cookie);
await answerAll(id, ola.cookie, (i) => i === 0); // → 'answered' to Kari
await api.callOk('POST', `/api/agreements/${id}/nextRound`, undefined, kari.cookie); // → 'round-started' to Ola
await answerAll(id, kari.cookie); // → 'answered' to Ola
console.error('waiting for a reminder to Ola (REMINDER_AFTER_HOURS) …');
await sleep(Number(arg('reminder-wait', '25000')));
await answerAll(id, ola.cookie); // → 'completed' to both
const second = await customAgreement(kari.cookie, 'Bilen');
await answerAll(second, kari.cookie);
await answerAll(second, ola.cookie, () => true);
await api.callOk('POST', `/api/agreements/${second}/disagreement`, undefined, kari.cookie); // → 'disagreement-declared' to Ola
await api.callOk('POST', '/api/auth/password-reset', { email: ola.email }); // → 'password-reset'
await sleep(5000);

mkdirSync(out, { recursive: true });
const all = (await mails()).filter((m) =>
  [kari.email, ola.email, 'venn@avtalt.test'].includes(m.to[0]?.address),
);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox'],
});
const seen = new Set();
for (const mail of all) {
  const kind = String(mail.headers['x-avtalt-kind'] ?? 'mail');
  if (seen.has(kind)) continue;
  seen.add(kind);
  const desktop = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await desktop.goto(`${inbox}/#/email/${mail.id}`);
  await sleep(1200);
  await desktop.screenshot({ path: path.join(out, `${kind}-inbox-desktop.png`) });
  const phone = await browser.newPage({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 1 });
  // The mail's own HTML (maildev's /html endpoint answers without a charset, which a mail client takes from the MIME part).
  await phone.setContent(mail.html, { waitUntil: 'networkidle' });
  await phone.screenshot({ path: path.join(out, `${kind}-phone.png`), fullPage: true });
  console.log(`${kind}: ${mail.subject}`);
}
await browser.close();
console.log(`${seen.size} kinds: ${[...seen].join(', ')} → ${out}`);
