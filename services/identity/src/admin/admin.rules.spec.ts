import {
  adminStanding,
  type AdminCandidate,
  decidePromotion,
  isAllowListed,
  revocationOnEmailChange,
} from './admin.rules';

const allowList = ['eier@avtalt.no', ' Drift@Avtalt.no '];

/** An account that registered with `registered` and now has `email`. */
function account(email: string, overrides: Partial<AdminCandidate> = {}): AdminCandidate {
  return { id: `id-${email}`, email, verifiedEmail: email, isAdmin: false, ...overrides };
}

describe('isAllowListed', () => {
  it('ignores case and surrounding spaces on both sides', () => {
    expect(isAllowListed('EIER@avtalt.no', allowList)).toBe(true);
    expect(isAllowListed('drift@avtalt.no', allowList)).toBe(true);
    expect(isAllowListed('eier@avtalt.no.evil', allowList)).toBe(false);
    expect(isAllowListed('eier@avtalt.no', [])).toBe(false);
  });
});

describe('decidePromotion', () => {
  it('lets an account whose verified address is allow-listed promote itself', () => {
    const caller = account('eier@avtalt.no');
    expect(decidePromotion({ caller, target: null, targetEmail: 'EIER@avtalt.no', allowList })).toEqual({
      allowed: true,
      userId: caller.id,
    });
  });

  it('refuses an allow-listed address that was set by a profile change (F3)', () => {
    const mallory = account('eier@avtalt.no', { verifiedEmail: 'mallory@example.no' });
    expect(
      decidePromotion({ caller: mallory, target: null, targetEmail: 'eier@avtalt.no', allowList }),
    ).toEqual({
      allowed: false,
      reason: 'E-postadressen er ikke bekreftet og kan ikke gis administratortilgang',
    });
  });

  it('says "not verified" before checking the list, so an unverified address never reveals whether it is listed', () => {
    const unlisted = account('hvem@example.no', { verifiedEmail: 'meg@example.no' });
    const listed = account('eier@avtalt.no', { verifiedEmail: 'meg@example.no' });
    const ask = (caller: AdminCandidate) =>
      decidePromotion({ caller, target: null, targetEmail: caller.email, allowList });
    expect(ask(unlisted)).toEqual(ask(listed));
  });

  it('refuses a verified address that is not on the allow-list', () => {
    const caller = account('ola@example.no');
    expect(decidePromotion({ caller, target: null, targetEmail: 'ola@example.no', allowList })).toEqual({
      allowed: false,
      reason: 'Denne e-postadressen kan ikke gis administratortilgang',
    });
  });

  it('refuses a non-admin asking for another account, without saying whether that account exists or is listed', () => {
    const caller = account('ola@example.no');
    const decision = decidePromotion({
      caller,
      target: account('eier@avtalt.no'),
      targetEmail: 'eier@avtalt.no',
      allowList,
    });
    expect(decision).toEqual({
      allowed: false,
      reason: 'Du må være innlogget som brukeren med denne e-postadressen',
    });
    expect(
      decidePromotion({ caller, target: null, targetEmail: 'finnes.ikke@avtalt.no', allowList }),
    ).toEqual(decision);
  });

  it('lets an admin promote another account only when its verified address is allow-listed', () => {
    const admin = account('eier@avtalt.no', { isAdmin: true });
    const drift = account('drift@avtalt.no');
    expect(
      decidePromotion({ caller: admin, target: drift, targetEmail: 'drift@avtalt.no', allowList }),
    ).toEqual({ allowed: true, userId: drift.id });
    const kari = account('kari@example.no');
    expect(
      decidePromotion({ caller: admin, target: kari, targetEmail: 'kari@example.no', allowList }),
    ).toMatchObject({ allowed: false });
    const unverified = account('drift@avtalt.no', { verifiedEmail: 'kari@example.no' });
    expect(
      decidePromotion({ caller: admin, target: unverified, targetEmail: 'drift@avtalt.no', allowList }),
    ).toEqual({
      allowed: false,
      reason: 'E-postadressen er ikke bekreftet og kan ikke gis administratortilgang',
    });
  });

  it('tells an admin when no account has the address', () => {
    const admin = account('eier@avtalt.no', { isAdmin: true });
    expect(
      decidePromotion({ caller: admin, target: null, targetEmail: 'drift@avtalt.no', allowList }),
    ).toEqual({
      allowed: false,
      reason: 'Fant ikke brukeren',
      notFound: true,
    });
  });

  it('refuses everyone when the allow-list is empty', () => {
    const caller = account('eier@avtalt.no', { isAdmin: true });
    expect(
      decidePromotion({ caller, target: null, targetEmail: 'eier@avtalt.no', allowList: [] }).allowed,
    ).toBe(false);
  });
});

describe('adminStanding', () => {
  it('holds for the flag with a verified, allow-listed address', () => {
    expect(adminStanding(account('eier@avtalt.no', { isAdmin: true }), allowList)).toEqual({ admin: true });
  });

  it('has nothing to revoke without the flag', () => {
    expect(adminStanding(account('eier@avtalt.no'), allowList)).toEqual({ admin: false, revoke: null });
  });

  it('revokes when the address has left the allow-list', () => {
    expect(adminStanding(account('eier@avtalt.no', { isAdmin: true }), ['annen@avtalt.no'])).toEqual({
      admin: false,
      revoke: 'email_not_listed',
    });
  });

  it('revokes when the current address is not the verified one', () => {
    expect(
      adminStanding(
        account('eier@avtalt.no', { isAdmin: true, verifiedEmail: 'mallory@example.no' }),
        allowList,
      ),
    ).toEqual({
      admin: false,
      revoke: 'email_unverified',
    });
    expect(
      adminStanding(account('eier@avtalt.no', { isAdmin: true, verifiedEmail: null }), allowList),
    ).toEqual({
      admin: false,
      revoke: 'email_unverified',
    });
  });
});

describe('revocationOnEmailChange', () => {
  it('revokes an admin whose address changes, even to another allowed address', () => {
    const admin = account('eier@avtalt.no', { isAdmin: true });
    expect(revocationOnEmailChange(admin, 'drift@avtalt.no')).toBe('email_changed');
    expect(revocationOnEmailChange(admin, 'mallory@example.no')).toBe('email_changed');
  });

  it('keeps the role when the address stays the same (other profile fields change)', () => {
    expect(
      revocationOnEmailChange(account('eier@avtalt.no', { isAdmin: true }), 'EIER@avtalt.no'),
    ).toBeNull();
  });

  it('has nothing to revoke for a non-admin', () => {
    expect(revocationOnEmailChange(account('ola@example.no'), 'eier@avtalt.no')).toBeNull();
  });
});
