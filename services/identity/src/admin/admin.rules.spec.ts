import { decidePromotion } from './admin.rules';

const allowList = ['eier@avtalt.no'];

describe('decidePromotion', () => {
  it('lets an allow-listed user promote themselves', () => {
    expect(decidePromotion({ caller: { email: 'eier@avtalt.no', isAdmin: false }, targetEmail: 'EIER@avtalt.no', allowList })).toEqual({
      allowed: true,
    });
  });

  it('refuses an e-mail that is not on the allow-list', () => {
    const decision = decidePromotion({ caller: { email: 'ola@example.no', isAdmin: false }, targetEmail: 'ola@example.no', allowList });
    expect(decision).toEqual({ allowed: false, reason: 'Denne e-postadressen kan ikke gis administratortilgang' });
  });

  it('refuses promoting an allow-listed e-mail from another account', () => {
    const decision = decidePromotion({ caller: { email: 'ola@example.no', isAdmin: false }, targetEmail: 'eier@avtalt.no', allowList });
    expect(decision.allowed).toBe(false);
  });

  it('lets an admin promote anyone', () => {
    expect(decidePromotion({ caller: { email: 'eier@avtalt.no', isAdmin: true }, targetEmail: 'kari@example.no', allowList: [] })).toEqual({
      allowed: true,
    });
  });

  it('refuses everyone when the allow-list is empty', () => {
    expect(decidePromotion({ caller: { email: 'a@b.no', isAdmin: false }, targetEmail: 'a@b.no', allowList: [] }).allowed).toBe(false);
  });
});
