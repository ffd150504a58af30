import type { CatalogueUpdate, Topic } from '@avtalt/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderRoutes, testUser } from '../../../test/render';
import { CatalogueUpdatePanel } from './catalogue-update-panel';
import { TAKE_CONFIRMATION } from './catalogue-update.rules';
import { TopicList } from './topic-list';

// MUI dialogs take a few seconds on a shared machine.
jest.setTimeout(20_000);

const admin = { ...testUser, isAdmin: true };
const topic: Topic = {
  id: '2f7e0a1c-3b4d-4e5f-8a9b-0c1d2e3f4a5b',
  title: 'Ferie sammen',
  description: 'En ferie med venner.',
  featured: false,
  isPublic: true,
  isCustom: false,
  createdBy: null,
  createdAt: '2026-01-02T10:00:00.000Z',
  questionCount: 3,
  catalogueUpdate: true,
};
const version = 'c'.repeat(64);
const update: CatalogueUpdate = {
  topicId: topic.id,
  catalogueVersion: version,
  version: 'a'.repeat(64),
  edited: true,
  available: true,
  diff: {
    topic: [{ field: 'document.termClause', from: null, to: 'Avtalen gjelder til ferien er over.' }],
    questions: [
      {
        key: 'reisemal',
        change: 'changed',
        text: 'Hvor skal dere reise?',
        fields: [{ field: 'text', from: 'Hvor reiser vi?', to: 'Hvor skal dere reise?' }],
      },
      { key: 'budsjett', change: 'added', text: 'Hva er budsjettet?', fields: [] },
      { key: null, change: 'removed', text: 'Eget spørsmål?', fields: [] },
    ],
    rules: { added: 1, removed: 0 },
    reordered: false,
  },
};

/** Serves the update (and the topic list); a POST answers with the update decided. Records the requests. */
function serve() {
  const sent: { method: string; url: string; body: unknown }[] = [];
  globalThis.fetch = jest.fn(async (url: string, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    sent.push({ method, url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    const reply = url.endsWith('/api/admin/topics')
      ? [topic]
      : method === 'POST'
        ? { ...update, available: false, edited: !url.endsWith('/catalogue-update') }
        : update;
    return {
      ok: true,
      status: 200,
      statusText: 'OK',
      text: async () => JSON.stringify(reply),
      json: async () => reply,
    } as Response;
  }) as unknown as typeof fetch;
  return sent;
}

const renderPanel = (shown: Topic = topic) =>
  renderRoutes([{ path: '/admin', element: <CatalogueUpdatePanel topic={shown} /> }], {
    path: '/admin',
    user: admin,
  });

describe('CatalogueUpdatePanel', () => {
  it('shows the notice and the difference: per question old → new, the document and the rules', async () => {
    serve();
    renderPanel();
    const panel = await screen.findByRole('region', { name: 'En oppdatering av katalogen er tilgjengelig' });
    expect(within(panel).getByText('Spørsmålstekst: Hvor reiser vi? → Hvor skal dere reise?')).toBeTruthy();
    expect(within(panel).getByText('Varighet: — → Avtalen gjelder til ferien er over.')).toBeTruthy();
    expect(within(panel).getByText('Nytt')).toBeTruthy();
    expect(within(panel).getByText('Fjernes')).toBeTruthy();
    expect(panel.textContent).toContain(
      'Spørsmål: 1 endret, 1 nye, 1 fjernet; logikkregler: 1 nye, 0 fjernet; 1 endring i tema og dokument.',
    );
  });

  it("takes the update only after a confirmation that the admin's own changes are replaced, naming the version seen", async () => {
    const sent = serve();
    renderPanel();
    fireEvent.click(await screen.findByRole('button', { name: 'Ta i bruk oppdateringen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ta i bruk katalogens versjon?' });
    expect(within(dialog).getByText(TAKE_CONFIRMATION)).toBeTruthy();
    expect(sent.filter((r) => r.method === 'POST')).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Erstatt med katalogens versjon' }));
    await waitFor(() =>
      expect(
        screen.queryByRole('region', { name: 'En oppdatering av katalogen er tilgjengelig' }),
      ).toBeNull(),
    );
    expect(sent.filter((r) => r.method === 'POST')).toEqual([
      { method: 'POST', url: `/api/admin/topics/${topic.id}/catalogue-update`, body: { version } },
    ]);
  });

  it('keeps the current version, and the notice goes', async () => {
    const sent = serve();
    renderPanel();
    await screen.findByRole('region', { name: 'En oppdatering av katalogen er tilgjengelig' });
    fireEvent.click(await screen.findByRole('button', { name: 'Behold gjeldende versjon' }));
    await waitFor(() =>
      expect(
        screen.queryByRole('region', { name: 'En oppdatering av katalogen er tilgjengelig' }),
      ).toBeNull(),
    );
    expect(sent.filter((r) => r.method === 'POST')).toEqual([
      { method: 'POST', url: `/api/admin/topics/${topic.id}/catalogue-update/keep`, body: { version } },
    ]);
  });

  it('asks nothing for a topic that is not from the catalogue', async () => {
    const sent = serve();
    const { catalogueUpdate: _none, ...own } = topic;
    renderPanel(own);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(sent).toEqual([]);
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('marks the topic in the topic list', async () => {
    serve();
    renderRoutes(
      [
        {
          path: '/admin',
          element: <TopicList selectedTopicId={null} onOpenQuestions={jest.fn()} onDeleted={jest.fn()} />,
        },
      ],
      { path: '/admin', user: admin },
    );
    expect(await screen.findByText('En oppdatering av katalogen er tilgjengelig')).toBeTruthy();
  });
});
