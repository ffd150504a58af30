import { loggedPath, originCheckExempt } from './logged-path.rules';

const TOKEN = 'AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-abcde';

describe('loggedPath', () => {
  it('keeps ordinary paths and drops the query', () => {
    expect(loggedPath('/api/agreements/123?variant=final')).toBe('/api/agreements/123');
    expect(loggedPath('/api/auth/notifications')).toBe('/api/auth/notifications');
  });

  it('never shows the token of an unsubscribe link', () => {
    expect(loggedPath(`/api/unsubscribe/${TOKEN}`)).toBe('/api/unsubscribe/[token]');
    expect(loggedPath(`/api/unsubscribe/${TOKEN}?x=1`)).toBe('/api/unsubscribe/[token]');
    expect(loggedPath(`/API/Unsubscribe/${TOKEN}/`)).toBe('/API/Unsubscribe/[token]/');
    expect(loggedPath(`/api/unsubscribe/${TOKEN}`)).not.toContain(TOKEN);
  });
});

describe('originCheckExempt', () => {
  it('lets only one-click unsubscribe through without a trusted origin', () => {
    expect(originCheckExempt(`/api/unsubscribe/${TOKEN}`)).toBe(true);
    expect(originCheckExempt('/api/auth/notifications')).toBe(false);
    expect(originCheckExempt(`/api/unsubscribe/${TOKEN}/more`)).toBe(false);
    expect(originCheckExempt('/api/agreements/x/invitations')).toBe(false);
  });
});
