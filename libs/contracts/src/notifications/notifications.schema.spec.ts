import { sendAccountMailMessageSchema } from './notifications.schema';

describe('sendAccountMailMessageSchema: the language of an account mail', () => {
  const account = {
    userId: '6f1c2b1e-8a59-4c1d-9a55-2f3c1d6b7e80',
    email: 'kari@example.no',
    firstName: 'Kari',
  };
  const at = '2027-02-01T10:15:00.000Z';
  const reset = { ...account, kind: 'password-reset', token: 'a'.repeat(43) };

  it('takes the account language for every kind', () => {
    const messages = [
      { ...reset, language: 'nn' },
      { ...account, kind: 'email-changed', language: 'en', newEmailMasked: 'k***@example.no', changedAt: at },
      { ...account, kind: 'data-export', language: 'en', expiresAt: at },
      { ...account, kind: 'account-deleted', language: 'nn', kept: [] },
    ];
    expect(messages.map((m) => sendAccountMailMessageSchema.parse(m).language)).toEqual([
      'nn',
      'en',
      'en',
      'nn',
    ]);
  });

  it('is bokmål when a sender of the release before leaves it out, and refuses a language Avtalt does not write', () => {
    expect(sendAccountMailMessageSchema.parse(reset).language).toBe('nb');
    expect(sendAccountMailMessageSchema.safeParse({ ...reset, language: 'sv' }).success).toBe(false);
  });
});
