import type { Topic } from '@avtalt/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
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

/** The list with a button that plays 'Create Topic' having made `created`. */
function Harness({ created }: { created?: Topic }) {
  const [createdId, setCreatedId] = useState<string | null>(null);
  return (
    <>
      {created ? (
        <button type="button" onClick={() => setCreatedId(created.id)}>
          Laget
        </button>
      ) : null}
      <TopicList
        selectedTopicId={null}
        onOpenQuestions={() => undefined}
        onDeleted={() => undefined}
        createdId={createdId}
      />
    </>
  );
}

function render(topics: Topic[], created?: Topic) {
  const left = [...topics];
  const calls = fakeApi({
    '/api/admin/topics': () => ({ status: 200, body: left }),
    ...Object.fromEntries(
      topics.flatMap((t) => [
        [
          `PUT /api/admin/topics/${t.id}`,
          (body: unknown) => ({ status: 200, body: { ...t, ...(body as object) } }),
        ],
        [
          `DELETE /api/admin/topics/${t.id}`,
          () => {
            left.splice(
              left.findIndex((x) => x.id === t.id),
              1,
            );
            return { status: 204 };
          },
        ],
      ]),
    ),
  });
  renderRoutes([{ path: '/admin', element: <Harness created={created} /> }], {
    path: '/admin',
    user: { ...testUser, isAdmin: true },
  });
  return calls;
}

const item = async (title: string) =>
  (await screen.findByRole('heading', { name: title })).closest('li') as HTMLElement;

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
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Available Topics' })),
    );
  });
});

describe('TopicList search, notes and a new topic', () => {
  it("filters the list by title with 'Søk etter tema' and says when nothing matches", async () => {
    render([hund, hytte, bil]);
    await item('Hund');
    const search = screen.getByRole('searchbox', { name: 'Søk etter tema' });
    fireEvent.change(search, { target: { value: 'HY' } });
    expect(screen.getByRole('heading', { name: 'Hytte' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Hund' })).toBeNull();
    expect(screen.getByText('Viser 1 av 3')).toBeTruthy();
    // Only the title counts: 'Om bil' is Bil's description.
    fireEvent.change(search, { target: { value: 'om' } });
    expect(screen.getByText('Ingen temaer har «om» i tittelen.')).toBeTruthy();
    fireEvent.change(search, { target: { value: '' } });
    expect(screen.getByText('3 temaer')).toBeTruthy();
  });

  it('notes that a featured topic without questions is not on the front page, and says so when featuring one', async () => {
    render([
      { ...hund, questionCount: 0 },
      { ...hytte, questionCount: 0 },
      { ...bil, questionCount: 4 },
    ]);
    const dog = await item('Hund');
    expect(
      within(dog).getByText('Ikke på forsiden ennå: temaet vises der når det har fått spørsmål.'),
    ).toBeTruthy();
    expect(
      within(await item('Hytte')).getByText(
        'Ikke synlig for brukerne ennå: temaet vises når det har fått spørsmål.',
      ),
    ).toBeTruthy();
    expect(within(await item('Bil')).queryByText(/Ikke/)).toBeNull();

    fireEvent.click(within(await item('Hytte')).getByRole('button', { name: 'Feature' }));
    const toast = await screen.findByRole('alert');
    expect(toast.textContent).toContain('Tema fremhevet');
    expect(toast.textContent).toContain('«Hytte» vises på forsiden når det har fått spørsmål.');
    await waitFor(() =>
      expect(
        within(screen.getByRole('heading', { name: 'Hytte' }).closest('li') as HTMLElement).getByText(
          'Ikke på forsiden ennå: temaet vises der når det har fått spørsmål.',
        ),
      ).toBeTruthy(),
    );
  });

  it('clears the search for a new topic, scrolls to it, focuses its heading and marks it', async () => {
    const scrolled: Element[] = [];
    const original = Element.prototype.scrollIntoView;
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this);
    };
    try {
      render([hund, hytte, bil], bil);
      await item('Hund');
      fireEvent.change(screen.getByRole('searchbox', { name: 'Søk etter tema' }), {
        target: { value: 'hund' },
      });
      expect(screen.queryByRole('heading', { name: 'Bil' })).toBeNull();
      fireEvent.click(screen.getByRole('button', { name: 'Laget' }));
      const heading = await screen.findByRole('heading', { name: 'Bil' });
      await waitFor(() => expect(document.activeElement).toBe(heading));
      expect(scrolled).toEqual([heading]);
      expect((screen.getByRole('searchbox', { name: 'Søk etter tema' }) as HTMLInputElement).value).toBe('');
      expect(within(heading.closest('li') as HTMLElement).getByText('Nytt')).toBeTruthy();
    } finally {
      Element.prototype.scrollIntoView = original;
    }
  });
});
