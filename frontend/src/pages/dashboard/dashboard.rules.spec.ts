import {
  actionLabel,
  AGREEMENT_STATUS_LABELS,
  agreementProgress,
  cardTarget,
  participantText,
  roundText,
  waitingText,
  statusBadge,
  versionText,
} from './dashboard.rules';

describe('agreementProgress', () => {
  it('is full for finished agreements', () => {
    expect(agreementProgress({ status: 'completed', currentRound: 1, participantCount: 2 })).toBe(100);
    expect(agreementProgress({ status: 'signed', currentRound: 2, participantCount: 2 })).toBe(100);
    expect(agreementProgress({ status: 'disagreement', currentRound: 1, participantCount: 2 })).toBe(100);
  });

  it('is 0 before anyone has answered (an abandoned draft is not a third done)', () => {
    expect(agreementProgress({ status: 'pending', currentRound: 1, participantCount: 0 })).toBe(0);
  });

  it('grows 33 % per round once someone has answered, and stops at 99 %', () => {
    expect(agreementProgress({ status: 'pending', currentRound: 1, participantCount: 1 })).toBe(33);
    expect(agreementProgress({ status: 'in_progress', currentRound: 2, participantCount: 2 })).toBe(66);
    expect(agreementProgress({ status: 'in_progress', currentRound: 3, participantCount: 2 })).toBe(99);
    expect(agreementProgress({ status: 'in_progress', currentRound: 5, participantCount: 2 })).toBe(99);
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
    // The card opens the result page, not a PDF.
    expect(actionLabel('signed')).toBe('Se avtalen');
    expect(actionLabel('completed')).toBe('Se avtalen');
    expect(actionLabel('disagreement')).toBe('Vis protokoll');
  });

  it('writes the round with the real number of rounds while open, and none once finished', () => {
    expect(roundText({ status: 'in_progress', currentRound: 2, maxRounds: 5 })).toBe('Runde 2 av 5');
    expect(roundText({ status: 'pending', currentRound: 1, maxRounds: 3 })).toBe('Runde 1 av 3');
    expect(roundText({ status: 'signed', currentRound: 2, maxRounds: 5 })).toBeNull();
    expect(roundText({ status: 'completed', currentRound: 2, maxRounds: 5 })).toBeNull();
    expect(roundText({ status: 'disagreement', currentRound: 5, maxRounds: 5 })).toBeNull();
  });

  it('counts the participants in Norwegian', () => {
    expect(participantText(0)).toBe('0 deltakere');
    expect(participantText(1)).toBe('1 deltaker');
    expect(participantText(3)).toBe('3 deltakere');
  });
});

describe('waitingText', () => {
  it('names whom an open card waits for', () => {
    expect(waitingText({ status: 'in_progress', waitingFor: ['Bjørn Berg'] })).toBe('Venter på: Bjørn Berg');
    expect(waitingText({ status: 'in_progress', waitingFor: ['Anne Hansen', 'Bjørn Berg'] })).toBe(
      'Venter på: Anne Hansen og Bjørn Berg',
    );
    expect(waitingText({ status: 'in_progress', waitingFor: ['Anne', 'Bjørn', 'Kari'] })).toBe(
      'Venter på: Anne, Bjørn og Kari',
    );
  });

  it('says nothing when nobody is named, the names are not sent, or the agreement is finished', () => {
    expect(waitingText({ status: 'in_progress', waitingFor: [] })).toBeNull();
    expect(waitingText({ status: 'pending' })).toBeNull();
    expect(waitingText({ status: 'completed', waitingFor: ['Bjørn Berg'] })).toBeNull();
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

describe('versions on the cards (docs/amendments.md)', () => {
  it("badges a replaced agreement «Erstattet» and names an amendment's version", () => {
    expect(statusBadge({ status: 'signed', replaced: true })).toEqual({
      label: 'Erstattet',
      color: 'default',
    });
    expect(statusBadge({ status: 'signed' })).toEqual({ label: 'Signert', color: 'success' });
    expect(versionText({ versionNumber: 2 })).toBe('Versjon 2');
    expect(versionText({})).toBeNull();
  });

  it('badges a signed version that ends the agreement «Avsluttet» instead of «Signert»', () => {
    expect(statusBadge({ status: 'signed', endsOn: '2027-03-01' })).toEqual({
      label: 'Avsluttet',
      color: 'default',
    });
    expect(statusBadge({ status: 'signed', endsOn: undefined })).toEqual({
      label: 'Signert',
      color: 'success',
    });
  });
});
