// Texts a person reads written into the web app's components instead of its catalogues
// (frontend/src/i18n/locales): each is shown in bokmål whatever language the person chose. `npm run check`
// counts them per file as a ratchet, so the count only goes down as components move to `t(…)`.
const ts = require('typescript');

/** Props whose string is shown or read out: a field's label, a tooltip, an accessible name, an image's text. */
const TEXT_PROPS = new Set(['label', 'title', 'aria-label', 'placeholder', 'helperText', 'alt']);

const hasLetter = (text) => /\p{L}/u.test(text);

/** The files counted: the web app's components (`frontend/src/**\/*.tsx`), not their specs or test helpers. */
function isUiSource(file) {
  return (
    /^frontend\/src\/.+\.tsx$/.test(file) &&
    !/\.(spec|spec-helper)\.tsx$/.test(file) &&
    !/^frontend\/src\/test\//.test(file)
  );
}

/**
 * The written texts an expression can give: a string or template with a letter, the branches of `a ? b : c`,
 * both sides of `a ?? b` and `a || b`, the right of `a && b`. A name or a call (`t('…')`) gives none.
 */
function textsIn(node) {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node))
    return hasLetter(node.text) ? 1 : 0;
  if (ts.isTemplateExpression(node))
    return [node.head, ...node.templateSpans.map((span) => span.literal)].some((part) => hasLetter(part.text))
      ? 1
      : 0;
  if (ts.isParenthesizedExpression(node) || ts.isAsExpression(node) || ts.isSatisfiesExpression(node))
    return textsIn(node.expression);
  if (ts.isConditionalExpression(node)) return textsIn(node.whenTrue) + textsIn(node.whenFalse);
  if (ts.isBinaryExpression(node)) {
    const op = node.operatorToken.kind;
    if (op === ts.SyntaxKind.QuestionQuestionToken || op === ts.SyntaxKind.BarBarToken)
      return textsIn(node.left) + textsIn(node.right);
    if (op === ts.SyntaxKind.AmpersandAmpersandToken) return textsIn(node.right);
  }
  return 0;
}

/** The name of a JSX attribute or an object's property (`aria-label`, `'aria-label'`), or undefined. */
const nameOf = (name) =>
  name && (ts.isIdentifier(name) || ts.isStringLiteral(name)) ? name.text : undefined;

/** Where a prop's value stops being plain data given to the element: an element of its own, a function, a call. */
const leavesPropValue = (node) =>
  ts.isJsxElement(node) ||
  ts.isJsxSelfClosingElement(node) ||
  ts.isJsxFragment(node) ||
  ts.isFunctionLike(node) ||
  ts.isCallExpression(node);

/**
 * The hard-coded texts of one component file: JSX text with a letter, strings written as a JSX child
 * (`{pending ? 'Lagrer...' : 'Lagre'}`), and strings given to a text prop — of the element itself
 * (`label="Tittel"`) or of a part of it (`slotProps={{ input: { 'aria-label': 'Søk' } }}`).
 */
function hardCodedStringsOf(source) {
  let count = 0;
  // inPropValue: inside the data given to a JSX attribute, where `{ 'aria-label': '…' }` is a text prop.
  const visit = (node, inPropValue) => {
    if (ts.isJsxText(node)) {
      if (hasLetter(node.text)) count++;
    } else if (ts.isJsxExpression(node) && (ts.isJsxElement(node.parent) || ts.isJsxFragment(node.parent))) {
      if (node.expression) count += textsIn(node.expression);
    } else if (ts.isJsxAttribute(node) && TEXT_PROPS.has(nameOf(node.name)) && node.initializer) {
      const value = node.initializer;
      if (ts.isStringLiteral(value)) count += hasLetter(value.text) ? 1 : 0;
      else if (ts.isJsxExpression(value) && value.expression) count += textsIn(value.expression);
    } else if (inPropValue && ts.isPropertyAssignment(node) && TEXT_PROPS.has(nameOf(node.name))) {
      count += textsIn(node.initializer);
    }
    ts.forEachChild(node, (child) =>
      visit(child, (inPropValue || ts.isJsxAttribute(node)) && !leavesPropValue(child)),
    );
  };
  visit(source, false);
  return count;
}

/** The count of one file for the ratchet (zero for files it does not apply to). */
function uiStringCountsOf(file, source) {
  return { hardCodedStrings: isUiSource(file) ? hardCodedStringsOf(source) : 0 };
}

module.exports = { TEXT_PROPS, hardCodedStringsOf, isUiSource, uiStringCountsOf };
