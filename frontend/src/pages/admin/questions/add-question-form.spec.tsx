import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useAdminTopics } from '../../../hooks/use-admin-topics';
import { renderRoutes, testUser } from '../../../test/render';
import { AddQuestionForm } from './add-question-form';

jest.setTimeout(20_000);

const TOPIC = '2f7e0a1c-3b4d-4e5f-8a9b-0c1d2e3f4a5b';
const admin = { ...testUser, isAdmin: true };

/** The admin page beside the form: the topic list it shows is one of the lists a create refreshes. */
function Page() {
  useAdminTopics();
  return <AddQuestionForm topicId={TOPIC} templates={[]} />;
}

function reply(body: unknown): Response {
  return {
    ok: true,
    status: 200,
    statusText: 'OK',
    text: async () => JSON.stringify(body),
    json: async () => body,
  } as Response;
}

describe('AddQuestionForm', () => {
  it('keeps its fields read-only until the created question has been saved and the form emptied', async () => {
    // The POST answers at once; the refetch of the topic list (one of the lists refreshed after a
    // create) waits until released, as on a loaded server.
    let topicsAnswered = Promise.resolve();
    let releaseTopics: () => void = () => undefined;
    const hold = () => {
      topicsAnswered = new Promise<void>((resolve) => (releaseTopics = resolve));
      return () => releaseTopics();
    };
    hold();
    const calls: string[] = [];
    const posted: unknown[] = [];
    globalThis.fetch = jest.fn(async (url: string, init?: RequestInit) => {
      calls.push(url);
      if (init?.method === 'POST') {
        const body = JSON.parse(String(init.body)) as Record<string, unknown>;
        posted.push(body);
        return reply({ ...body, hasLogic: false });
      }
      if (url === '/api/admin/topics') await topicsAnswered;
      return reply([]);
    }) as unknown as typeof fetch;

    renderRoutes([{ path: '/admin', element: <Page /> }], { path: '/admin', user: admin });
    // The page's first load of the topic list is answered before the create.
    releaseTopics();
    await waitFor(() => expect(calls.filter((url) => url === '/api/admin/topics')).toHaveLength(1));
    const release = hold();

    const text = screen.getByRole('textbox', { name: 'Spørsmålstekst' }) as HTMLInputElement;
    fireEvent.change(text, { target: { value: 'Har dere barn sammen?' } });
    fireEvent.click(screen.getByRole('button', { name: 'Opprett spørsmål' }));

    await waitFor(() => expect(posted).toHaveLength(1));
    await waitFor(() => expect(text.matches(':disabled')).toBe(true));
    expect(text.value).toBe('Har dere barn sammen?');

    release();
    await waitFor(() => expect(text.matches(':disabled')).toBe(false));
    expect(text.value).toBe('');
    expect(posted[0]).toMatchObject({ text: 'Har dere barn sammen?', topicId: TOPIC });
  });
});
