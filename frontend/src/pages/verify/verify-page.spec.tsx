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
    expect(screen.getByText('Kari Nordmann signerte 25. november 2026 kl. 08:15 med engangskode på e-post')).toBeTruthy();
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
    expect(screen.getByText('Fant ingen signert Avtalt-avtale som stemmer med denne filen. Filen kan være endret.')).toBeTruthy();
    expect(screen.queryByText(/dette er en signert avtale/)).toBeNull();
  });

  it('shows a clear message, not "Stemmer ikke", when the server answers 404 SIGNING_DISABLED or 503', async () => {
    for (const [status, body, message] of [
      [404, { code: 'SIGNING_DISABLED', message: 'Signering er ikke tilgjengelig ennå' }, 'Kontroll av signerte avtaler er ikke tilgjengelig på denne tjenesten nå. Filen er ikke kontrollert.'],
      [503, { code: 'SERVICE_UNAVAILABLE', message: 'Tjenesten er midlertidig utilgjengelig' }, 'Kunne ikke kontrollere filen nå. Prøv igjen om litt.'],
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

  it('refuses a file that is not a PDF without asking the server', async () => {
    const calls = fakeApi({});
    renderRoutes(routes, { path: '/verifiser', user: null });
    choose(new File(['hei'], 'notat.txt', { type: 'text/plain' }));
    expect(await screen.findByText('Velg en PDF-fil. Signerte avtaler fra Avtalt er PDF-filer.')).toBeTruthy();
    expect(calls).toEqual([]);
  });
});
