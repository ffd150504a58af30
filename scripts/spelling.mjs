#!/usr/bin/env node
// The spell check of `npm run check` (docs/languages.md, "Spelling"): every bokmål text and every nynorsk text
// people read, checked with Debian's hunspell dictionaries (package hunspell-no: nb_NO, nn_NO). A word hunspell
// does not know must be on the language's reviewed list (docs/spelling/<lang>.txt: names, terms of law and
// product, and words the dictionary lacks), and a word on the list that no text uses any more is reported too,
// so the list stays what was reviewed. Run alone: `node scripts/spelling.mjs [--print-unknown]`.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureSpellChecker } from '../infra/local/packages.mjs';

const require = createRequire(import.meta.url);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { isTest, repoFiles } = require('./check/files.rules.js');
const { reviewedWords, spellingReport, wordsOfSources } = require('./check/spelling.rules.js');

/**
 * Each language's texts, by file: the catalogue (questions, help texts, clauses, middle grounds, signing notes),
 * the messages the contracts define, and the catalogues of the web app, the mails and the server messages.
 */
const SOURCES = {
  nb: [
    /^services\/templates\/src\/(catalogue|generation)\/.*(?<!\.nn|\.en)\.data\.ts$/,
    // A logic file's nynorsk and English words are kept beside it (`payment-words.nn.ts`).
    /^libs\/logic\/src\/.*(?<!\.nn|\.en)\.ts$/,
    // The generator's schema answers the language model in English: not read by people.
    /^libs\/contracts\/src\/(?!i18n\/|templates\/generation\.schema\.ts$).*\.ts$/,
    /^frontend\/src\/i18n\/locales\/nb\.ts$/,
    /^frontend\/src\/.+\/texts\/nb\.ts$/,
    /^services\/notifications\/src\/mail\/.*\bnb\b.*\.ts$/,
    /^services\/documents\/src\/legal-text\/legal-words\.nb\.data\.ts$/,
  ],
  nn: [
    /^services\/templates\/src\/(catalogue|generation)\/.*\.nn\.data\.ts$/,
    /^libs\/logic\/src\/.*\.nn\.ts$/,
    /^frontend\/src\/i18n\/locales\/nn\.ts$/,
    /^frontend\/src\/.+\/texts\/nn\.ts$/,
    /^libs\/contracts\/src\/i18n\/.*\bnn\b.*\.ts$/,
    /^services\/notifications\/src\/mail\/.*\bnn\b.*\.ts$/,
    /^services\/documents\/src\/legal-text\/legal-words\.nn\.data\.ts$/,
  ],
};
const DICTIONARY = { nb: 'nb_NO', nn: 'nn_NO' };

/** The words of `words` the language's dictionary does not know. */
function unknownWords(language, words) {
  const run = spawnSync('hunspell', ['-d', DICTIONARY[language], '-i', 'utf-8', '-l'], {
    input: words.join('\n'),
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (run.status !== 0) throw new Error(`hunspell ${DICTIONARY[language]} failed: ${run.stderr}`);
  return [...new Set(run.stdout.split('\n').filter(Boolean))].sort();
}

/** Per language: the files read, the words, the unknown ones, and the report against the reviewed list. */
export function spellCheck() {
  ensureSpellChecker();
  const files = repoFiles(root).filter((f) => !isTest(f));
  return Object.fromEntries(
    Object.entries(SOURCES).map(([language, patterns]) => {
      const own = files.filter((f) => patterns.some((re) => re.test(f)));
      const words = wordsOfSources(
        own.map((file) => ({ file, text: readFileSync(path.join(root, file), 'utf8') })),
      );
      const unknown = unknownWords(language, words);
      const reviewed = reviewedWords(
        readFileSync(path.join(root, 'docs/spelling', `${language}.txt`), 'utf8'),
      );
      return [
        language,
        { files: own.length, words: words.length, unknown, ...spellingReport(unknown, reviewed, words) },
      ];
    }),
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const result = spellCheck();
  let failed = false;
  for (const [language, r] of Object.entries(result)) {
    process.stdout.write(
      `[spelling] ${language}: ${r.files} files, ${r.words} words, ${r.unknown.length} not in the dictionary, ${r.problems.length} of them not reviewed, ${r.stale.length} reviewed words unused\n`,
    );
    if (process.argv.includes('--print-unknown')) process.stdout.write(`${r.problems.join('\n')}\n`);
    else if (r.problems.length || r.stale.length) {
      failed = true;
      if (r.problems.length) process.stdout.write(`  not reviewed: ${r.problems.join(', ')}\n`);
      if (r.stale.length) process.stdout.write(`  reviewed but unused: ${r.stale.join(', ')}\n`);
    }
  }
  process.exit(failed ? 1 : 0);
}
