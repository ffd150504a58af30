import { ErrorCode, MAX_MODEL_DRAFTS_PER_POINT, NegotiationMessages } from '@avtalt/contracts';
import type { CommandState } from '../agreements/agreement.commands';
import { optionsFor } from './negotiation-options.rules';
import { callers, newId, refusal, run, twoDisagree, view } from './negotiation.spec-helper';

describe('model drafts', () => {
  const store = (s: CommandState, questionId: string, who = 'anne') =>
    run(s, {
      kind: 'storeModelDraft',
      caller: callers[who],
      questionId,
      draftId: newId(),
      text: 'Skal dere ha vaskeliste annenhver uke?',
      clause: 'Partene har vaskeliste annenhver uke.',
    });

  it('only for points without curated middle grounds, at most MAX_MODEL_DRAFTS_PER_POINT per point, never for a visitor', () => {
    let s = twoDisagree();
    expect(refusal(() => store(s, 'q1'))).toEqual({
      code: ErrorCode.Conflict,
      message: NegotiationMessages.draftNeedsNoLibrary,
    });
    for (let i = 0; i < MAX_MODEL_DRAFTS_PER_POINT; i++) s = store(s, 'q2', i % 2 ? 'bjorn' : 'anne');
    expect(optionsFor(view(s), 'q2').map((o) => o.source)).toEqual(
      Array(MAX_MODEL_DRAFTS_PER_POINT).fill('model'),
    );
    expect(refusal(() => store(s, 'q2'))).toEqual({
      code: ErrorCode.Conflict,
      message: NegotiationMessages.tooManyDrafts,
    });
    expect(
      refusal(() =>
        run(twoDisagree(), {
          kind: 'storeModelDraft',
          caller: { id: 'u-x', anonymous: true, name: '' },
          questionId: 'q2',
          draftId: newId(),
          text: 't',
          clause: 'c',
        }),
      ).code,
    ).toBe(ErrorCode.LoginRequired);
  });
});
