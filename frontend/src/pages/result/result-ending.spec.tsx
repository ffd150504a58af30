import {
  AmendmentMessages,
  type Agreement,
  type AgreementVersion,
  type Participant,
  type SignaturesView,
} from '@avtalt/contracts';
import { formatDate } from '@avtalt/logic';
import { fireEvent, screen, within } from '@testing-library/react';
import { norwegianToday } from '../../lib/guardians.rules';
import { fakeApi } from '../../test/fake-api';
import { installFakeWebSocket } from '../../test/fake-websocket';
import { renderRoutes, testUser } from '../../test/render';
import ResultPage from './result-page';

/*
 * Ending a signed agreement together on the result page: a party proposes the date and goes on to answer the
 * new version; that version says it ends the agreement and from when; once signed by all, the page says the
 * agreement has ended and offers neither changes nor another ending.
 */

const id = 'beef0000-0000-4000-8000-00000000e001';
const v2 = 'beef0000-0000-4000-8000-00000000e002';
const Q1 = 'c0000000-0000-4000-8000-00000000e001';
const finalText = '<!DOCTYPE html><html lang="nb"><body><h1>Avtale</h1><p>Hytta deles.</p></body></html>';

const participant = (pid: string, userName: string, isYou: boolean): Participant => ({
  id: pid,
  userId: `u-${userName}`,
  userName,
  hasResponded: true,
  hasDetails: true,
  isAnonymous: false,
  isYou,
  canRemove: false,
});

const agreement = (o: Partial<Agreement> = {}): Agreement =>
  ({
    id,
    title: 'Hytta',
    topic: null,
    description: '',
    status: 'signed',
    currentRound: 1,
    maxRounds: 5,
    expectedParticipants: 2,
    legalText: finalText,
    initiatorName: 'Ola Hansen',
    isInitiator: false,
    participants: [
      participant('c0000000-0000-4000-8000-000000000001', 'Ola Hansen', false),
      participant('c0000000-0000-4000-8000-000000000002', 'Kari Hansen', true),
    ],
    yourDetails: { birthDate: '1990-05-01', address: null },
    guardians: [],
    updatedAt: '2026-11-25T07:00:00.000Z',
    viewer: { id: testUser.id, anonymous: false },
    ...o,
  }) as unknown as Agreement;

const endingVersion = (ending: NonNullable<AgreementVersion['ending']>): AgreementVersion => ({
  number: 2,
  amends: { id, number: 1 },
  replacedBy: null,
  changes: [],
  ending,
});

const signedView: SignaturesView = {
  enabled: true,
  status: 'signed',
  textSha256: 'a'.repeat(64),
  pdfSha256: 'b'.repeat(64),
  canSign: false,
  canVoid: false,
  parties: [],
  voidedAt: null,
  signBlocker: null,
  signingNotes: [],
  yourEvidence: null,
};

const routes = [
  { path: '/avtale/:id/ferdig', element: <ResultPage /> },
  { path: '/avtale/:id/sporsmal', element: <p>Spørsmålene i den nye versjonen</p> },
];

/** A date `years` on from today in Oslo, as the date field writes it. */
const yearsOn = (years: number) => {
  const today = norwegianToday();
  return `${Number(today.slice(0, 4)) + years}${today.slice(4)}`;
};

let restoreWebSocket: () => void;
beforeEach(() => {
  restoreWebSocket = installFakeWebSocket();
});
afterEach(() => restoreWebSocket());

describe('ending an agreement together', () => {
  it('lets a party propose the date, refuses one in the past, and takes them to the new version', async () => {
    const calls = fakeApi({
      [`/api/agreements/${id}`]: agreement({ amendableQuestions: [{ id: Q1, text: 'Skal hytta deles?' }] }),
      [`/api/agreements/${id}/signatures`]: signedView,
      [`POST /api/agreements/${id}/ending`]: () => ({ status: 201, body: { id: v2 } }),
    });
    renderRoutes(routes, { path: `/avtale/${id}/ferdig`, user: testUser });

    const card = await screen.findByRole('region', { name: 'Endre avtalen' });
    expect(within(card).getByRole('button', { name: 'Foreslå endringer' })).toBeTruthy();
    fireEvent.click(within(card).getByRole('button', { name: 'Avslutt avtalen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Avslutte avtalen sammen' });
    expect(dialog.textContent).toContain('Når alle har svart ja og signert, er avtalen avsluttet.');
    expect(dialog.textContent).toContain('det som ville ha forfalt senere, faller bort.');
    const field = within(dialog).getByLabelText('Avtalen opphører fra og med');
    // Today in Oslo unless the party picks another day; nothing earlier is offered.
    expect((field as HTMLInputElement).value).toBe(norwegianToday());
    expect(field.getAttribute('min')).toBe(norwegianToday());

    // A day that has been: said beside the field, nothing sent.
    fireEvent.change(field, { target: { value: '2020-01-15' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Foreslå å avslutte' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(AmendmentMessages.endsOnPast);
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    const endsOn = yearsOn(1);
    fireEvent.change(field, { target: { value: endsOn } });
    expect(within(dialog).queryByRole('alert')).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Foreslå å avslutte' }));
    expect(await screen.findByText('Spørsmålene i den nye versjonen')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([
      { method: 'POST', url: `/api/agreements/${id}/ending`, body: { endsOn } },
    ]);
  });

  it("shows the server's refusal in the house's error toast and stays in the dialog", async () => {
    fakeApi({
      [`/api/agreements/${id}`]: agreement({ amendableQuestions: [{ id: Q1, text: 'Skal hytta deles?' }] }),
      [`/api/agreements/${id}/signatures`]: signedView,
      [`POST /api/agreements/${id}/ending`]: () => ({
        status: 409,
        body: { statusCode: 409, message: AmendmentMessages.openAmendment },
      }),
    });
    renderRoutes(routes, { path: `/avtale/${id}/ferdig`, user: testUser });

    fireEvent.click(await screen.findByRole('button', { name: 'Avslutt avtalen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Avslutte avtalen sammen' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Foreslå å avslutte' }));
    expect(await screen.findByText('Kunne ikke foreslå å avslutte avtalen')).toBeTruthy();
    expect(screen.getByText(AmendmentMessages.openAmendment)).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Avslutte avtalen sammen' })).toBeTruthy();
    expect(screen.queryByText('Spørsmålene i den nye versjonen')).toBeNull();
  });

  it('says on the new version that it ends the agreement, and from when, before it is signed', async () => {
    fakeApi({
      [`/api/agreements/${v2}`]: agreement({
        id: v2,
        status: 'completed',
        version: endingVersion({ endsOn: '2027-03-01', agreed: true }),
      }),
      [`/api/agreements/${v2}/signatures`]: { ...signedView, status: 'unsigned', canSign: true },
    });
    renderRoutes(routes, { path: `/avtale/${v2}/ferdig`, user: testUser });

    const card = await screen.findByRole('region', { name: 'Versjon 2' });
    expect(card.textContent).toContain('Avslutning av avtalen');
    expect(card.textContent).toContain('Avtalen opphører fra og med 1. mars 2027');
    expect(card.textContent).toContain('Avslutter versjon 1.');
    expect(card.textContent).toContain('Til da gjelder den som før.');
    expect(within(card).queryByRole('button')).toBeNull();
    // Not signed yet: nothing has ended.
    expect(screen.queryByTestId('result-ended')).toBeNull();
  });

  it('says the agreement has ended once signed, and offers neither changes nor another ending', async () => {
    fakeApi({
      // Even were the server to send the questions, an ended agreement is not changed; the review mail's
      // link does not open the dialog either.
      [`/api/agreements/${v2}`]: agreement({
        id: v2,
        version: endingVersion({ endsOn: '2026-03-01', agreed: true }),
        amendableQuestions: [{ id: Q1, text: 'Skal hytta deles?' }],
      }),
      [`/api/agreements/${v2}/signatures`]: signedView,
    });
    renderRoutes(routes, { path: `/avtale/${v2}/ferdig?gjennomgang=endre`, user: testUser });

    expect((await screen.findByTestId('result-ended')).textContent).toBe(
      'Avtalen er avsluttet fra og med 1. mars 2026',
    );
    const card = await screen.findByRole('region', { name: 'Versjon 2' });
    expect(card.textContent).toContain('Avtalen opphører fra og med 1. mars 2026');
    expect(within(card).queryByRole('button', { name: 'Foreslå endringer' })).toBeNull();
    expect(within(card).queryByRole('button', { name: 'Avslutt avtalen' })).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says when the agreement ends while the date is still ahead', async () => {
    const endsOn = yearsOn(2);
    fakeApi({
      [`/api/agreements/${v2}`]: agreement({
        id: v2,
        version: endingVersion({ endsOn, agreed: true }),
      }),
      [`/api/agreements/${v2}/signatures`]: signedView,
    });
    renderRoutes(routes, { path: `/avtale/${v2}/ferdig`, user: testUser });

    const banner = await screen.findByTestId('result-ended');
    expect(banner.textContent).toBe(`Avtalen avsluttes ${formatDate(endsOn)}`);
  });
});
