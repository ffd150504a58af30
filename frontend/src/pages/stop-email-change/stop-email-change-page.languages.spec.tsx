import { act, fireEvent, screen } from '@testing-library/react';
import { i18n } from '../../i18n/i18n';
import { fakeApi } from '../../test/fake-api';
import { renderRoutes } from '../../test/render';
import StopEmailChangePage from './stop-email-change-page';

const TOKEN = 'AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-abcde';
const routes = [{ path: '/stopp-epostendring', element: <StopEmailChangePage /> }];

afterEach(() => act(() => void i18n.changeLanguage('nb')));

describe('/stopp-epostendring in three languages', () => {
  it('brings its own catalogue: bokmål as the spec words it, nynorsk and English once chosen', async () => {
    fakeApi({ 'POST /api/auth/email-change/stop': () => ({ status: 204 }) });
    window.history.replaceState(null, '', `/stopp-epostendring#${TOKEN}`);
    renderRoutes(routes, { path: '/stopp-epostendring', user: null });
    expect(screen.getByRole('heading', { level: 1, name: 'Stopp endring av e-postadresse' })).toBeTruthy();

    act(() => void i18n.changeLanguage('nn'));
    expect(screen.getByText(/^Nokon har bede om å endre e-postadressa til kontoen din\./)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Stopp endringa' }));
    expect(await screen.findByText('Endringa er stoppa. E-postadressa di er ikkje endra.')).toBeTruthy();
    expect(screen.getByText(/be om eit nytt med «Gløymt passord\?» når du loggar inn\./)).toBeTruthy();

    act(() => void i18n.changeLanguage('en'));
    expect(
      screen.getByText('The change has been stopped. Your email address has not been changed.'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/auth');
  });
});
