#!/usr/bin/env node
// Part of `npm run bench` (bench/run.mjs): PDF rendering with the documents service's warm browser (one
// Chromium, pages reused) beside the naive way (a new browser per PDF), in the same run, on loopback only.
// - latency p50/p95 of one PDF, warm, 30 in a row;
// - PDFs per second at concurrency 4 for 20 different agreements, warm and naive.
//   node bench/pdf.bench.mjs [--smoke]   this bench alone (the options of bench/run.mjs)
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { repoRoot } from '../scripts/lib/run.mjs';
import { check, isMain, onCleanup, runMain } from './harness.mjs';

const require = createRequire(import.meta.url);
const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const percentile = (values, p) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.ceil((p / 100) * values.length) - 1)];
const ms = (start) => Number(process.hrtime.bigint() - start) / 1e6;

/**
 * The documents service's renderer as the service runs it: Nest calls `onApplicationShutdown` when the
 * process stops, which closes the browser; here it runs when the bench ends, also on a failure.
 */
function renderer(PdfRenderer, concurrency) {
  const instance = new PdfRenderer({ CHROMIUM_PATH, PDF_CONCURRENCY: concurrency });
  const close = () => instance.onApplicationShutdown();
  onCleanup(close);
  return { render: (html, title) => instance.render(html, title), close };
}

function checkPdf(pdf, what) {
  check(
    Buffer.isBuffer(pdf) && pdf.subarray(0, 5).toString() === '%PDF-',
    `${what}: not a PDF (${Buffer.isBuffer(pdf) ? pdf.subarray(0, 20).toString() : typeof pdf})`,
  );
  return pdf;
}

export const pdfBench = {
  name: 'pdf',
  async run({ smoke, settings, say }) {
    require(path.join(repoRoot, 'node_modules/reflect-metadata'));
    const { LegalTextRenderer } = require(
      path.join(repoRoot, 'services/documents/dist/legal-text/legal-text.renderer.js'),
    );
    const { PdfRenderer } = require(path.join(repoRoot, 'services/documents/dist/pdf/pdf.renderer.js'));
    // The contracts the documents service reads its input with: the bench's document must still be a valid one.
    const { legalDocumentSchema } = require(path.join(repoRoot, 'libs/contracts/dist/index.js'));
    const legal = new LegalTextRenderer();
    const documentFor = (i) =>
      legal.render(
        legalDocumentSchema.parse({
          variant: 'completed',
          agreementId: '00000000-0000-4000-8000-000000000000',
          title: `Samboeravtale nr. ${i}`,
          topic: 'Samboeravtale',
          description: 'Vi flytter sammen og avtaler hvordan vi deler bolig, utgifter og ansvar.',
          date: new Date().toISOString(),
          parties: [{ name: 'Kari Nordmann' }, { name: 'Ola Æsøy' }],
          agreed: Array.from({ length: 14 }, (_, k) => ({
            question: `Spørsmål ${k + 1}?`,
            answer: k % 3 !== 0,
            clause: `Partene er enige om punkt ${k + 1} i avtale ${i}.`,
          })),
          notAgreed: [],
        }),
      );

    async function throughput(render, count, concurrency) {
      const docs = Array.from({ length: count }, (_, i) => documentFor(i));
      let next = 0;
      const start = process.hrtime.bigint();
      await Promise.all(
        Array.from({ length: concurrency }, async () => {
          while (next < docs.length) {
            const i = next++;
            checkPdf(await render(docs[i], `Samboeravtale nr. ${i}`), `PDF ${i}`);
          }
        }),
      );
      return count / (ms(start) / 1000);
    }

    const warm = renderer(PdfRenderer, settings.warmConcurrency);
    say('warming up');
    checkPdf(await warm.render(documentFor(0), 'oppvarming'), 'the first PDF');
    const latencies = [];
    for (let i = 0; i < settings.latencyCount; i++) {
      const start = process.hrtime.bigint();
      checkPdf(await warm.render(documentFor(i), `Samboeravtale nr. ${i}`), `PDF ${i}`);
      latencies.push(ms(start));
    }
    const warmRate = await throughput(warm.render, settings.warmCount, settings.warmConcurrency);
    // The naive way: a fresh Chromium for every PDF.
    const naiveRate = await throughput(
      async (html, title) => {
        const naive = renderer(PdfRenderer, 1);
        try {
          return await naive.render(html, title);
        } finally {
          await naive.close();
        }
      },
      settings.naiveCount,
      settings.naiveConcurrency,
    );
    const total = 1 + settings.latencyCount + settings.warmCount + settings.naiveCount;
    if (smoke)
      return `${total} PDFs (${total - settings.naiveCount} from the warm browser, ${settings.naiveCount} from a new one)`;

    console.log('\n| PDF rendering | Value |');
    console.log('|---|---:|');
    console.log(`| one PDF, warm browser: p50 | ${percentile(latencies, 50).toFixed(0)} ms |`);
    console.log(`| one PDF, warm browser: p95 | ${percentile(latencies, 95).toFixed(0)} ms |`);
    console.log(
      `| ${settings.warmCount} PDFs at concurrency ${settings.warmConcurrency}, warm browser | ${warmRate.toFixed(1)} PDFs/s |`,
    );
    console.log(
      `| ${settings.naiveCount} PDFs at concurrency ${settings.naiveConcurrency}, new browser per PDF | ${naiveRate.toFixed(1)} PDFs/s |`,
    );
    console.log(
      `\nWarm / naive throughput: ${(warmRate / naiveRate).toFixed(1)}×. Node ${process.version}, ${os.cpus().length} cores.`,
    );
    return 'measured';
  },
};

if (isMain(import.meta.url)) await runMain([pdfBench], [...process.argv.slice(2), 'pdf']);
