import type { Topic } from '@avtalt/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeApi } from '../../../test/fake-api';
import { renderRoutes, testUser } from '../../../test/render';
import { TopicList } from './topic-list';

const topic = (n: number, title: string, featured = false): Topic => ({
  id: `2f7e0a1c-3b4d-4e5f-8a9b-0c1d2e3f4a5${n}`,
  title,
  description: `Om ${title.toLowerCase()}`,
  featured,
  isPublic: true,
  isCustom: false,
  createdBy: null,
  createdAt: '2026-01-02T10:00:00.000Z',
});
const [hund, hytte, bil] = [topic(1, 'Hund', true), topic(2, 'Hytte'), topic(3, 'Bil')];

function render(topics: Topic[]) {
  const left = [...topics];
  const calls = fakeApi({
    '/api/admin/topics': () => ({ status: 200, body: left }),
    ...Object.fromEntries(
      topics.flatMap((t) => [
        [`PUT /api/admin/topics/${t.id}`, (body: unknown) => ({ status: 200, body: { ...t, ...(body as object) } })],
        [
          `DELETE /api/admin/topics/${t.id}`,
          () => {
            left.splice(left.findIndex((x) => x.id === t.id), 1);
            return { status: 204 };
          },
        ],
      ]),
    ),
  });
  renderRoutes(
    [{ path: '/admin', element: <TopicList selectedTopicId={null} onOpenQuestions={() => undefined} onDeleted={() => undefined} /> }],
    { path: '/admin', user: { ...testUser, isAdmin: true } },
  );
  return calls;
}

const item = async (title: string) => (await screen.findByRole('heading', { name: title })).closest('li') as HTMLElement;

async function deleteTopic(title: string) {
  const button = within(await item(title)).getByRole('button', { name: 'Slett tema' });
  button.focus();
  fireEvent.click(button);
  fireEvent.click(await screen.findByRole('button', { name: 'Slett' }));
  await waitFor(() => expect(screen.queryByRole('heading', { name: title })).toBeNull());
}

describe('TopicList keyboard focus', () => {
  it('keeps the focus on Feature/Unfeature while it saves and after', async () => {
    const calls = render([hund, hytte]);
    const button = within(await item('Hund')).getByRole('button', { name: 'Unfeature' });
    button.focus();
    fireEvent.click(button);
    expect(document.activeElement).toBe(button);
    const feature = await within(await item('Hund')).findByRole('button', { name: 'Feature' });
    expect(document.activeElement).toBe(feature);
    expect(calls.filter((c) => c.method === 'PUT')).toEqual([
      { method: 'PUT', url: `/api/admin/topics/${hund.id}`, body: { featured: false } },
    ]);
  });

  it("moves the focus after a delete to the next topic's heading, the one before for the last, then the list heading", async () => {
    render([hund, hytte, bil]);
    await deleteTopic('Hund');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Hytte' })));
    await deleteTopic('Bil');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Hytte' })));
    await deleteTopic('Hytte');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Available Topics' })));
  });
});
