import {
  actionLabel,
  AGREEMENT_STATUS_LABELS,
  agreementProgress,
  cardTarget,
  roundText,
} from './dashboard.rules';

describe('agreementProgress', () => {
  it('is full for finished agreements', () => {
    expect(agreementProgress({ status: 'completed', currentRound: 1 })).toBe(100);
    expect(agreementProgress({ status: 'disagreement', currentRound: 1 })).toBe(100);
  });

  it('grows 33 % per round and stops at 99 %', () => {
    expect(agreementProgress({ status: 'pending', currentRound: 1 })).toBe(33);
    expect(agreementProgress({ status: 'in_progress', currentRound: 2 })).toBe(66);
    expect(agreementProgress({ status: 'in_progress', currentRound: 3 })).toBe(99);
    expect(agreementProgress({ status: 'in_progress', currentRound: 5 })).toBe(99);
  });
});

describe('labels', () => {
  it('names every status', () => {
    expect(AGREEMENT_STATUS_LABELS).toEqual({
      completed: 'Fullført',
      disagreement: 'Uenighet',
      pending: 'Venter på svar',
      in_progress: 'Pågående',
      signed: 'Signert',
    });
  });

  it('says what the card does', () => {
    expect(actionLabel('pending')).toBe('Del på nytt');
    expect(actionLabel('in_progress')).toBe('Fortsett');
    expect(actionLabel('signed')).toBe('Vis PDF');
    expect(actionLabel('completed')).toBe('Vis PDF');
    expect(actionLabel('disagreement')).toBe('Vis protokoll');
  });

  it('writes the round with the real number of rounds', () => {
    expect(roundText({ currentRound: 2, maxRounds: 5 })).toBe('Runde 2 av 5');
  });
});

describe('cardTarget', () => {
  it('leads finished agreements to the result page', () => {
    expect(cardTarget({ id: 'a', status: 'completed' })).toBe('/avtale/a/ferdig');
    expect(cardTarget({ id: 'a', status: 'disagreement' })).toBe('/avtale/a/ferdig');
  });

  it('leads agreements in progress to the comparison and pending ones to the share page', () => {
    expect(cardTarget({ id: 'a', status: 'in_progress' })).toBe('/avtale/a/sammenligning');
    expect(cardTarget({ id: 'a', status: 'pending' })).toBe('/avtale/a/del');
  });
});
