/** @jest-environment node */
import type { Agreement } from '@avtalt/contracts';
import { queryKeys } from '../../api/query-keys';
import { prerender } from '../../entry-prerender';
import { i18n } from '../../i18n/i18n';

// The invitation as the gateway renders it per request (renderInvitationPage): in bokmål, the one language
// the browser hydrates, whatever language the instance was left in.
const id = 'feed0000-0000-4000-8000-000000000102';
const agreement = {
  id,
  title: 'Husleie',
  topic: 'Husleie',
  description: '',
  status: 'pending',
  currentRound: 1,
  initiatorName: 'Kari',
  isInitiator: false,
  participants: [],
  viewer: { id: 'anon-1', anonymous: true },
} as unknown as Agreement;

afterEach(() => i18n.changeLanguage('nb'));

describe('the invitation rendered on the server', () => {
  it('is in bokmål from its own catalogue, whatever language the instance was left in', async () => {
    await i18n.changeLanguage('en');
    const rendered = await prerender(`/avtale/${id}`, 40, {
      queries: [{ key: queryKeys.agreement(id), data: agreement }],
    });
    expect(rendered?.appHtml).toContain('Du er invitert til å delta i en avtale');
    expect(rendered?.appHtml).toContain('Start å svare');
    expect(rendered?.appHtml).toContain('Juridisk merknad: Svarene dine deles med de andre deltakerne');
    expect(rendered?.appHtml).not.toContain('You are invited');
  });
});
