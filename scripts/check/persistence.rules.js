// Where a service talks to its database and to BullMQ. The house has one way for each: SQL and MikroORM's
// entity manager only in `*.repository.ts` files (and migrations), queues only through the jobs kit of
// libs/service-kit. `npm run check` counts what is elsewhere per file, as a ratchet.
const ts = require('typescript');

/**
 * A string that is a SQL statement: it starts with a statement keyword, all in lower case (as the house
 * writes SQL) or all in upper case, and has the clause that makes it one. "Select a topic from the list" is
 * not one.
 */
const statement = (keywords) =>
  new RegExp(
    `^\\s*(?:${keywords.select}\\b[\\s\\S]*\\b${keywords.from}\\b|${keywords.insert}\\s+${keywords.into}\\b|` +
      `${keywords.update}\\s+\\S+\\s+${keywords.set}\\b|${keywords.delete}\\s+${keywords.from}\\b|` +
      `${keywords.with}\\s+\\w+\\s+${keywords.as}\\s*\\(|${keywords.lock}\\s+${keywords.table}\\b|${keywords.truncate}\\b)`,
  );
const KEYWORDS = [
  'select',
  'from',
  'insert',
  'into',
  'update',
  'set',
  'delete',
  'with',
  'as',
  'lock',
  'table',
  'truncate',
];
const LOWER = statement(Object.fromEntries(KEYWORDS.map((k) => [k, k])));
const UPPER = statement(Object.fromEntries(KEYWORDS.map((k) => [k, k.toUpperCase()])));
const isSqlStatement = (text) => LOWER.test(text) || UPPER.test(text);

/** MikroORM's entity manager: `em.find(…)`, `this.em.persistAndFlush(…)`, `this.orm.em.fork()`. */
const EM_NAMES = new Set(['em', 'entityManager']);

/** The files where persistence belongs: repositories, migrations and the services' entity definitions. */
function isPersistenceFile(file) {
  return /\.repository\.ts$/.test(file) || /\/migrations\//.test(file) || /\.entity\.ts$/.test(file);
}

/** The service source files the rules apply to: production code of services (not tests). */
function isServiceCode(file) {
  return (
    /^services\/[^/]+\/src\//.test(file) &&
    !/\.(spec|int-spec|spec-helper)\.tsx?$/.test(file) &&
    !/\/testing\//.test(file)
  );
}

/** SQL statements written as strings or templates, and calls on an entity manager, in one file. */
function persistenceUsesOf(source) {
  let count = 0;
  const visit = (node) => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      if (isSqlStatement(node.text)) count++;
    } else if (ts.isTemplateExpression(node)) {
      if (isSqlStatement(node.head.text)) count++;
    } else if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression)) {
      const target = node.expression.expression;
      const name = ts.isIdentifier(target)
        ? target.text
        : ts.isPropertyAccessExpression(target)
          ? target.name.text
          : undefined;
      if (name && EM_NAMES.has(name)) count++;
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return count;
}

/** Imports of BullMQ itself (values, not types): a queue or worker made by hand instead of the jobs kit. */
function bullmqImportsOf(source) {
  let count = 0;
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
    if (statement.moduleSpecifier.text !== 'bullmq') continue;
    if (statement.importClause?.isTypeOnly) continue;
    const named = statement.importClause?.namedBindings;
    const valueNames =
      named && ts.isNamedImports(named) ? named.elements.filter((e) => !e.isTypeOnly).length : 1; // a default or namespace import
    if (valueNames > 0 || statement.importClause?.name) count++;
  }
  return count;
}

/** The counts of one file for the two ratchets (zero where the rule does not apply to the file). */
function persistenceCountsOf(file, source) {
  if (!isServiceCode(file)) return { persistenceOutsideRepositories: 0, queuesOutsideJobsKit: 0 };
  return {
    persistenceOutsideRepositories: isPersistenceFile(file) ? 0 : persistenceUsesOf(source),
    queuesOutsideJobsKit: bullmqImportsOf(source),
  };
}

module.exports = {
  isSqlStatement,
  bullmqImportsOf,
  isPersistenceFile,
  isServiceCode,
  persistenceCountsOf,
  persistenceUsesOf,
};
