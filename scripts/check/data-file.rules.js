// `*.data.ts` files hold data only: what they say can be read without running anything. Allowed: imports
// (types from anywhere; values only from other data or constants modules), type declarations, and const
// declarations whose values are literals — strings, numbers, booleans, null, templates without
// expressions, arrays and objects of those, `as const`/`as T`/`satisfies T` — or references to imported or
// earlier constants (also spread, or a property of one); a long text may be string literals joined by `+`.
// Functions, calls, classes and other operators fail.
const ts = require('typescript');
const { parse } = require('./source.rules.js');

/** Modules a data file may import values from: other data files and constants (`*.constants`, `*.sections`, `constants`). */
const DATA_MODULE = /(\.data|\.constants|\.sections|(^|\/)constants)$/;

/** The problems of one data file: `{ line, message }`, empty when it holds only data. */
function dataFileProblems(file, text) {
  const source = parse(file, text);
  const problems = [];
  const names = new Set();
  const report = (node, message) =>
    problems.push({ line: source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1, message });

  /** A long text written as string literals joined by `+`. */
  const isText = (node) =>
    ts.isStringLiteral(node) ||
    ts.isNoSubstitutionTemplateLiteral(node) ||
    (ts.isParenthesizedExpression(node) && isText(node.expression)) ||
    (ts.isBinaryExpression(node) &&
      node.operatorToken.kind === ts.SyntaxKind.PlusToken &&
      isText(node.left) &&
      isText(node.right));

  const isValue = (node) => {
    switch (node.kind) {
      case ts.SyntaxKind.StringLiteral:
      case ts.SyntaxKind.NoSubstitutionTemplateLiteral:
      case ts.SyntaxKind.NumericLiteral:
      case ts.SyntaxKind.BigIntLiteral:
      case ts.SyntaxKind.TrueKeyword:
      case ts.SyntaxKind.FalseKeyword:
      case ts.SyntaxKind.NullKeyword:
        return true;
    }
    if (isText(node)) return true;
    if (ts.isPrefixUnaryExpression(node))
      return node.operator === ts.SyntaxKind.MinusToken && ts.isNumericLiteral(node.operand);
    if (ts.isIdentifier(node)) return node.text === 'undefined' || names.has(node.text);
    if (ts.isPropertyAccessExpression(node)) return isValue(node.expression);
    if (
      ts.isParenthesizedExpression(node) ||
      ts.isAsExpression(node) ||
      ts.isSatisfiesExpression(node) ||
      ts.isTypeAssertionExpression(node)
    )
      return isValue(node.expression);
    if (ts.isArrayLiteralExpression(node))
      return node.elements.every((e) => (ts.isSpreadElement(e) ? isValue(e.expression) : isValue(e)));
    if (ts.isObjectLiteralExpression(node))
      return node.properties.every((p) => {
        if (ts.isPropertyAssignment(p))
          return (!ts.isComputedPropertyName(p.name) || isValue(p.name.expression)) && isValue(p.initializer);
        if (ts.isShorthandPropertyAssignment(p)) return names.has(p.name.text);
        if (ts.isSpreadAssignment(p)) return isValue(p.expression);
        return false; // methods, getters, setters
      });
    return false;
  };

  /** The outermost part of a value that is not data (inside arrays, objects and `as`), for the message. */
  const offender = (node) => {
    const container =
      ts.isArrayLiteralExpression(node) ||
      ts.isObjectLiteralExpression(node) ||
      ts.isParenthesizedExpression(node) ||
      ts.isAsExpression(node) ||
      ts.isSatisfiesExpression(node) ||
      ts.isPropertyAssignment(node) ||
      ts.isSpreadElement(node) ||
      ts.isSpreadAssignment(node);
    if (!container) return node;
    const inner = node
      .getChildren(source)
      .flatMap((c) => (c.kind === ts.SyntaxKind.SyntaxList ? c.getChildren(source) : [c]));
    for (const child of inner) {
      const value = ts.isPropertyAssignment(child)
        ? child.initializer
        : ts.isSpreadElement(child) || ts.isSpreadAssignment(child)
          ? child.expression
          : child;
      if ((ts.isExpression(value) || ts.isObjectLiteralElementLike(child)) && !isValue(value))
        return offender(value);
    }
    return node;
  };

  const describe = (node) =>
    ts.isCallExpression(node) || ts.isNewExpression(node)
      ? `a call of ${node.expression.getText(source)}`
      : ts.isArrowFunction(node) || ts.isFunctionExpression(node) || ts.isMethodDeclaration(node)
        ? 'a function'
        : ts.isClassExpression(node)
          ? 'a class'
          : ts.isIdentifier(node)
            ? `${node.text}, which is neither imported nor a constant declared before`
            : ts.isTemplateExpression(node)
              ? 'a template with expressions'
              : ts.SyntaxKind[node.kind];

  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement)) {
      const from = statement.moduleSpecifier.text;
      const clause = statement.importClause;
      const typeOnly =
        clause &&
        (clause.isTypeOnly ||
          (!clause.name &&
            clause.namedBindings &&
            ts.isNamedImports(clause.namedBindings) &&
            clause.namedBindings.elements.every((e) => e.isTypeOnly)));
      if (!typeOnly && !DATA_MODULE.test(from))
        report(statement, `imports values from '${from}', which is neither data nor constants`);
      if (clause?.name) names.add(clause.name.text);
      if (clause?.namedBindings && ts.isNamedImports(clause.namedBindings))
        for (const e of clause.namedBindings.elements) names.add(e.name.text);
      if (clause?.namedBindings && ts.isNamespaceImport(clause.namedBindings))
        names.add(clause.namedBindings.name.text);
      continue;
    }
    if (ts.isTypeAliasDeclaration(statement) || ts.isInterfaceDeclaration(statement)) continue;
    if (ts.isExportDeclaration(statement)) {
      if (
        statement.moduleSpecifier &&
        !statement.isTypeOnly &&
        !DATA_MODULE.test(statement.moduleSpecifier.text)
      )
        report(
          statement,
          `re-exports from '${statement.moduleSpecifier.text}', which is neither data nor constants`,
        );
      continue;
    }
    if (ts.isVariableStatement(statement)) {
      if (!(statement.declarationList.flags & ts.NodeFlags.Const)) {
        report(statement, 'a let or var: data is const');
        continue;
      }
      for (const d of statement.declarationList.declarations) {
        if (!d.initializer) report(d, 'a const without a value');
        else if (!isValue(d.initializer)) {
          const bad = offender(d.initializer);
          report(bad, `not data: ${describe(bad)} in the value of ${d.name.getText(source)}`);
        }
        if (ts.isIdentifier(d.name)) names.add(d.name.text);
      }
      continue;
    }
    const kind = ts.isFunctionDeclaration(statement)
      ? 'a function'
      : ts.isClassDeclaration(statement)
        ? 'a class'
        : ts.SyntaxKind[statement.kind];
    report(statement, `not data: ${kind}`);
  }
  return problems;
}

module.exports = { DATA_MODULE, dataFileProblems };
