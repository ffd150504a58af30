import { act, fireEvent, screen } from '@testing-library/react';
import { i18n } from '../../i18n/i18n';
import { fakeApi } from '../../test/fake-api';
import { renderRoutes, testUser } from '../../test/render';
import AdminSetupCard from './admin-setup-card';

const routes = [{ path: '/admin', element: <AdminSetupCard /> }];

afterEach(() => act(() => void i18n.changeLanguage('nb')));

describe('AdminSetupCard', () => {
  it('asks for admin access as the spec words it in bokmål, and in nynorsk and English once chosen', () => {
    fakeApi({});
    renderRoutes(routes, { path: '/admin', user: testUser });
    expect(screen.getByRole('heading', { level: 1, name: 'Admin-tilgang kreves' })).toBeTruthy();
    expect((screen.getByLabelText(/Admin-e-post/) as HTMLInputElement).value).toBe(testUser.email);
    expect(screen.getByRole('button', { name: 'Setup Admin Access' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Return to Home' })).toBeTruthy();

    act(() => void i18n.changeLanguage('nn'));
    expect(screen.getByRole('heading', { level: 1, name: 'Admin-tilgang krevst' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Set opp admin-tilgang' })).toBeTruthy();
    expect(
      screen.getByText(
        'Merk: Berre autoriserte brukarar kan få administratortilgang. Du må kanskje logge inn først.',
      ),
    ).toBeTruthy();

    act(() => void i18n.changeLanguage('en'));
    expect(screen.getByRole('heading', { level: 1, name: 'Admin access required' })).toBeTruthy();
    expect(screen.getByLabelText(/Admin email/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Back to the front page' })).toBeTruthy();
  });

  it('says in the language in use when the request is refused', async () => {
    fakeApi({ 'POST /api/admin/setup': () => ({ status: 403, body: { message: 'Nei' } }) });
    renderRoutes(routes, { path: '/admin', user: testUser });
    act(() => void i18n.changeLanguage('en'));
    fireEvent.click(screen.getByRole('button', { name: 'Set up admin access' }));
    expect(
      await screen.findByText('Could not set up the admin account. You may need to log in first.'),
    ).toBeTruthy();
  });
});
