// What `npm run check` counts in one source file, from the TypeScript compiler's reading of it (so a
// history reference inside a string or a skipped test inside a comment is not counted).
const ts = require('typescript');

/** A comment that points at history outside the code: issues, reviews, sessions, numbered problems of a doc. */
const HISTORY_REFERENCE =
  /\b(?:issues?\s*#?\d+|review\s+(?:[A-Z]{1,2}\d+|§\s*\d|\d)|(?:recommendation|rec\.)\s*\d+|sessions?\s+\d+|[\w-]+\.md\s+(?:problem|finding|point)s?\s+\d+)/gi;

const SWITCHES = {
  'eslint-disable': /\beslint-disable(?:-next-line|-line)?\b/g,
  'ts-expect-error': /@ts-expect-error\b/g,
  'ts-ignore': /@ts-ignore\b/g,
  'ts-nocheck': /@ts-nocheck\b/g,
};

function parse(file, text) {
  const kind = file.endsWith('.tsx')
    ? ts.ScriptKind.TSX
    : /\.(m|c)?js$/.test(file)
      ? ts.ScriptKind.JS
      : ts.ScriptKind.TS;
  return ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
}

/** Every comment of the file once, as text. */
function commentsOf(source) {
  const text = source.getFullText();
  const seen = new Map();
  const add = (ranges) => {
    for (const r of ranges ?? []) if (!seen.has(r.pos)) seen.set(r.pos, text.slice(r.pos, r.end));
  };
  const visit = (node) => {
    add(ts.getLeadingCommentRanges(text, node.getFullStart()));
    add(ts.getTrailingCommentRanges(text, node.getEnd()));
    node.getChildren(source).forEach(visit);
  };
  visit(source);
  return [...seen.values()];
}

const TEST_FUNCTIONS = new Set(['it', 'test', 'describe']);
const SKIPPED_NAMES = new Set(['xit', 'xtest', 'xdescribe', 'fit', 'fdescribe']);

/** `it.skip(…)`, `describe.only(…)`, `test.skip.each(…)`, `xit(…)`, `fit(…)`, Playwright's `test.skip()`/`test.fixme()`. */
function skippedTestsOf(source) {
  let count = 0;
  const visit = (node) => {
    if (ts.isCallExpression(node)) {
      const callee = node.expression; // it.skip.each(table)(…) counts once, at its inner call
      if (ts.isIdentifier(callee) && SKIPPED_NAMES.has(callee.text)) count++;
      if (ts.isPropertyAccessExpression(callee)) {
        const names = [];
        for (let e = callee; ts.isPropertyAccessExpression(e); e = e.expression) {
          names.push(e.name.text);
          if (ts.isIdentifier(e.expression)) names.push(e.expression.text);
        }
        const root = names[names.length - 1];
        if (TEST_FUNCTIONS.has(root) && names.some((n) => n === 'skip' || n === 'only' || n === 'fixme'))
          count++;
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return count;
}

/**
 * Code that loads a module of scripts/lib (the tooling of `npm start` and `npm test`): a string naming
 * `scripts/lib/…`, or the path parts 'scripts', 'lib' given in a row to a call such as path.join.
 */
function scriptsReferencesOf(source) {
  let count = 0;
  const literal = (n) =>
    n && (ts.isStringLiteral(n) || ts.isNoSubstitutionTemplateLiteral(n)) ? n.text : undefined;
  const visit = (node) => {
    const text = literal(node);
    if (text !== undefined && /(^|[/\\'"])scripts\/lib\//.test(text)) count++;
    if (ts.isCallExpression(node)) {
      const args = node.arguments.map(literal);
      for (let i = 0; i + 1 < args.length; i++) if (args[i] === 'scripts' && args[i + 1] === 'lib') count++;
    }
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) {
      const spec = literal(node.moduleSpecifier);
      if (spec && /(^|\/)scripts\//.test(spec) && !/scripts\/lib\//.test(spec)) count++;
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return count;
}

/** The counts of one file: history references in comments, switched-off rules and tests, scripts/ loads. */
function countsOf(file, text, source = parse(file, text)) {
  const comments = commentsOf(source);
  const count = (re) => comments.reduce((n, c) => n + (c.match(re) ?? []).length, 0);
  const counts = {
    historyReferences: count(HISTORY_REFERENCE),
    skippedTests: skippedTestsOf(source),
    scriptsReferences: scriptsReferencesOf(source),
  };
  for (const [name, re] of Object.entries(SWITCHES)) counts[name] = count(re);
  return counts;
}

/** The lines of a file as an editor numbers them (a final newline does not start another). */
const lineCount = (text) => (text.length === 0 ? 0 : text.split('\n').length - (text.endsWith('\n') ? 1 : 0));

module.exports = {
  HISTORY_REFERENCE,
  commentsOf,
  countsOf,
  lineCount,
  parse,
  scriptsReferencesOf,
  skippedTestsOf,
};

/** The modules a file names: imports and re-exports (types too), `require(…)`, `import(…)`, `import x = require(…)`. */
function importsOf(source) {
  const found = [];
  const literal = (n) =>
    n && (ts.isStringLiteral(n) || ts.isNoSubstitutionTemplateLiteral(n)) ? n.text : undefined;
  const visit = (node) => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier)
      found.push(literal(node.moduleSpecifier));
    if (ts.isImportEqualsDeclaration(node) && ts.isExternalModuleReference(node.moduleReference))
      found.push(literal(node.moduleReference.expression));
    if (ts.isCallExpression(node) && node.arguments.length === 1) {
      const callee = node.expression;
      if (
        callee.kind === ts.SyntaxKind.ImportKeyword ||
        (ts.isIdentifier(callee) && callee.text === 'require')
      )
        found.push(literal(node.arguments[0]));
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found.filter(Boolean);
}

module.exports.importsOf = importsOf;
