import type { Topic } from '@avtalt/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderRoutes, testUser } from '../../../test/render';
import { TopicList } from './topic-list';

// Each test renders the whole MUI dialog and clicks through it: 2–4 s on an idle machine, more when
// the machine is shared, so the default 5 s is too tight.
jest.setTimeout(20_000);

const admin = { ...testUser, isAdmin: true };
const loan: Topic = {
  id: '2f7e0a1c-3b4d-4e5f-8a9b-0c1d2e3f4a5b',
  title: 'Lån mellom privatpersoner',
  description: 'Et lån mellom venner eller familie.',
  featured: false,
  isPublic: true,
  isCustom: false,
  createdBy: null,
  createdAt: '2026-01-02T10:00:00.000Z',
  questionCount: 9,
  document: {
    kind: 'agreement',
    heading: 'Låneavtale',
    termClause: 'Avtalen gjelder til lånet med renter er tilbakebetalt.',
    disputeClause: null,
  },
};

/** Serves the topic list, answers a PUT with the topic as changed (or `status` with `error`), and records the requests. */
function serve(topics: Topic[], putStatus = 200, error?: unknown) {
  const sent: { method: string; url: string; body: Record<string, unknown> | undefined }[] = [];
  globalThis.fetch = jest.fn(async (url: string, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : undefined;
    sent.push({ method, url, body });
    const status = method === 'PUT' ? putStatus : 200;
    const reply = method === 'PUT' ? (status === 200 ? { ...topics[0], ...body } : error) : topics;
    return {
      ok: status === 200,
      status,
      statusText: status === 200 ? 'OK' : 'Bad Request',
      text: async () => JSON.stringify(reply),
      json: async () => reply,
    } as Response;
  }) as unknown as typeof fetch;
  return sent;
}

async function openEditor() {
  renderRoutes(
    [
      {
        path: '/admin',
        element: <TopicList selectedTopicId={null} onOpenQuestions={jest.fn()} onDeleted={jest.fn()} />,
      },
    ],
    { path: '/admin', user: admin },
  );
  fireEvent.click(await screen.findByRole('button', { name: 'Rediger tema' }));
  return screen.findByRole('dialog', { name: 'Rediger tema' });
}

describe('TopicEditorDialog', () => {
  it("shows the topic's document settings and sends the changed ones with title and description", async () => {
    const sent = serve([loan]);
    const dialog = await openEditor();
    expect(within(dialog).getByRole('group', { name: 'Dokument' })).toBeTruthy();
    expect(within(dialog).getByRole('combobox', { name: 'Type dokument' }).textContent).toBe('Avtale');
    const heading = within(dialog).getByRole('textbox', { name: 'Overskrift' }) as HTMLInputElement;
    const term = within(dialog).getByRole('textbox', {
      name: 'Varighet og oppsigelse',
    }) as HTMLTextAreaElement;
    const dispute = within(dialog).getByRole('textbox', { name: 'Tvisteløsning' }) as HTMLTextAreaElement;
    expect([heading.value, term.value, dispute.value]).toEqual([
      'Låneavtale',
      'Avtalen gjelder til lånet med renter er tilbakebetalt.',
      '',
    ]);
    expect(
      within(dialog).getByText(
        'Tomt: den generelle klausulen – forhandlinger, så forliksrådet, så de alminnelige domstolene.',
      ),
    ).toBeTruthy();

    fireEvent.change(dispute, {
      target: { value: 'Tvister løses ved forhandlinger, deretter i forliksrådet.' },
    });
    fireEvent.change(heading, { target: { value: 'Avtale om lån' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Lagre' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const put = sent.find((r) => r.method === 'PUT')!;
    expect(put.url).toBe(`/api/admin/topics/${loan.id}`);
    expect(put.body).toEqual({
      title: loan.title,
      description: loan.description,
      document: {
        kind: 'agreement',
        heading: 'Avtale om lån',
        termClause: 'Avtalen gjelder til lånet med renter er tilbakebetalt.',
        disputeClause: 'Tvister løses ved forhandlinger, deretter i forliksrådet.',
      },
    });
  });

  it('makes a topic a plan: the final clauses go away and are sent as none', async () => {
    const sent = serve([{ ...loan, document: null }]);
    const dialog = await openEditor();
    const heading = within(dialog).getByRole('textbox', { name: 'Overskrift' }) as HTMLInputElement;
    expect(heading.value).toBe('');
    // No grey example that reads like a value: the example is in the help, named as one.
    expect(heading.placeholder).toBe('');
    expect(
      within(dialog).getByText('Tittelen på dokumentet, for eksempel «Samboeravtale». Tomt: «Avtale».'),
    ).toBeTruthy();
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'Type dokument' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Plan (ikke juridisk bindende)' }));
    expect(within(dialog).queryByRole('textbox', { name: 'Varighet og oppsigelse' })).toBeNull();
    expect(within(dialog).queryByRole('textbox', { name: 'Tvisteløsning' })).toBeNull();
    expect(
      within(dialog).getByText(
        'En plan uten avtaleformaliteter: ingen sluttbestemmelser og ingen signaturer.',
      ),
    ).toBeTruthy();
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Overskrift' }), {
      target: { value: 'Husholdningsplan' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Lagre' }));
    await waitFor(() => expect(sent.some((r) => r.method === 'PUT')).toBe(true));
    expect(sent.find((r) => r.method === 'PUT')!.body).toMatchObject({
      document: { kind: 'plan', heading: 'Husholdningsplan', termClause: null, disputeClause: null },
    });
  });

  it("shows a message under the field before anything is sent, and the server's message under its field", async () => {
    const sent = serve([loan], 400, {
      code: 'VALIDATION_FAILED',
      message: 'Avtaleteksten kan være høyst 2000 tegn',
      details: [{ path: 'document.termClause', message: 'Avtaleteksten kan være høyst 2000 tegn' }],
    });
    const dialog = await openEditor();
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Overskrift' }), {
      target: { value: 'x'.repeat(121) },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Lagre' }));
    expect(await within(dialog).findByText('Overskriften kan være høyst 120 tegn')).toBeTruthy();
    expect(sent.filter((r) => r.method === 'PUT')).toHaveLength(0);

    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Overskrift' }), {
      target: { value: 'Låneavtale' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Lagre' }));
    expect(await within(dialog).findByText('Avtaleteksten kan være høyst 2000 tegn')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Rediger tema' })).toBeTruthy();
  });
});
