import type { Caller } from '@avtalt/contracts';
import type { NegotiationService } from '../negotiation/negotiation.service';
import type { AgreementStore } from './agreement-store';
import { ola, snapshot } from './agreement.mapper.spec-helper';
import { toRoundSnapshot } from './agreement.snapshot';
import { AnswersService } from './answers.service';

describe('AnswersService.comparisonView', () => {
  // Round 1, only Ola answered: nothing to negotiate, no negotiation rows read.
  const s = snapshot({ 'p-ola': { q1: 'Likt', q2: 12000, q3: 'self' } });
  const store = { snapshots: { read: async () => ({ snapshot: s, round: toRoundSnapshot(s) }) } };
  const service = () =>
    new AnswersService(store as unknown as AgreementStore, {} as unknown as NegotiationService);

  it("keeps a participant's view and answers only the tag to a caller who holds it", async () => {
    const answers = service();
    const first = await answers.comparisonView(ola, 'a1');
    expect(first).toMatchObject({ etag: expect.stringMatching(/^[A-Za-z0-9_-]{27}$/) });
    expect('comparison' in first && first.comparison.isInitiator).toBe(true);
    expect(answers.views.size().views).toBe(1);
    expect(await answers.comparisonView(ola, 'a1', first.etag)).toEqual({
      etag: first.etag,
      unchanged: true,
    });
  });

  it("keeps no visitor's view: visitors without a session cannot push the participants' views out", async () => {
    const answers = service();
    await answers.comparisonView(ola, 'a1');
    const visitor = (i: number): Caller => ({
      id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
      anonymous: true,
      name: 'Anonym',
    });
    const views = await Promise.all([1, 2, 3].map((i) => answers.comparisonView(visitor(i), 'a1')));
    expect(answers.views.size().views).toBe(1);
    // The same outsider's content for each: one tag.
    expect(new Set(views.map((v) => v.etag)).size).toBe(1);
  });
});
