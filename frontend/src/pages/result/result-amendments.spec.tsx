import type { Agreement, Participant, SignaturesView } from '@avtalt/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeApi } from '../../test/fake-api';
import { installFakeWebSocket } from '../../test/fake-websocket';
import { renderRoutes, testUser } from '../../test/render';
import ResultPage from './result-page';

/*
 * Versions on the result page (docs/amendments.md): a party of a signed agreement proposes changes and goes on to
 * answer the new version; version 2 shows what it changes; a replaced version says by what, and offers no change.
 */

const id = 'beef0000-0000-4000-8000-00000000a001';
const v2 = 'beef0000-0000-4000-8000-00000000a002';
const Q1 = 'c0000000-0000-4000-8000-00000000a001';
const Q2 = 'c0000000-0000-4000-8000-00000000a002';
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

let restoreWebSocket: () => void;
beforeEach(() => {
  restoreWebSocket = installFakeWebSocket();
});
afterEach(() => restoreWebSocket());

describe('versions on the result page', () => {
  it('lets a party propose changes to a signed agreement and takes them to the new version', async () => {
    const calls = fakeApi({
      [`/api/agreements/${id}`]: agreement({
        amendableQuestions: [
          { id: Q1, text: 'Skal hytta deles?' },
          { id: Q2, text: 'Skal strømmen deles likt?' },
        ],
      }),
      [`/api/agreements/${id}/signatures`]: signedView,
      [`POST /api/agreements/${id}/amendments`]: () => ({ status: 201, body: { id: v2 } }),
    });
    renderRoutes(routes, { path: `/avtale/${id}/ferdig`, user: testUser });

    const card = await screen.findByRole('region', { name: 'Endre avtalen' });
    fireEvent.click(within(card).getByRole('button', { name: 'Foreslå endringer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Foreslå endringer' });
    // Nothing chosen: said in the dialog, nothing sent.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Start ny versjon' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain('Velg minst ett spørsmål');
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Skal hytta deles?' }));
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Nytt ja/nei-spørsmål (valgfritt)' }), {
      target: { value: 'Skal vi ha hund på hytta?' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Start ny versjon' }));
    expect(await screen.findByText('Spørsmålene i den nye versjonen')).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      questionIds: [Q1],
      newQuestions: [{ text: 'Skal vi ha hund på hytta?', clauseYes: null, clauseNo: null }],
    });
  });

  it('shows what version 2 changes, and that version 1 is replaced without offering changes', async () => {
    fakeApi({
      [`/api/agreements/${id}`]: agreement({
        version: {
          number: 1,
          amends: null,
          replacedBy: { id: v2, at: '2026-12-01T10:15:00.000Z' },
          changes: [],
        },
      }),
      [`/api/agreements/${id}/signatures`]: signedView,
      [`/api/agreements/${v2}`]: agreement({
        id: v2,
        status: 'completed',
        version: {
          number: 2,
          amends: { id, number: 1 },
          replacedBy: null,
          changes: [{ question: 'Skal hytta deles?', before: 'Hytta deles.', after: 'Hytta deles ikke.' }],
        },
      }),
      [`/api/agreements/${v2}/signatures`]: { ...signedView, status: 'unsigned', canSign: true },
    });
    renderRoutes(routes, { path: `/avtale/${id}/ferdig`, user: testUser });
    const card = await screen.findByRole('region', { name: 'Versjon 1' });
    expect(card.textContent).toContain(
      'Denne versjonen er erstattet av versjon 2 fra 1. desember 2026 kl. 11:15',
    );
    expect(within(card).queryByRole('button', { name: 'Foreslå endringer' })).toBeNull();

    fireEvent.click(within(card).getByRole('link', { name: 'versjon 2' }));
    const next = await screen.findByRole('region', { name: 'Versjon 2' });
    await waitFor(() => expect(next.textContent).toContain('Endrer versjon 1'));
    const change = within(next).getByRole('listitem');
    expect(change.textContent).toContain('Skal hytta deles?');
    expect(change.textContent).toContain('Før: Hytta deles.');
    expect(change.textContent).toContain('Nå: Hytta deles ikke.');
  });
});
