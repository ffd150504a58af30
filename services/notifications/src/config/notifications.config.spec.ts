import { notificationsConfigSchema } from './notifications.config';

describe('SUPPORT_EMAIL (issue 31 review: named in the email-changed mail)', () => {
  it('defaults to the local support address and takes another address', () => {
    expect(notificationsConfigSchema.parse({}).SUPPORT_EMAIL).toBe('hjelp@avtalt.local');
    expect(notificationsConfigSchema.parse({ SUPPORT_EMAIL: 'hjelp@avtalt.no' }).SUPPORT_EMAIL).toBe(
      'hjelp@avtalt.no',
    );
  });

  it('refuses what is no plain address (it goes into a mailto: link and the mail text)', () => {
    for (const value of ['', 'hjelp', 'Avtalt <hjelp@avtalt.no>', 'hjelp@avtalt', 'a b@avtalt.no'])
      expect(notificationsConfigSchema.safeParse({ SUPPORT_EMAIL: value }).success).toBe(false);
  });
});
