import { act, screen } from '@testing-library/react';
import { i18n } from '../../i18n/i18n';
import { fakeApi } from '../../test/fake-api';
import { renderRoutes, testUser } from '../../test/render';
import UnsubscribePage from './unsubscribe-page';

const TOKEN = 'AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-abcde';
const routes = [{ path: '/avmeld', element: <UnsubscribePage /> }];

function open(hash: string, user: typeof testUser | null = null) {
  window.history.replaceState(null, '', `/avmeld${hash}`);
  return renderRoutes(routes, { path: '/avmeld', user });
}

afterEach(() => act(() => void i18n.changeLanguage('nb')));

describe('/avmeld in three languages', () => {
  it('brings its own catalogue: bokmål as the spec words it, nynorsk and English once chosen', async () => {
    fakeApi({
      [`/api/unsubscribe/${TOKEN}`]: {
        kind: 'reminder',
        maskedEmail: 'k***@example.no',
        unsubscribed: false,
      },
    });
    open(`#${TOKEN}`, testUser);
    expect(await screen.findByRole('heading', { level: 1, name: 'Meld av e-post' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Varsler på e-post på profilen din' })).toBeTruthy();

    act(() => void i18n.changeLanguage('nn'));
    expect(screen.getByRole('button', { name: 'Meld av' })).toBeTruthy();
    const settings = screen.getByRole('link', { name: 'Varsel på e-post på profilen din' });
    expect(settings.getAttribute('href')).toBe('/profile');
    expect(settings.parentElement?.textContent).toBe(
      'Du kan slå kvar type e-post av og på under Varsel på e-post på profilen din.',
    );

    act(() => void i18n.changeLanguage('en'));
    expect(screen.getByRole('heading', { level: 1, name: 'Unsubscribe from emails' })).toBeTruthy();
    expect(
      screen.getByText(/^Do you want to stop receiving emails about .+ at k\*\*\*@example\.no\?$/),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Unsubscribe' })).toBeTruthy();
  });

  it('says so in the language in use when the link has no token', async () => {
    act(() => void i18n.changeLanguage('nn'));
    fakeApi({});
    open('');
    expect(
      await screen.findByText('Avmeldingslenka er ufullstendig. Opne lenka frå e-posten på nytt.'),
    ).toBeTruthy();
    expect(
      screen.getByText('Har du ein konto, kan du slå kvar type e-post av og på på profilen din.'),
    ).toBeTruthy();
  });
});
