#!/usr/bin/env node
// Part of `npm run bench`: PDF rendering with the documents service's warm browser (one Chromium,
// pages reused) beside the naive way (a new browser per PDF), in the same run, on loopback only.
// - latency p50/p95 of one PDF, warm, 30 in a row;
// - PDFs per second at concurrency 4 for 20 different agreements, warm and naive.
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { buildAll, ensureInstalled, repoRoot, say } from '../scripts/lib/run.mjs';

ensureInstalled();
buildAll();
const require = createRequire(import.meta.url);
require(path.join(repoRoot, 'node_modules/reflect-metadata'));
const { LegalTextRenderer } = require(path.join(repoRoot, 'services/documents/dist/legal-text/legal-text.renderer.js'));
const { PdfRenderer } = require(path.join(repoRoot, 'services/documents/dist/pdf/pdf.renderer.js'));

const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const legal = new LegalTextRenderer();
const documentFor = (i) =>
  legal.render({
    variant: 'completed',
    agreementId: '00000000-0000-4000-8000-000000000000',
    title: `Samboeravtale nr. ${i}`,
    topic: 'Samboeravtale',
    description: 'Vi flytter sammen og avtaler hvordan vi deler bolig, utgifter og ansvar.',
    date: new Date().toISOString(),
    parties: [{ name: 'Kari Nordmann' }, { name: 'Ola Æsøy' }],
    agreed: Array.from({ length: 14 }, (_, k) => ({ question: `Spørsmål ${k + 1}?`, answer: k % 3 !== 0, clause: `Partene er enige om punkt ${k + 1} i avtale ${i}.` })),
    notAgreed: [],
  });
const percentile = (values, p) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.ceil((p / 100) * values.length) - 1)];
const ms = (start) => Number(process.hrtime.bigint() - start) / 1e6;

async function throughput(render, count = 20, concurrency = 4) {
  const docs = Array.from({ length: count }, (_, i) => documentFor(i));
  let next = 0;
  const start = process.hrtime.bigint();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < docs.length) {
        const i = next++;
        const pdf = await render(docs[i], `Samboeravtale nr. ${i}`);
        if (pdf.subarray(0, 4).toString() !== '%PDF') throw new Error('not a PDF');
      }
    }),
  );
  return count / (ms(start) / 1000);
}

const warm = new PdfRenderer({ CHROMIUM_PATH, PDF_CONCURRENCY: 4 });
try {
  say('PDF: warming up');
  await warm.render(documentFor(0), 'oppvarming');
  const latencies = [];
  for (let i = 0; i < 30; i++) {
    const start = process.hrtime.bigint();
    await warm.render(documentFor(i), `Samboeravtale nr. ${i}`);
    latencies.push(ms(start));
  }
  const warmRate = await throughput((html, title) => warm.render(html, title));
  // The naive way: a fresh Chromium for every PDF.
  const naiveRate = await throughput(async (html, title) => {
    const naive = new PdfRenderer({ CHROMIUM_PATH, PDF_CONCURRENCY: 1 });
    try {
      return await naive.render(html, title);
    } finally {
      await naive.onModuleDestroy();
    }
  });
  console.log('\n| PDF rendering | Value |');
  console.log('|---|---:|');
  console.log(`| one PDF, warm browser: p50 | ${percentile(latencies, 50).toFixed(0)} ms |`);
  console.log(`| one PDF, warm browser: p95 | ${percentile(latencies, 95).toFixed(0)} ms |`);
  console.log(`| 20 PDFs at concurrency 4, warm browser | ${warmRate.toFixed(1)} PDFs/s |`);
  console.log(`| 20 PDFs at concurrency 4, new browser per PDF | ${naiveRate.toFixed(1)} PDFs/s |`);
  console.log(`\nWarm / naive throughput: ${(warmRate / naiveRate).toFixed(1)}×. Node ${process.version}, ${os.cpus().length} cores.`);
} finally {
  await warm.onModuleDestroy();
}
