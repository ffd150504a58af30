import { ErrorCode, NegotiationMessages } from '@avtalt/contracts';
import type { AgreementCommand } from '../agreements/agreement-command';
import { negotiationChangesBetween } from '../agreements/agreement.commands';
import { disputedPoints, negotiationOpen } from './negotiation.rules';
import {
  answer,
  callers,
  empty,
  newId,
  pid,
  refusal,
  run,
  twoDisagree,
  view,
} from './negotiation.spec-helper';

describe('when negotiation is open', () => {
  it('is closed while the round is not answered by everyone, open once it closed with disagreements', () => {
    let s = empty();
    s = answer(s, 'anne', { q1: true, q2: true, q3: 12000, q4: '2027-03-01' });
    expect(negotiationOpen(view(s))).toBe(false);
    s = answer(s, 'bjorn', { q1: false, q2: false, q3: 15000, q4: '2027-03-01' });
    expect(negotiationOpen(view(s))).toBe(true);
    expect(disputedPoints(view(s).round)).toEqual(['q1', 'q2', 'q3']);
  });

  it('is closed in the last round, when everyone agreed, and once the text is frozen', () => {
    expect(negotiationOpen(view(twoDisagree(1)))).toBe(false);
    let agreed = empty();
    agreed = answer(agreed, 'anne', { q1: true, q2: true, q3: 1, q4: '2027-03-01' });
    agreed = answer(agreed, 'bjorn', { q1: true, q2: true, q3: 1, q4: '2027-03-01' });
    expect(negotiationOpen(view(agreed))).toBe(false);
    const s = twoDisagree();
    const frozen = {
      ...s,
      rows: { ...s.rows, agreement: { ...s.rows.agreement, frozenTextSha256: 'x'.repeat(64) } },
    };
    expect(negotiationOpen(view(frozen))).toBe(false);
  });

  it('refuses proposals and marks when closed (409 NEGOTIATION_CLOSED) and on agreed points (POINT_NOT_DISPUTED)', () => {
    const last = twoDisagree(1);
    expect(
      refusal(() =>
        run(last, { kind: 'propose', caller: callers.anne, questionId: 'q1', optionId: 'library:0' }),
      ),
    ).toEqual({
      code: ErrorCode.NegotiationClosed,
      message: NegotiationMessages.closed,
    });
    const s = twoDisagree();
    expect(
      refusal(() =>
        run(s, { kind: 'setMark', caller: callers.anne, questionId: 'q4', mark: 'canAccept', value: true }),
      ).code,
    ).toBe(ErrorCode.PointNotDisputed);
    expect(
      refusal(() =>
        run(s, { kind: 'propose', caller: callers.stranger, questionId: 'q1', optionId: 'library:0' }),
      ).code,
    ).toBe(ErrorCode.NotParticipant);
  });
});

describe('a frozen agreement', () => {
  it('refuses every negotiation command as other commands are refused (409 AGREEMENT_FROZEN)', () => {
    const s = twoDisagree();
    const frozen = {
      ...s,
      rows: {
        ...s.rows,
        agreement: { ...s.rows.agreement, frozenText: '<p>x</p>', frozenTextSha256: 'a'.repeat(64) },
      },
    };
    for (const command of [
      { kind: 'propose', caller: callers.anne, questionId: 'q1', optionId: 'library:0' },
      { kind: 'setMark', caller: callers.anne, questionId: 'q1', mark: 'canAccept', value: true },
      {
        kind: 'storeModelDraft',
        caller: callers.anne,
        questionId: 'q2',
        draftId: newId(),
        text: 't',
        clause: 'c',
      },
    ] as AgreementCommand[]) {
      expect(refusal(() => run(frozen, command)).code).toBe(ErrorCode.AgreementFrozen);
    }
  });
});

describe('a batch of commands', () => {
  it('keeps the negotiation rows through commands that do not touch them (a mark before an answer set is still written)', () => {
    let s = twoDisagree();
    const before = s;
    s = run(s, { kind: 'setMark', caller: callers.anne, questionId: 'q1', mark: 'canAccept', value: true });
    s = run(s, { kind: 'answerOne', caller: callers.anne, questionId: 'q1', response: true });
    expect(negotiationChangesBetween(before.negotiation, s.negotiation).upsertedMarks).toEqual([
      {
        participantId: pid(s, 'anne'),
        questionId: 'q1',
        round: 1,
        canAccept: true,
        important: false,
        shownInMatch: false,
      },
    ]);
  });
});
