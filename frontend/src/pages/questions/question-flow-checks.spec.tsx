import type { Agreement, AgreementQuestion } from '@avtalt/contracts';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useLocation } from 'react-router';
import { i18n } from '../../i18n/i18n';
import { installFakeWebSocket } from '../../test/fake-websocket';
import { agreementQuestion, serveQuestionFlow } from '../../test/question-flow';
import { renderRoutes, testUser } from '../../test/render';
import QuestionFlowPage from './question-flow-page';

/** Issue 33 (docs/value-checks.md): the question flow runs the value checks as the value is read. */

const id = 'a1b2c3d4-0000-4000-8000-000000000033';
const PAYOUT = 'c0000000-0000-4000-8000-000000000001';
const DUE = 'c0000000-0000-4000-8000-000000000002';
const RATE = 'c0000000-0000-4000-8000-000000000003';
const DUE_MESSAGE = 'Forfallsdatoen må være etter utbetalingen.';
const RATE_MESSAGE = 'Renten er over 25 %. Stemmer det?';
const ME = 'b0000000-0000-4000-8000-00000000000a';

const payout = agreementQuestion({
  id: PAYOUT,
  order: 1,
  text: 'Når utbetales lånet?',
  type: 'free_text',
  format: 'date',
});
const due = agreementQuestion({
  id: DUE,
  order: 2,
  text: 'Når skal lånet være betalt?',
  type: 'free_text',
  format: 'date',
  checks: [{ kind: 'after', other: PAYOUT, severity: 'error', message: DUE_MESSAGE }],
});
const rate = agreementQuestion({
  id: RATE,
  order: 3,
  text: 'Hvilken rente?',
  type: 'free_text',
  format: 'percent',
  checks: [{ kind: 'atMost', value: 25, severity: 'warning', message: RATE_MESSAGE }],
});

const RATE_EN = 'The rate is over 25%. Is that right?';
/** The rate question with its English wording, the check's message paired with its translation. */
const inEnglish = (question: AgreementQuestion): AgreementQuestion => ({
  ...question,
  wordings: { en: { text: 'What rate?', checkMessages: [{ message: RATE_MESSAGE, translation: RATE_EN }] } },
});

const agreement = {
  id,
  title: 'Lån',
  status: 'in_progress',
  currentRound: 1,
  participants: [
    {
      id: ME,
      userId: testUser.id,
      userName: 'Anne Hansen',
      hasResponded: false,
      isAnonymous: false,
      isYou: true,
      canRemove: false,
    },
  ],
  viewer: { id: testUser.id, anonymous: false },
} as unknown as Agreement;
const comparison = { title: 'Lån', currentRound: 1, participants: [], questionAnswers: [] };

function WhereAmI() {
  return <p>at {useLocation().pathname}</p>;
}
const routes = [
  { path: '/avtale/:id/sporsmal', element: <QuestionFlowPage /> },
  { path: '/avtale/:id/del', element: <WhereAmI /> },
];
const serve = (
  questions: AgreementQuestion[],
  submit?: (body: unknown) => { status: number; body?: unknown },
) => serveQuestionFlow(id, questions, agreement, comparison, submit);

let restoreWebSocket: () => void;
beforeEach(() => {
  sessionStorage.clear();
  restoreWebSocket = installFakeWebSocket();
});
afterEach(() => {
  restoreWebSocket();
  act(() => void i18n.changeLanguage('nb'));
});

describe('QuestionFlowPage with value checks', () => {
  it('shows a check’s error under the field as soon as the date is read and keeps Neste disabled until it holds', async () => {
    const calls = serve([{ ...payout, yourAnswer: '2027-06-01' }, due, rate]);
    renderRoutes(routes, { path: `/avtale/${id}/sporsmal`, user: testUser });

    const input = await screen.findByLabelText('Dato');
    expect(screen.getByText('Når skal lånet være betalt?')).toBeTruthy();
    fireEvent.change(input, { target: { value: '2027-05-01' } });
    expect(screen.getByText(DUE_MESSAGE)).toBeTruthy();
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect((screen.getByRole('button', { name: 'Neste' }) as HTMLButtonElement).disabled).toBe(true);

    fireEvent.change(input, { target: { value: '2027-06-02' } });
    expect(screen.queryByText(DUE_MESSAGE)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Neste' }));
    expect(await screen.findByText('Hvilken rente?')).toBeTruthy();
    await waitFor(() =>
      expect(calls.filter((c) => c.url.includes(`/questions/${DUE}/`)).map((c) => c.body)).toEqual([
        { response: '2027-06-02' },
      ]),
    );
  });

  it('asks «Ja, verdien er riktig» for a warning, and sends the confirmation with the answers', async () => {
    const calls = serve([
      { ...payout, yourAnswer: '2027-06-01' },
      { ...due, yourAnswer: '2028-06-01' },
      rate,
    ]);
    renderRoutes(routes, { path: `/avtale/${id}/sporsmal`, user: testUser });

    const input = await screen.findByLabelText('Prosent');
    fireEvent.change(input, { target: { value: '60' } });
    expect(await screen.findByText(RATE_MESSAGE)).toBeTruthy();
    const send = screen.getByRole('button', { name: 'Send svar' }) as HTMLButtonElement;
    expect(send.disabled).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Ja, verdien er riktig' }));
    expect(send.disabled).toBe(false);
    // A changed value must be confirmed again.
    fireEvent.change(input, { target: { value: '61' } });
    expect(
      (screen.getByRole('checkbox', { name: 'Ja, verdien er riktig' }) as HTMLInputElement).checked,
    ).toBe(false);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Ja, verdien er riktig' }));
    fireEvent.click(send);

    expect(await screen.findByText(`at /avtale/${id}/del`)).toBeTruthy();
    expect(calls.find((c) => c.url === `/api/agreements/${id}/answers`)?.body).toEqual({
      answers: { [PAYOUT]: '2027-06-01', [DUE]: '2028-06-01', [RATE]: 61 },
      confirmedWarnings: [RATE],
    });
  });

  it('says a check in the reader’s language where the question carries its translation', async () => {
    serve([{ ...payout, yourAnswer: '2027-06-01' }, { ...due, yourAnswer: '2028-06-01' }, inEnglish(rate)]);
    act(() => void i18n.changeLanguage('en'));
    renderRoutes(routes, { path: `/avtale/${id}/sporsmal`, user: testUser });

    expect(await screen.findByText('What rate?')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox'), { target: { value: '60' } });
    expect(await screen.findByText(RATE_EN)).toBeTruthy();
    expect(screen.queryByText(RATE_MESSAGE)).toBeNull();

    // In bokmål every message reads as written.
    act(() => void i18n.changeLanguage('nb'));
    expect(await screen.findByText(RATE_MESSAGE)).toBeTruthy();
  });

  it('says the server’s refusal in the reader’s language too', async () => {
    // No check in the browser: only the server's 400 names it.
    serve(
      [
        { ...payout, yourAnswer: '2027-06-01' },
        { ...due, checks: null, yourAnswer: '2028-06-01' },
        inEnglish({ ...rate, checks: null }),
      ],
      () => ({
        status: 400,
        body: {
          code: 'VALUE_WARNINGS_UNCONFIRMED',
          message: 'Please confirm that the values are right, or change them',
          details: [{ path: `answers.${RATE}`, message: RATE_MESSAGE }],
        },
      }),
    );
    act(() => void i18n.changeLanguage('en'));
    renderRoutes(routes, { path: `/avtale/${id}/sporsmal`, user: testUser });

    fireEvent.change(await screen.findByRole('textbox'), { target: { value: '60' } });
    expect(screen.queryByText(RATE_EN)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Send answers' }));
    expect(await screen.findByText(RATE_EN)).toBeTruthy();
    expect(screen.queryByText(RATE_MESSAGE)).toBeNull();
  });

  it('says a refused check’s message in the reader’s language in the toast as under the field', async () => {
    // An error check's message is the 400's own message, which the server sends as the catalogue wrote it.
    serve(
      [
        { ...payout, yourAnswer: '2027-06-01' },
        { ...due, checks: null, yourAnswer: '2028-06-01' },
        inEnglish({ ...rate, checks: null }),
      ],
      () => ({
        status: 400,
        body: {
          code: 'VALIDATION_FAILED',
          message: RATE_MESSAGE,
          details: [{ path: `answers.${RATE}`, message: RATE_MESSAGE }],
        },
      }),
    );
    act(() => void i18n.changeLanguage('en'));
    renderRoutes(routes, { path: `/avtale/${id}/sporsmal`, user: testUser });

    fireEvent.change(await screen.findByRole('textbox'), { target: { value: '60' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send answers' }));
    await waitFor(() => expect(screen.getAllByText(RATE_EN)).toHaveLength(2));
    expect(screen.queryByText(RATE_MESSAGE)).toBeNull();
  });

  it('shows the server’s refusal of a warning under the question it names, with the box to tick, and a toast', async () => {
    let sent = 0;
    const calls = serve(
      [
        { ...payout, yourAnswer: '2027-06-01' },
        { ...due, checks: null, yourAnswer: '2028-06-01' },
        { ...rate, checks: null },
      ],
      () =>
        ++sent === 1
          ? {
              status: 400,
              body: {
                code: 'VALUE_WARNINGS_UNCONFIRMED',
                message: 'Bekreft at verdiene er riktige, eller endre dem',
                details: [{ path: `answers.${RATE}`, message: RATE_MESSAGE }],
              },
            }
          : { status: 200, body: agreement },
    );
    renderRoutes(routes, { path: `/avtale/${id}/sporsmal`, user: testUser });

    fireEvent.change(await screen.findByLabelText('Prosent'), { target: { value: '60' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send svar' }));
    expect(await screen.findByText(RATE_MESSAGE)).toBeTruthy();
    expect(screen.getAllByText('Bekreft at verdiene er riktige, eller endre dem').length).toBeGreaterThan(0);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Ja, verdien er riktig' }));
    fireEvent.click(screen.getByRole('button', { name: 'Send svar' }));
    expect(await screen.findByText(`at /avtale/${id}/del`)).toBeTruthy();
    expect(
      calls
        .filter((c) => c.url === `/api/agreements/${id}/answers`)
        .map((c) => (c.body as { confirmedWarnings?: string[] }).confirmedWarnings),
    ).toEqual([undefined, [RATE]]);
  });
});
