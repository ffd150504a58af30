#!/usr/bin/env node
// Runs the offline question generator on an evaluation list and writes, for a person to read, each title
// with how it was read and the questions it got, and the reader's figures per relation (README.md).
//   node services/templates/test/question-generation/evaluate.mjs dev|heldout|heldout-N [count] [--chosen] > out.md
// --chosen: where the reader's kinds differ from the entry's, the entry's are passed as the person's choice in
// the dialog ('Hva slags avtale er det?'), as a person who corrects the reading would.
// Needs the templates service built (`npx nx run @avtalt/templates:build`). The held-out list is run once.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);
const dist = path.resolve(here, '../../dist/generation');
const { OfflineQuestionGenerator, closeTopic } = require(path.join(dist, 'offline-question-generator.js'));
const { readTitle } = require(path.join(dist, 'title-reading/title-reading.js'));
const { withGuessedRelation } = require(path.join(dist, 'title-reading/guessed-relation.js'));

const chooses = process.argv.includes('--chosen');
const [list = 'dev', countArg = '10'] = process.argv.slice(2).filter((a) => a !== '--chosen');
if (
  ![
    'dev',
    'heldout',
    'heldout-2',
    'heldout-3',
    'heldout-4',
    'heldout-5',
    'heldout-6',
    'heldout-7',
    'heldout-8',
  ].includes(list)
)
  throw new Error(
    'usage: evaluate.mjs dev|heldout|heldout-2|heldout-3|heldout-4|heldout-5|heldout-6|heldout-7|heldout-8 [count] [--chosen]',
  );
const count = Number(countArg);
const entries = JSON.parse(readFileSync(path.join(here, `${list}-titles.json`), 'utf8'));
const generator = new OfflineQuestionGenerator();

const perRelation = new Map();
const figure = (relation) => {
  if (!perRelation.has(relation)) perRelation.set(relation, { titles: 0, relation: 0, object: 0, lemma: 0 });
  return perRelation.get(relation);
};
const out = [
  `# Offline generator on the ${list} list (${entries.length} titles, ${count} questions each${chooses ? ', with the kinds a person would choose where the reading differs' : ''})`,
  '',
];
entries.forEach((entry, index) => {
  const reading = withGuessedRelation(readTitle(entry.title, entry.description));
  const close = closeTopic(reading, `${entry.title} ${entry.description}`);
  const wanted = entry.relations.filter((r) => r !== 'other').slice(0, 3);
  const readKinds = reading.relations.filter((r) => r !== 'other');
  const differs =
    wanted.length > 0 && (wanted.length !== readKinds.length || wanted.some((r) => !readKinds.includes(r)));
  const kinds = chooses && differs ? wanted : undefined;
  const questions = generator.select({ title: entry.title, description: entry.description, count, kinds });
  const relationRight = entry.relations.some((r) => reading.relations.includes(r));
  const kindRight = (reading.object?.kind ?? 'none') === entry.object.kind;
  const lemmaRight = reading.object?.lemma === entry.object.lemma;
  for (const relation of entry.relations) {
    const f = figure(relation);
    f.titles += 1;
    if (reading.relations.includes(relation)) f.relation += 1;
    if (kindRight) f.object += 1;
    if (lemmaRight) f.lemma += 1;
  }
  out.push(`## ${index + 1}. ${entry.title}`, '');
  if (entry.description) out.push(`> ${entry.description}`, '');
  out.push(
    `Expected: ${entry.relations.join(', ')} · ${entry.object.lemma} (${entry.object.kind}). ` +
      `Read: ${reading.relations.join(', ') || '—'}${reading.guessed ? ' (guessed from the object)' : ''} · ${reading.object ? `${reading.object.lemma} (${reading.object.kind})` : '—'}` +
      `${close ? ` · close to catalogue topic ${close.key}` : ''}. ` +
      `Relation ${relationRight ? 'right' : 'WRONG'}, object ${kindRight ? 'kind right' : 'kind WRONG'}.` +
      (kinds ? ` Chosen by the person: ${kinds.join(', ')}.` : ''),
    '',
  );
  questions.forEach((q, i) => {
    const type =
      q.type === 'free_text' ? `value: ${q.format}` : q.type === 'multiple_choice' ? 'choice' : 'Ja/Nei';
    out.push(`${i + 1}. ${q.text} _(${type}${q.fact ? ', fact' : ''}; ${q.section ?? 'no section'})_`);
    const clauses =
      q.type === 'free_text'
        ? [q.clauseTemplate]
        : q.type === 'multiple_choice'
          ? q.options.map((o, k) => `${o}: ${q.optionClauses[k]}`)
          : [`Ja: ${q.clauseYes}`, `Nei: ${q.clauseNo}`];
    for (const clause of clauses) out.push(`   - ${clause}`);
  });
  out.push('');
});
out.push(
  '## Reader figures per relation',
  '',
  '| Relation | Titles | relation read | object kind right | object lemma right |',
  '|---|---:|---:|---:|---:|',
);
for (const [relation, f] of [...perRelation].sort((a, b) => b[1].titles - a[1].titles))
  out.push(`| ${relation} | ${f.titles} | ${f.relation} | ${f.object} | ${f.lemma} |`);
process.stdout.write(`${out.join('\n')}\n`);
