import type { Comparison, NegotiationRow, Proposal } from '@avtalt/contracts';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { i18n } from '../../i18n/i18n';
import { renderRoutes, testUser } from '../../test/render';
import { NegotiationRowControls } from './negotiation-ui';

const agreementId = 'c0ffee00-0000-4000-8000-000000000091';
const kari = { participantId: 'p1', userName: 'Kari', isYou: true };
const ola = { participantId: 'p2', userName: 'Ola', isYou: false };

// Ola proposes; Kari (the caller) is asked to answer.
const proposal: Proposal = {
  id: 'c0ffee00-0000-4000-8000-0000000000a1',
  optionId: 'library:0',
  questionId: 'q1',
  round: 1,
  source: 'library',
  text: 'Husleien deles etter inntekt',
  clause: 'Husleien deles etter inntekt.',
  value: null,
  display: null,
  description: null,
  status: 'pending',
  proposedBy: ola,
  acceptedBy: [ola],
  declinedBy: null,
  waitingFor: [kari],
  createdAt: '2026-01-02T10:00:00.000Z',
};
const negotiation: NegotiationRow = {
  proposals: [
    {
      id: 'library:0',
      source: 'library',
      text: 'Husleien deles etter inntekt',
      clause: 'Husleien deles etter inntekt.',
      value: null,
      display: null,
      description: null,
    },
  ],
  proposal,
  yourMarks: { canAccept: false, important: false },
  allCanAccept: false,
  canDraft: false,
};
const row: Comparison['questionAnswers'][number] & { negotiation: NegotiationRow } = {
  questionId: 'q1',
  questionText: 'Skal husleien deles likt?',
  type: 'yes_no',
  options: null,
  format: null,
  status: 'disagreed',
  answers: [],
  negotiation,
};

afterEach(() => act(() => void i18n.changeLanguage('nb')));

describe('NegotiationRowControls in three languages', () => {
  it('brings its own catalogue: bokmål as before, nynorsk and English once chosen', () => {
    renderRoutes(
      [{ path: '*', element: <NegotiationRowControls agreementId={agreementId} row={row} open /> }],
      {
        path: '/',
        user: testUser,
      },
    );
    const status = () => screen.getByTestId('proposal-status');
    expect(status().textContent).toContain('Ola foreslår: Husleien deles etter inntekt');
    expect(status().textContent).toContain('Godtatt av: Ola');
    expect(status().textContent).toContain('Venter på: deg');
    expect(screen.getByRole('button', { name: 'Avslå' })).toBeTruthy();

    act(() => void i18n.changeLanguage('nn'));
    expect(status().textContent).toContain('Ola føreslår: Husleien deles etter inntekt');
    expect(status().textContent).toContain('Godteke av: Ola');
    expect(status().textContent).toContain('Ventar på: deg');
    expect(screen.getByRole('button', { name: 'Finn eit kompromiss' })).toBeTruthy();

    act(() => void i18n.changeLanguage('en'));
    expect(status().textContent).toContain('Ola proposes: Husleien deles etter inntekt');
    expect(status().textContent).toContain('Waiting for: you');
    expect(screen.getByRole('button', { name: 'Accept' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Decline' })).toBeTruthy();

    // The panel: a pending proposal blocks proposing another.
    fireEvent.click(screen.getByRole('button', { name: 'Find a compromise' }));
    const panel = screen.getByRole('dialog', { name: 'Find a compromise' });
    expect(within(panel).getByText('Common solution')).toBeTruthy();
    expect(
      within(panel).getByText(
        'A proposal is awaiting answers. Answer it, or wait until it has been declined.',
      ),
    ).toBeTruthy();
    expect(within(panel).getByRole('switch', { name: 'Important to me' })).toBeTruthy();
    expect(within(panel).getByRole('button', { name: 'Close' })).toBeTruthy();
  });
});
