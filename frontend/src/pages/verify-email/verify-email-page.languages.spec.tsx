import { act, screen } from '@testing-library/react';
import { i18n } from '../../i18n/i18n';
import { fakeApi } from '../../test/fake-api';
import { renderRoutes, testUser } from '../../test/render';
import VerifyEmailPage from './verify-email-page';

const routes = [{ path: '/bekreft-epost', element: <VerifyEmailPage /> }];

function open(hash: string, user: typeof testUser | null) {
  window.history.replaceState(null, '', `/bekreft-epost${hash}`);
  return renderRoutes(routes, { path: '/bekreft-epost', user });
}

afterEach(() => act(() => void i18n.changeLanguage('nb')));

describe('/bekreft-epost in three languages', () => {
  it('brings its own catalogue: bokmål as the spec words it, nynorsk and English once chosen', async () => {
    window.sessionStorage.clear();
    fakeApi({});
    open('', testUser);
    expect(await screen.findByText('Lenken er ufullstendig. Åpne lenken fra e-posten på nytt.')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Bekreft e-postadressen' })).toBeTruthy();

    act(() => void i18n.changeLanguage('nn'));
    expect(screen.getByRole('heading', { level: 1, name: 'Stadfest e-postadressa' })).toBeTruthy();
    expect(screen.getByText('Lenka er ufullstendig. Opne lenka frå e-posten på nytt.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Til profilen' })).toBeTruthy();

    act(() => void i18n.changeLanguage('en'));
    expect(screen.getByText('The link is incomplete. Open the link from the email again.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'To your profile' })).toBeTruthy();
  });

  it('confirms in the language in use', async () => {
    act(() => void i18n.changeLanguage('nn'));
    fakeApi({ 'POST /api/auth/verify-email': { ...testUser, emailVerified: true } });
    open('#AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-abcde', { ...testUser, emailVerified: false });
    expect(await screen.findByText('E-postadressa er stadfesta')).toBeTruthy();
  });
});
