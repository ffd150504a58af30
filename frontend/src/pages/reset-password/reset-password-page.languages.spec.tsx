import { act, screen } from '@testing-library/react';
import { i18n } from '../../i18n/i18n';
import { fakeApi } from '../../test/fake-api';
import { renderRoutes } from '../../test/render';
import ResetPasswordPage from './reset-password-page';

const TOKEN = 'AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-abcde';
const routes = [{ path: '/tilbakestill-passord', element: <ResetPasswordPage /> }];

function open(hash: string) {
  window.history.replaceState(null, '', `/tilbakestill-passord${hash}`);
  return renderRoutes(routes, { path: '/tilbakestill-passord', user: null });
}

afterEach(() => act(() => void i18n.changeLanguage('nb')));

describe('/tilbakestill-passord in three languages', () => {
  it('brings its own catalogue: bokmål as the spec words it, nynorsk and English once chosen', () => {
    fakeApi({});
    open(`#${TOKEN}`);
    expect(screen.getByRole('heading', { level: 1, name: 'Lag nytt passord' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Lagre nytt passord' })).toBeTruthy();

    act(() => void i18n.changeLanguage('nn'));
    expect(screen.getByLabelText(/^Stadfest det nye passordet/)).toBeTruthy();
    expect(
      screen.getByText(
        'Vel eit nytt passord på minst 8 teikn. Du blir logga ut overalt der du er logga inn.',
      ),
    ).toBeTruthy();

    act(() => void i18n.changeLanguage('en'));
    expect(screen.getByRole('heading', { level: 1, name: 'Create a new password' })).toBeTruthy();
    expect(screen.getByLabelText(/^New password/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Save new password' })).toBeTruthy();
  });

  it('says so in the language in use when the link has no token, and offers a new one', async () => {
    act(() => void i18n.changeLanguage('en'));
    fakeApi({});
    open('');
    expect(
      await screen.findByText(
        'The link is incomplete. Open the link from the email again, or ask for a new link.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Ask for a new link' })).toBeTruthy();
  });
});
