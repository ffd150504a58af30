import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useLocation } from 'react-router';
import { fakeApi } from '../../test/fake-api';
import { renderRoutes, testUser } from '../../test/render';
import AuthPage from './auth-page';
import { CONFIRM_TITLE, continueLabel, UNCONFIRMED_CONSEQUENCE } from './confirm-address-step';

function WhereAmI() {
  const location = useLocation();
  return <p>at {`${location.pathname}${location.search}`}</p>;
}

const routes = [
  { path: '/auth', element: <AuthPage /> },
  { path: '*', element: <WhereAmI /> },
];
const RETURN_TO = '/avtale/a1/del';

function fillRegistration() {
  const fill = (label: string, value: string) =>
    fireEvent.change(screen.getByLabelText(label), { target: { value } });
  fill('Fornavn', 'Bjørn');
  fill('Etternavn', 'Berg');
  fill('Brukernavn', 'bjorn');
  fill('E-post', 'bjorn@example.no');
  fill('Passord', 'hemmelig123');
  fill('Bekreft passord', 'hemmelig123');
}

describe('AuthPage', () => {
  beforeEach(() => {
    window.localStorage.clear();
    window.sessionStorage.clear();
  });

  it('opens «Registrer» for ?tab=registrer and offers «Logg inn» in a line that switches the form', async () => {
    renderRoutes(routes, {
      path: `/auth?tab=registrer&returnTo=${encodeURIComponent(RETURN_TO)}`,
      user: null,
    });
    expect(screen.getByRole('heading', { name: 'Opprett konto' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Registrer' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.queryByText('Velkommen tilbake')).toBeNull();
    expect(screen.getByText(/Har du allerede en konto\?/)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Logg inn' }));
    expect(screen.getByRole('heading', { name: 'Velkommen tilbake' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Logg inn' }).getAttribute('aria-selected')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Opprett konto' }));
    expect(screen.getByRole('heading', { name: 'Opprett konto' })).toBeTruthy();
  });

  it('opens «Logg inn» without the parameter', () => {
    renderRoutes(routes, { path: '/auth', user: null });
    expect(screen.getByRole('heading', { name: 'Velkommen tilbake' })).toBeTruthy();
    expect(screen.getByText(/Ny hos Avtalt\?/)).toBeTruthy();
  });

  it('right after registering asks to confirm the address: where the link went, what waits for it, send again, and on to the agreement', async () => {
    const registered = { ...testUser, firstName: 'Bjørn', email: 'bjorn@example.no', emailVerified: false };
    const calls = fakeApi({
      'POST /api/auth/register': () => ({ status: 201, body: registered }),
      'POST /api/auth/verify-email/resend': () => ({ status: 202 }),
    });
    renderRoutes(routes, {
      path: `/auth?tab=registrer&returnTo=${encodeURIComponent(RETURN_TO)}`,
      user: null,
    });
    fillRegistration();
    fireEvent.click(screen.getByRole('button', { name: 'Registrer' }));

    const heading = await screen.findByRole('heading', { name: CONFIRM_TITLE });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(screen.getByText('bjorn@example.no')).toBeTruthy();
    expect(screen.getByText(UNCONFIRMED_CONSEQUENCE)).toBeTruthy();
    // The spec's toast stays.
    expect(screen.getByText('Registrering vellykket')).toBeTruthy();
    expect(screen.queryByText(`at ${RETURN_TO}`)).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Send lenken på nytt' }));
    expect(await screen.findByText(/Vi har sendt en ny bekreftelseslenke/)).toBeTruthy();
    expect(calls.filter((c) => c.url === '/api/auth/verify-email/resend')).toHaveLength(1);

    fireEvent.click(screen.getByRole('link', { name: 'Fortsett til avtalen' }));
    expect(await screen.findByText(`at ${RETURN_TO}`)).toBeTruthy();
  });

  it('sends someone who logs in straight on, with no confirmation step', async () => {
    fakeApi({ 'POST /api/auth/login': () => ({ status: 200, body: { ...testUser, emailVerified: false } }) });
    renderRoutes(routes, { path: `/auth?returnTo=${encodeURIComponent(RETURN_TO)}`, user: null });
    fireEvent.change(screen.getByLabelText('E-post'), { target: { value: 'kari@example.no' } });
    fireEvent.change(screen.getByLabelText('Passord'), { target: { value: 'hemmelig123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Logg inn' }));
    expect(await screen.findByText(`at ${RETURN_TO}`)).toBeTruthy();
    expect(screen.queryByText(CONFIRM_TITLE)).toBeNull();
  });

  it('keeps the registration form when registering fails', async () => {
    fakeApi({
      'POST /api/auth/register': () => ({
        status: 409,
        body: { message: 'Det finnes allerede en bruker med denne e-postadressen' },
      }),
    });
    renderRoutes(routes, { path: '/auth?tab=registrer', user: null });
    fillRegistration();
    fireEvent.click(screen.getByRole('button', { name: 'Registrer' }));
    expect(await screen.findByText('Registrering feilet')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Opprett konto' })).toBeTruthy();
  });

  it('names the way on by where it leads', () => {
    expect(continueLabel('/avtale/a1/sammenligning')).toBe('Fortsett til avtalen');
    expect(continueLabel('/')).toBe('Fortsett');
  });
});
