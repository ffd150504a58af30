import { act, screen, within } from '@testing-library/react';
import { i18n } from '../../i18n/i18n';
import { fakeApi } from '../../test/fake-api';
import { renderRoutes, testUser } from '../../test/render';
import { formatSize } from './data-export.rules';
import { erasureLine } from './delete-account.rules';
import ProfilePage from './profile-page';

const routes = [{ path: '/profile', element: <ProfilePage /> }];
const ready = {
  id: '0d0e0f10-0000-4000-8000-000000000101',
  status: 'ready',
  createdAt: '2026-12-02T10:05:00.000Z',
  expiresAt: '2026-12-09T10:05:00.000Z',
  sizeBytes: 1_450_000,
};

afterEach(() => act(() => void i18n.changeLanguage('nb')));

describe('ProfilePage in three languages', () => {
  it('brings its own catalogue: bokmål as the spec words it, nynorsk and English once chosen, dates and sizes included', async () => {
    fakeApi({ '/api/auth/notifications': {}, '/api/auth/exports': { exports: [ready] } });
    renderRoutes(routes, { path: '/profile', user: { ...testUser, emailVerified: false } });
    const copies = await screen.findByRole('list', { name: 'Kopier av dataene dine' });
    expect(screen.getByRole('heading', { level: 1, name: 'Min profil' })).toBeTruthy();
    expect(screen.getByText('Medlem siden 2. januar 2026')).toBeTruthy();
    expect(
      within(copies).getByText('ZIP-fil, 1,5 MB. Kan lastes ned til 9. desember kl. 11:05.'),
    ).toBeTruthy();

    act(() => void i18n.changeLanguage('nn'));
    expect(screen.getByText('Medlem sidan 2. januar 2026')).toBeTruthy();
    expect(screen.getByText('E-postadressa er ikkje stadfesta')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Send ei ny stadfestingslenke' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Personlege opplysningar' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Byt passord' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Dataa dine' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Førenamn' })).toBeTruthy();
    expect(
      within(copies).getByText('ZIP-fil, 1,5 MB. Kan lastast ned til 9. desember kl. 11:05.'),
    ).toBeTruthy();

    act(() => void i18n.changeLanguage('en'));
    expect(screen.getByRole('heading', { level: 1, name: 'My profile' })).toBeTruthy();
    expect(screen.getByText('Member since 2 January 2026')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Log out' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Email notifications' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Delete account' })).toBeTruthy();
    expect(screen.getByRole('list', { name: 'Copies of your data' })).toBe(copies);
    expect(within(copies).getByText('Requested 2 December at 11:05')).toBeTruthy();
    expect(
      within(copies).getByText('ZIP file, 1.5 MB. Can be downloaded until 9 December at 11:05.'),
    ).toBeTruthy();
    expect(within(copies).getByRole('link', { name: /Download ZIP/ })).toBeTruthy();
    // The language card keeps the shared catalogue.
    expect(screen.getByRole('region', { name: 'Language' })).toBeTruthy();
  });

  it("says what deletion does to an agreement, and a copy's size, in the language in use", () => {
    const kept = {
      agreementId: '0b7e5a8c-3f4d-4e21-9a6b-5c2d1e0f9a8b',
      title: 'Hytta',
      outcome: 'kept',
      keptUntil: '2036-03-01T23:30:00.000Z',
    } as const;
    act(() => void i18n.changeLanguage('nn'));
    expect(erasureLine(kept)).toBe('signert: blir teken vare på for dei andre til 2. mars 2036');
    act(() => void i18n.changeLanguage('en'));
    expect(erasureLine(kept)).toBe('signed: kept for the others until 2 March 2036');
    expect([formatSize(512), formatSize(820_400), formatSize(12_345_678)]).toEqual([
      '512 bytes',
      '820 kB',
      '12.3 MB',
    ]);
  });
});
