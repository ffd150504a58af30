import type { Agreement } from '@avtalt/contracts';
import { act, screen } from '@testing-library/react';
import { ApiError } from '../../api/http';
import { i18n } from '../../i18n/i18n';
import { fakeApi } from '../../test/fake-api';
import { renderRoutes, testUser } from '../../test/render';
import { acceptErrorToast } from './observer-invitation.rules';
import ObserverInvitationPage from './observer-page';

const id = 'feed0000-0000-4000-8000-00000000052b';
const agreement = {
  id,
  title: 'Hytta i sommer',
  topic: 'Hytta i sommer',
  description: '',
  status: 'completed',
  currentRound: 1,
  isInitiator: false,
  participants: [],
  youAreObserver: false,
  viewer: { id: testUser.id, anonymous: false },
} as unknown as Agreement;
const routes = [{ path: '/avtale/:id/observator', element: <ObserverInvitationPage /> }];
const path = `/avtale/${id}/observator`;

afterEach(() => act(() => void i18n.changeLanguage('nb')));

describe('the observer’s invitation page', () => {
  it('says what an observer is, in bokmål as the spec words it, then nynorsk and English once chosen', async () => {
    fakeApi({ [`/api/agreements/${id}`]: agreement });
    renderRoutes(routes, { path, user: null });
    expect(await screen.findByText('Du er invitert som observatør')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Hytta i sommer' })).toBeTruthy();
    expect(screen.getByText(/Du svarer ikke, skriver ikke i diskusjonen og signerer ikke\./)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Registrer deg' }).getAttribute('href')).toContain(
      'tab=registrer',
    );

    act(() => void i18n.changeLanguage('nn'));
    expect(screen.getByText(/Du svarar ikkje, skriv ikkje i diskusjonen og signerer ikkje\./)).toBeTruthy();
    expect(
      screen.getByText(/Har du ingen konto, lagar du ein med den adressa og stadfestar ho\./),
    ).toBeTruthy();

    act(() => void i18n.changeLanguage('en'));
    expect(screen.getByText('You are invited as an observer')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Log in' })).toBeTruthy();
  });

  it('offers a confirmed account to accept, in the language in use', async () => {
    fakeApi({ [`/api/agreements/${id}`]: agreement });
    renderRoutes(routes, { path, user: testUser });
    expect(await screen.findByRole('button', { name: 'Ta imot invitasjonen' })).toBeTruthy();
    expect(
      screen.getByText(
        `Du er logget inn som ${testUser.email}. Invitasjonen må være sendt til denne adressen.`,
      ),
    ).toBeTruthy();

    act(() => void i18n.changeLanguage('en'));
    expect(screen.getByRole('button', { name: 'Accept the invitation' })).toBeTruthy();
    expect(
      screen.getByText(
        `You are logged in as ${testUser.email}. The invitation must have been sent to this address.`,
      ),
    ).toBeTruthy();
  });

  it('asks an unconfirmed account to confirm, with the link to the profile inside the sentence', async () => {
    act(() => void i18n.changeLanguage('nn'));
    fakeApi({ [`/api/agreements/${id}`]: agreement });
    renderRoutes(routes, { path, user: { ...testUser, emailVerified: false } });
    const profile = await screen.findByRole('link', { name: 'profilen' });
    expect(profile.parentElement?.textContent).toBe(
      `Vi har sendt ei stadfestingslenke til ${testUser.email}. Opne lenka, og kom tilbake hit. Du finn adressa di på profilen.`,
    );
    expect(screen.getByRole('button', { name: 'Send ny stadfestingslenke' })).toBeTruthy();
  });

  it('titles a refusal in the language in use', () => {
    act(() => void i18n.changeLanguage('nn'));
    const refusal = new ApiError(404, JSON.stringify({ code: 'NOT_FOUND', message: 'x' }), '');
    expect(acceptErrorToast(refusal)).toEqual({ title: 'Invitasjonen gjeld ei anna adresse' });
  });
});
