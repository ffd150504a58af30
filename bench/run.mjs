#!/usr/bin/env node
// `npm run bench`: the agreements, PDF, chat and render benches, one after another, each on a system of its own
// on free ports (so it runs beside `npm start`), with their tables (docs/performance.md).
// `npm run bench -- --smoke` (and `npm test`'s bench phase): every bench once with a second of load, a
// few PDFs and chat messages on one shared system; fails when a bench breaks, asserts no timings.
//   node bench/run.mjs [--smoke] [--no-build] [--report=FILE] [agreements] [pdf] [chat] [render]   (--help)
import { agreementsBench } from './agreements.bench.mjs';
import { chatBench } from './chat.bench.mjs';
import { runMain } from './harness.mjs';
import { pdfBench } from './pdf.bench.mjs';
import { renderBench } from './render.bench.mjs';

await runMain([agreementsBench, pdfBench, chatBench, renderBench], process.argv.slice(2));
