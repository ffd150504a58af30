import { canPublishTopic, isListed, newTopicDocument, normaliseTopicDocument } from './topics.rules';

const user = { userId: '00000000-0000-4000-8000-000000000001', isAdmin: false };
const admin = { ...user, isAdmin: true };

describe('canPublishTopic', () => {
  it('lets a user publish up to the limit in a day, then refuses with 429 and a Norwegian message', () => {
    expect(canPublishTopic(user, 0, 5)).toEqual({ allowed: true });
    expect(canPublishTopic(user, 4, 5)).toEqual({ allowed: true });
    expect(canPublishTopic(user, 5, 5)).toEqual({
      allowed: false,
      code: 'RATE_LIMITED',
      message: 'Du kan opprette høyst 5 offentlige temaer i døgnet. Prøv igjen senere.',
    });
    expect(canPublishTopic(user, 0, 0)).toMatchObject({ allowed: false, code: 'RATE_LIMITED' });
  });

  it('does not limit admins, who build the catalogue', () => {
    expect(canPublishTopic(admin, 500, 5)).toEqual({ allowed: true });
  });
});

describe('isListed', () => {
  it('lists public topics that have questions only', () => {
    expect(isListed({ isPublic: true }, 3)).toBe(true);
    expect(isListed({ isPublic: true }, 0)).toBe(false);
    expect(isListed({ isPublic: false }, 3)).toBe(false);
  });
});

describe('topic document settings', () => {
  const loan = { kind: 'agreement' as const, heading: 'Låneavtale', termClause: 'Avtalen gjelder til lånet er tilbakebetalt.', disputeClause: null };

  it('stores blank texts as none and settings that are all defaults as null', () => {
    expect(normaliseTopicDocument({ ...loan, heading: '  Låneavtale ', disputeClause: '   ' })).toEqual(loan);
    expect(normaliseTopicDocument({ kind: 'agreement', heading: ' ', termClause: '', disputeClause: null })).toBeNull();
    expect(normaliseTopicDocument({ kind: 'plan', heading: null, termClause: null, disputeClause: null })).toEqual({
      kind: 'plan',
      heading: null,
      termClause: null,
      disputeClause: null,
    });
    expect(normaliseTopicDocument(null)).toBeNull();
    expect(normaliseTopicDocument(undefined)).toBeUndefined();
  });

  it("gives an admin's new topic its settings and a user's custom topic the defaults", () => {
    expect(newTopicDocument(admin, loan)).toEqual(loan);
    expect(newTopicDocument(admin, undefined)).toBeNull();
    expect(newTopicDocument(user, loan)).toBeNull();
  });
});
