import { act, screen } from '@testing-library/react';
import { i18n } from '../../i18n/i18n';
import { fakeApi } from '../../test/fake-api';
import { renderRoutes } from '../../test/render';
import NotFoundPage from './not-found-page';

const routes = [{ path: '*', element: <NotFoundPage /> }];

afterEach(() => act(() => void i18n.changeLanguage('nb')));

describe('NotFoundPage', () => {
  it('brings its own catalogue: bokmål as the spec words it, nynorsk and English once chosen', () => {
    fakeApi({});
    renderRoutes(routes, { path: '/finnes-ikke', user: null });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('404 Page Not Found');
    expect(
      screen.getByText('Siden du leter etter finnes ikke, eller den kan ha blitt flyttet.'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Til forsiden' }).getAttribute('href')).toBe('/');

    act(() => void i18n.changeLanguage('nn'));
    expect(screen.getByRole('link', { name: 'Til framsida' })).toBeTruthy();
    act(() => void i18n.changeLanguage('en'));
    expect(
      screen.getByText('The page you are looking for does not exist, or it may have been moved.'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'To the front page' })).toBeTruthy();
  });
});
