import type { QuestionTemplate, Topic } from '@avtalt/contracts';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { i18n } from '../../i18n/i18n';
import { fakeApi } from '../../test/fake-api';
import { renderRoutes, testUser } from '../../test/render';
import AdminDashboardPage from './admin-dashboard-page';

const topic: Topic = {
  id: '2f7e0a1c-3b4d-4e5f-8a9b-0c1d2e3f4a5b',
  title: 'Samboerskap',
  description: 'Økonomi og husarbeid',
  featured: true,
  isPublic: true,
  isCustom: false,
  createdBy: null,
  createdAt: '2026-01-02T10:00:00.000Z',
};

const question: QuestionTemplate = {
  id: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
  topicId: topic.id,
  text: 'Skal dere dele husleien likt?',
  type: 'multiple_choice',
  options: ['Ja, likt', 'Etter inntekt'],
  order: '1',
  description: 'Gjelder fast husleie.',
  required: true,
  hasLogic: true,
  clauseYes: null,
  clauseNo: null,
  format: null,
  optionClauses: null,
  clauseTemplate: null,
};

const admin = { ...testUser, isAdmin: true };

afterEach(() => act(() => void i18n.changeLanguage('nb')));

describe('AdminDashboardPage', () => {
  it('starts on the topics tab with the questions tab disabled and says when there are no topics', async () => {
    fakeApi({ '/api/admin/topics': [] });
    renderRoutes([{ path: '/admin', element: <AdminDashboardPage /> }], { path: '/admin', user: admin });

    expect(await screen.findByText('No topics found')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Temaer' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tab', { name: 'Spørsmålsmaler' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('heading', { name: 'Legg til nytt tema' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Create Topic' })).toBeTruthy();
  });

  it('opens the questions of a topic in a tab named after it, with cards and their badges', async () => {
    fakeApi({
      '/api/admin/topics': [topic],
      [`/api/admin/topics/${topic.id}/templates`]: [question],
    });
    renderRoutes([{ path: '/admin', element: <AdminDashboardPage /> }], { path: '/admin', user: admin });

    const item = (await screen.findByText('Samboerskap')).closest('li') as HTMLElement;
    expect(within(item).getByText('Featured')).toBeTruthy();
    expect(within(item).getByRole('button', { name: 'Unfeature' })).toBeTruthy();
    fireEvent.click(within(item).getByRole('button', { name: 'Spørsmål' }));

    expect((await screen.findByRole('tab', { name: 'Samboerskap' })).getAttribute('aria-selected')).toBe(
      'true',
    );
    const card = (await screen.findByRole('listitem', { name: question.text })) as HTMLElement;
    expect(within(card).getByText('Flervalg')).toBeTruthy();
    expect(within(card).getByText('Logikk')).toBeTruthy();
    expect(within(card).getByText('Etter inntekt')).toBeTruthy();
    expect(within(card).getByText('Gjelder fast husleie.')).toBeTruthy();
    expect(
      within(card)
        .getByRole('button', { name: `Flytt spørsmål: ${question.text}` })
        .getAttribute('aria-describedby'),
    ).toBeTruthy();
    for (const name of ['Administrer logikk', 'Rediger', 'Slett'])
      expect(within(card).getByRole('button', { name })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Back to Topics' })).toBeTruthy();
  });

  it('tells how to get started when a topic has no questions', async () => {
    fakeApi({ '/api/admin/topics': [topic], [`/api/admin/topics/${topic.id}/templates`]: [] });
    renderRoutes([{ path: '/admin', element: <AdminDashboardPage /> }], {
      path: `/admin?tema=${topic.id}&fane=sporsmal`,
      user: admin,
    });

    expect(await screen.findByText('Ingen spørsmål funnet')).toBeTruthy();
    expect(screen.getByText('Klikk på "Nytt spørsmål" for å komme i gang.')).toBeTruthy();
  });
});

describe('AdminDashboardPage languages', () => {
  it('names the dashboard and its tabs in bokmål, nynorsk and English', async () => {
    fakeApi({ '/api/admin/topics': [] });
    renderRoutes([{ path: '/admin', element: <AdminDashboardPage /> }], { path: '/admin', user: admin });
    expect(screen.getByRole('heading', { level: 1, name: 'Admin-dashbord' })).toBeTruthy();
    expect(screen.getByRole('tablist', { name: 'Administrasjon' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Logikktester' }).getAttribute('href')).toBe(
      '/admin/logikk-test',
    );

    act(() => void i18n.changeLanguage('nn'));
    expect(screen.getByText('Tema, spørsmålsmalar, logikkreglar og e-post.')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Tema' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Spørsmålsmalar' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Logikktestar' })).toBeTruthy();

    act(() => void i18n.changeLanguage('en'));
    expect(screen.getByRole('heading', { level: 1, name: 'Admin dashboard' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Topics' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Email' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Logic tester' })).toBeTruthy();
  });
});
