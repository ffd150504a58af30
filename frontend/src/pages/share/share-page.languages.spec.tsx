import type { Agreement } from '@avtalt/contracts';
import { act, screen } from '@testing-library/react';
import { i18n } from '../../i18n/i18n';
import { fakeApi } from '../../test/fake-api';
import { renderRoutes, testUser } from '../../test/render';
import SharePage from './share-page';
import { shareText } from './share.rules';

const id = 'feed0000-0000-4000-8000-000000000103';
const you = {
  id: 'p1',
  userId: testUser.id,
  userName: 'Kari',
  hasResponded: true,
  isAnonymous: false,
  isYou: true,
  canRemove: false,
};
const agreement = {
  id,
  title: 'Husleie',
  topic: 'Husleie',
  description: '',
  status: 'in_progress',
  currentRound: 1,
  maxRounds: 5,
  expectedParticipants: 2,
  initiatorName: 'Kari',
  isInitiator: true,
  blind: false,
  participants: [you],
  observers: [],
  viewer: { id: testUser.id, anonymous: false },
} as unknown as Agreement;
const routes = [{ path: '/avtale/:id/del', element: <SharePage /> }];

afterEach(() => act(() => void i18n.changeLanguage('nb')));

describe('SharePage in three languages', () => {
  it('brings its own catalogue: bokmål as the spec words it, nynorsk and English once chosen', async () => {
    fakeApi({ [`/api/agreements/${id}`]: agreement });
    renderRoutes(routes, { path: `/avtale/${id}/del`, user: testUser });
    expect(await screen.findByRole('heading', { level: 1, name: 'Takk for svarene dine!' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Del lenke' })).toBeTruthy();
    expect(screen.getByText('De andre svarer på de samme spørsmålene.')).toBeTruthy();
    expect(screen.getByRole('spinbutton', { name: 'Hvor mange skal være med?' })).toBeTruthy();

    act(() => void i18n.changeLanguage('nn'));
    expect(screen.getByRole('heading', { level: 1, name: 'Takk for svara dine!' })).toBeTruthy();
    expect(
      screen.getByText(
        'Del lenka med dei andre som skal vere med på «Husleie», så kan dei svare på dei same spørsmåla.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Del lenka' })).toBeTruthy();
    expect(screen.getByText('Kva skjer no?')).toBeTruthy();
    expect(screen.getByRole('switch', { name: 'Skjul svara til alle har svart' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Observatørar' })).toBeTruthy();

    act(() => void i18n.changeLanguage('en'));
    expect(screen.getByRole('heading', { level: 1, name: 'Thank you for your answers!' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Share link' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Copy link' })).toBeTruthy();
    expect(screen.getByText('What happens now?')).toBeTruthy();
    expect(screen.getByText('Between 2 and 50')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Send an invitation by email' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Email addresses' })).toBeTruthy();
    expect(screen.getByText('At most 5 observers per agreement.')).toBeTruthy();
    expect(shareText('Husleie')).toBe('Join an agreement: Husleie');
  });

  it('names whom it waits for as a list in the language in use', async () => {
    const others = ['Ola Hansen', 'Per Berg'].map((userName, i) => ({
      ...you,
      id: `p${i + 2}`,
      userId: `u${i + 2}`,
      userName,
      hasResponded: false,
      isYou: false,
    }));
    fakeApi({
      [`/api/agreements/${id}`]: { ...agreement, expectedParticipants: 3, participants: [you, ...others] },
    });
    act(() => void i18n.changeLanguage('en'));
    renderRoutes(routes, { path: `/avtale/${id}/del`, user: testUser });
    expect(
      await screen.findByText(
        'We are now waiting for answers from Ola Hansen and Per Berg. You will get an email when they have answered.',
      ),
    ).toBeTruthy();
    act(() => void i18n.changeLanguage('nn'));
    expect(
      screen.getByText(
        'No ventar vi på svar frå Ola Hansen og Per Berg. Du får ein e-post når dei har svart.',
      ),
    ).toBeTruthy();
  });
});
