import { fireEvent, screen } from '@testing-library/react';
import { sha256Hex } from '../../lib/sha256';
import { fakeApi } from '../../test/fake-api';
import { renderRoutes } from '../../test/render';
import VerifyPage from './verify-page';

const routes = [{ path: '/verifiser', element: <VerifyPage /> }];
const pdfBytes = '%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n';

function choose(file: File) {
  fireEvent.change(screen.getByLabelText('Velg PDF'), { target: { files: [file] } });
}

describe('VerifyPage', () => {
  it('hashes the chosen PDF in the browser, sends only the hash, and shows who signed and when', async () => {
    const sha256 = await sha256Hex(pdfBytes);
    const calls = fakeApi({
      [`/api/verify/${sha256}`]: {
        title: 'Samboeravtale',
        sealedAt: '2026-11-25T07:21:00.000Z',
        signers: [
          { name: 'Kari Nordmann', signedAt: '2026-11-25T07:15:00.000Z', method: 'email-code' },
          { name: 'Ola Hansen', signedAt: '2026-11-25T07:20:00.000Z', method: 'password' },
        ],
      },
    });
    renderRoutes(routes, { path: '/verifiser', user: null });
    expect(screen.getByRole('heading', { level: 1, name: 'Kontroller en signert avtale' })).toBeTruthy();
    choose(new File([pdfBytes], 'avtale.pdf', { type: 'application/pdf' }));

    expect(await screen.findByText('Stemmer: dette er en signert avtale fra Avtalt')).toBeTruthy();
    expect(screen.getByText('Samboeravtale')).toBeTruthy();
    expect(screen.getByText('Forseglet 25. november 2026 kl. 08:21')).toBeTruthy();
    expect(
      screen.getByText('Kari Nordmann signerte 25. november 2026 kl. 08:15 med engangskode på e-post'),
    ).toBeTruthy();
    expect(screen.getByText('Ola Hansen signerte 25. november 2026 kl. 08:20 med passord')).toBeTruthy();
    expect(screen.getByTestId('file-sha256').textContent).toBe(sha256);
    // Only the hash went to the server: one GET, no body, no upload.
    expect(calls).toEqual([{ method: 'GET', url: `/api/verify/${sha256}`, body: undefined }]);
  });

  it('reports a changed file (unknown hash) as not matching', async () => {
    fakeApi({}); // every hash answers 404
    renderRoutes(routes, { path: '/verifiser', user: null });
    choose(new File([pdfBytes.replace('Catalog', 'Catalof')], 'avtale.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText('Stemmer ikke')).toBeTruthy();
    expect(
      screen.getByText(
        'Fant ingen signert Avtalt-avtale som stemmer med denne filen. Filen kan være endret.',
      ),
    ).toBeTruthy();
    expect(screen.queryByText(/dette er en signert avtale/)).toBeNull();
  });

  it('shows a clear message, not "Stemmer ikke", when the server answers 404 SIGNING_DISABLED or 503', async () => {
    for (const [status, body, message] of [
      [
        404,
        { code: 'SIGNING_DISABLED', message: 'Signering er ikke tilgjengelig ennå' },
        'Kontroll av signerte avtaler er ikke tilgjengelig på denne tjenesten nå. Filen er ikke kontrollert.',
      ],
      [
        503,
        { code: 'SERVICE_UNAVAILABLE', message: 'Tjenesten er midlertidig utilgjengelig' },
        'Kunne ikke kontrollere filen nå. Prøv igjen om litt.',
      ],
    ] as const) {
      const sha256 = await sha256Hex(pdfBytes);
      fakeApi({ [`/api/verify/${sha256}`]: () => ({ status, body }) });
      const { unmount } = renderRoutes(routes, { path: '/verifiser', user: null });
      choose(new File([pdfBytes], 'avtale.pdf', { type: 'application/pdf' }));
      expect(await screen.findByText(message)).toBeTruthy();
      expect(screen.queryByText('Stemmer ikke')).toBeNull();
      unmount();
    }
  });

  it('shows what each signature proved, and checks the file itself only when asked (then it is sent, raw)', async () => {
    const sha256 = await sha256Hex(pdfBytes);
    const level = { method: 'email-code' as const, emailConfirmed: true, codeSentTo: 'k***@example.no' };
    const levelText =
      'Navn og fødselsdato oppgitt av parten; e-postadressen bekreftet; signert med engangskode sendt til k***@example.no.';
    const calls = fakeApi({
      [`/api/verify/${sha256}`]: {
        title: 'Lån mellom venner',
        sealedAt: '2026-11-25T07:21:00.000Z',
        signers: [
          { name: 'Kari Nordmann', signedAt: '2026-11-25T07:15:00.000Z', method: 'email-code', level },
        ],
      },
      'POST /api/verify': {
        valid: false,
        checks: [
          {
            id: 'seal',
            status: 'ok',
            message: 'Seglet holder: filen er ikke endret siden den ble forseglet.',
          },
          {
            id: 'timestamp',
            status: 'info',
            message:
              'Seglet har ikke tidsstempel fra en uavhengig tjeneste: forseglingstidspunktet er Avtalts eget.',
          },
          {
            id: 'trail',
            status: 'failed',
            message: 'Revisjonsloggen holder ikke: Kjeden av hash-verdier stemmer ikke fra hendelse 4.',
          },
        ],
        certificateSubject: 'CN=Avtalt',
        certificateSha256: 'c'.repeat(64),
        timestamp: null,
        title: 'Lån mellom venner',
        agreementId: '0b7a4a7e-8f43-4f9e-9d55-0d6f8e0c1a2b',
        textSha256: 'a'.repeat(64),
        head: { seq: 8, hash: 'b'.repeat(64) },
        firstChangedSeq: null,
        signers: [
          {
            name: 'Kari Nordmann',
            signedAt: '2026-11-25T07:15:00.000Z',
            method: 'email-code',
            level,
            levelText,
          },
        ],
      },
    });
    renderRoutes(routes, { path: '/verifiser', user: null });
    choose(new File([pdfBytes], 'avtale.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText('Stemmer: dette er en signert avtale fra Avtalt')).toBeTruthy();
    expect(screen.getByText(levelText)).toBeTruthy();
    expect(screen.getByText('Kontroller seglet og revisjonsloggen i filen')).toBeTruthy();
    expect(screen.getByText(/Filen sendes da til Avtalt for kontrollen og lagres ikke/)).toBeTruthy();
    // Nothing sent yet: only the hash.
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([`GET /api/verify/${sha256}`]);

    fireEvent.click(screen.getByRole('button', { name: 'Send filen og kontroller den' }));
    expect(await screen.findByText('Noe i filen stemmer ikke')).toBeTruthy();
    const checks = screen.getByTestId('content-checks').textContent ?? '';
    // Each status in words for a screen reader (the icon shows it to the eye).
    expect(checks).toContain('Seglet holder: Seglet holder: filen er ikke endret siden den ble forseglet.');
    expect(checks).toContain('Tidsstempelet merk: Seglet har ikke tidsstempel fra en uavhengig tjeneste');
    expect(checks).toContain(
      'Revisjonsloggen holder ikke: Revisjonsloggen holder ikke: Kjeden av hash-verdier stemmer ikke fra hendelse 4.',
    );
    expect(screen.getAllByText(levelText)).toHaveLength(2);
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      `GET /api/verify/${sha256}`,
      'POST /api/verify',
    ]);
    const init = (globalThis.fetch as jest.Mock).mock.calls[1][1] as RequestInit;
    expect(init.headers).toEqual({ 'Content-Type': 'application/pdf' });
    expect(new TextDecoder().decode(init.body as ArrayBuffer)).toBe(pdfBytes);
  });

  it('an unknown hash is «Ikke en forseglet Avtalt-avtale som vi kjenner» even when every check inside the file holds', async () => {
    const holding = {
      valid: true,
      checks: [
        {
          id: 'seal',
          status: 'ok',
          message: 'Seglet holder: filen er ikke endret siden denne Avtalt-tjenesten forseglet den.',
        },
        { id: 'trail', status: 'ok', message: 'Revisjonsloggen henger sammen.' },
      ],
      certificateSubject: 'CN=Avtalt',
      certificateSha256: 'c'.repeat(64),
      timestamp: null,
      title: 'Lån mellom venner',
      agreementId: '0b7a4a7e-8f43-4f9e-9d55-0d6f8e0c1a2b',
      textSha256: 'a'.repeat(64),
      head: { seq: 8, hash: 'b'.repeat(64) },
      firstChangedSeq: null,
      signers: [],
    };
    fakeApi({ 'POST /api/verify': holding }); // the hash look-up answers 404
    renderRoutes(routes, { path: '/verifiser', user: null });
    choose(new File([pdfBytes], 'avtale.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText('Stemmer ikke')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Send filen og kontroller den' }));
    expect(await screen.findByText('Ikke en forseglet Avtalt-avtale som vi kjenner')).toBeTruthy();
    expect(screen.queryByText('Seglet og revisjonsloggen i filen holder')).toBeNull();
    expect(screen.getByText(/Kontrollene under viser bare hva filen selv inneholder/)).toBeTruthy();
    const checks = screen.getByTestId('content-checks').textContent ?? '';
    // A screen reader does not hear «holder» for a file we do not know.
    expect(checks).toContain('Seglet i filen: Seglet holder');
    expect(checks).not.toMatch(/Seglet holder: Seglet/);
    // The alert is an error, not a success.
    expect(
      screen.getByText('Ikke en forseglet Avtalt-avtale som vi kjenner').closest('.MuiAlert-root')?.className,
    ).toContain('Error');
  });

  it('says plainly when the file cannot be checked on the server (rate limited)', async () => {
    fakeApi({
      'POST /api/verify': () => ({
        status: 429,
        body: { code: 'RATE_LIMITED', message: 'For mange forsøk. Vent litt og prøv igjen.' },
      }),
    });
    renderRoutes(routes, { path: '/verifiser', user: null });
    choose(new File([pdfBytes], 'avtale.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText('Stemmer ikke')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Send filen og kontroller den' }));
    expect(await screen.findByText('For mange forsøk. Vent litt og prøv igjen.')).toBeTruthy();
  });

  it('refuses a file that is not a PDF without asking the server', async () => {
    const calls = fakeApi({});
    renderRoutes(routes, { path: '/verifiser', user: null });
    choose(new File(['hei'], 'notat.txt', { type: 'text/plain' }));
    expect(
      await screen.findByText('Velg en PDF-fil. Signerte avtaler fra Avtalt er PDF-filer.'),
    ).toBeTruthy();
    expect(calls).toEqual([]);
  });
});
