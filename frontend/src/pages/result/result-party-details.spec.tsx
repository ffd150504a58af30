import type { Agreement, Participant } from '@avtalt/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeApi } from '../../test/fake-api';
import { FakeWebSocket, installFakeWebSocket } from '../../test/fake-websocket';
import { renderRoutes, testUser } from '../../test/render';
import ResultPage from './result-page';

/**
 * The result page asks each party for what identifies them in the document (issue 15,
 * docs/legal-document.md): a date of birth or an address. The final text waits for everyone (409
 * PARTY_DETAILS_MISSING) and comes when the agreement changes.
 */

const id = 'beef0000-0000-4000-8000-000000000015';
const path = `/avtale/${id}/ferdig`;
const routes = [{ path: '/avtale/:id/ferdig', element: <ResultPage /> }];
/** The intro of a completed agreement whose text is ready (the page's `variants.full.intro`). */
const FULL_INTRO =
  'Alle har svart likt på alle punktene, og avtaleteksten er klar. Les den nøye før dere signerer.';

const me: Participant = {
  id: 'p0000000-0000-4000-8000-000000000001',
  userId: testUser.id,
  userName: 'Kari Nordmann',
  hasResponded: true,
  isAnonymous: false,
  isYou: true,
  canRemove: false,
  hasDetails: false,
};
const ola: Participant = {
  id: 'p0000000-0000-4000-8000-000000000002',
  userId: 'u2',
  userName: 'Ola Hansen',
  hasResponded: true,
  isAnonymous: false,
  isYou: false,
  canRemove: false,
  hasDetails: false,
};
const agreement = (over: Partial<Agreement> = {}): Agreement =>
  ({
    id,
    title: 'Lån til bil',
    topic: 'Lån mellom venner eller familie',
    description: '',
    status: 'completed',
    currentRound: 1,
    maxRounds: 5,
    expectedParticipants: 2,
    legalText: null,
    initiatorId: testUser.id,
    initiatorName: 'Kari Nordmann',
    isInitiator: true,
    participants: [me, ola],
    viewer: { id: testUser.id, anonymous: false },
    yourDetails: null,
    document: { kind: 'agreement', heading: 'Låneavtale', termClause: null, disputeClause: null },
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-01T10:00:00.000Z',
    ...over,
  }) as Agreement;

const missing = {
  status: 409,
  body: {
    code: 'PARTY_DETAILS_MISSING',
    message:
      'Avtaleteksten lages når alle partene har oppgitt fødselsdato eller adresse. Dette mangler for: Kari Nordmann og Ola Hansen. Hver part fyller det inn på resultatsiden.',
  },
};
const finalText =
  '<!DOCTYPE html><html><body><h1>Låneavtale</h1><p>Kari Nordmann, født 1. mars 1985 (långiver)</p></body></html>';

let restoreWebSocket: () => void;
beforeEach(() => {
  restoreWebSocket = installFakeWebSocket();
});
afterEach(() => restoreWebSocket());

const card = () => screen.findByRole('region', { name: 'Dine opplysninger i avtalen' });

describe('ResultPage: Dine opplysninger i avtalen', () => {
  it('asks for the date of birth, checks it before sending, and PUTs it as YYYY-MM-DD', async () => {
    const saved = agreement({
      yourDetails: { birthDate: '1985-03-01', address: null },
      participants: [{ ...me, hasDetails: true }, ola],
    });
    const calls = fakeApi({
      [`/api/agreements/${id}`]: agreement(),
      [`/api/agreements/${id}/legal-text?variant=full`]: () => missing,
      [`PUT /api/agreements/${id}/party-details`]: () => ({ status: 200, body: saved }),
    });
    renderRoutes(routes, { path, user: testUser });
    const region = await card();
    // The name is the account's, read-only, changed on the profile page.
    const name = within(region).getByRole('textbox', { name: 'Navn' }) as HTMLInputElement;
    expect(name.value).toBe('Kari Nordmann');
    expect(name.readOnly).toBe(true);
    expect(within(region).getByRole('link', { name: 'profilsiden' }).getAttribute('href')).toBe('/profile');

    // Nothing typed: one of the two is needed.
    fireEvent.click(within(region).getByRole('button', { name: 'Lagre' }));
    expect(await within(region).findByText('Skriv fødselsdatoen din eller adressen din')).toBeTruthy();
    // A date that does not exist.
    fireEvent.change(within(region).getByRole('textbox', { name: 'Fødselsdato' }), {
      target: { value: '31.2.1985' },
    });
    expect(
      await within(region).findByText('Skriv fødselsdatoen din, for eksempel 1. mars 1985 eller 01.03.1985'),
    ).toBeTruthy();
    expect(within(region).getByRole('textbox', { name: 'Fødselsdato' }).getAttribute('aria-invalid')).toBe(
      'true',
    );
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);

    fireEvent.change(within(region).getByRole('textbox', { name: 'Fødselsdato' }), {
      target: { value: '1. mars 1985' },
    });
    fireEvent.click(within(region).getByRole('button', { name: 'Lagre' }));

    // Saved: the values with 'Endre', and who the text still waits for.
    expect(await within(region).findByRole('button', { name: 'Endre' })).toBeTruthy();
    expect(calls.filter((c) => c.method === 'PUT')).toEqual([
      {
        method: 'PUT',
        url: `/api/agreements/${id}/party-details`,
        body: { birthDate: '1985-03-01', address: null },
      },
    ]);
    expect(within(region).getByText('1. mars 1985')).toBeTruthy();
    expect(within(region).getByText('Ikke oppgitt')).toBeTruthy();
    expect(within(region).queryByRole('textbox', { name: 'Fødselsdato' })).toBeNull();
    // The text is asked for again and still waits: the sheet says for whom (the card does not repeat it).
    await waitFor(() =>
      expect(calls.filter((c) => c.url.endsWith('legal-text?variant=full'))).toHaveLength(2),
    );
    const sheet = screen.getByRole('article', { name: 'Avtaletekst' });
    expect(
      await within(sheet).findByText('Avtaleteksten lages når alle har fylt inn. Venter på: Ola Hansen.'),
    ).toBeTruthy();
    expect(within(region).queryByRole('status')).toBeNull();
  });

  it("shows the server's 400 message under the field", async () => {
    fakeApi({
      [`/api/agreements/${id}`]: agreement(),
      [`/api/agreements/${id}/legal-text?variant=full`]: () => missing,
      [`PUT /api/agreements/${id}/party-details`]: () => ({
        status: 400,
        body: {
          code: 'VALIDATION_FAILED',
          message: 'Ugyldig forespørsel',
          details: [{ path: 'birthDate', message: 'Partene må være myndige' }],
        },
      }),
    });
    renderRoutes(routes, { path, user: testUser });
    const region = await card();
    fireEvent.change(within(region).getByRole('textbox', { name: 'Fødselsdato' }), {
      target: { value: '1.3.2015' },
    });
    fireEvent.click(within(region).getByRole('button', { name: 'Lagre' }));
    expect(await within(region).findByText('Partene må være myndige')).toBeTruthy();
    expect(within(region).getByRole('button', { name: 'Lagre' })).toBeTruthy();
  });

  it('shows a server message that names no field above the button', async () => {
    fakeApi({
      [`/api/agreements/${id}`]: agreement(),
      [`/api/agreements/${id}/legal-text?variant=full`]: () => missing,
      [`PUT /api/agreements/${id}/party-details`]: () => ({
        status: 403,
        body: { code: 'NOT_PARTICIPANT', message: 'Bare partene i avtalen kan oppgi opplysninger i den' },
      }),
    });
    renderRoutes(routes, { path, user: testUser });
    const region = await card();
    fireEvent.change(within(region).getByRole('textbox', { name: 'Adresse' }), {
      target: { value: 'Storgata 1, 0150 Oslo' },
    });
    fireEvent.click(within(region).getByRole('button', { name: 'Lagre' }));
    expect((await within(region).findByRole('alert')).textContent).toBe(
      'Bare partene i avtalen kan oppgi opplysninger i den',
    );
  });

  it("'Endre' opens the form with the saved values, and an emptied address is sent as null", async () => {
    const withBoth = agreement({
      yourDetails: { birthDate: '1985-03-01', address: 'Storgata 1' },
      participants: [{ ...me, hasDetails: true }, ola],
    });
    const calls = fakeApi({
      [`/api/agreements/${id}`]: withBoth,
      [`/api/agreements/${id}/legal-text?variant=full`]: () => missing,
      [`PUT /api/agreements/${id}/party-details`]: (body: unknown) => ({
        status: 200,
        body: {
          ...withBoth,
          yourDetails: { birthDate: '1985-03-01', address: (body as { address: string | null }).address },
        },
      }),
    });
    renderRoutes(routes, { path, user: testUser });
    const region = await card();
    expect(within(region).getByText('Storgata 1')).toBeTruthy();
    fireEvent.click(within(region).getByRole('button', { name: 'Endre' }));
    expect((within(region).getByRole('textbox', { name: 'Fødselsdato' }) as HTMLInputElement).value).toBe(
      '1. mars 1985',
    );
    fireEvent.change(within(region).getByRole('textbox', { name: 'Adresse' }), { target: { value: '  ' } });
    fireEvent.click(within(region).getByRole('button', { name: 'Lagre' }));
    expect(await within(region).findByRole('button', { name: 'Endre' })).toBeTruthy();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ birthDate: '1985-03-01', address: null });
  });

  it('does not ask for details in a plan, which does not wait for them', async () => {
    fakeApi({
      [`/api/agreements/${id}`]: agreement({
        legalText: finalText,
        document: { kind: 'plan', heading: 'Husholdningsplan', termClause: null, disputeClause: null },
      }),
    });
    renderRoutes(routes, { path, user: testUser });
    expect(await screen.findByRole('article', { name: 'Plan' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Dine opplysninger i avtalen' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Signer avtalen' })).toBeNull();
    expect(screen.getByText(/ikke en juridisk bindende avtale/)).toBeTruthy();
  });

  it('says in the card who the text waits for when the sheet does not (the text could not be loaded)', async () => {
    fakeApi({
      [`/api/agreements/${id}`]: agreement({
        yourDetails: { birthDate: '1985-03-01', address: null },
        participants: [{ ...me, hasDetails: true }, ola],
      }),
      [`/api/agreements/${id}/legal-text?variant=full`]: () => ({
        status: 503,
        body: { code: 'SERVICE_UNAVAILABLE', message: 'Tjenesten svarer ikke' },
      }),
    });
    renderRoutes(routes, { path, user: testUser });
    expect(await screen.findByText('Kunne ikke laste inn avtaleteksten. Prøv igjen senere.')).toBeTruthy();
    expect(within(await card()).getByRole('status').textContent).toBe(
      'Avtaleteksten lages når alle har fylt inn. Venter på: Ola Hansen.',
    );
  });

  it('shows no form to a visitor', async () => {
    fakeApi({
      [`/api/agreements/${id}`]: { ...agreement(), participants: [{ ...me, isYou: false }, ola] },
      [`/api/agreements/${id}/legal-text?variant=full`]: () => missing,
    });
    renderRoutes(routes, { path, user: null });
    expect(
      await screen.findByText(
        'Avtaleteksten lages når alle har fylt inn. Venter på: Kari Nordmann og Ola Hansen.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Dine opplysninger i avtalen' })).toBeNull();
  });
});

describe('ResultPage: the final text waits for every party (409 PARTY_DETAILS_MISSING)', () => {
  it('says who is missing instead of an error, and fetches the text again when the agreement changes', async () => {
    let current = agreement({
      yourDetails: { birthDate: '1985-03-01', address: null },
      participants: [{ ...me, hasDetails: true }, ola],
    });
    let ready = false;
    const calls = fakeApi({
      [`/api/agreements/${id}`]: () => ({ status: 200, body: current }),
      [`/api/agreements/${id}/legal-text?variant=full`]: () =>
        ready ? { status: 200, body: { html: finalText } } : missing,
    });
    renderRoutes(routes, { path, user: testUser });
    const sheet = () => screen.getByRole('article', { name: 'Avtaletekst' });
    await waitFor(() =>
      expect(
        within(sheet()).getByText('Avtaleteksten lages når alle har fylt inn. Venter på: Ola Hansen.'),
      ).toBeTruthy(),
    );
    expect(within(sheet()).getByRole('button', { name: 'Se om den er klar' })).toBeTruthy();
    // The page does not claim the text is ready while it waits.
    expect(
      screen.getByText(
        'Alle har svart likt på alle punktene. Avtaleteksten lages når alle partene er med i den med fullt navn og fødselsdato eller adresse.',
      ),
    ).toBeTruthy();
    expect(screen.queryByText(FULL_INTRO)).toBeNull();
    expect(screen.queryByText('Kunne ikke laste inn avtaleteksten. Prøv igjen senere.')).toBeNull();

    // Ola fills in his: the server pushes agreement_updated, the page fetches the agreement and then the text.
    current = {
      ...current,
      participants: [
        { ...me, hasDetails: true },
        { ...ola, hasDetails: true },
      ],
    };
    ready = true;
    const ws = FakeWebSocket.latest();
    act(() => ws.open());
    act(() => ws.receive({ type: 'agreement_updated', agreementId: id }));
    const host = await screen.findByTestId('legal-document');
    await waitFor(() =>
      expect(host.shadowRoot?.textContent).toContain('Kari Nordmann, født 1. mars 1985 (långiver)'),
    );
    expect(screen.getByText(FULL_INTRO)).toBeTruthy();
    expect(calls.filter((c) => c.url.endsWith('legal-text?variant=full'))).toHaveLength(2);
    // Everyone has given theirs: the card no longer says it waits.
    expect(within(await card()).queryByRole('status')).toBeNull();
  });

  it('makes the party details the next step while the text waits: no download that can only fail', async () => {
    fakeApi({
      [`/api/agreements/${id}`]: agreement(),
      [`/api/agreements/${id}/legal-text?variant=full`]: () => missing,
    });
    renderRoutes(routes, { path, user: testUser });
    const next = await screen.findByRole('button', { name: 'Oppgi dine opplysninger' });
    expect(next.className).toContain('MuiButton-contained');
    expect(screen.queryByRole('button', { name: 'Last ned PDF' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Signer avtalen' })).toBeNull();
    expect(screen.getByTestId('result-next-step').textContent).toBe(
      'Avtaleteksten blir klar når alle partene har oppgitt fødselsdato eller adresse.',
    );
    // The button takes the person to the card's first field.
    fireEvent.click(next);
    expect(
      within(await card())
        .getByLabelText(/Fødselsdato/)
        .contains(document.activeElement),
    ).toBe(true);
  });

  it('has a party who gave theirs wait for the others by name, with no PDF button', async () => {
    fakeApi({
      [`/api/agreements/${id}`]: agreement({
        yourDetails: { birthDate: '1985-03-01', address: null },
        participants: [{ ...me, hasDetails: true }, ola],
      }),
      [`/api/agreements/${id}/legal-text?variant=full`]: () => missing,
    });
    renderRoutes(routes, { path, user: testUser });
    await waitFor(() =>
      expect(screen.getByTestId('result-next-step').textContent).toBe(
        'Avtaleteksten blir klar når Ola Hansen har oppgitt fødselsdato eller adresse.',
      ),
    );
    expect(screen.queryByRole('button', { name: 'Last ned PDF' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Oppgi dine opplysninger' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Lag en ny avtale' })).toBeTruthy();
  });
});
