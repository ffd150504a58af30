import type { Comparison } from '@avtalt/contracts';
import { fireEvent, screen, within } from '@testing-library/react';
import { renderRoutes, testUser } from '../../test/render';
import { ComparisonTable } from './comparison-table';

/** The comparison on a phone (a card per question) and the 'Bare uenigheter' filter (issue 16). */
type Row = Comparison['questionAnswers'][number];
const participant = (n: number, userName: string, isYou = false) => ({
  id: `p${n}`,
  userId: `u${n}`,
  userName,
  hasResponded: true,
  isAnonymous: false,
  isYou,
  canRemove: false,
});
const answer = (n: number, userName: string, response: boolean | string, display: string) => ({
  participantId: `p${n}`,
  userId: `u${n}`,
  userName,
  response,
  display,
});
const row = (
  questionId: string,
  questionText: string,
  status: Row['status'],
  answers: Row['answers'],
  over: Partial<Row> = {},
): Row => ({
  questionId,
  questionText,
  type: 'yes_no',
  options: null,
  format: null,
  status,
  answers,
  ...over,
});
const comparison: Comparison = {
  title: 'Ferie sammen',
  status: 'in_progress',
  currentRound: 1,
  maxRounds: 5,
  expectedParticipants: 3,
  canStartNextRound: true,
  participants: [participant(1, 'Kari', true), participant(2, 'Ola Hansen'), participant(3, 'Per Berg')],
  questionAnswers: [
    row(
      'q1',
      'Skal dere dele utgiftene likt?',
      'agreed',
      [answer(1, 'Kari', true, 'Ja'), answer(2, 'Ola Hansen', true, 'Ja'), answer(3, 'Per Berg', true, 'Ja')],
      {
        clauseYes: 'Utgiftene deles likt.',
        clauseNo: 'Utgiftene deles ikke likt.',
      },
    ),
    row('q2', 'Skal dere leie bil?', 'disagreed', [
      answer(1, 'Kari', true, 'Ja'),
      answer(2, 'Ola Hansen', false, 'Nei'),
      answer(3, 'Per Berg', true, 'Ja'),
    ]),
    row(
      'q3',
      'Hvor lenge skal dere være borte?',
      'disagreed',
      [
        answer(1, 'Kari', '1 uke', '1 uke'),
        answer(2, 'Ola Hansen', '2 uker', '2 uker'),
        answer(3, 'Per Berg', '1 uke', '1 uke'),
      ],
      {
        type: 'multiple_choice',
        options: ['1 uke', '2 uker'],
      },
    ),
    row('q4', 'Skal dere bo på hotell?', 'pending', [answer(1, 'Kari', true, 'Ja')]),
  ],
};

/** MUI's useMediaQuery asks "(max-width:599.95px)" for below sm: answer it as a phone or a desktop would. */
function screenOf(kind: 'phone' | 'desktop') {
  const original = window.matchMedia;
  window.matchMedia = ((query: string) => ({
    matches: kind === 'phone' && query.includes('max-width'),
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  })) as unknown as typeof window.matchMedia;
  return () => {
    window.matchMedia = original;
  };
}

function renderTable(data: Comparison = comparison) {
  return renderRoutes([{ path: '/', element: <ComparisonTable comparison={data} /> }], {
    path: '/',
    user: testUser,
  });
}

let restore: () => void = () => undefined;
afterEach(() => restore());

describe('ComparisonTable on a phone', () => {
  beforeEach(() => {
    restore = screenOf('phone');
  });

  it("shows a card per question with the question, each person's name and answer, the status and 'Dette betyr' when agreed", () => {
    renderTable();
    expect(screen.queryByRole('table')).toBeNull();
    const list = screen.getByRole('list', { name: 'Svarene i denne runden' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(4);

    const agreed = within(list).getByRole('listitem', { name: 'Skal dere dele utgiftene likt?' });
    const pairs = [...agreed.querySelectorAll('dt')].map((dt) => [
      dt.textContent,
      dt.nextElementSibling?.textContent,
    ]);
    expect(pairs).toEqual([
      ['Deg', 'Ja'],
      ['Ola Hansen', 'Ja'],
      ['Per Berg', 'Ja'],
    ]);
    expect(within(agreed).getByText('Enige')).toBeTruthy();
    expect(within(agreed).getByTestId('agreed-clause').textContent).toContain('Utgiftene deles likt.');

    const choice = within(list).getByRole('listitem', { name: 'Hvor lenge skal dere være borte?' });
    expect([...choice.querySelectorAll('dd')].map((dd) => dd.textContent)).toEqual([
      '1 uke',
      '2 uker',
      '1 uke',
    ]);
    expect(within(choice).getByText('Uenige')).toBeTruthy();
    expect(within(choice).queryByTestId('agreed-clause')).toBeNull();

    const pending = within(list).getByRole('listitem', { name: 'Skal dere bo på hotell?' });
    expect([...pending.querySelectorAll('dd')].map((dd) => dd.textContent)).toEqual(['Ja', '–', '–']);
    expect(within(pending).getByText('Venter på svar')).toBeTruthy();
  });

  it("'Bare uenigheter' leaves only the cards of the disagreed questions, and gives them all back when turned off", () => {
    renderTable();
    const filter = screen.getByRole('switch', { name: 'Bare uenigheter (2)' });
    fireEvent.click(filter);
    const list = screen.getByRole('list', { name: 'Svarene i denne runden' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.querySelector('h2')?.textContent),
    ).toEqual(['Skal dere leie bil?', 'Hvor lenge skal dere være borte?']);
    fireEvent.click(filter);
    expect(
      within(screen.getByRole('list', { name: 'Svarene i denne runden' })).getAllByRole('listitem'),
    ).toHaveLength(4);
  });
});

describe('ComparisonTable on a wider screen', () => {
  beforeEach(() => {
    restore = screenOf('desktop');
  });

  it('is a table in a named scroll region that takes focus', () => {
    renderTable();
    const region = screen.getByRole('region', { name: 'Tabell over svarene' });
    expect(region.getAttribute('tabindex')).toBe('0');
    expect(within(region).getByRole('table', { name: 'Svarene i denne runden' })).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Svarene i denne runden' })).toBeNull();
  });

  it("'Bare uenigheter (2)' leaves only the disagreed rows in the table", () => {
    renderTable();
    const table = screen.getByRole('table', { name: 'Svarene i denne runden' });
    expect(within(table).getAllByRole('rowheader')).toHaveLength(4);
    fireEvent.click(screen.getByRole('switch', { name: 'Bare uenigheter (2)' }));
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((th) => th.textContent),
    ).toEqual(['Skal dere leie bil?', 'Hvor lenge skal dere være borte?']);
    expect(within(table).queryByText('Enige')).toBeNull();
  });

  it('cannot be turned on when nobody disagrees', () => {
    renderTable({
      ...comparison,
      questionAnswers: comparison.questionAnswers.filter((r) => r.status !== 'disagreed'),
    });
    const filter = screen.getByRole('switch', { name: 'Bare uenigheter (0)' });
    expect((filter as HTMLInputElement).disabled).toBe(true);
  });
});

describe("after hydration (the server's HTML: comparison-table.server.spec.tsx)", () => {
  it('keeps only the layout of the screen once the page renders in the browser', () => {
    restore = screenOf('phone');
    renderTable();
    expect(screen.getAllByTestId('comparison-card')).toHaveLength(4);
    expect(screen.queryByRole('table')).toBeNull();
  });
});
