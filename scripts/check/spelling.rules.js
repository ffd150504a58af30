// The words of the texts people read, for the spell check of `npm run check` (docs/languages.md, "Spelling"):
// the string literals of a language's sources that are text (they hold a space or start with a capital letter),
// without placeholders ({{svar}}, {{count}}), links, addresses and code, split into words. Pure.
const ts = require('typescript');
const { parse } = require('./source.rules.js');

/**
 * Every string literal and template literal of a TypeScript source, but a property's name: a translation keyed by
 * the bokmål text it translates (`'Hvem låner?': { text: 'Kven lånar?' }`) is read in its own language only.
 */
function literalsOf(file, text) {
  const out = [];
  const visit = (node) => {
    const isName = node.parent && ts.isPropertyAssignment(node.parent) && node.parent.name === node;
    if (isName) return;
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) out.push(node.text);
    // A template's parts are one text with the values left out.
    else if (ts.isTemplateExpression(node))
      out.push([node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join(' '));
    ts.forEachChild(node, visit);
  };
  visit(parse(file, text));
  return out;
}

/** Whether a literal is a text a person reads rather than a key, a path, a subject or a class name. */
function isText(literal) {
  const trimmed = literal.trim();
  if (!/\p{L}/u.test(trimmed)) return false;
  if (/^(https?:\/\/|\/|\.\/|\.\.\/|@|#)/.test(trimmed)) return false;
  return /\s/.test(trimmed) || /^\p{Lu}\p{Ll}/u.test(trimmed);
}

/** The words of a text: placeholders, links, addresses and words with digits left out; hyphenated parts apart. */
function wordsOf(text) {
  const cleaned = text
    .replace(/\{\{[^}]*\}\}|\{[a-zA-Z]+\}/g, ' ')
    .replace(/https?:\/\/\S+|\S+@\S+\.\S+|\b[\w-]+\.(no|com|pdf|md|ts|json)\b/g, ' ');
  return (
    cleaned
      .split(/[^\p{L}\d]+/u)
      // Not words of a language: a letter alone, and names of code (clauseYes, questionDraftId).
      .filter(
        (word) => word.length > 1 && !/\d/.test(word) && /\p{Ll}/u.test(word) && !/\p{Ll}\p{Lu}/u.test(word),
      )
  );
}

/** The distinct words of every text among a language's sources (`[{ file, text }]`), sorted. */
function wordsOfSources(sources) {
  const words = new Set();
  for (const { file, text } of sources)
    for (const literal of literalsOf(file, text))
      if (isText(literal)) for (const w of wordsOf(literal)) words.add(w);
  return [...words].sort();
}

/** A reviewed list (one word per line; `#` starts a comment) as a set. */
function reviewedWords(text) {
  return new Set(
    text
      .split('\n')
      .map((line) => line.replace(/#.*/, '').trim())
      .filter(Boolean),
  );
}

/**
 * What the spell check reports of a language: the words hunspell does not know (`unknown`) that the reviewed
 * list does not hold either (`problems`), and the reviewed words no text uses any more (`stale`).
 */
function spellingReport(unknown, reviewed, used) {
  const usedSet = new Set(used);
  return {
    problems: unknown.filter((word) => !reviewed.has(word)),
    stale: [...reviewed].filter((word) => !usedSet.has(word)).sort(),
  };
}

module.exports = { isText, literalsOf, reviewedWords, spellingReport, wordsOf, wordsOfSources };
