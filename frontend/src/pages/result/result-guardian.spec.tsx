import type { Agreement, Guardian, Participant, SignaturesView } from '@avtalt/contracts';
import { SigningMessages } from '@avtalt/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeApi } from '../../test/fake-api';
import { installFakeWebSocket } from '../../test/fake-websocket';
import { renderRoutes, testUser } from '../../test/render';
import ResultPage from './result-page';

/*
 * The result page with a party under 18 (docs/guardians.md): Siri invites her guardian in the «Verge» card;
 * Mona, her guardian, signs in a row of her own; Ola reads with whom Siri signs.
 */

const id = 'beef0000-0000-4000-8000-00000000051a';
const finalText =
  '<!DOCTYPE html><html lang="nb"><body><h1>Avtale</h1><p>Ola og Siri er enige.</p></body></html>';
const OLA = 'c0000000-0000-4000-8000-000000000001';
const SIRI = 'c0000000-0000-4000-8000-000000000002';

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
    title: 'Hytta i sommer',
    topic: 'Hytta i sommer',
    description: '',
    status: 'completed',
    currentRound: 1,
    maxRounds: 5,
    expectedParticipants: 2,
    legalText: finalText,
    initiatorName: 'Ola Hansen',
    isInitiator: false,
    participants: [participant(OLA, 'Ola Hansen', false), participant(SIRI, 'Siri Ung', true)],
    yourDetails: { birthDate: '2010-05-01', address: null },
    guardians: [],
    updatedAt: '2026-11-25T07:00:00.000Z',
    viewer: { id: testUser.id, anonymous: false },
    ...o,
  }) as unknown as Agreement;

const mona = (o: Partial<Guardian> = {}): Guardian => ({
  id: 'c0ffee00-0000-4000-8000-0000000000c1',
  participantId: SIRI,
  partyName: 'Siri Ung',
  name: 'Mona Ung',
  email: null,
  status: 'active',
  relation: 'parent',
  isYou: false,
  canRemove: false,
  ...o,
});

const signer = (participantId: string, name: string, o: Partial<SignaturesView['parties'][number]> = {}) => ({
  participantId,
  name,
  isYou: false,
  signedAt: null,
  method: null,
  level: null,
  ...o,
});

const view = (o: Partial<SignaturesView> = {}): SignaturesView => ({
  enabled: true,
  status: 'unsigned',
  textSha256: null,
  pdfSha256: null,
  canSign: true,
  canVoid: false,
  parties: [signer(OLA, 'Ola Hansen'), signer(SIRI, 'Siri Ung')],
  voidedAt: null,
  signBlocker: null,
  signingNotes: [],
  yourEvidence: null,
  ...o,
});

const routes = [{ path: '/avtale/:id/ferdig', element: <ResultPage /> }];
const path = `/avtale/${id}/ferdig`;
const signaturesUrl = `/api/agreements/${id}/signatures`;

let restoreWebSocket: () => void;
beforeEach(() => {
  restoreWebSocket = installFakeWebSocket();
});
afterEach(() => restoreWebSocket());

describe('a party under 18 on the result page', () => {
  it('invites her guardian by address, then sees the invitation; the dialog sends her to the card', async () => {
    const invited = mona({
      name: null,
      status: 'invited',
      relation: null,
      email: 'mona@eksempel.no',
      canRemove: true,
    });
    const calls = fakeApi({
      [`/api/agreements/${id}`]: agreement(),
      [signaturesUrl]: view({
        canSign: false,
        signBlocker: { code: 'UNDER_AGE', message: SigningMessages.underAge },
      }),
      [`POST /api/agreements/${id}/guardian`]: () => ({
        status: 201,
        body: agreement({ guardians: [invited], updatedAt: '2026-11-25T07:01:00.000Z' }),
      }),
    });
    renderRoutes(routes, { path, user: testUser });

    const card = await screen.findByRole('region', { name: 'Verge' });
    expect(card.textContent).toContain('Du er under 18 år og kan ikke signere avtalen alene');
    const field = within(card).getByRole('textbox', { name: 'E-postadressen til vergen din' });
    fireEvent.change(field, { target: { value: 'ikke en adresse' } });
    fireEvent.click(within(card).getByRole('button', { name: 'Inviter vergen' }));
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    fireEvent.change(field, { target: { value: ' mona@eksempel.no ' } });
    fireEvent.click(within(card).getByRole('button', { name: 'Inviter vergen' }));
    const row = await within(card).findByTestId('guardian-row');
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ email: 'mona@eksempel.no' });
    expect(row.textContent).toContain('mona@eksempel.no');
    expect(row.textContent).toContain('Invitert');
    expect(within(row).getByRole('button', { name: 'Fjern mona@eksempel.no' })).toBeTruthy();
    expect(card.textContent).toContain('Du kan signere når vergen har godtatt.');
    expect(await screen.findByText('Invitasjonen er sendt')).toBeTruthy();

    // The signing dialog says why she cannot sign, and that the guardian is invited.
    fireEvent.click(await screen.findByRole('button', { name: 'Signer avtalen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Signer avtalen' });
    const blocker = await within(dialog).findByTestId('sign-blocker');
    expect(blocker.textContent).toContain(SigningMessages.underAge);
    expect(blocker.textContent).toContain('Vergen din er invitert');
  });

  it('is offered «Inviter vergen din» in the dialog before she has invited anyone', async () => {
    fakeApi({
      [`/api/agreements/${id}`]: agreement(),
      [signaturesUrl]: view({
        canSign: false,
        signBlocker: { code: 'UNDER_AGE', message: SigningMessages.underAge },
      }),
    });
    renderRoutes(routes, { path, user: testUser });
    fireEvent.click(await screen.findByRole('button', { name: 'Signer avtalen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Signer avtalen' });
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Inviter vergen din' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Signer avtalen' })).toBeNull());
    // The focus is on the card where she invites her guardian.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('region', { name: 'Verge' })));
  });

  it('offers no removal once someone has signed (the text is frozen with the guardian in it)', async () => {
    fakeApi({
      [`/api/agreements/${id}`]: agreement({ guardians: [mona({ canRemove: true })] }),
      [signaturesUrl]: view({
        status: 'signing',
        parties: [
          signer(OLA, 'Ola Hansen', { signedAt: '2026-11-25T07:10:00.000Z', method: 'password' }),
          signer(SIRI, 'Siri Ung', { isYou: true }),
          signer(SIRI, 'Mona Ung', { role: 'guardian', guardianFor: 'Siri Ung' }),
        ],
      }),
    });
    renderRoutes(routes, { path, user: testUser });
    const card = await screen.findByRole('region', { name: 'Verge' });
    const row = within(card).getByTestId('guardian-row');
    expect(row.textContent).toContain('Mona Ung');
    expect(row.textContent).toContain('Har godtatt');
    expect(row.textContent).toContain('Forelder med foreldreansvar');
    await screen.findByRole('region', { name: 'Signaturer' });
    expect(within(card).queryByRole('button', { name: /Fjern/ })).toBeNull();
  });
});

describe('the guardian on the result page', () => {
  it('reads whom she signs for, signs in a row of her own, and is asked for no details of a party', async () => {
    fakeApi({
      [`/api/agreements/${id}`]: agreement({
        participants: [participant(OLA, 'Ola Hansen', false), participant(SIRI, 'Siri Ung', false)],
        yourDetails: null,
        guardians: [mona({ isYou: true, canRemove: true })],
      }),
      [signaturesUrl]: view({
        status: 'signing',
        parties: [
          signer(OLA, 'Ola Hansen'),
          signer(SIRI, 'Siri Ung', { signedAt: '2026-11-25T07:10:00.000Z', method: 'password' }),
          signer(SIRI, 'Mona Ung', { role: 'guardian', guardianFor: 'Siri Ung', isYou: true }),
        ],
      }),
    });
    renderRoutes(routes, { path, user: testUser });

    const card = await screen.findByRole('region', { name: 'Verge' });
    expect(within(card).getByTestId('guardian-you').textContent).toBe(
      'Du er verge for Siri Ung (forelder med foreldreansvar).',
    );
    // Someone has signed: stepping down would be refused.
    const signatures = await screen.findByRole('region', { name: 'Signaturer' });
    expect(within(card).queryByRole('button', { name: 'Trekk deg som verge' })).toBeNull();
    const rows = within(signatures).getAllByRole('listitem');
    expect(rows.map((r) => r.querySelector('p')?.textContent)).toEqual([
      'Ola Hansen',
      'Siri Ung',
      'Mona Ung (verge for Siri Ung) (deg)',
    ]);
    expect(signatures.textContent).toContain('Signert av 1 av 3 (parter og verge)');
    expect(await screen.findByRole('button', { name: 'Signer avtalen' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Dine opplysninger i avtalen' })).toBeNull();
  });
});

describe('another party on the result page', () => {
  it('reads with whom the party under 18 signs, or that the guardian has not accepted yet', async () => {
    const ola = {
      participants: [participant(OLA, 'Ola Hansen', true), participant(SIRI, 'Siri Ung', false)],
      yourDetails: { birthDate: '1985-03-01', address: null },
    };
    fakeApi({
      [`/api/agreements/${id}`]: agreement({ ...ola, guardians: [mona()] }),
      [signaturesUrl]: view(),
    });
    const first = renderRoutes(routes, { path, user: testUser });
    const card = await screen.findByRole('region', { name: 'Verge' });
    expect(within(card).getByTestId('guardian-others').textContent).toBe(
      'Siri Ung signerer sammen med vergen Mona Ung.',
    );
    expect(within(card).queryByRole('textbox')).toBeNull();
    first.unmount();

    fakeApi({
      [`/api/agreements/${id}`]: agreement({ ...ola, guardians: [mona({ name: null, status: 'invited' })] }),
      [signaturesUrl]: view(),
    });
    renderRoutes(routes, { path, user: testUser });
    expect((await screen.findByTestId('guardian-others')).textContent).toContain('har invitert vergen sin');
  });

  it('shows no «Verge» card when nobody is under 18', async () => {
    fakeApi({
      [`/api/agreements/${id}`]: agreement({
        participants: [participant(OLA, 'Ola Hansen', true), participant(SIRI, 'Siri Ung', false)],
        yourDetails: { birthDate: '1985-03-01', address: null },
      }),
      [signaturesUrl]: view(),
    });
    renderRoutes(routes, { path, user: testUser });
    await screen.findByRole('button', { name: 'Signer avtalen' });
    expect(screen.queryByRole('region', { name: 'Verge' })).toBeNull();
  });
});
