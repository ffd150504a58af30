/** Numbers as Norwegians write them: read from what someone typed, and shown (docs/typed-answers.md). */

// Spaces people and programs put between groups of thousands: space, no-break space, narrow and thin space.
const GROUP_SPACE = /[ \u00a0\u202f\u2009]/g;
const PLAIN = /^[+-]?\d+(?:[.,]\d+)?$/;
const SPACE_GROUPED = /^[+-]?\d{1,3}(?: \d{3})+(?:[.,]\d+)?$/;
const DOT_GROUPED = /^[+-]?\d{1,3}(?:\.\d{3})+(?:,\d+)?$/;

/**
 * Reads a number as a Norwegian writes it, for the numeric formats: `12000`, `12 000`, `12 000,00`,
 * `12000.5`, `2,5`; an amount may carry `kr`, `kr.`, `NOK` or `,-` and a percent `%` or `prosent`. For
 * number and amount, `12.000` is twelve thousand (dots between groups of three, as on a bank statement);
 * for percent a dot is a decimal point. Returns the number and its count of decimals, or undefined.
 */
export function readNumberText(
  raw: string,
  format: 'number' | 'amount' | 'percent',
): { value: number; decimals: number } | undefined {
  let text = raw
    .normalize('NFKC')
    .trim()
    .toLowerCase()
    .replace(GROUP_SPACE, ' ')
    .replace(/\u2212/g, '-');
  if (format === 'amount') {
    text = text
      .replace(/^(?:kr\.?|nok)\s*/, '')
      .replace(/\s*(?:kr\.?|nok|kroner)$/, '')
      .replace(/[,.]-$/, '');
  }
  if (format === 'percent') text = text.replace(/\s*(?:%|prosent)$/, '');
  text = text.trim();
  let normal: string;
  // Dots between groups of three first: '12.000' would otherwise read as twelve.
  if (format !== 'percent' && DOT_GROUPED.test(text)) normal = text.replace(/\./g, '').replace(',', '.');
  else if (PLAIN.test(text)) normal = text.replace(',', '.');
  else if (SPACE_GROUPED.test(text)) normal = text.replace(/ /g, '').replace(',', '.');
  else return undefined;
  const value = Number(normal);
  if (!Number.isFinite(value)) return undefined;
  const fraction = normal.split('.')[1] ?? '';
  // Trailing zeros are not decimals that matter: 12 000,00 is 12 000.
  const decimals = fraction.replace(/0+$/, '').length;
  return { value: value === 0 ? 0 : value, decimals };
}

// A no-break space between groups and before the unit, so `12 000 kr` is never split over two lines.
const NBSP = '\u00a0';

/** `12 000`, `12 000,5` → digits grouped by three with no-break spaces, a decimal comma. */
export function formatNumber(value: number, decimals: 'auto' | 'money' = 'auto'): string {
  const negative = value < 0;
  const abs = Math.abs(value);
  const cents = Math.round(abs * 100);
  const whole = Math.floor(cents / 100);
  const fraction = cents % 100;
  const grouped = String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, NBSP);
  let tail = '';
  if (fraction !== 0) {
    const two = String(fraction).padStart(2, '0');
    tail = ',' + (decimals === 'money' ? two : two.replace(/0$/, ''));
  }
  return `${negative ? '-' : ''}${grouped}${tail}`;
}
