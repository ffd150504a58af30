import { DRAFT_GENERATION_JOB, TOPIC_REGENERATION_JOB, withoutKind } from './generation.job';

describe('the jobs the release before queued (legacy names)', () => {
  it('takes a draft job’s data without its kind as the draft job’s payload', () => {
    const draftId = '0b7a3c52-5d0e-4a43-9f44-6d1f0b8f5a10';
    const payload = DRAFT_GENERATION_JOB.legacy.payload({ kind: 'draft', draftId });
    expect(payload).toEqual({ draftId });
    expect(DRAFT_GENERATION_JOB.payload.safeParse(payload).success).toBe(true);
  });

  it('takes a regeneration job’s data without its kind as the regeneration job’s payload', () => {
    const topicId = '5f2d8c1e-0f4b-4c6a-8d3e-2a9b7c6d5e4f';
    const payload = TOPIC_REGENERATION_JOB.legacy.payload({ kind: 'regenerate', topicId, count: 3 });
    expect(payload).toEqual({ topicId, count: 3 });
    expect(TOPIC_REGENERATION_JOB.payload.safeParse(payload).success).toBe(true);
  });

  it('leaves data that is not an object as it is, for the schema to refuse', () => {
    expect(withoutKind(null)).toBeNull();
    expect(withoutKind('draft')).toBe('draft');
    expect(DRAFT_GENERATION_JOB.payload.safeParse(withoutKind(null)).success).toBe(false);
  });

  it('maps each old name to one job', () => {
    expect([DRAFT_GENERATION_JOB.legacy.names, TOPIC_REGENERATION_JOB.legacy.names]).toEqual([
      ['draft'],
      ['regenerate'],
    ]);
  });
});
