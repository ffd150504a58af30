import { act, screen } from '@testing-library/react';
import { i18n } from '../i18n/i18n';
import { renderRoutes } from '../test/render';
import { ErrorScreen } from './error-screen';
import { RouteError } from './route-error';
import { PageSpinner } from './spinner';

const routes = [
  { path: '/feil', element: <ErrorScreen message="Kunne ikke laste avtalen." /> },
  { path: '/krasj', element: <RouteError /> },
  { path: '/venter', element: <PageSpinner showLabel /> },
];

afterEach(() => act(() => void i18n.changeLanguage('nb')));

describe('the shared components in the three languages (the `common` namespace)', () => {
  it("says 'Noe gikk galt' with its way back in bokmål, and in nynorsk and English once chosen", () => {
    renderRoutes(routes, { path: '/feil', user: null });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Noe gikk galt');
    expect(screen.getByText('Kunne ikke laste avtalen.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Tilbake til forsiden' }).getAttribute('href')).toBe('/');

    act(() => void i18n.changeLanguage('nn'));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Noko gjekk gale');
    expect(screen.getByRole('link', { name: 'Tilbake til framsida' })).toBeTruthy();
    act(() => void i18n.changeLanguage('en'));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Something went wrong');
    expect(screen.getByRole('link', { name: 'Back to the front page' })).toBeTruthy();
  });

  it('shows the page that crashed, and the spinner, in the language in use', () => {
    const crashed = renderRoutes(routes, { path: '/krasj', user: null });
    expect(screen.getByText('Siden kunne ikke vises. Prøv å laste den inn på nytt.')).toBeTruthy();
    act(() => void i18n.changeLanguage('nn'));
    expect(screen.getByText('Sida kunne ikkje visast. Prøv å laste sida inn på nytt.')).toBeTruthy();
    act(() => void i18n.changeLanguage('en'));
    expect(screen.getByText('The page could not be shown. Please try reloading it.')).toBeTruthy();
    crashed.unmount();

    act(() => void i18n.changeLanguage('nb'));
    renderRoutes(routes, { path: '/venter', user: null });
    expect(screen.getByRole('progressbar', { name: 'Laster...' })).toBeTruthy();
    act(() => void i18n.changeLanguage('nn'));
    expect(screen.getByRole('progressbar', { name: 'Lastar...' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Lastar...');
  });
});
