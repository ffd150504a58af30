import type { Agreement, Participant } from '@avtalt/contracts';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { i18n } from '../../i18n/i18n';
import { fakeApi } from '../../test/fake-api';
import { renderRoutes, testUser } from '../../test/render';
import GuardianInvitationPage from './guardian-page';

const id = 'feed0000-0000-4000-8000-00000000051a';
const participant = (userName: string): Participant => ({
  id: `c0000000-0000-4000-8000-00000000000${userName.length}`,
  userId: `u-${userName}`,
  userName,
  hasResponded: true,
  isAnonymous: false,
  isYou: false,
  canRemove: false,
});
const agreement = {
  id,
  title: 'Hytta i sommer',
  topic: 'Hytta i sommer',
  description: '',
  status: 'completed',
  currentRound: 1,
  isInitiator: false,
  participants: [participant('Ola Hansen'), participant('Siri Ung')],
  guardians: [],
  viewer: { id: testUser.id, anonymous: false },
} as unknown as Agreement;
const routes = [{ path: '/avtale/:id/verge', element: <GuardianInvitationPage /> }];
const path = `/avtale/${id}/verge`;

afterEach(() => act(() => void i18n.changeLanguage('nb')));

describe('the guardian’s invitation page in three languages', () => {
  it('brings its own catalogue: bokmål as the spec words it, nynorsk and English once chosen', async () => {
    fakeApi({ [`/api/agreements/${id}`]: agreement });
    renderRoutes(routes, { path, user: null });
    expect(await screen.findByText('Du er invitert som verge')).toBeTruthy();
    expect(screen.getByText('Partene i avtalen: Ola Hansen og Siri Ung.')).toBeTruthy();

    act(() => void i18n.changeLanguage('nn'));
    expect(screen.getByText('Du er invitert som verje')).toBeTruthy();
    expect(screen.getByText('Partane i avtalen: Ola Hansen og Siri Ung.')).toBeTruthy();
    expect(screen.getByText('Du svarar ikkje på spørsmåla og endrar ikkje avtalen.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Registrer deg' })).toBeTruthy();

    act(() => void i18n.changeLanguage('en'));
    expect(screen.getByText('You are invited as a guardian')).toBeTruthy();
    expect(screen.getByText('The parties to the agreement: Ola Hansen and Siri Ung.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Log in' })).toBeTruthy();
  });

  it('asks an unconfirmed account to confirm, with the link to the profile inside the sentence', async () => {
    act(() => void i18n.changeLanguage('en'));
    fakeApi({ [`/api/agreements/${id}`]: agreement });
    renderRoutes(routes, { path, user: { ...testUser, emailVerified: false } });
    const profile = await screen.findByRole('link', { name: 'your profile' });
    expect(profile.getAttribute('href')).toBe('/profile');
    expect(profile.parentElement?.textContent).toBe(
      `We have sent a confirmation link to ${testUser.email}. Open the link, then come back here. You can find your address on your profile.`,
    );
    expect(screen.getByRole('button', { name: 'Send a new confirmation link' })).toBeTruthy();
  });

  it('checks the form in the language in use', async () => {
    act(() => void i18n.changeLanguage('nn'));
    fakeApi({ [`/api/agreements/${id}`]: agreement });
    renderRoutes(routes, { path, user: testUser });
    const form = await screen.findByRole('form', { name: 'Godta som verje' });
    expect(within(form).getByRole('textbox', { name: /Fødselsdatoen din/ })).toBeTruthy();
    expect(within(form).getByRole('checkbox', { name: /Eg er verje for parten/ })).toBeTruthy();
    fireEvent.click(within(form).getByRole('button', { name: 'Godta som verje' }));
    expect(await within(form).findByText('Vel korleis du er verje for parten')).toBeTruthy();
  });
});

describe('the guardian’s invitation page: lib’s texts and the contracts’ messages in the language in use', () => {
  it('explains, asks to log in and names statsforvalteren in nynorsk and English', async () => {
    fakeApi({ [`/api/agreements/${id}`]: agreement });
    renderRoutes(routes, { path, user: null });
    expect(await screen.findByText(/Vergen \(som regel en forelder med foreldreansvar\)/)).toBeTruthy();
    expect(screen.getByText(/krever i tillegg samtykke fra statsforvalteren/)).toBeTruthy();

    act(() => void i18n.changeLanguage('nn'));
    expect(screen.getByText(/Verja \(som regel ein forelder med foreldreansvar\)/)).toBeTruthy();
    expect(screen.getByText(/krev i tillegg samtykke frå statsforvaltaren/)).toBeTruthy();
    expect(
      screen.getByText(/^Logg inn med kontoen til den inviterte e-postadressa for å godta som verje\./),
    ).toBeTruthy();

    act(() => void i18n.changeLanguage('en'));
    expect(screen.getByText(/Someone under 18 cannot enter into a binding agreement/)).toBeTruthy();
    expect(screen.getByText(/also need the consent of the county governor/)).toBeTruthy();
    expect(
      screen.getByText(/^Log in with the account of the invited email address to accept as a guardian\./),
    ).toBeTruthy();
  });

  it('offers the relations and says what is missing in the language in use', async () => {
    act(() => void i18n.changeLanguage('en'));
    fakeApi({ [`/api/agreements/${id}`]: agreement });
    renderRoutes(routes, { path, user: testUser });
    const form = await screen.findByRole('form', { name: 'Accept as guardian' });
    expect(within(form).getByRole('radio', { name: 'Appointed guardian' })).toBeTruthy();
    fireEvent.click(within(form).getByRole('button', { name: 'Accept as guardian' }));
    expect(
      await within(form).findByText(
        'Enter your date of birth as day.month.year, for example 01.03.1985, or as 1985-03-01',
      ),
    ).toBeTruthy();

    act(() => void i18n.changeLanguage('nn'));
    expect(within(form).getByRole('radio', { name: 'Oppnemnd verje' })).toBeTruthy();
    expect(
      within(form).getByText('Skriv fødselsdatoen din, til dømes 1. mars 1985 eller 01.03.1985'),
    ).toBeTruthy();
  });
});
