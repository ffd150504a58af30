import type { Agreement, SignaturesView } from '@avtalt/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { sha256Hex } from '../../lib/sha256';
import { fakeApi } from '../../test/fake-api';
import { installFakeWebSocket } from '../../test/fake-websocket';
import { renderRoutes, testUser } from '../../test/render';
import ResultPage from './result-page';

const id = 'beef0000-0000-4000-8000-000000000039';
const finalText =
  '<!DOCTYPE html><html lang="nb"><head></head><body><h1>Låneavtale</h1><p>Lånebeløpet er 50 000 kr.</p></body></html>';

const agreement = (over: Partial<Agreement> = {}) =>
  ({
    id,
    title: 'Lån til bil',
    topic: 'Lån mellom venner eller familie',
    description: '',
    status: 'completed',
    currentRound: 1,
    legalText: finalText,
    initiatorName: 'Kari',
    isInitiator: true,
    participants: [],
    document: { kind: 'agreement', heading: 'Låneavtale', termClause: null, disputeClause: null },
    updatedAt: '2026-11-25T07:00:00.000Z',
    viewer: { id: testUser.id, anonymous: false },
    ...over,
  }) as unknown as Agreement;

const party = (name: string, isYou: boolean) => ({
  participantId: isYou ? 'c0000000-0000-4000-8000-000000000001' : 'c0000000-0000-4000-8000-000000000002',
  name,
  isYou,
  signedAt: null,
  method: null,
  level: null,
});

const view = (over: Partial<SignaturesView> = {}): SignaturesView => ({
  enabled: true,
  status: 'unsigned',
  textSha256: null,
  pdfSha256: null,
  canSign: true,
  canVoid: false,
  parties: [party('Kari Nordmann', true), party('Ola Hansen', false)],
  voidedAt: null,
  signBlocker: null,
  signingNotes: [],
  yourEvidence: null,
  ...over,
});

const routes = [{ path: '/avtale/:id/ferdig', element: <ResultPage /> }];
const path = `/avtale/${id}/ferdig`;
const agreementUrl = `/api/agreements/${id}`;
const signaturesUrl = `${agreementUrl}/signatures`;
const levelUrl = `${agreementUrl}/signature-level`;
const eidOn = { available: true, method: 'BankID', broker: 'Signicat' };
const eidOff = { available: false, method: null, broker: null };

let restoreWebSocket: () => void;
beforeEach(() => {
  restoreWebSocket = installFakeWebSocket();
});
afterEach(() => restoreWebSocket());

async function openDialog() {
  const button = await screen.findByRole('button', { name: 'Signer avtalen' });
  await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
  fireEvent.click(button);
  return screen.findByRole('dialog', { name: 'Signer avtalen' });
}

describe('Krav til signering', () => {
  it('lets the initiator require BankID, suggested for a loan, and shows what the server stored', async () => {
    const calls = fakeApi({
      [agreementUrl]: agreement(),
      [signaturesUrl]: view(),
      '/api/eid': eidOn,
      [`PUT ${levelUrl}`]: () => ({ status: 200, body: agreement({ requiredSignatureLevel: 'eid' }) }),
    });
    renderRoutes(routes, { path, user: testUser });
    const card = await screen.findByRole('region', { name: 'Krav til signering' });
    const bankid = (await within(card).findByRole('radio', { name: /^BankID/ })) as HTMLInputElement;
    expect((within(card).getByRole('radio', { name: /^Alle måter/ }) as HTMLInputElement).checked).toBe(true);
    expect(within(card).getByText(/Avtalen gjelder et lån av penger/)).toBeTruthy();
    fireEvent.click(bankid);
    await waitFor(() => expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ level: 'eid' }));
    await waitFor(() => expect(bankid.checked).toBe(true));
    expect(within(card).queryByText(/Avtalen gjelder et lån av penger/)).toBeNull();
  });

  it('offers no BankID to choose where no broker is connected', async () => {
    fakeApi({ [agreementUrl]: agreement(), [signaturesUrl]: view(), '/api/eid': eidOff });
    renderRoutes(routes, { path, user: testUser });
    const card = await screen.findByRole('region', { name: 'Krav til signering' });
    await within(card).findByRole('radio', { name: /^Engangskode på e-post eller BankID/ });
    expect(within(card).queryByRole('radio', { name: /^BankID/ })).toBeNull();
    expect(within(card).queryByText(/Avtalen gjelder et lån av penger/)).toBeNull();
  });

  it('states the requirement to another party, with no choice', async () => {
    fakeApi({
      [agreementUrl]: agreement({ isInitiator: false, requiredSignatureLevel: 'eid' }),
      [signaturesUrl]: view({ requiredLevel: 'eid' }),
      '/api/eid': eidOn,
    });
    renderRoutes(routes, { path, user: testUser });
    const card = await screen.findByRole('region', { name: 'Krav til signering: BankID' });
    expect(within(card).getByText(/Navn og fødselsdato blir bekreftet med BankID/)).toBeTruthy();
    expect(within(card).queryByRole('radio')).toBeNull();
  });
});

describe('the signing dialog under a required level', () => {
  it('offers only BankID, and says why, when BankID is required', async () => {
    fakeApi({
      [agreementUrl]: agreement({ requiredSignatureLevel: 'eid' }),
      [signaturesUrl]: view({ requiredLevel: 'eid', textSha256: await sha256Hex(finalText) }),
      '/api/eid': eidOn,
    });
    renderRoutes(routes, { path, user: testUser });
    const dialog = await openDialog();
    await within(dialog).findByRole('button', { name: 'Signer med BankID' });
    expect(within(dialog).getByText('Avtalen krever at alle signerer med BankID.')).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Send kode på e-post' })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Bruk passord' })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Signer' })).toBeNull();
  });

  it('says the agreement cannot be signed here when BankID is required and not offered', async () => {
    fakeApi({
      [agreementUrl]: agreement({ requiredSignatureLevel: 'eid' }),
      [signaturesUrl]: view({ requiredLevel: 'eid', textSha256: await sha256Hex(finalText) }),
      '/api/eid': eidOff,
    });
    renderRoutes(routes, { path, user: testUser });
    const dialog = await openDialog();
    expect(
      await within(dialog).findByText(/BankID er ikke tilgjengelig her\. Avtalen kan derfor ikke signeres/),
    ).toBeTruthy();
    expect(within(dialog).queryByRole('checkbox')).toBeNull();
    expect(within(dialog).queryByRole('button', { name: /Send kode|Bruk passord|BankID/ })).toBeNull();
  });

  it('offers the mailed code and BankID, not the password, when a code is required', async () => {
    fakeApi({
      [agreementUrl]: agreement({ requiredSignatureLevel: 'email-code' }),
      [signaturesUrl]: view({ requiredLevel: 'email-code', textSha256: await sha256Hex(finalText) }),
      '/api/eid': eidOn,
    });
    renderRoutes(routes, { path, user: testUser });
    const dialog = await openDialog();
    await within(dialog).findByRole('button', { name: 'Signer med BankID' });
    expect(within(dialog).getByText('Avtalen krever BankID eller engangskode på e-post.')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Send kode på e-post' })).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Bruk passord' })).toBeNull();
  });
});
