import type { Topic } from '@avtalt/contracts';
import { act, screen } from '@testing-library/react';
import { i18n } from '../../../i18n/i18n';
import { fakeApi } from '../../../test/fake-api';
import { renderRoutes, testUser } from '../../../test/render';
import { diffSummary } from './catalogue-update.rules';
import { TopicForm } from './topic-form';
import { TopicList } from './topic-list';
import { topicCountText, visibilityNote } from './topic-list.rules';

const topic = (n: number, title: string, extra: Partial<Topic> = {}): Topic => ({
  id: `2f7e0a1c-3b4d-4e5f-8a9b-0c1d2e3f4a5${n}`,
  title,
  description: `Om ${title.toLowerCase()}`,
  featured: false,
  isPublic: true,
  isCustom: false,
  createdBy: null,
  createdAt: '2026-01-02T10:00:00.000Z',
  questionCount: 1,
  ...extra,
});

afterEach(() => act(() => void i18n.changeLanguage('nb')));

describe('the admin topics in three languages', () => {
  it('shows the list and the new topic form in bokmål, then in nynorsk and English once chosen', async () => {
    fakeApi({
      '/api/admin/topics': [topic(1, 'Hund', { featured: true, questionCount: 0 }), topic(2, 'Hytte')],
    });
    renderRoutes(
      [
        {
          path: '/admin',
          element: (
            <>
              <TopicForm />
              <TopicList selectedTopicId={null} onOpenQuestions={jest.fn()} onDeleted={jest.fn()} />
            </>
          ),
        },
      ],
      { path: '/admin', user: { ...testUser, isAdmin: true } },
    );

    expect(await screen.findByRole('heading', { name: 'Available Topics' })).toBeTruthy();
    expect(await screen.findByText('2 temaer')).toBeTruthy();
    expect(screen.getByText('1 spørsmål')).toBeTruthy();
    expect(
      screen.getByText('Ikke på forsiden ennå: temaet vises der når det har fått spørsmål.'),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Legg til nytt tema' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Create Topic' })).toBeTruthy();

    act(() => void i18n.changeLanguage('nn'));
    expect(screen.getByRole('heading', { name: 'Tilgjengelege tema' })).toBeTruthy();
    expect(screen.getByText('2 tema')).toBeTruthy();
    expect(
      screen.getByText('Ikkje på framsida enno: temaet blir vist der når det har fått spørsmål.'),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Opprett tema' })).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Slett tema' })).toHaveLength(2);

    act(() => void i18n.changeLanguage('en'));
    expect(screen.getByRole('heading', { name: 'Available Topics' })).toBeTruthy();
    expect(screen.getByText('2 topics')).toBeTruthy();
    expect(screen.getByText('1 question')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Add a new topic' })).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Edit topic' })).toHaveLength(2);
    expect(screen.getByRole('textbox', { name: 'Description' })).toBeTruthy();
  });

  it('words counts, notes and the catalogue difference in the language in use', () => {
    const diff = {
      topic: [
        { field: 'title', from: 'A', to: 'B' },
        { field: 'description', from: 'A', to: 'B' },
      ],
      questions: [{ key: 'a', change: 'added' as const, text: 'A?', fields: [] }],
      rules: { added: 0, removed: 0 },
      reordered: true,
    };
    expect(diffSummary(diff)).toBe(
      'Spørsmål: 0 endret, 1 nye, 0 fjernet; 2 endringer i tema og dokument; rekkefølgen på spørsmålene endres.',
    );

    act(() => void i18n.changeLanguage('nn'));
    expect(topicCountText(1, 1, false)).toBe('1 tema');
    expect(visibilityNote({ title: 'Hund', featured: true, isPublic: false })).toBe(
      'Ikkje på framsida: temaet er ikkje offentleg.',
    );
    expect(diffSummary(diff)).toBe(
      'Spørsmål: 0 endra, 1 nye, 0 fjerna; 2 endringar i tema og dokument; rekkjefølgja på spørsmåla blir endra.',
    );

    act(() => void i18n.changeLanguage('en'));
    expect(topicCountText(1, 1, false)).toBe('1 topic');
    expect(topicCountText(2, 40, true)).toBe('Showing 2 of 40');
    expect(diffSummary(diff)).toBe(
      'Questions: 0 changed, 1 new, 0 removed; 2 changes to the topic and document; the order of the questions changes.',
    );
  });
});
