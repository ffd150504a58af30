import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useAdminTopics } from '../../../hooks/use-admin-topics';
import { fakeApi } from '../../../test/fake-api';
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

describe('AddQuestionForm', () => {
  it('keeps its fields read-only until the created question has been saved and the form emptied', async () => {
    // The POST answers at once; a refetch of the topic list (one of the lists refreshed after a create)
    // waits until released, as on a loaded server.
    let topicsAnswered = Promise.resolve();
    let release: () => void = () => undefined;
    const calls = fakeApi({
      [`POST /api/admin/topics/${TOPIC}/templates`]: (body: unknown) => ({
        status: 201,
        body: { ...(body as object), hasLogic: false },
      }),
      '/api/admin/topics': async () => {
        await topicsAnswered;
        return { status: 200, body: [] };
      },
    });

    renderRoutes([{ path: '/admin', element: <Page /> }], { path: '/admin', user: admin });
    // The page's first load of the topic list is answered before the create.
    await waitFor(() => expect(calls.filter((c) => c.url === '/api/admin/topics')).toHaveLength(1));
    topicsAnswered = new Promise<void>((resolve) => (release = resolve));

    const text = screen.getByRole('textbox', { name: 'Spørsmålstekst' }) as HTMLInputElement;
    fireEvent.change(text, { target: { value: 'Har dere barn sammen?' } });
    fireEvent.click(screen.getByRole('button', { name: 'Opprett spørsmål' }));

    await waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1));
    await waitFor(() => expect(text.matches(':disabled')).toBe(true));
    expect(text.value).toBe('Har dere barn sammen?');

    release();
    await waitFor(() => expect(text.matches(':disabled')).toBe(false));
    expect(text.value).toBe('');
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({
      text: 'Har dere barn sammen?',
      topicId: TOPIC,
    });
  });
});
