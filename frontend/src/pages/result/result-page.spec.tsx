import type { Agreement } from '@avtalt/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { fakeApi } from '../../test/fake-api';
import { installFakeWebSocket } from '../../test/fake-websocket';
import { renderRoutes, testUser } from '../../test/render';
import ResultPage from './result-page';

const id = 'beef0000-0000-4000-8000-000000000001';
const legalText = (heading: string) =>
  `<!DOCTYPE html><html lang="nb"><head><style>body { font-family: serif }</style></head>` +
  `<body><h1>${heading}</h1><p>Partene er enige.</p><script>alert(1)</script></body></html>`;

const agreement = {
  id,
  title: 'Vår leilighet',
  topic: 'Samboeravtale',
  description: '',
  status: 'completed',
  currentRound: 1,
  legalText: legalText('Samboeravtale'),
  initiatorName: 'Kari',
  isInitiator: true,
  participants: [],
  viewer: { id: testUser.id, anonymous: false },
} as unknown as Agreement;

const routes = [{ path: '/avtale/:id/ferdig', element: <ResultPage /> }];
const path = `/avtale/${id}/ferdig`;

/** The text rendered into the legal document's shadow root. */
async function documentText(): Promise<string> {
  const host = await screen.findByTestId('legal-document');
  await waitFor(() => expect(host.shadowRoot?.textContent).toBeTruthy());
  return host.shadowRoot!.textContent ?? '';
}

let restoreWebSocket: () => void;
beforeEach(() => {
  restoreWebSocket = installFakeWebSocket();
});
afterEach(() => restoreWebSocket());

describe('ResultPage', () => {
  it('congratulates on a completed agreement and shows its sanitized legal text', async () => {
    const calls = fakeApi({ [`/api/agreements/${id}`]: agreement });
    renderRoutes(routes, { path, user: testUser });

    expect(await screen.findByRole('heading', { level: 1, name: 'SAMBOERAVTALE' })).toBeTruthy();
    expect(screen.getByText('Gratulerer! Dere er enige.')).toBeTruthy();
    const text = await documentText();
    expect(text).toContain('Partene er enige.');
    expect(text).not.toContain('alert');
    // The document's own h1 moves down a level: the topic stays the page's only level-1 heading.
    expect(screen.getByTestId('legal-document').shadowRoot!.querySelector('h1')).toBeNull();
    expect(screen.getByRole('article', { name: 'Avtaletekst' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Last ned PDF' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Signer avtalen' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Lag en ny avtale' }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('link', { name: 'Tilbake til sammenligningen' }).getAttribute('href')).toBe(
      `/avtale/${id}/sammenligning`,
    );
    expect(calls.some((c) => c.url.includes('legal-text'))).toBe(false);
  });

  it("shows today's signing-unavailable toast when the signing state cannot be read (an older server)", async () => {
    fakeApi({ [`/api/agreements/${id}`]: agreement });
    renderRoutes(routes, { path, user: testUser });
    fireEvent.click(await screen.findByRole('button', { name: 'Signer avtalen' }));
    expect(
      await screen.findByText(
        'Signering er ikke tilgjengelig i denne versjonen. Last ned PDF-en og signer den manuelt.',
      ),
    ).toBeTruthy();
  });

  it('offers a visitor login instead of the PDF and signing', async () => {
    fakeApi({ [`/api/agreements/${id}`]: agreement });
    renderRoutes(routes, { path, user: null });
    const login = await screen.findByRole('link', { name: 'Logg inn for å laste ned PDF' });
    expect(login.getAttribute('href')).toBe(`/auth?returnTo=${encodeURIComponent(path)}`);
    expect(screen.queryByRole('button', { name: 'Last ned PDF' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Signer avtalen' })).toBeNull();
  });

  it('shows the partial text of an open agreement, with the custom title as heading', async () => {
    const calls = fakeApi({
      [`/api/agreements/${id}`]: { ...agreement, status: 'in_progress', topic: null, legalText: null },
      [`/api/agreements/${id}/legal-text?variant=partial`]: { html: legalText('Delvis avtale') },
    });
    renderRoutes(routes, { path, user: testUser });
    expect(await screen.findByRole('heading', { level: 1, name: 'VÅR LEILIGHET' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Dere er ikke enige om alt ennå' })).toBeTruthy();
    expect(screen.getByRole('article', { name: 'Delvis avtale' })).toBeTruthy();
    expect(await documentText()).toContain('Delvis avtale');
    expect(calls.map((c) => c.url)).toContain(`/api/agreements/${id}/legal-text?variant=partial`);
    expect(screen.queryByRole('button', { name: 'Signer avtalen' })).toBeNull();
  });

  it('shows the protocol after a disagreement', async () => {
    fakeApi({
      [`/api/agreements/${id}`]: { ...agreement, status: 'disagreement', legalText: null },
      [`/api/agreements/${id}/legal-text?variant=protocol`]: { html: legalText('Protokoll') },
    });
    renderRoutes(routes, { path, user: testUser });
    expect(await screen.findByRole('heading', { name: 'Dere ble ikke enige' })).toBeTruthy();
    expect(await documentText()).toContain('Protokoll');
  });

  it('says who must log in before the final text of a completed agreement is made', async () => {
    const message =
      'Avtaleteksten lages når alle partene har logget inn med fullt navn. Dette mangler for: Deltaker 2. De kan logge inn eller registrere seg fra lenken til avtalen.';
    fakeApi({
      [`/api/agreements/${id}`]: { ...agreement, legalText: null },
      [`/api/agreements/${id}/legal-text?variant=full`]: () => ({
        status: 409,
        body: { code: 'PARTIES_WITHOUT_ACCOUNT', message },
      }),
    });
    renderRoutes(routes, { path, user: testUser });
    expect(await screen.findByText(message)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Se om den er klar' })).toBeTruthy();
    expect(screen.queryByText('Kunne ikke laste inn avtaleteksten. Prøv igjen senere.')).toBeNull();
  });

  it("shows 'Noe gikk galt' when the agreement cannot be loaded", async () => {
    fakeApi({});
    renderRoutes(routes, { path, user: null });
    expect(await screen.findByRole('heading', { name: 'Noe gikk galt' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Tilbake til forsiden' })).toBeTruthy();
  });

  describe('Last ned PDF', () => {
    const createObjectURL = jest.fn(() => 'blob:pdf');
    const revokeObjectURL = jest.fn();
    let clicked: { href: string; download: string }[] = [];

    beforeEach(() => {
      clicked = [];
      Object.assign(URL, { createObjectURL, revokeObjectURL });
      jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
        clicked.push({ href: this.getAttribute('href') ?? '', download: this.download });
      });
    });
    afterEach(() => jest.restoreAllMocks());

    /** fakeApi plus a PDF route answered by `pdf`. */
    function withPdf(pdf: (url: string) => Promise<Response>, body: Agreement = agreement) {
      const calls = fakeApi({ [`/api/agreements/${id}`]: body });
      const base = globalThis.fetch;
      globalThis.fetch = jest.fn((url: string, init?: RequestInit) =>
        url.includes('/pdf') ? pdf(url) : base(url, init),
      ) as unknown as typeof fetch;
      return calls;
    }

    it('downloads the PDF of the shown variant under the topic name, showing progress meanwhile', async () => {
      let finish: (res: Response) => void = () => undefined;
      const requested: string[] = [];
      withPdf(
        (url) => {
          requested.push(url);
          return new Promise<Response>((resolve) => (finish = resolve));
        },
        { ...agreement, topic: 'Hytte: Ål/Åsen' },
      );
      renderRoutes(routes, { path, user: testUser });
      fireEvent.click(await screen.findByRole('button', { name: 'Last ned PDF' }));

      const pending = await screen.findByRole('button', { name: 'Lager PDF...' });
      expect((pending as HTMLButtonElement).disabled).toBe(true);
      expect(requested).toEqual([`/api/agreements/${id}/pdf?variant=full`]);

      finish({ ok: true, status: 200, blob: async () => new Blob(['%PDF']) } as unknown as Response);
      await screen.findByRole('button', { name: 'Last ned PDF' });
      expect(clicked).toEqual([{ href: 'blob:pdf', download: 'Hytte Ål Åsen.pdf' }]);
    });

    it('asks again while the server answers 202 (the PDF is being made) and downloads it when ready', async () => {
      const requested: string[] = [];
      const answers: Response[] = [
        {
          ok: true,
          status: 202,
          headers: new Headers({ 'Retry-After': '2' }),
          json: async () => ({ status: 'pending' }),
        },
        {
          ok: true,
          status: 202,
          headers: new Headers({ 'Retry-After': '2' }),
          json: async () => ({ status: 'pending' }),
        },
        { ok: true, status: 200, headers: new Headers(), blob: async () => new Blob(['%PDF']) },
      ] as unknown as Response[];
      withPdf(async (url) => {
        requested.push(url);
        return answers.shift()!;
      });
      renderRoutes(routes, { path, user: testUser });
      fireEvent.click(await screen.findByRole('button', { name: 'Last ned PDF' }));

      expect((await screen.findByRole('status')).textContent).toBe(
        'PDF-en lages. Dette kan ta noen sekunder.',
      );
      await waitFor(() => expect(clicked).toEqual([{ href: 'blob:pdf', download: 'Samboeravtale.pdf' }]), {
        timeout: 3000,
      });
      expect(requested).toEqual(Array(3).fill(`/api/agreements/${id}/pdf?variant=full`));
      expect(await screen.findByRole('button', { name: 'Last ned PDF' })).toBeTruthy();
    });

    it("shows the server's message when the PDF fails", async () => {
      withPdf(
        async () =>
          ({
            ok: false,
            status: 503,
            statusText: 'Service Unavailable',
            text: async () =>
              JSON.stringify({ message: 'PDF-en tar lengre tid enn ventet å lage. Prøv igjen om litt.' }),
          }) as unknown as Response,
      );
      renderRoutes(routes, { path, user: testUser });
      fireEvent.click(await screen.findByRole('button', { name: 'Last ned PDF' }));
      expect(await screen.findByText('Feil ved nedlasting av PDF')).toBeTruthy();
      expect(screen.getByText('PDF-en tar lengre tid enn ventet å lage. Prøv igjen om litt.')).toBeTruthy();
      expect(clicked).toEqual([]);
    });

    it('falls back to the generic message', async () => {
      withPdf(async () => {
        throw new TypeError('Failed to fetch');
      });
      renderRoutes(routes, { path, user: testUser });
      fireEvent.click(await screen.findByRole('button', { name: 'Last ned PDF' }));
      expect(await screen.findByText('Noe gikk galt. Prøv igjen senere.')).toBeTruthy();
    });
  });
});
