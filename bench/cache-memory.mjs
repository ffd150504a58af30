#!/usr/bin/env node
// The comparison caches' memory with 10,000 agreements (docs/performance.md, "The comparison's bytes"):
// every one of 4 participants of each agreement reads its comparison once, through the agreements
// process's ComparisonViewCache and the gateway's ComparisonBodyCache (their built code, their default
// budgets), and the heap is measured after a full GC at 0, 1,000, 5,000 and 10,000 agreements. The caches
// hold at most their budgets (64 MB each, counted as four times the JSON), so the heap stops growing.
//   node --expose-gc bench/cache-memory.mjs [agreements]
import { createRequire } from 'node:module';
import path from 'node:path';
import { repoRoot } from '../scripts/lib/run.mjs';

if (typeof globalThis.gc !== 'function') {
  console.error('run with node --expose-gc');
  process.exit(2);
}
const require = createRequire(import.meta.url);
const { ComparisonViewCache } = require(
  path.join(repoRoot, 'services/agreements/dist/agreements/comparison-view.js'),
);
const { ComparisonBodyCache } = require(
  path.join(repoRoot, 'services/gateway/dist/agreements/comparison-views.js'),
);

const AGREEMENTS = Number(process.argv[2] ?? 10_000);
const PARTICIPANTS = 4;
const QUESTIONS = 10;
const MB = 1024 * 1024;

/** A comparison of the bench's size (4 participants × 10 questions, ~12 kB of JSON), its own per agreement and caller. */
function comparisonOf(agreement, caller) {
  const people = Array.from({ length: PARTICIPANTS }, (_, p) => ({
    id: `p-${agreement}-${p}`,
    userId: `u-${agreement}-${p}`,
    userName: `Deltaker ${p + 1} av avtale ${agreement}`,
    isYou: p === caller,
    isAnonymous: false,
    hasResponded: true,
    canRemove: false,
    hasDetails: false,
  }));
  return {
    title: `Sommerplaner ${agreement}`,
    status: 'in_progress',
    currentRound: 1,
    maxRounds: 5,
    expectedParticipants: PARTICIPANTS,
    canStartNextRound: false,
    nextRoundBlocker: null,
    participants: people,
    removedParticipants: [],
    youAreRemoved: false,
    blind: false,
    isInitiator: caller === 0,
    answersHidden: false,
    questionAnswers: Array.from({ length: QUESTIONS }, (_, q) => ({
      questionId: `q-${agreement}-${q}`,
      questionText: `Skal vi dele utgiftene til båten likt, også når én av oss bruker den mer enn de andre? (${q})`,
      type: 'yes_no',
      options: null,
      format: null,
      optionClauses: null,
      clauseYes: 'Partene deler utgiftene likt.',
      clauseNo: 'Partene deler utgiftene etter bruk.',
      clauseTemplate: null,
      section: null,
      fact: false,
      partyRoles: null,
      status: q === 0 ? 'disagreed' : 'agreed',
      answers: people.map((p, k) => ({
        participantId: p.id,
        userId: p.userId,
        userName: p.userName,
        response: q === 0 ? k % 2 === 0 : true,
        display: q === 0 && k % 2 === 1 ? 'Nei' : 'Ja',
      })),
    })),
  };
}

const heapMb = () => {
  globalThis.gc();
  return process.memoryUsage().heapUsed / MB;
};

const views = new ComparisonViewCache();
const bodies = new ComparisonBodyCache(64 * MB);
const start = heapMb();
const rows = [];
const checkpoints = new Set([1_000, 5_000, AGREEMENTS]);
for (let a = 1; a <= AGREEMENTS; a++) {
  for (let c = 0; c < PARTICIPANTS; c++) {
    const caller = { id: `u-${a}-${c}`, anonymous: false, name: `Deltaker ${c + 1}` };
    // Agreements keeps the view; the gateway keeps its body (its own parsed copy) and the caller's tag.
    const view = views.view(`a-${a}`, '1', caller, false, () => comparisonOf(a, c));
    bodies.keep(view.etag, JSON.parse(JSON.stringify(view.comparison)));
    bodies.noteSent(`a-${a}`, caller.id, view.etag);
  }
  if (checkpoints.has(a)) {
    rows.push({
      agreements: a,
      heapMb: (heapMb() - start).toFixed(1),
      views: views.size().views,
      viewsMb: (views.size().bytes / MB).toFixed(1),
      bodies: bodies.size().bodies,
      bodiesMb: (bodies.size().bytes / MB).toFixed(1),
      callers: bodies.size().callers,
    });
  }
}
console.log(
  "| Agreements read (× 4 callers) | Heap growth (MB) | Views kept | Counted (MB) | Bodies kept | Counted (MB) | Callers' tags |",
);
console.log('|---:|---:|---:|---:|---:|---:|---:|');
for (const r of rows)
  console.log(
    `| ${r.agreements} | ${r.heapMb} | ${r.views} | ${r.viewsMb} | ${r.bodies} | ${r.bodiesMb} | ${r.callers} |`,
  );
console.log(`Node ${process.version}; both caches in this one process (in the system each is in its own).`);
