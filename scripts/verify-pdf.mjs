#!/usr/bin/env node
// The offline verifier of a sealed Avtalt PDF (docs/sealed-pdf.md): checks the seal, its RFC 3161 timestamp
// when there is one, the embedded audit trail from entry 1, the embedded head and text hash, and the receipts
// or heads the parties got by mail, without Avtalt's server. The checks are the documents service's own
// (services/documents/dist/verify/pdf-verifier.js, also behind /verifiser), so the repository must be built:
//   npm install && npx nx run @avtalt/documents:build
// Usage: node scripts/verify-pdf.mjs FILE.pdf [--cert-sha256 HEX] [--receipt RECEIPT.json …] [--head SEQ:HASH …] [--json]
// Exit code 0 when every check holds, 1 otherwise (also for a wrong command line or an unreadable file).
// Anyone can seal a PDF with a certificate named "Avtalt": the seal shows who sealed it only when its
// fingerprint is compared with Avtalt's own (GET /api/verify/certificate), by the reader or with --cert-sha256.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const checker = path.join(root, 'services', 'documents', 'dist', 'verify', 'pdf-verifier.js');
const chainRules = path.join(root, 'services', 'documents', 'dist', 'verify', 'audit-chain.js');

const USAGE = `Bruk: node scripts/verify-pdf.mjs FIL.pdf [--cert-sha256 HEX] [--receipt KVITTERING.json …] [--head SEKV:HASH …] [--json]

Kontrollerer en forseglet Avtalt-PDF uten Avtalts server:
  - seglet (signaturen over hele filen) og tidsstempelet (RFC 3161), når det finnes
  - --cert-sha256: at seglet er laget med sertifikatet med dette SHA-256-fingeravtrykket (Avtalts
    fingeravtrykk: GET /api/verify/certificate på Avtalt-tjenesten). Uten valget skrives sertifikatets
    navn og fingeravtrykk ut, og du må selv sammenligne det med fingeravtrykket Avtalt publiserer.
  - revisjonsloggen i PDF-en: fra hendelse 1 (opprettelsen), hver hash-verdi etter regelen
  - at hodet og tekstens SHA-256 i PDF-en stemmer med loggen og teksten
  - --receipt: en revisjonskvittering (JSON) du fikk på e-post; første oppføring som er endret, nevnes
  - --head: loggens hode (sekvensnummer:hash) fra en e-post
  --json skriver resultatet maskinlesbart. Avslutter med 0 når alt stemmer, ellers 1.`;

function fail(message) {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

function parseArgs(argv) {
  const options = { file: null, receipts: [], heads: [], certificates: [], json: false };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--help' || arg === '-h') {
      process.stdout.write(`${USAGE}\n`);
      process.exit(0);
    } else if (arg === '--json') options.json = true;
    else if (arg === '--cert-sha256') {
      const value = argv[++i]?.replace(/:/g, '').toLowerCase();
      if (!value || !/^[0-9a-f]{64}$/.test(value))
        fail(`--cert-sha256 trenger et SHA-256-fingeravtrykk (64 heksadesimale tegn).\n\n${USAGE}`);
      options.certificates.push(value);
    } else if (arg === '--receipt' || arg === '--head') {
      const value = argv[++i];
      if (value === undefined) fail(`${arg} mangler en verdi.\n\n${USAGE}`);
      (arg === '--receipt' ? options.receipts : options.heads).push(value);
    } else if (arg.startsWith('--')) fail(`Ukjent valg: ${arg}\n\n${USAGE}`);
    else if (options.file === null) options.file = arg;
    else fail(`Bare én PDF om gangen.\n\n${USAGE}`);
  }
  if (options.file === null) fail(USAGE);
  return options;
}

const options = parseArgs(process.argv.slice(2));
if (!existsSync(checker))
  fail(
    `Kontrollprogrammet er ikke bygget (${path.relative(root, checker)} mangler). Kjør først: npm install && npx nx run @avtalt/documents:build`,
  );
const require = createRequire(import.meta.url);
const { verifySealedPdf } = require(checker);
const { parseHead } = require(chainRules);

let pdf;
try {
  pdf = readFileSync(options.file);
} catch {
  fail(`Kan ikke lese filen ${options.file}.`);
}
const receipts = options.receipts.map((file) => {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    fail(`Kan ikke lese kvitteringen ${file} (ikke en JSON-fil).`);
  }
});
const heads = options.heads.map(
  (text) =>
    parseHead(text) ?? fail(`Ugyldig hode «${text}»: skriv sekvensnummer:hash, f.eks. 12:${'0'.repeat(64)}.`),
);

const result = await verifySealedPdf(pdf, {
  receipts,
  heads,
  ...(options.certificates.length ? { sealCertificates: options.certificates } : {}),
});

if (options.json) {
  process.stdout.write(`${JSON.stringify({ file: path.basename(options.file), ...result }, null, 2)}\n`);
} else {
  const mark = { ok: '✓', failed: '✗', info: 'ℹ' };
  const lines = [`Kontroll av ${path.basename(options.file)}`];
  if (result.title)
    lines.push(`Avtale: «${result.title}»${result.agreementId ? ` (${result.agreementId})` : ''}`);
  lines.push('');
  for (const check of result.checks) lines.push(`${mark[check.status]} ${check.message}`);
  if (result.certificateSha256) {
    lines.push(
      '',
      `Seglets sertifikat: ${result.certificateSubject}`,
      `SHA-256-fingeravtrykk: ${result.certificateSha256}`,
    );
    if (!options.certificates.length)
      lines.push(
        'Hvem som helst kan lage et segl med et sertifikat som heter «Avtalt». Sammenlign fingeravtrykket over med det',
        'Avtalt publiserer (GET /api/verify/certificate på Avtalt-tjenesten), eller kjør igjen med --cert-sha256 HEX.',
      );
  }
  if (result.signers.length) {
    lines.push('', 'Signert av:');
    const when = new Intl.DateTimeFormat('nb-NO', {
      timeZone: 'Europe/Oslo',
      dateStyle: 'long',
      timeStyle: 'short',
    });
    for (const signer of result.signers)
      lines.push(
        `  ${signer.name}, signert ${when.format(new Date(signer.signedAt))} (norsk tid): ${signer.levelText}`,
      );
  }
  lines.push('', result.valid ? 'Resultat: Alt stemmer.' : 'Resultat: Noe stemmer ikke (se ✗ over).');
  process.stdout.write(`${lines.join('\n')}\n`);
}
process.exit(result.valid ? 0 : 1);
