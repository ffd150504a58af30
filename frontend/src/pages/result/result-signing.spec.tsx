import type { Agreement, SignaturesView } from '@avtalt/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { i18n } from '../../i18n/i18n';
import { leaveFor } from '../../lib/leave-for';
import { sha256Hex } from '../../lib/sha256';
import { fakeApi } from '../../test/fake-api';
import { installFakeWebSocket } from '../../test/fake-websocket';
import { renderRoutes, testUser } from '../../test/render';
import ResultPage from './result-page';

jest.mock('../../lib/leave-for', () => ({ leaveFor: jest.fn() }));

const id = 'beef0000-0000-4000-8000-000000000018';
const finalText =
  '<!DOCTYPE html><html lang="nb"><head><style>body { font-family: serif }</style></head>' +
  '<body><h1>Samboeravtale</h1><p>Kari Nordmann og Ola Hansen er enige om å dele utgiftene likt.</p></body></html>';

const agreement = {
  id,
  title: 'Vår leilighet',
  topic: 'Samboeravtale',
  description: '',
  status: 'completed',
  currentRound: 1,
  legalText: finalText,
  initiatorName: 'Kari',
  isInitiator: true,
  participants: [],
  updatedAt: '2026-11-25T07:00:00.000Z',
  viewer: { id: testUser.id, anonymous: false },
} as unknown as Agreement;

const kari = {
  participantId: 'c0000000-0000-4000-8000-000000000001',
  name: 'Kari Nordmann',
  isYou: true,
  signedAt: null,
  method: null,
  level: null,
};
const ola = {
  participantId: 'c0000000-0000-4000-8000-000000000002',
  name: 'Ola Hansen',
  isYou: false,
  signedAt: null,
  method: null,
  level: null,
};

const view = (over: Partial<SignaturesView> = {}): SignaturesView => ({
  enabled: true,
  status: 'unsigned',
  textSha256: null,
  pdfSha256: null,
  canSign: true,
  canVoid: false,
  parties: [kari, ola],
  voidedAt: null,
  signBlocker: null,
  signingNotes: [],
  yourEvidence: null,
  ...over,
});

const routes = [
  { path: '/avtale/:id/ferdig', element: <ResultPage /> },
  { path: '/verifiser', element: <p>verifiseringssiden</p> },
];
const path = `/avtale/${id}/ferdig`;
/** The intro of a completed agreement whose text is ready (the page's `variants.full.intro`). */
const FULL_INTRO =
  'Alle har svart likt på alle punktene, og avtaleteksten er klar. Les den nøye før dere signerer.';
const signaturesUrl = `/api/agreements/${id}/signatures`;

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

describe('Signer avtalen', () => {
  it('shows the final text, asks for consent and a code from the e-mail, and sends the hash of the text read', async () => {
    const calls = fakeApi({
      [`/api/agreements/${id}`]: agreement,
      [signaturesUrl]: view({ textSha256: await sha256Hex(finalText) }),
      [`POST ${signaturesUrl}/code`]: () => ({
        status: 202,
        body: { maskedEmail: 'k***@example.no', expiresAt: '2026-11-25T07:25:00.000Z' },
      }),
      [`POST ${signaturesUrl}`]: () => ({ status: 201, body: {} }),
    });
    renderRoutes(routes, { path, user: testUser });
    const dialog = await openDialog();

    const text = within(dialog).getByRole('article', { name: 'Avtaleteksten du signerer' });
    await waitFor(() =>
      expect(within(text).getByTestId('legal-document').shadowRoot?.textContent).toContain(
        'dele utgiftene likt',
      ),
    );
    const signButton = within(dialog).getByRole('button', { name: 'Signer' }) as HTMLButtonElement;
    expect(signButton.disabled).toBe(true);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Send kode på e-post' }));
    expect((await within(dialog).findByRole('status')).textContent).toBe(
      'Vi har sendt en kode på 6 sifre til k***@example.no. Koden gjelder til kl. 08:25.',
    );
    expect(
      within(dialog).getByText(
        'En elektronisk signatur i Avtalt oppfyller ikke formkravene for testament eller ektepakt.',
      ),
    ).toBeTruthy();
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Kode fra e-posten' }), {
      target: { value: '123 456' },
    });
    // The code alone is not enough: the consent is ticked first.
    expect(signButton.disabled).toBe(true);
    fireEvent.click(
      within(dialog).getByRole('checkbox', { name: 'Jeg har lest avtalen og signerer den elektronisk' }),
    );
    await waitFor(() => expect(signButton.disabled).toBe(false));
    fireEvent.click(signButton);

    expect(await screen.findByText('Du har signert avtalen')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Signer avtalen' })).toBeNull());
    const signed = calls.find((c) => c.method === 'POST' && c.url === signaturesUrl);
    expect(signed?.body).toEqual({ consent: true, code: '123456', textSha256: await sha256Hex(finalText) });
    // The signatures were asked for again after signing.
    expect(calls.filter((c) => c.method === 'GET' && c.url === signaturesUrl).length).toBeGreaterThan(1);
  });

  it('signs with the password and shows a wrong one in Norwegian', async () => {
    const calls = fakeApi({
      [`/api/agreements/${id}`]: agreement,
      [signaturesUrl]: view(),
      [`POST ${signaturesUrl}`]: () => ({
        status: 422,
        body: { code: 'INVALID_SIGNING_PROOF', message: 'Feil passord' },
      }),
    });
    renderRoutes(routes, { path, user: testUser });
    const dialog = await openDialog();
    fireEvent.click(
      within(dialog).getByRole('checkbox', { name: 'Jeg har lest avtalen og signerer den elektronisk' }),
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Bruk passord' }));
    fireEvent.change(within(dialog).getByLabelText('Passord'), { target: { value: 'feil-passord' } });
    const signButton = within(dialog).getByRole('button', { name: 'Signer' }) as HTMLButtonElement;
    await waitFor(() => expect(signButton.disabled).toBe(false));
    fireEvent.click(signButton);

    expect((await within(dialog).findByRole('alert')).textContent).toBe('Feil passord');
    expect((within(dialog).getByLabelText('Passord') as HTMLInputElement).value).toBe('');
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({
      consent: true,
      password: 'feil-passord',
    });
  });

  it('says when the text changed since it was opened, and fetches it again', async () => {
    const calls = fakeApi({
      [`/api/agreements/${id}`]: agreement,
      [signaturesUrl]: view(),
      [`POST ${signaturesUrl}`]: () => ({
        status: 409,
        body: {
          code: 'TEXT_CHANGED',
          message: 'Avtaleteksten er endret siden du åpnet den. Les den nye teksten før du signerer.',
        },
      }),
    });
    renderRoutes(routes, { path, user: testUser });
    const dialog = await openDialog();
    const consent = within(dialog).getByRole('checkbox', {
      name: 'Jeg har lest avtalen og signerer den elektronisk',
    }) as HTMLInputElement;
    fireEvent.click(consent);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Bruk passord' }));
    fireEvent.change(within(dialog).getByLabelText('Passord'), { target: { value: 'sikkert-passord1' } });
    const signButton = within(dialog).getByRole('button', { name: 'Signer' }) as HTMLButtonElement;
    await waitFor(() => expect(signButton.disabled).toBe(false));
    const agreementGets = calls.filter((c) => c.url === `/api/agreements/${id}`).length;
    fireEvent.click(signButton);

    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Avtaleteksten er endret siden du åpnet den. Les den nye teksten før du signerer.',
    );
    expect(consent.checked).toBe(false);
    await waitFor(() =>
      expect(calls.filter((c) => c.url === `/api/agreements/${id}`).length).toBeGreaterThan(agreementGets),
    );
  });

  it("shows today's toast when the operator turned signing off (SIGNING=off)", async () => {
    fakeApi({
      [`/api/agreements/${id}`]: agreement,
      [signaturesUrl]: view({ enabled: false, canSign: false }),
    });
    renderRoutes(routes, { path, user: testUser });
    const button = await screen.findByRole('button', { name: 'Signer avtalen' });
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(button);
    expect(
      await screen.findByText(
        'Signering er ikke tilgjengelig i denne versjonen. Last ned PDF-en og signer den manuelt.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('region', { name: 'Signaturer' })).toBeNull();
  });

  it('with SIGNING=off, an existing signature is still shown and can be voided', async () => {
    const signing = view({
      enabled: false,
      status: 'signing',
      canSign: false,
      canVoid: true,
      parties: [{ ...kari, signedAt: '2026-11-25T07:15:00.000Z', method: 'password' }, ola],
    });
    const calls = fakeApi({
      [`/api/agreements/${id}`]: agreement,
      [signaturesUrl]: signing,
      [`POST ${signaturesUrl}/void`]: () => ({ status: 200, body: view({ enabled: false }) }),
    });
    renderRoutes(routes, { path, user: testUser });
    const region = await screen.findByRole('region', { name: 'Signaturer' });
    expect(within(region).getByText('Signert av 1 av 2 parter')).toBeTruthy();
    fireEvent.click(within(region).getByRole('button', { name: 'Annuller signaturene' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Annullere signaturene?' })).getByRole('button', {
        name: 'Annuller signaturene',
      }),
    );
    expect(await screen.findByText('Signaturene er annullert')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST' && c.url === `${signaturesUrl}/void`)).toHaveLength(1);
  });

  it('offers no signing to a logged-in visitor who is no party (403)', async () => {
    const calls = fakeApi({
      [`/api/agreements/${id}`]: agreement,
      [signaturesUrl]: () => ({
        status: 403,
        body: { code: 'FORBIDDEN', message: 'Du er ikke part i denne avtalen' },
      }),
    });
    renderRoutes(routes, { path, user: testUser });
    await screen.findByRole('button', { name: 'Last ned PDF' });
    await waitFor(() => expect(calls.some((c) => c.url === signaturesUrl)).toBe(true));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Signer avtalen' })).toBeNull());
  });
});

describe('the next step on the result page (issue 34)', () => {
  it('makes «Signer avtalen» primary for a party who must sign, and tells the last signer that all have signed', async () => {
    let signedNow = false;
    const signedView = () =>
      view({
        status: 'signed',
        canSign: false,
        pdfSha256: 'c'.repeat(64),
        parties: [
          { ...kari, signedAt: '2026-11-25T07:21:00.000Z', method: 'password' },
          { ...ola, signedAt: '2026-11-25T07:20:00.000Z', method: 'password' },
        ],
      });
    fakeApi({
      [`/api/agreements/${id}`]: () => ({
        status: 200,
        body: signedNow ? { ...agreement, status: 'signed' } : agreement,
      }),
      [signaturesUrl]: () => ({
        status: 200,
        body: signedNow
          ? signedView()
          : view({
              textSha256: 'a'.repeat(64),
              parties: [kari, { ...ola, signedAt: '2026-11-25T07:20:00.000Z', method: 'password' }],
            }),
      }),
      [`POST ${signaturesUrl}`]: () => {
        signedNow = true;
        return { status: 201, body: {} };
      },
    });
    renderRoutes(routes, { path, user: testUser });
    const sign = await screen.findByRole('button', { name: 'Signer avtalen' });
    expect(sign.className).toContain('MuiButton-contained');
    expect(screen.getByRole('button', { name: 'Last ned PDF' }).className).toContain('MuiButton-outlined');
    expect(screen.getByText(FULL_INTRO)).toBeTruthy();

    const dialog = await openDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Bruk passord' }));
    fireEvent.change(await within(dialog).findByLabelText(/Passord/), {
      target: { value: 'hemmelig-passord' },
    });
    fireEvent.click(
      within(dialog).getByRole('checkbox', { name: 'Jeg har lest avtalen og signerer den elektronisk' }),
    );
    const submit = within(dialog).getByRole('button', { name: 'Signer' }) as HTMLButtonElement;
    await waitFor(() => expect(submit.disabled).toBe(false));
    fireEvent.click(submit);

    // The toast is worded from the state after the signature: not «Når alle partene har signert …».
    expect(await screen.findByText('Alle har signert avtalen')).toBeTruthy();
    expect(screen.queryByText('Du har signert avtalen')).toBeNull();
    // The page follows: the signed PDF is the next step, and the subtitle no longer asks them to read before signing.
    const download = await screen.findByRole('button', { name: 'Last ned signert PDF' });
    expect(download.className).toContain('MuiButton-contained');
    expect(
      screen.getByText('Alle partene har signert avtalen. Last ned den signerte PDF-en og ta vare på den.'),
    ).toBeTruthy();
    expect(screen.queryByText(FULL_INTRO)).toBeNull();
  });

  it('has a party who signed wait for the others by name, the unsigned PDF beside it', async () => {
    fakeApi({
      [`/api/agreements/${id}`]: agreement,
      [signaturesUrl]: view({
        status: 'signing',
        canSign: false,
        parties: [{ ...kari, signedAt: '2026-11-25T07:20:00.000Z', method: 'password' }, ola],
      }),
    });
    renderRoutes(routes, { path, user: testUser });
    await waitFor(() =>
      expect(screen.getByTestId('result-next-step').textContent).toBe(
        'Venter på signatur fra Ola Hansen. Når Ola Hansen har signert, får dere den signerte PDF-en på e-post.',
      ),
    );
    expect(screen.queryByRole('button', { name: 'Signer avtalen' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Last ned PDF' }).className).toContain('MuiButton-outlined');
  });
});

describe('the signatures on the result page', () => {
  it("shows 'Signert', each signer with time and method, the sealed PDF's hash and the way to verify it", async () => {
    const pdfSha256 = 'b'.repeat(64);
    fakeApi({
      [`/api/agreements/${id}`]: { ...agreement, status: 'signed' },
      [signaturesUrl]: view({
        status: 'signed',
        canSign: false,
        pdfSha256,
        parties: [
          {
            ...kari,
            signedAt: '2026-11-25T07:15:00.000Z',
            method: 'email-code',
            level: { method: 'email-code', emailConfirmed: true, codeSentTo: 'k***@example.no' },
          },
          {
            ...ola,
            signedAt: '2026-11-25T07:20:00.000Z',
            method: 'password',
            level: { method: 'password', emailConfirmed: true, codeSentTo: null },
          },
        ],
        yourEvidence: {
          signedAt: '2026-11-25T07:15:00.000Z',
          ipAddress: '203.0.113.7',
          userAgent: 'Mozilla/5.0 (iPhone)',
        },
      }),
    });
    renderRoutes(routes, { path, user: testUser });
    const region = await screen.findByRole('region', { name: 'Signaturer' });
    expect(screen.getByText('Signert', { selector: '.MuiChip-label' })).toBeTruthy();
    expect(within(region).getByText('Signert av alle (2 av 2)')).toBeTruthy();
    expect(within(region).getByText('Kari Nordmann (deg)')).toBeTruthy();
    expect(
      within(region).getByText('Signert 25. november 2026 kl. 08:15 med engangskode på e-post'),
    ).toBeTruthy();
    expect(within(region).getByText('Ola Hansen')).toBeTruthy();
    expect(within(region).getByText('Signert 25. november 2026 kl. 08:20 med passord')).toBeTruthy();
    // Issue 31: what each signature proved and what was only stated, in the contracts' one sentence.
    expect(
      within(region)
        .getAllByTestId('signer-level')
        .map((e) => e.textContent),
    ).toEqual([
      'Navn og fødselsdato oppgitt av parten; e-postadressen bekreftet; signert med engangskode sendt til k***@example.no.',
      'Navn og fødselsdato oppgitt av parten; e-postadressen bekreftet; signert med passord.',
    ]);
    // The caller's own evidence, once (the view carries only the caller's).
    expect(within(region).getByTestId('your-evidence').textContent).toBe(
      'Din IP-adresse og nettleser ble registrert da du signerte 25. november 2026 kl. 08:15: 203.0.113.7, Mozilla/5.0 (iPhone). Bare du ser dette; de andre partene og PDF-en får det ikke.',
    );
    expect(within(region).getByTestId('pdf-sha256').textContent).toBe(pdfSha256);
    expect(within(region).getByRole('link', { name: 'verifiseringssiden' }).getAttribute('href')).toBe(
      '/verifiser',
    );
    expect(screen.getByRole('button', { name: 'Last ned signert PDF' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Signer avtalen' })).toBeNull();
    expect(within(region).queryByRole('button', { name: 'Annuller signaturene' })).toBeNull();
  });

  it("voids the signatures after 'Annuller signaturene' is confirmed", async () => {
    let voided = false;
    const signing = view({
      status: 'signing',
      canSign: false,
      canVoid: true,
      parties: [{ ...kari, signedAt: '2026-11-25T07:15:00.000Z', method: 'password' }, ola],
    });
    const calls = fakeApi({
      [`/api/agreements/${id}`]: agreement,
      [signaturesUrl]: () => ({
        status: 200,
        body: voided ? view({ voidedAt: '2026-11-25T07:30:00.000Z' }) : signing,
      }),
      [`POST ${signaturesUrl}/void`]: () => {
        voided = true;
        return { status: 204 };
      },
    });
    renderRoutes(routes, { path, user: testUser });
    const region = await screen.findByRole('region', { name: 'Signaturer' });
    expect(within(region).getByText('Signert av 1 av 2 parter')).toBeTruthy();
    expect(within(region).getByText(/Teksten er låst fordi minst én part har signert/)).toBeTruthy();
    expect(within(region).getByText('Har ikke signert ennå')).toBeTruthy();

    fireEvent.click(within(region).getByRole('button', { name: 'Annuller signaturene' }));
    const confirm = await screen.findByRole('dialog', { name: 'Annullere signaturene?' });
    expect(within(confirm).getByText(/Etterpå må alle signere på nytt\./)).toBeTruthy();
    expect(within(confirm).queryByText(/kan da endres/)).toBeNull();
    // Cancelling sends nothing.
    fireEvent.click(within(confirm).getByRole('button', { name: 'Behold signaturene' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Annullere signaturene?' })).toBeNull());
    expect(calls.some((c) => c.url.endsWith('/void'))).toBe(false);

    fireEvent.click(within(region).getByRole('button', { name: 'Annuller signaturene' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Annullere signaturene?' })).getByRole('button', {
        name: 'Annuller signaturene',
      }),
    );
    expect(await screen.findByText('Signaturene er annullert')).toBeTruthy();
    expect(screen.getByText('Alle partene får beskjed, og alle må signere på nytt.')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST' && c.url === `${signaturesUrl}/void`)).toHaveLength(1);
    expect(
      await screen.findByText(
        'Signaturene ble annullert 25. november 2026 kl. 08:30. Avtalen må signeres på nytt.',
      ),
    ).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Signer avtalen' })).toBeTruthy();
  });
});

describe('what the signature cannot do, and what stops the caller from signing (issue 31)', () => {
  const loanNote = {
    id: 'lan-ikke-tvangsgrunnlag',
    title: 'Lånet kan ikke kreves inn uten søksmål',
    text: 'En låneavtale som er signert i Avtalt, er ikke et tvangsgrunnlag.',
    source: 'tvangsfullbyrdelsesloven § 7-2 bokstav a',
  };
  const loan = { ...agreement, topic: 'Lån mellom venner eller familie' } as Agreement;

  it("shows the topic's notes on the page and in the dialog, and prints the loan's gjeldsbrev with two witness lines", async () => {
    fakeApi({ [`/api/agreements/${id}`]: loan, [signaturesUrl]: view({ signingNotes: [loanNote] }) });
    const written: string[] = [];
    const printed = jest.fn();
    const openSpy = jest.spyOn(window, 'open').mockImplementation(
      () =>
        ({
          document: {
            open: () => undefined,
            write: (html: string) => written.push(html),
            close: () => undefined,
          },
          focus: () => undefined,
          print: printed,
        }) as unknown as Window,
    );
    try {
      renderRoutes(routes, { path, user: testUser });
      const card = await screen.findByRole('region', { name: 'Dette gjør ikke signaturen' });
      const note = within(card).getByTestId('signing-note-lan-ikke-tvangsgrunnlag');
      expect(note.textContent).toContain('Lånet kan ikke kreves inn uten søksmål');
      expect(note.textContent).toContain('Kilde: tvangsfullbyrdelsesloven § 7-2 bokstav a');

      fireEvent.click(within(card).getByRole('button', { name: 'Skriv ut gjeldsbrev med vitnelinjer' }));
      expect(printed).toHaveBeenCalledTimes(1);
      expect(written).toHaveLength(1);
      expect(written[0]).toContain('dele utgiftene likt');
      expect(written[0]).toContain('kan inndrives uten søksmål (tvangsfullbyrdelsesloven § 7-2 bokstav a)');
      expect(written[0].match(/<h3>Vitne [12]<\/h3>/g)).toHaveLength(2);

      const dialog = await openDialog();
      const notes = within(dialog).getByRole('region', { name: 'Dette gjør ikke signaturen' });
      expect(within(notes).getByText('Lånet kan ikke kreves inn uten søksmål')).toBeTruthy();
    } finally {
      openSpy.mockRestore();
    }
  });

  it('shows a note in the reader’s language where the agreement has it, its source as written', async () => {
    const worded = {
      ...loanNote,
      wordings: {
        en: {
          title: 'The loan cannot be collected without a lawsuit',
          text: 'A loan agreement signed in Avtalt is not enforceable.',
        },
      },
    };
    fakeApi({ [`/api/agreements/${id}`]: loan, [signaturesUrl]: view({ signingNotes: [worded] }) });
    act(() => void i18n.changeLanguage('en'));
    try {
      renderRoutes(routes, { path, user: testUser });
      const note = await screen.findByTestId('signing-note-lan-ikke-tvangsgrunnlag');
      expect(note.textContent).toContain('The loan cannot be collected without a lawsuit');
      expect(note.textContent).toContain('A loan agreement signed in Avtalt is not enforceable.');
      expect(note.textContent).toContain('tvangsfullbyrdelsesloven § 7-2 bokstav a');
      // Nynorsk is not among its wordings: the bokmål is shown.
      act(() => void i18n.changeLanguage('nn'));
      expect(note.textContent).toContain('Lånet kan ikke kreves inn uten søksmål');
    } finally {
      act(() => void i18n.changeLanguage('nb'));
    }
  });

  it('shows no notes card for a topic without notes', async () => {
    fakeApi({ [`/api/agreements/${id}`]: agreement, [signaturesUrl]: view() });
    renderRoutes(routes, { path, user: testUser });
    await openDialog();
    expect(screen.queryByRole('region', { name: 'Dette gjør ikke signaturen' })).toBeNull();
  });

  it('with an unconfirmed address, says why the caller cannot sign and sends a new confirmation link', async () => {
    const blocker = {
      code: 'EMAIL_NOT_CONFIRMED' as const,
      message:
        'Du må bekrefte e-postadressen din før du kan signere. Vi kan sende deg en ny bekreftelseslenke.',
    };
    const calls = fakeApi({
      [`/api/agreements/${id}`]: agreement,
      [signaturesUrl]: view({ canSign: false, signBlocker: blocker }),
      'POST /api/auth/verify-email/resend': () => ({ status: 202 }),
    });
    renderRoutes(routes, { path, user: testUser });
    const dialog = await openDialog();
    const notice = within(dialog).getByTestId('sign-blocker');
    expect(notice.textContent).toContain('Du kan ikke signere ennå');
    expect(notice.textContent).toContain(blocker.message);
    // No consent and no proof while the address is unconfirmed.
    expect(
      within(dialog).queryByRole('checkbox', { name: 'Jeg har lest avtalen og signerer den elektronisk' }),
    ).toBeNull();
    expect((within(dialog).getByRole('button', { name: 'Signer' }) as HTMLButtonElement).disabled).toBe(true);

    fireEvent.click(within(notice).getByRole('button', { name: 'Send ny bekreftelseslenke' }));
    expect(await within(notice).findByText(/Vi har sendt en ny bekreftelseslenke/)).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.url)).toEqual([
      '/api/auth/verify-email/resend',
    ]);
  });

  it('without a date of birth, points to the party-details card', async () => {
    const blocker = {
      code: 'BIRTH_DATE_REQUIRED' as const,
      message: 'Oppgi fødselsdatoen din under «Dine opplysninger i avtalen» før du signerer.',
    };
    fakeApi({
      [`/api/agreements/${id}`]: agreement,
      [signaturesUrl]: view({ canSign: false, signBlocker: blocker }),
    });
    renderRoutes(routes, { path, user: testUser });
    const dialog = await openDialog();
    expect(within(dialog).getByTestId('sign-blocker').textContent).toContain(blocker.message);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Gå til «Dine opplysninger i avtalen»' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Signer avtalen' })).toBeNull());
  });

  it('a 409 UNDER_AGE when signing is shown in Norwegian and the page asks for the view again, which then blocks', async () => {
    let refused = false;
    const underAge =
      'Du må ha fylt 18 år for å signere avtalen. En mindreårig kan ikke selv påta seg slike forpliktelser uten samtykke fra vergen (vergemålsloven § 9).';
    const calls = fakeApi({
      [`/api/agreements/${id}`]: agreement,
      [signaturesUrl]: () => ({
        status: 200,
        body: refused
          ? view({ canSign: false, signBlocker: { code: 'UNDER_AGE', message: underAge } })
          : view(),
      }),
      [`POST ${signaturesUrl}`]: () => {
        refused = true;
        return { status: 409, body: { code: 'UNDER_AGE', message: underAge } };
      },
    });
    renderRoutes(routes, { path, user: testUser });
    const dialog = await openDialog();
    fireEvent.click(
      within(dialog).getByRole('checkbox', { name: 'Jeg har lest avtalen og signerer den elektronisk' }),
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Bruk passord' }));
    fireEvent.change(within(dialog).getByLabelText('Passord'), { target: { value: 'sikkert-passord1' } });
    const signButton = within(dialog).getByRole('button', { name: 'Signer' }) as HTMLButtonElement;
    await waitFor(() => expect(signButton.disabled).toBe(false));
    const gets = calls.filter((c) => c.method === 'GET' && c.url === signaturesUrl).length;
    fireEvent.click(signButton);

    const notice = await within(dialog).findByTestId('sign-blocker');
    expect(notice.textContent).toContain(underAge);
    expect(calls.filter((c) => c.method === 'GET' && c.url === signaturesUrl).length).toBeGreaterThan(gets);
    // The text's hash went with the refused signature too.
    expect(calls.find((c) => c.method === 'POST' && c.url === signaturesUrl)?.body).toMatchObject({
      textSha256: await sha256Hex(finalText),
    });
    expect(signButton.disabled).toBe(true);
  });
});

describe('signing with BankID through a broker', () => {
  it('offers «Signer med BankID» when a broker is connected, only after the consent, and leaves for its login', async () => {
    const textSha256 = await sha256Hex(finalText);
    const calls = fakeApi({
      [`/api/agreements/${id}`]: agreement,
      [signaturesUrl]: view({ textSha256 }),
      '/api/eid': { available: true, method: 'BankID', broker: 'Signicat' },
      [`POST ${signaturesUrl}/eid`]: () => ({
        status: 201,
        body: { url: 'https://megler.example/auth?x=1' },
      }),
    });
    renderRoutes(routes, { path, user: testUser });
    const dialog = await openDialog();
    const bankid = (await within(dialog).findByRole('button', {
      name: 'Signer med BankID',
    })) as HTMLButtonElement;
    expect(bankid.disabled).toBe(true);
    expect(within(dialog).getByText(/Kryss av for at du har lest avtalen først/)).toBeTruthy();
    fireEvent.click(
      within(dialog).getByRole('checkbox', { name: 'Jeg har lest avtalen og signerer den elektronisk' }),
    );
    await waitFor(() => expect(bankid.disabled).toBe(false));
    expect(within(dialog).getByText(/Du logger inn med BankID via Signicat/)).toBeTruthy();
    fireEvent.click(bankid);
    await waitFor(() => expect(leaveFor).toHaveBeenCalledWith('https://megler.example/auth?x=1'));
    expect(calls.find((c) => c.method === 'POST' && c.url === `${signaturesUrl}/eid`)?.body).toEqual({
      consent: true,
      textSha256,
    });
  });

  it('offers no BankID when no broker is connected', async () => {
    fakeApi({
      [`/api/agreements/${id}`]: agreement,
      [signaturesUrl]: view({ textSha256: await sha256Hex(finalText) }),
      '/api/eid': { available: false, method: null, broker: null },
    });
    renderRoutes(routes, { path, user: testUser });
    const dialog = await openDialog();
    await within(dialog).findByRole('button', { name: 'Send kode på e-post' });
    expect(within(dialog).queryByRole('button', { name: /BankID/ })).toBeNull();
  });

  it('says how the way back from the broker ended, from a known code only', async () => {
    fakeApi({ [`/api/agreements/${id}`]: agreement, [signaturesUrl]: view() });
    renderRoutes(routes, { path: `${path}?bankid=feil&kode=IDENTITY_MISMATCH`, user: testUser });
    expect(
      await screen.findByText(
        /Navnet eller fødselsdatoen BankID bekreftet, stemmer ikke med det du har oppgitt/,
      ),
    ).toBeTruthy();
  });
});
