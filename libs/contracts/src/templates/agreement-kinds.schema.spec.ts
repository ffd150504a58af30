import { AGREEMENT_KIND_LABELS, AGREEMENT_KINDS, AgreementKindMessages } from './agreement-kinds.schema';
import { startQuestionDraftBodySchema, titleReadingBodySchema } from './question-drafts.schema';

const issuesOf = (body: unknown) => {
  const parsed = startQuestionDraftBodySchema.safeParse(body);
  return parsed.success ? [] : parsed.error.issues.map((i) => i.message);
};

describe('the kinds of agreement a person may choose for a custom topic', () => {
  it('has a short Norwegian label for every kind', () => {
    for (const kind of AGREEMENT_KINDS) expect(AGREEMENT_KIND_LABELS[kind].length).toBeLessThanOrEqual(18);
    expect(new Set(Object.values(AGREEMENT_KIND_LABELS)).size).toBe(AGREEMENT_KINDS.length);
  });

  it('takes a draft without kinds, or with one to three different ones', () => {
    expect(startQuestionDraftBodySchema.parse({ title: 'Snøfreseren' }).kinds).toBeUndefined();
    expect(startQuestionDraftBodySchema.parse({ title: 'Snøfreseren', kinds: ['lend-thing'] }).kinds).toEqual(
      ['lend-thing'],
    );
    expect(issuesOf({ title: 'Hytta', kinds: ['rent', 'share-costs', 'own-together'] })).toEqual([]);
  });

  it.each([
    ['an unknown kind', ['other']],
    ['none', []],
    ['four', ['rent', 'share-costs', 'own-together', 'care']],
    ['one twice', ['rent', 'rent']],
    ['not a list', 'rent'],
    ['a number in the list', [7]],
  ])('refuses %s with a Norwegian message', (_, kinds) => {
    expect(issuesOf({ title: 'Hytta', kinds })).toContain(AgreementKindMessages.kinds);
  });

  it('reads a title and description as they are typed, and nothing else', () => {
    expect(titleReadingBodySchema.parse({ title: ' Hytta ' })).toEqual({ title: 'Hytta', description: '' });
    expect(titleReadingBodySchema.safeParse({ title: 'Hytta', kinds: ['rent'] }).success).toBe(false);
    expect(titleReadingBodySchema.safeParse({ title: '' }).success).toBe(false);
  });
});
