import type { Agreement, AgreementQuestion, Comparison, Participant } from '@avtalt/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import { installFakeWebSocket } from '../../test/fake-websocket';
import { agreementQuestion, serveQuestionFlow } from '../../test/question-flow';
import { renderRoutes, testUser } from '../../test/render';
import QuestionFlowPage from './question-flow-page';

/** The question flow with typed questions (docs/typed-answers.md): a choice, an amount, a date, a party. */

const id = 'a1b2c3d4-0000-4000-8000-000000000002';
const Q_CHOICE = 'c0000000-0000-4000-8000-000000000001';
const Q_AMOUNT = 'c0000000-0000-4000-8000-000000000002';
const Q_DATE = 'c0000000-0000-4000-8000-000000000003';
const Q_PARTY = 'c0000000-0000-4000-8000-000000000004';
const ANNE = 'b0000000-0000-4000-8000-00000000000a';
const BJORN = 'b0000000-0000-4000-8000-00000000000b';

const base = (over: Partial<AgreementQuestion>): AgreementQuestion =>
  agreementQuestion({ id: Q_CHOICE, ...over });
const choice = base({
  id: Q_CHOICE,
  order: 1,
  text: 'Hvordan deles husleien?',
  type: 'multiple_choice',
  options: ['Likt', 'Etter inntekt'],
});
const amount = base({
  id: Q_AMOUNT,
  order: 2,
  text: 'Hvor mye er husleien?',
  type: 'free_text',
  format: 'amount',
});
const date = base({
  id: Q_DATE,
  order: 3,
  text: 'Fra hvilken dato gjelder avtalen?',
  type: 'free_text',
  format: 'date',
});
const party = base({
  id: Q_PARTY,
  order: 4,
  text: 'Hvem står på leiekontrakten?',
  type: 'free_text',
  format: 'party',
});

const participant = (over: Partial<Participant>): Participant => ({
  id: ANNE,
  userId: 'u-anne',
  userName: 'Anne Hansen',
  hasResponded: false,
  isAnonymous: false,
  isYou: false,
  canRemove: false,
  ...over,
});
const agreement = (participants: Participant[]) =>
  ({
    id,
    title: 'Husleie',
    status: 'in_progress',
    currentRound: 1,
    participants,
    viewer: { id: testUser.id, anonymous: false },
  }) as unknown as Agreement;

const comparison = {
  title: 'Husleie',
  currentRound: 1,
  participants: [],
  questionAnswers: [
    {
      questionId: Q_CHOICE,
      questionText: choice.text,
      type: 'multiple_choice',
      options: choice.options,
      format: null,
      status: 'pending',
      answers: [
        {
          participantId: 'x1',
          userId: 'x1',
          userName: 'Ola',
          response: 'Etter inntekt',
          display: 'Etter inntekt',
        },
        {
          participantId: 'x2',
          userId: 'x2',
          userName: 'Per',
          response: 'etter inntekt',
          display: 'Etter inntekt',
        },
        { participantId: 'x3', userId: 'x3', userName: 'Liv', response: 'Likt', display: 'Likt' },
      ],
    },
  ],
} as unknown as Comparison;

function WhereAmI() {
  const location = useLocation();
  return <p>at {location.pathname}</p>;
}

const routes = [
  { path: '/avtale/:id/sporsmal', element: <QuestionFlowPage /> },
  { path: '/avtale/:id/del', element: <WhereAmI /> },
];

function serve(
  questions: AgreementQuestion[],
  participants: Participant[] = [participant({ isYou: true })],
  submit: (body: unknown) => { status: number; body?: unknown } = () => ({
    status: 200,
    body: agreement(participants),
  }),
) {
  return serveQuestionFlow(id, questions, agreement(participants), comparison, submit);
}

const saved = (calls: { method: string; url: string; body: unknown }[]) =>
  calls
    .filter((c) => c.method === 'POST' && c.url.includes('/questions/'))
    .map((c) => [c.url.split('/')[5], c.body]);

let restoreWebSocket: () => void;
beforeEach(() => {
  sessionStorage.clear();
  restoreWebSocket = installFakeWebSocket();
});
afterEach(() => restoreWebSocket());

describe('QuestionFlowPage with typed questions', () => {
  it('asks a multiple_choice question with a button per option and its count, and saves the option', async () => {
    const calls = serve([choice, amount]);
    renderRoutes(routes, { path: `/avtale/${id}/sporsmal`, user: testUser });

    expect(await screen.findByText('Hvordan deles husleien?')).toBeTruthy();
    const group = screen.getByRole('group', { name: 'Hvordan deles husleien?' });
    expect(
      within(group)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Likt', 'Etter inntekt']);
    expect(screen.queryByRole('button', { name: 'Ja' })).toBeNull();
    // The comparison's answers, counted as it compares them ('etter inntekt' is the same option).
    expect(await screen.findByText('2 har svart Etter inntekt')).toBeTruthy();
    expect(screen.getByText('1 har svart Likt')).toBeTruthy();

    fireEvent.click(within(group).getByRole('button', { name: 'Etter inntekt' }));
    expect(await screen.findByText('Hvor mye er husleien?')).toBeTruthy();
    await waitFor(() => expect(saved(calls)).toEqual([[Q_CHOICE, { response: 'Etter inntekt' }]]));

    // Back: the chosen option is marked.
    fireEvent.click(screen.getByRole('button', { name: 'Tilbake' }));
    expect((await screen.findByRole('button', { name: 'Etter inntekt' })).getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect(screen.getByRole('button', { name: 'Likt' }).getAttribute('aria-pressed')).toBe('false');
  });

  it("refuses 'tolv' for an amount with the Norwegian message under the field, and sends 12000 for '12 000'", async () => {
    const calls = serve([amount, date]);
    renderRoutes(routes, { path: `/avtale/${id}/sporsmal`, user: testUser });

    const input = await screen.findByLabelText('Beløp i kroner');
    expect(input.getAttribute('inputmode')).toBe('decimal');
    expect(input.parentElement?.textContent).toContain('kr');
    expect(screen.getByRole('button', { name: 'Neste' })).toBeTruthy();

    fireEvent.change(input, { target: { value: 'tolv' } });
    fireEvent.blur(input);
    const message = await screen.findByText('Skriv et beløp i kroner, for eksempel 12 000');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toContain(message.id);
    fireEvent.click(screen.getByRole('button', { name: 'Neste' }));
    expect(screen.getByText('Hvor mye er husleien?')).toBeTruthy();
    expect(saved(calls)).toEqual([]);

    fireEvent.change(input, { target: { value: '12 000' } });
    expect(screen.queryByText('Skriv et beløp i kroner, for eksempel 12 000')).toBeNull();
    expect(input.getAttribute('aria-invalid')).toBe('false');
    fireEvent.click(screen.getByRole('button', { name: 'Neste' }));
    expect(await screen.findByText('Fra hvilken dato gjelder avtalen?')).toBeTruthy();
    await waitFor(() => expect(saved(calls)).toEqual([[Q_AMOUNT, { response: 12000 }]]));
  });

  it('asks a date with a date picker, refuses an empty one and sends YYYY-MM-DD with the final submit', async () => {
    const calls = serve([date]);
    renderRoutes(routes, { path: `/avtale/${id}/sporsmal`, user: testUser });

    const input = await screen.findByLabelText('Dato');
    expect(input.getAttribute('type')).toBe('date');
    // The only question: its button sends the answers.
    fireEvent.click(screen.getByRole('button', { name: 'Send svar' }));
    expect(await screen.findByText('Skriv en gyldig dato, for eksempel 1.3.2027')).toBeTruthy();
    expect(calls.some((c) => c.url === `/api/agreements/${id}/answers`)).toBe(false);

    fireEvent.change(input, { target: { value: '2027-03-01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send svar' }));
    expect(await screen.findByText(`at /avtale/${id}/del`)).toBeTruthy();
    expect(calls.find((c) => c.url === `/api/agreements/${id}/answers`)?.body).toEqual({
      answers: { [Q_DATE]: '2027-03-01' },
    });
  });

  it("lists the agreement's participants for a party question and submits every typed answer", async () => {
    const answered = [
      { ...choice, yourAnswer: 'Etter inntekt' },
      { ...amount, yourAnswer: 12000 },
      { ...date, yourAnswer: '2027-03-01' },
      party,
    ];
    const calls = serve(answered, [
      participant({ isYou: true }),
      participant({ id: BJORN, userId: 'u-b', userName: 'Bjørn Berg' }),
    ]);
    renderRoutes(routes, { path: `/avtale/${id}/sporsmal`, user: testUser });

    // The flow opens at the first unanswered question.
    expect(await screen.findByText('Hvem står på leiekontrakten?')).toBeTruthy();
    const radios = await screen.findByRole('radiogroup', { name: 'Velg part' });
    await waitFor(() =>
      expect(
        within(radios)
          .getAllByRole('radio')
          .map((r) => r.closest('label')?.textContent),
      ).toEqual(['Meg selv (Anne Hansen)', 'Bjørn Berg']),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Send svar' }));
    expect(await screen.findByText('Velg en av partene i avtalen')).toBeTruthy();
    expect(radios.getAttribute('aria-invalid')).toBe('true');

    fireEvent.click(screen.getByRole('radio', { name: 'Meg selv (Anne Hansen)' }));
    fireEvent.click(screen.getByRole('button', { name: 'Send svar' }));
    expect(await screen.findByText(`at /avtale/${id}/del`)).toBeTruthy();
    expect(calls.find((c) => c.url === `/api/agreements/${id}/answers`)?.body).toEqual({
      answers: { [Q_CHOICE]: 'Etter inntekt', [Q_AMOUNT]: 12000, [Q_DATE]: '2027-03-01', [Q_PARTY]: ANNE },
    });
  });

  it("offers 'Meg selv' and 'Den andre parten' to a visitor who is the first to answer", async () => {
    const calls = serve([party], []);
    renderRoutes(routes, { path: `/avtale/${id}/sporsmal`, user: testUser });

    fireEvent.click(await screen.findByRole('radio', { name: 'Den andre parten' }));
    expect(screen.getByRole('radio', { name: 'Meg selv' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Send svar' }));
    expect(await screen.findByText(`at /avtale/${id}/del`)).toBeTruthy();
    expect(calls.find((c) => c.url === `/api/agreements/${id}/answers`)?.body).toEqual({
      answers: { [Q_PARTY]: 'other' },
    });
  });

  it("shows the server's Norwegian message naming the question when it refuses a value", async () => {
    const refusal = '«Hvor mye er husleien?»: Skriv et beløp i kroner, for eksempel 12 000';
    serve([amount], undefined, () => ({
      status: 400,
      body: { code: 'VALIDATION_FAILED', message: refusal },
    }));
    renderRoutes(routes, { path: `/avtale/${id}/sporsmal`, user: testUser });

    fireEvent.change(await screen.findByLabelText('Beløp i kroner'), { target: { value: '12000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send svar' }));
    expect(await screen.findByText(refusal)).toBeTruthy();
    expect(screen.getByText('Hvor mye er husleien?')).toBeTruthy();
  });

  it("shows the values given in the round before from round 2 ('Deg' for the caller)", async () => {
    const again = {
      ...amount,
      yourAnswer: null,
      previousAnswers: [
        {
          participantId: ANNE,
          userName: 'Anne Hansen',
          isYou: true,
          response: 12000,
          display: '12\u00a0000\u00a0kr',
        },
        {
          participantId: BJORN,
          userName: 'Bjørn Berg',
          isYou: false,
          response: 11000,
          display: '11\u00a0000\u00a0kr',
        },
      ],
    };
    serve([again]);
    renderRoutes(routes, { path: `/avtale/${id}/sporsmal`, user: testUser });

    const previous = await screen.findByRole('region', { name: 'Svarene i forrige runde' });
    expect(within(previous).getByText('Deg')).toBeTruthy();
    // Testing Library folds the no-break spaces of the display into plain ones.
    expect(within(previous).getByText('12 000 kr')).toBeTruthy();
    expect(within(previous).getByText('Bjørn Berg')).toBeTruthy();
    expect(within(previous).getByText('11 000 kr')).toBeTruthy();
    expect((await screen.findByLabelText<HTMLInputElement>('Beløp i kroner')).value).toBe('');
  });
});
