import { act, fireEvent, screen, within } from '@testing-library/react';
import { i18n } from '../../../i18n/i18n';
import { fakeApi } from '../../../test/fake-api';
import { renderRoutes, testUser } from '../../../test/render';
import { MailTab } from './mail-tab';

const mails = [
  {
    id: '00000000-0000-4000-8000-000000000001',
    kind: 'invitation',
    maskedRecipient: 'o***@example.no',
    agreementId: null,
    state: 'sent',
    attempts: 1,
    lastError: null,
    createdAt: '2026-11-25T08:00:00.000Z',
    sentAt: '2026-11-25T08:01:00.000Z',
  },
  {
    id: '00000000-0000-4000-8000-000000000002',
    kind: 'answered',
    maskedRecipient: 'k***@example.no',
    agreementId: null,
    state: 'failed',
    attempts: 5,
    lastError: '550 mailbox unavailable',
    createdAt: '2026-11-25T08:02:00.000Z',
    sentAt: null,
  },
];

afterEach(() => act(() => void i18n.changeLanguage('nb')));

describe("admin 'E-post' tab", () => {
  it('shows the queues (one unavailable) and the mail log, filtered by state', async () => {
    const calls = fakeApi({
      '/api/admin/queues': {
        queues: [
          { queue: 'pdf-render', counts: { waiting: 0, failed: 0 }, failed: [] },
          { queue: 'pdf-seal', counts: { waiting: 1, failed: 2 }, failed: [] },
          { queue: 'notifications', counts: {}, failed: [], unavailable: true },
        ],
      },
      '/api/admin/mails?limit=50': {
        mails,
        total: 2,
        counts: { queued: 0, sent: 1, failed: 1, withheld: 0 },
      },
      '/api/admin/mails?limit=50&state=failed': {
        mails: [mails[1]],
        total: 1,
        counts: { queued: 0, sent: 1, failed: 1, withheld: 0 },
      },
    });
    renderRoutes([{ path: '/admin', element: <MailTab /> }], {
      path: '/admin',
      user: { ...testUser, isAdmin: true },
    });
    expect(await screen.findByText('Tjenesten svarer ikke')).toBeTruthy();
    // documents' seal queue next to its PDF queue, under its Norwegian name, with its counts.
    const seal = screen.getByText('Signerte PDF-er (forsegling)').parentElement!;
    expect(within(seal).getByText('Venter: 1')).toBeTruthy();
    expect(within(seal).getByText('Feilet: 2')).toBeTruthy();
    expect(screen.getByText('PDF-er')).toBeTruthy();
    const table = await screen.findByRole('region', { name: 'Tabell over e-poster' });
    expect(within(table).getByText('o***@example.no')).toBeTruthy();
    expect(within(table).getByText('550 mailbox unavailable')).toBeTruthy();
    expect(within(table).getByText('Invitasjon')).toBeTruthy();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Status' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Feilet' }));
    expect(await screen.findByText('Sendt: 1 · I kø: 0 · Feilet: 1 · Holdt tilbake: 0')).toBeTruthy();
    await screen.findByText('550 mailbox unavailable');
    expect(calls.map((c) => c.url)).toContain('/api/admin/mails?limit=50&state=failed');
  });

  it('searches on submit and pages through the log, newest first', async () => {
    const page = (from: number, count: number) =>
      Array.from({ length: count }, (_, i) => ({
        ...mails[0],
        id: `00000000-0000-4000-8000-${String(from + i).padStart(12, '0')}`,
        maskedRecipient: `m${from + i}***@example.no`,
      }));
    const counts = { queued: 0, sent: 60, failed: 0, withheld: 0 };
    const calls = fakeApi({
      '/api/admin/queues': { queues: [] },
      '/api/admin/mails?limit=50': { mails: page(0, 50), total: 60, counts },
      '/api/admin/mails?limit=50&offset=50': { mails: page(50, 10), total: 60, counts },
      '/api/admin/mails?limit=50&q=kari%40example.no': { mails: [mails[1]], total: 1, counts },
    });
    renderRoutes([{ path: '/admin', element: <MailTab /> }], {
      path: '/admin',
      user: { ...testUser, isAdmin: true },
    });
    expect(await screen.findByText('Viser 1–50 av 60')).toBeTruthy();
    const pages = screen.getByRole('navigation', { name: 'Sider i e-postloggen' });
    expect((within(pages).getByRole('button', { name: 'Nyere' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(within(pages).getByRole('button', { name: 'Eldre' }));
    expect(await screen.findByText('Viser 51–60 av 60')).toBeTruthy();
    expect(await screen.findByText('m59***@example.no')).toBeTruthy();
    expect((within(pages).getByRole('button', { name: 'Eldre' }) as HTMLButtonElement).disabled).toBe(true);

    // Typing alone asks nothing; submitting searches from the first page.
    fireEvent.change(screen.getByRole('searchbox', { name: 'Søk' }), {
      target: { value: ' kari@example.no ' },
    });
    expect(calls.some((c) => c.url.includes('q='))).toBe(false);
    fireEvent.submit(screen.getByRole('search', { name: 'Søk i e-postloggen' }));
    expect(await screen.findByText('Viser 1–1 av 1')).toBeTruthy();
    expect(screen.getByText('k***@example.no')).toBeTruthy();
    expect(calls.map((c) => c.url)).toContain('/api/admin/mails?limit=50&q=kari%40example.no');
  });
});

describe("admin 'E-post' tab languages", () => {
  it('names the queues, the log and its times in bokmål, nynorsk and English', async () => {
    fakeApi({
      '/api/admin/queues': {
        queues: [
          { queue: 'pdf-seal', counts: { waiting: 1 }, failed: [] },
          { queue: 'notifications', counts: {}, failed: [], unavailable: true },
        ],
      },
      '/api/admin/mails?limit=50': {
        mails,
        total: 2,
        counts: { queued: 0, sent: 1, failed: 1, withheld: 0 },
      },
    });
    renderRoutes([{ path: '/admin', element: <MailTab /> }], {
      path: '/admin',
      user: { ...testUser, isAdmin: true },
    });
    expect(await screen.findByText('Viser 1–2 av 2')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Køer' })).toBeTruthy();
    const table = screen.getByRole('region', { name: 'Tabell over e-poster' });
    expect(within(table).getAllByText(/^25\. nov\., \d\d:\d\d$/).length).toBeGreaterThan(0);

    act(() => void i18n.changeLanguage('nn'));
    expect(screen.getByRole('heading', { name: 'Køar' })).toBeTruthy();
    expect(screen.getByText('Tenesta svarar ikkje')).toBeTruthy();
    expect(screen.getByText('Ventar: 1')).toBeTruthy();
    expect(screen.getByText('Sendt: 1 · I kø: 0 · Feila: 1 · Halde tilbake: 0')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Tabell over e-postar' })).toBeTruthy();

    act(() => void i18n.changeLanguage('en'));
    expect(screen.getByRole('heading', { name: 'Email log' })).toBeTruthy();
    expect(screen.getByText('Signed PDFs (sealing)')).toBeTruthy();
    expect(screen.getByText('Showing 1–2 of 2')).toBeTruthy();
    const english = screen.getByRole('region', { name: 'Table of emails' });
    expect(within(english).getByText('Invitation')).toBeTruthy();
    expect(within(english).getByRole('columnheader', { name: 'Recipient' })).toBeTruthy();
    expect(within(english).getAllByText(/^25 Nov, \d\d:\d\d$/).length).toBeGreaterThan(0);
  });
});
