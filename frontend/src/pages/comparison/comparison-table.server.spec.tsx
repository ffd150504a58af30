/** @jest-environment node */
import type { Comparison } from '@avtalt/contracts';
import { ThemeProvider } from '@mui/material/styles';
import { renderToString } from 'react-dom/server';
import { ServerHydrationProvider } from '../../hooks/use-hydrating';
import { theme } from '../../theme';
import { ComparisonTable } from './comparison-table';

// The comparison's table as the gateway renders it per request (react-dom/server, emotion's server build
// writing each rule next to its element): the screen's width is not known there.
const person = (n: number, userName: string, isYou = false) => ({
  id: `p${n}`,
  userId: `u${n}`,
  userName,
  hasResponded: true,
  isAnonymous: false,
  isYou,
  canRemove: false,
});
const comparison: Comparison = {
  title: 'Ferie sammen',
  status: 'in_progress',
  currentRound: 1,
  maxRounds: 5,
  expectedParticipants: 2,
  canStartNextRound: true,
  participants: [person(1, 'Kari', true), person(2, 'Ola Hansen')],
  questionAnswers: ['Skal dere leie bil?', 'Skal dere bo på hotell?'].map((questionText, i) => ({
    questionId: `q${i}`,
    questionText,
    type: 'yes_no',
    options: null,
    format: null,
    status: 'disagreed',
    answers: [
      { participantId: 'p1', userId: 'u1', userName: 'Kari', response: true, display: 'Ja' },
      { participantId: 'p2', userId: 'u2', userName: 'Ola Hansen', response: false, display: 'Nei' },
    ],
  })) as Comparison['questionAnswers'],
} as Comparison;

it('has both layouts in the HTML, and CSS shows the cards below sm and the table from sm', () => {
  const html = renderToString(
    <ThemeProvider theme={theme}>
      <ComparisonTable comparison={comparison} />
    </ThemeProvider>,
  );
  expect(html.match(/data-testid="comparison-card"/g)).toHaveLength(2);
  expect(html.match(/data-testid="comparison-question"/g)).toHaveLength(2);
  const styles = '(?:<style[^>]*>[^<]*</style>)*';
  const cardsBox = new RegExp(`<div class="MuiBox-root (css-[\\w-]+)">${styles}<ul`).exec(html)![1];
  const tableBox = new RegExp(
    `<div class="MuiBox-root (css-[\\w-]+)">${styles}<div class="[^"]*MuiTableContainer-root`,
  ).exec(html)![1];
  // Emotion writes the base rule and the breakpoint's rule separately.
  expect(html).toContain(`.${cardsBox}{display:block;}`);
  expect(html).toContain(`@media (min-width:600px){.${cardsBox}{display:none;}}`);
  expect(html).toContain(`.${tableBox}{display:none;}`);
  expect(html).toContain(`@media (min-width:600px){.${tableBox}{display:block;}}`);
});

it.each([
  ['small', 2, 0],
  ['large', 0, 2],
] as const)('has only the layout of the screen the server rendered for (%s)', (screen, cards, tableRows) => {
  const html = renderToString(
    <ThemeProvider theme={theme}>
      <ServerHydrationProvider screen={screen}>
        <ComparisonTable comparison={comparison} />
      </ServerHydrationProvider>
    </ThemeProvider>,
  );
  expect(html.match(/data-testid="comparison-card"/g) ?? []).toHaveLength(cards);
  expect(html.match(/data-testid="comparison-question"/g) ?? []).toHaveLength(tableRows);
  // No CSS switch: the one layout shows on any width until the browser has hydrated it.
  expect(html).not.toContain('display:none');
});

it("words the table with the comparison's catalogue, in bokmål as the server renders", () => {
  const html = renderToString(
    <ThemeProvider theme={theme}>
      <ServerHydrationProvider screen="large">
        <ComparisonTable comparison={comparison} />
      </ServerHydrationProvider>
    </ThemeProvider>,
  );
  expect(html).toContain('Bare uenigheter (2)');
  expect(html).toContain('aria-label="Svarene i denne runden"');
  expect(html).toContain('>Deg</th>');
  expect(html.match(/>Uenige</g)).toHaveLength(2);
});
