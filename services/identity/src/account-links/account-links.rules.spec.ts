import { accountTokenSchema, accountLinkMailMessageSchema } from '@avtalt/contracts';
import {
  hashToken,
  linkAddress,
  linkLifetime,
  linkUsable,
  mayRequestVerification,
  newToken,
  RESET_LINK_TTL_MS,
  type StoredLink,
  VERIFY_LINKS_PER_ADDRESS_PER_HOUR,
  VERIFY_LINKS_PER_HOUR,
} from './account-links.rules';

const now = new Date('2026-11-25T10:00:00Z');
const link = (over: Partial<StoredLink> = {}): StoredLink => ({
  purpose: 'reset',
  email: 'kari@example.no',
  expiresAt: new Date(now.getTime() + 1000),
  usedAt: null,
  ...over,
});

describe('account link tokens', () => {
  it('are 32 random bytes as 43 base64url characters, which the contracts accept; only the SHA-256 is kept', () => {
    const { token, hash } = newToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(accountTokenSchema.safeParse(token).success).toBe(true);
    expect(accountLinkMailMessageSchema.shape.token.safeParse(token).success).toBe(true);
    expect(hash).toBe(hashToken(token));
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hash).not.toContain(token);
    expect(newToken().token).not.toBe(token);
    // Known vector: SHA-256 of 32 zero bytes' base64url form.
    expect(newToken(() => Buffer.alloc(32)).token).toBe('AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA');
  });

  it('a reset link lives an hour, a confirmation link longer', () => {
    expect(linkLifetime('reset')).toBe(RESET_LINK_TTL_MS);
    expect(RESET_LINK_TTL_MS).toBe(3_600_000);
    expect(linkLifetime('verify')).toBeGreaterThan(RESET_LINK_TTL_MS);
    expect(linkLifetime('change')).toBe(linkLifetime('verify'));
    expect(linkLifetime('stop')).toBe(linkLifetime('verify'));
  });
});

describe('linkUsable', () => {
  it('holds for an unused, unexpired link of the purpose, sent to the current address', () => {
    expect(linkUsable(link(), 'reset', 'kari@example.no', now)).toBe(true);
    expect(linkUsable(link(), 'reset', 'KARI@example.no', now)).toBe(true);
  });

  it('refuses an unknown, used, expired or other-purpose link, and one sent to an address the account no longer has', () => {
    expect(linkUsable(undefined, 'reset', 'kari@example.no', now)).toBe(false);
    expect(linkUsable(link(), 'reset', undefined, now)).toBe(false);
    expect(linkUsable(link({ usedAt: now }), 'reset', 'kari@example.no', now)).toBe(false);
    expect(linkUsable(link({ expiresAt: now }), 'reset', 'kari@example.no', now)).toBe(false);
    expect(linkUsable(link({ purpose: 'verify' }), 'reset', 'kari@example.no', now)).toBe(false);
    expect(linkUsable(link(), 'verify', 'kari@example.no', now)).toBe(false);
    expect(linkUsable(link(), 'reset', 'ny@example.no', now)).toBe(false);
  });
});

describe('linkAddress', () => {
  const waiting = { email: 'kari@example.no', pendingEmail: 'ny@example.no' };
  const settled = { email: 'kari@example.no', pendingEmail: null };

  it('a change link belongs to the waiting address, a stop link to the account address while a change waits', () => {
    expect(linkAddress('change', waiting)).toBe('ny@example.no');
    expect(linkAddress('stop', waiting)).toBe('kari@example.no');
    expect(linkAddress('change', settled)).toBeNull();
    expect(linkAddress('stop', settled)).toBeNull();
    expect(linkUsable(link({ purpose: 'stop' }), 'stop', linkAddress('stop', settled), now)).toBe(false);
    expect(
      linkUsable(
        link({ purpose: 'change', email: 'ny@example.no' }),
        'change',
        linkAddress('change', waiting),
        now,
      ),
    ).toBe(true);
    // A change link to an address asked for earlier does not confirm the one waiting now.
    expect(
      linkUsable(
        link({ purpose: 'change', email: 'forrige@example.no' }),
        'change',
        linkAddress('change', waiting),
        now,
      ),
    ).toBe(false);
  });

  it('reset and verify links belong to the account address, never to a waiting one', () => {
    expect(linkAddress('reset', waiting)).toBe('kari@example.no');
    expect(linkAddress('verify', waiting)).toBe('kari@example.no');
    expect(linkUsable(link({ email: 'ny@example.no' }), 'reset', linkAddress('reset', waiting), now)).toBe(
      false,
    );
  });
});

describe('mayRequestVerification', () => {
  it('allows a few confirmation links per hour', () => {
    expect(mayRequestVerification(0)).toBe(true);
    expect(mayRequestVerification(VERIFY_LINKS_PER_HOUR - 1)).toBe(true);
    expect(mayRequestVerification(VERIFY_LINKS_PER_HOUR)).toBe(false);
  });

  it('also stops at the limit per address, counted over all accounts', () => {
    expect(mayRequestVerification(0, VERIFY_LINKS_PER_ADDRESS_PER_HOUR - 1)).toBe(true);
    expect(mayRequestVerification(0, VERIFY_LINKS_PER_ADDRESS_PER_HOUR)).toBe(false);
  });
});
