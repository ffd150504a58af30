import type { Topic } from '@avtalt/contracts';
import { act, fireEvent, screen } from '@testing-library/react';
import { i18n } from '../../i18n/i18n';
import { fakeApi } from '../../test/fake-api';
import { renderRoutes } from '../../test/render';
import HomePage from './home-page';

const husleie: Topic = {
  id: 't1',
  title: 'Husleie',
  description: 'Deling av faste utgifter',
  featured: true,
  isPublic: true,
  isCustom: false,
  createdBy: null,
  createdAt: '2026-01-02T10:00:00.000Z',
};

afterEach(() => act(() => void i18n.changeLanguage('nb')));

/** The front page whose server cannot create the agreement, and says nothing of why. */
function failingServer() {
  fakeApi({
    '/api/topics': [husleie],
    '/api/topics/featured': [husleie],
    'POST /api/agreements': () => ({ status: 500 }),
  });
}

describe("the front page's toasts (the `homePage` namespace)", () => {
  it.each([
    ['nb', 'Lag ny avtale', 'Feil ved opprettelse av avtale', 'Noe gikk galt. Prøv igjen senere.'],
    ['nn', 'Lag ny avtale', 'Feil ved oppretting av avtale', 'Noko gjekk gale. Prøv igjen seinare.'],
    [
      'en',
      'New agreement',
      'Could not create the agreement',
      'Something went wrong. Please try again later.',
    ],
  ])('says in %s that the agreement could not be created', async (language, button, title, text) => {
    act(() => void i18n.changeLanguage(language));
    failingServer();
    renderRoutes([{ path: '/', element: <HomePage /> }], { path: '/', user: null });
    await screen.findAllByText('Deling av faste utgifter');
    fireEvent.click(screen.getByRole('button', { name: button }));
    expect(await screen.findByText(title)).toBeTruthy();
    expect(screen.getByText(text)).toBeTruthy();
  });
});
