import {
  canPublishTopic,
  isListed,
  newTopicDocument,
  normaliseTopicDocument,
  updatedTopicDocument,
} from './topics.rules';

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
  const loan = {
    kind: 'agreement' as const,
    heading: 'Låneavtale',
    termClause: 'Avtalen gjelder til lånet er tilbakebetalt.',
    disputeClause: null,
  };

  it('stores blank texts as none and settings that are all defaults as null', () => {
    expect(normaliseTopicDocument({ ...loan, heading: '  Låneavtale ', disputeClause: '   ' })).toEqual(loan);
    expect(
      normaliseTopicDocument({ kind: 'agreement', heading: ' ', termClause: '', disputeClause: null }),
    ).toBeNull();
    expect(
      normaliseTopicDocument({ kind: 'plan', heading: null, termClause: null, disputeClause: null }),
    ).toEqual({
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

  const note = {
    id: 'lan-ikke-tvangsgrunnlag',
    title: 'Lånet kan ikke kreves inn uten søksmål',
    text: 'Tekst.',
    source: 'tvangsfullbyrdelsesloven § 7-2 bokstav a',
  };

  it('keeps signing notes as given: a list, even an empty one, is not the default', () => {
    expect(normaliseTopicDocument({ ...loan, signingNotes: [note] })).toEqual({
      ...loan,
      signingNotes: [note],
    });
    expect(
      normaliseTopicDocument({
        kind: 'agreement',
        heading: null,
        termClause: null,
        disputeClause: null,
        signingNotes: [],
      }),
    ).toEqual({
      kind: 'agreement',
      heading: null,
      termClause: null,
      disputeClause: null,
      signingNotes: [],
    });
  });

  it('keeps the stored signing notes when an update (the admin topic editor) leaves them out', () => {
    const stored = { ...loan, signingNotes: [note] };
    expect(updatedTopicDocument({ ...loan, heading: 'Gjeldsbrev' }, stored)).toEqual({
      ...loan,
      heading: 'Gjeldsbrev',
      signingNotes: [note],
    });
    // Back to the defaults in the editor: the notes stay, so the settings are not null.
    expect(updatedTopicDocument(null, stored)).toEqual({
      kind: 'agreement',
      heading: null,
      termClause: null,
      disputeClause: null,
      signingNotes: [note],
    });
    // An update that names notes sets them, [] included.
    expect(updatedTopicDocument({ ...loan, signingNotes: [] }, stored)).toEqual({
      ...loan,
      signingNotes: [],
    });
    expect(updatedTopicDocument(undefined, stored)).toBeUndefined();
    expect(updatedTopicDocument(null, loan)).toBeNull();
  });

  it('keeps the stored obligation rules the same way (docs/obligations.md)', () => {
    const rule = {
      kind: 'once' as const,
      id: 'utbetaling',
      label: 'Utbetaling av lånet',
      amount: 'q1',
      due: 'q2',
      payer: { question: 'q3', side: 'chosen' as const },
      payee: { question: 'q3', side: 'others' as const },
    };
    const stored = { ...loan, signingNotes: [note], obligations: [rule] };
    expect(updatedTopicDocument({ ...loan, heading: 'Gjeldsbrev' }, stored)).toEqual({
      ...loan,
      heading: 'Gjeldsbrev',
      signingNotes: [note],
      obligations: [rule],
    });
    expect(updatedTopicDocument(null, { ...loan, obligations: [rule] })).toEqual({
      kind: 'agreement',
      heading: null,
      termClause: null,
      disputeClause: null,
      obligations: [rule],
    });
  });
});
