import { act, fireEvent, screen } from '@testing-library/react';
import { i18n } from '../../i18n/i18n';
import { fakeApi } from '../../test/fake-api';
import { renderRoutes, testUser } from '../../test/render';
import AuthPage from './auth-page';
import { continueLabel, UNCONFIRMED_CONSEQUENCE } from './confirm-address-step';

const routes = [{ path: '/auth', element: <AuthPage /> }];

afterEach(() => act(() => void i18n.changeLanguage('nb')));

describe('AuthPage in three languages', () => {
  it('brings its own catalogue: bokmål as the spec words it, nynorsk and English once chosen', () => {
    fakeApi({});
    renderRoutes(routes, { path: '/auth', user: null });
    expect(screen.getByRole('heading', { level: 1, name: 'Velkommen tilbake' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Avtaler uten misforståelser' })).toBeTruthy();
    expect(screen.getByText('Ny hos Avtalt?', { exact: false })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Glemt passord?' })).toBeTruthy();

    act(() => void i18n.changeLanguage('nn'));
    expect(screen.getByRole('heading', { level: 1, name: 'Velkomen tilbake' })).toBeTruthy();
    expect(screen.getByText('Juridisk bindande avtalar')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Gløymt passord?' })).toBeTruthy();
    expect(screen.getByRole('tablist', { name: 'Innlogging eller registrering' })).toBeTruthy();
    expect(screen.getByLabelText('Passord')).toBeTruthy();
    // The line under the form: its words around the button that switches the tab.
    fireEvent.click(screen.getByRole('button', { name: 'Opprett konto' }));
    expect(screen.getByLabelText('Førenamn')).toBeTruthy();
    expect(screen.getByText(/Har du allereie ein konto\?/)).toBeTruthy();

    act(() => void i18n.changeLanguage('en'));
    expect(screen.getByRole('heading', { level: 1, name: 'Create an account' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Read about privacy (opens in a new tab)' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeTruthy();
    expect(screen.getByLabelText('Email')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Forgot password?' })).toBeTruthy();
  });

  it('asks to confirm the address in the language in use, the address in bold inside the sentence', async () => {
    act(() => void i18n.changeLanguage('nn'));
    const registered = { ...testUser, email: 'bjorn@example.no', emailVerified: false };
    fakeApi({ 'POST /api/auth/register': () => ({ status: 201, body: registered }) });
    renderRoutes(routes, { path: '/auth?tab=registrer&returnTo=%2Favtale%2Fa1%2Fdel', user: null });
    const fill = (label: string, value: string) =>
      fireEvent.change(screen.getByLabelText(label), { target: { value } });
    fill('Førenamn', 'Bjørn');
    fill('Etternamn', 'Berg');
    fill('Brukarnamn', 'bjorn');
    fill('E-post', 'bjorn@example.no');
    fill('Passord', 'hemmelig123');
    fill('Stadfest passordet', 'hemmelig123');
    fireEvent.click(screen.getByRole('button', { name: 'Registrer' }));

    expect(await screen.findByRole('heading', { name: 'Stadfest e-postadressa di' })).toBeTruthy();
    const address = screen.getByText('bjorn@example.no');
    expect(address.tagName).toBe('STRONG');
    expect(address.parentElement?.textContent).toBe(
      'Vi har sendt ei lenke til bjorn@example.no. Opne e-posten og trykk på «Stadfest e-postadressa».',
    );
    expect(screen.getByRole('link', { name: 'Hald fram til avtalen' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Send lenka på nytt' })).toBeTruthy();
    // What an unconfirmed address misses is the profile's text, in the language in use too.
    expect(screen.queryByText(UNCONFIRMED_CONSEQUENCE)).toBeNull();
  });

  it('names the way on in the language in use', () => {
    expect(continueLabel('/')).toBe('Fortsett');
    act(() => void i18n.changeLanguage('en'));
    expect(continueLabel('/avtale/a1/sammenligning')).toBe('Continue to the agreement');
  });
});
