import type { Agreement, Participant, SignaturesView } from '@avtalt/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { i18n } from '../../i18n/i18n';
import { fakeApi } from '../../test/fake-api';
import { installFakeWebSocket } from '../../test/fake-websocket';
import { renderRoutes, testUser } from '../../test/render';
import ResultPage from './result-page';

/*
 * The result page and its two lazily loaded dialogs each bring their own catalogue (texts/, signing-dialog/texts/,
 * version-dialog/texts/): bokmål word for word as before, nynorsk and English once chosen, dates and times
 * written for the language.
 */

const id = 'beef0000-0000-4000-8000-0000000001a0';
const path = `/avtale/${id}/ferdig`;
const routes = [{ path: '/avtale/:id/ferdig', element: <ResultPage /> }];
const finalText = '<!DOCTYPE html><html lang="nb"><body><h1>Avtale</h1><p>Hytta deles.</p></body></html>';
const signaturesUrl = `/api/agreements/${id}/signatures`;

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
    topic: 'Samboeravtale',
    description: '',
    status: 'completed',
    currentRound: 1,
    legalText: finalText,
    initiatorName: 'Ola Hansen',
    isInitiator: false,
    participants: [
      participant('c0000000-0000-4000-8000-000000000001', 'Ola Hansen', false),
      participant('c0000000-0000-4000-8000-000000000002', 'Kari Nordmann', true),
    ],
    yourDetails: { birthDate: '1990-05-01', address: null },
    guardians: [],
    updatedAt: '2026-11-25T07:00:00.000Z',
    viewer: { id: testUser.id, anonymous: false },
    ...o,
  }) as unknown as Agreement;

const signer = (name: string, isYou: boolean, signedAt: string | null) => ({
  participantId: `c0000000-0000-4000-8000-00000000000${isYou ? 2 : 1}`,
  name,
  isYou,
  signedAt,
  method: signedAt ? ('password' as const) : null,
  level: null,
});

const view = (over: Partial<SignaturesView> = {}): SignaturesView => ({
  enabled: true,
  status: 'unsigned',
  textSha256: null,
  pdfSha256: null,
  canSign: true,
  canVoid: false,
  parties: [signer('Ola Hansen', false, null), signer('Kari Nordmann', true, null)],
  voidedAt: null,
  signBlocker: null,
  signingNotes: [],
  yourEvidence: null,
  ...over,
});

let restoreWebSocket: () => void;
beforeEach(() => {
  restoreWebSocket = installFakeWebSocket();
});
afterEach(() => {
  restoreWebSocket();
  act(() => void i18n.changeLanguage('nb'));
});

describe('the result page in three languages', () => {
  it('says the page, its buttons and the signatures in bokmål, then in nynorsk and English', async () => {
    fakeApi({
      [`/api/agreements/${id}`]: agreement(),
      [signaturesUrl]: view({
        status: 'signing',
        canSign: false,
        canVoid: true,
        parties: [
          signer('Ola Hansen', false, '2026-11-25T07:15:00.000Z'),
          signer('Kari Nordmann', true, null),
        ],
      }),
    });
    renderRoutes(routes, { path, user: testUser });

    expect(await screen.findByText('Gratulerer! Dere er enige.')).toBeTruthy();
    const signatures = await screen.findByRole('region', { name: 'Signaturer' });
    expect(within(signatures).getByText('Signert av 1 av 2 parter')).toBeTruthy();
    expect(within(signatures).getByText('Signert 25. november 2026 kl. 08:15 med passord')).toBeTruthy();
    expect(within(signatures).getByText('Kari Nordmann (deg)')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Tilbake til sammenligningen' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Dine opplysninger i avtalen' }).textContent).toContain(
      '1. mai 1990',
    );

    act(() => void i18n.changeLanguage('nn'));
    expect(screen.getByText('Gratulerer! De er samde.')).toBeTruthy();
    expect(within(signatures).getByRole('heading', { name: 'Signaturar' })).toBeTruthy();
    expect(within(signatures).getByText('Signert av 1 av 2 partar')).toBeTruthy();
    expect(within(signatures).getByText('Har ikkje signert enno')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Tilbake til samanlikninga' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Opplysningane dine i avtalen' })).toBeTruthy();

    act(() => void i18n.changeLanguage('en'));
    expect(screen.getByText('Congratulations! You agree.')).toBeTruthy();
    expect(within(signatures).getByText('Signed by 1 of 2 parties')).toBeTruthy();
    expect(within(signatures).getByText('Signed on 25 November 2026 at 08:15 with password')).toBeTruthy();
    expect(within(signatures).getByText('Kari Nordmann (you)')).toBeTruthy();
    expect(within(signatures).getByRole('button', { name: 'Cancel the signatures' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download PDF' })).toBeTruthy();
    const details = screen.getByRole('region', { name: 'Your details in the agreement' });
    expect(details.textContent).toContain('1 May 1990');
    expect(within(details).getByText('Date of birth')).toBeTruthy();
  });

  it('words the signing dialog in the language in use, the code just sent included', async () => {
    fakeApi({
      [`/api/agreements/${id}`]: agreement(),
      [signaturesUrl]: view(),
      [`POST ${signaturesUrl}/code`]: () => ({
        status: 202,
        body: { maskedEmail: 'k***@example.no', expiresAt: '2026-11-25T07:25:00.000Z' },
      }),
    });
    renderRoutes(routes, { path, user: testUser });
    const button = await screen.findByRole('button', { name: 'Signer avtalen' });
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Signer avtalen' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send kode på e-post' }));
    expect((await within(dialog).findByRole('status')).textContent).toBe(
      'Vi har sendt en kode på 6 sifre til k***@example.no. Koden gjelder til kl. 08:25.',
    );

    act(() => void i18n.changeLanguage('nn'));
    expect(
      within(dialog).getByRole('checkbox', { name: 'Eg har lese avtalen og signerer den elektronisk' }),
    ).toBeTruthy();
    expect(within(dialog).getByRole('status').textContent).toBe(
      'Vi har sendt ein kode på 6 siffer til k***@example.no. Koden gjeld til kl. 08:25.',
    );
    expect(within(dialog).getByRole('textbox', { name: 'Kode frå e-posten' })).toBeTruthy();

    act(() => void i18n.changeLanguage('en'));
    expect(screen.getByRole('dialog', { name: 'Sign the agreement' })).toBe(dialog);
    expect(within(dialog).getByRole('status').textContent).toBe(
      'We have sent a 6-digit code to k***@example.no. The code is valid until 08:25.',
    );
    expect(
      within(dialog).getByText(
        'An electronic signature in Avtalt does not meet the formal requirements for a will or a marriage settlement (ektepakt).',
      ),
    ).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Send a new code' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeTruthy();
  });

  it('words the dialogs of a next version in the language in use', async () => {
    fakeApi({
      [`/api/agreements/${id}`]: agreement({
        status: 'signed',
        amendableQuestions: [{ id: 'c0000000-0000-4000-8000-0000000001a1', text: 'Skal hytta deles?' }],
      }),
      [signaturesUrl]: view({ status: 'signed', canSign: false }),
    });
    renderRoutes(routes, { path, user: testUser });
    const card = await screen.findByRole('region', { name: 'Endre avtalen' });
    fireEvent.click(within(card).getByRole('button', { name: 'Foreslå endringer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Foreslå endringer' });
    expect(within(dialog).getByText('For eksempel: Skal vi dele strømregningen likt?')).toBeTruthy();

    act(() => void i18n.changeLanguage('nn'));
    expect(screen.getByRole('dialog', { name: 'Føreslå endringar' })).toBe(dialog);
    expect(within(dialog).getByText('Til dømes: Skal vi dele straumrekninga likt?')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Start ny versjon' })).toBeTruthy();

    act(() => void i18n.changeLanguage('en'));
    expect(screen.getByRole('dialog', { name: 'Propose changes' })).toBe(dialog);
    expect(within(dialog).getByRole('textbox', { name: 'New yes/no question (optional)' })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(within(card).getByRole('button', { name: 'End the agreement' }));
    const ending = await screen.findByRole('dialog', { name: 'End the agreement together' });
    expect(within(ending).getByRole('button', { name: 'Propose ending' })).toBeTruthy();
    expect(within(ending).getByLabelText('The agreement ends with effect from')).toBeTruthy();
  });
});
