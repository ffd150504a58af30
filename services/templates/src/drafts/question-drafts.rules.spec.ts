import { ErrorCode, FORM_REQUIREMENT_NOTICES, QuestionDraftMessages } from '@avtalt/contracts';
import {
  admitDraft,
  DRAFT_STALE_MS,
  draftView,
  isStale,
  type QuestionDraftRow,
} from './question-drafts.rules';

const limits = { perOwner: 3, windowMs: 600_000, maxBacklog: 50, maxAnonymousBacklog: 10 };
const empty = { loggedIn: 0, anonymous: 0 };
const question = {
  text: 'Skal dere dele utgiftene likt?',
  description: null,
  clauseYes: 'Partene deler likt.',
  clauseNo: 'Partene deler ikke likt.',
};
const row = (over: Partial<QuestionDraftRow> = {}): QuestionDraftRow => ({
  id: '0e5f4b8e-6a9b-4c39-9d3a-4a8c2f0b7c11',
  ownerId: 'owner',
  title: 'Felles båt',
  description: 'Vi deler en båt',
  count: 10,
  kinds: null,
  status: 'pending',
  questions: null,
  message: null,
  createdAt: new Date('2026-12-01T10:00:00Z'),
  finishedAt: null,
  ...over,
});

describe('admitDraft', () => {
  it('admits drafts until the owner has started the limit in the window', () => {
    expect(admitDraft(0, empty, false, limits)).toEqual({ admitted: true });
    expect(admitDraft(2, empty, true, limits)).toEqual({ admitted: true });
    expect(admitDraft(3, empty, false, limits)).toEqual({
      admitted: false,
      code: ErrorCode.RateLimited,
      message: QuestionDraftMessages.rateLimited,
    });
  });

  it('refuses logged-in users with 503 while their lane holds the most waiting jobs it may', () => {
    expect(admitDraft(0, { loggedIn: 49, anonymous: 0 }, false, limits)).toEqual({ admitted: true });
    expect(admitDraft(0, { loggedIn: 50, anonymous: 0 }, false, limits)).toEqual({
      admitted: false,
      code: ErrorCode.ServiceUnavailable,
      message: QuestionDraftMessages.busy,
    });
  });

  it('refuses anonymous callers when their lane is full, and still admits a logged-in user', () => {
    const fullAnonymous = { loggedIn: 0, anonymous: 10 };
    expect(admitDraft(0, { loggedIn: 0, anonymous: 9 }, true, limits)).toEqual({ admitted: true });
    expect(admitDraft(0, fullAnonymous, true, limits)).toEqual({
      admitted: false,
      code: ErrorCode.ServiceUnavailable,
      message: QuestionDraftMessages.anonymousBusy,
    });
    expect(admitDraft(0, fullAnonymous, false, limits)).toEqual({ admitted: true });
  });

  it('names the owner’s own limit before the lanes', () => {
    expect(admitDraft(3, { loggedIn: 50, anonymous: 10 }, true, limits)).toMatchObject({
      code: ErrorCode.RateLimited,
    });
  });
});

describe('isStale', () => {
  const now = new Date(row().createdAt.getTime() + DRAFT_STALE_MS);
  it('gives up a draft that has been pending for the stale time', () => {
    expect(isStale(row(), now)).toBe(true);
    expect(isStale(row(), new Date(now.getTime() - 1))).toBe(false);
  });
  it('never gives up a finished draft', () => {
    expect(isStale(row({ status: 'ready' }), now)).toBe(false);
    expect(isStale(row({ status: 'failed' }), now)).toBe(false);
  });
});

describe('draftView', () => {
  it('shows questions only when ready', () => {
    expect(draftView(row({ questions: [question] })).questions).toEqual([]);
    expect(draftView(row({ status: 'ready', questions: [question] }))).toMatchObject({
      status: 'ready',
      questions: [question],
      message: null,
    });
  });
  it('gives a failed draft a Norwegian message that asks to try again', () => {
    expect(draftView(row({ status: 'failed' })).message).toBe(QuestionDraftMessages.failed);
    expect(QuestionDraftMessages.failed).toMatch(/Prøv igjen\.$/);
    expect(draftView(row({ status: 'failed', message: 'Noe annet. Prøv igjen.' })).message).toBe(
      'Noe annet. Prøv igjen.',
    );
  });
  it('never shows the owner id', () => {
    expect(Object.keys(draftView(row()))).not.toContain('ownerId');
  });
  it('tells, from the first reply on, that a testament or an ektepakt cannot be made in Avtalt (issue 31)', () => {
    expect(draftView(row({ title: 'Testamentet vårt', description: '' })).formNotices).toEqual([
      FORM_REQUIREMENT_NOTICES.testament,
    ]);
    expect(
      draftView(row({ title: 'Før bryllupet', description: 'Vi er gift og vil ha særeie.' })).formNotices,
    ).toEqual([FORM_REQUIREMENT_NOTICES.ektepakt]);
    expect(
      draftView(row({ title: 'Arveoppgjør etter mor', description: 'Tre søsken deler arven.' })).formNotices,
    ).toEqual([]);
  });
});
