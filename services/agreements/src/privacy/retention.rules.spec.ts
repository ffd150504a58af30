import {
  datesInText,
  isLoanTopic,
  keptUntil,
  latestDate,
  pastRetention,
  retentionEnd,
  retentionFactsOf,
  youngestBornIn,
} from './retention.rules';

describe('retention of a signed agreement', () => {
  const signedAt = new Date('2026-03-01T12:00:00Z');

  it('keeps a loan ten years after its last agreed date, others three years (S29, S30)', () => {
    const last = new Date('2030-06-30T00:00:00Z');
    expect(keptUntil({ signedAt, latestAgreedDate: last, isLoan: true }).toISOString()).toBe(
      '2040-06-30T00:00:00.000Z',
    );
    expect(keptUntil({ signedAt, latestAgreedDate: last, isLoan: false }).toISOString()).toBe(
      '2033-06-30T00:00:00.000Z',
    );
  });

  it('counts from the signing when no agreed date is later', () => {
    expect(keptUntil({ signedAt, latestAgreedDate: null, isLoan: false }).toISOString()).toBe(
      '2029-03-01T12:00:00.000Z',
    );
    const before = new Date('2025-01-01T00:00:00Z');
    expect(keptUntil({ signedAt, latestAgreedDate: before, isLoan: true }).toISOString()).toBe(
      '2036-03-01T12:00:00.000Z',
    );
  });

  it('finds the latest date among the answers and knows a loan by its topic', () => {
    expect(latestDate(['ja', '2027-01-31', 42, '2029-12-01', '2028-13-45x', true])?.toISOString()).toBe(
      '2029-12-01T00:00:00.000Z',
    );
    expect(latestDate(['nei', 7])).toBeNull();
    expect(isLoanTopic('Lån mellom privatpersoner')).toBe(true);
    expect(isLoanTopic('Utlån av bil')).toBe(false);
    expect(isLoanTopic('Samboeravtale')).toBe(false);
    expect(isLoanTopic(null)).toBe(false);
  });
});

describe('when an agreement is past its time', () => {
  const updatedAt = new Date('2026-01-15T08:00:00Z');
  const facts = { updatedAt, signedAt: null, latestAgreedDate: null, isLoan: false, childSupport: null };

  it('deletes an unfinished one untouched for 12 months, not a day before', () => {
    for (const status of ['pending', 'in_progress']) {
      expect(retentionEnd({ ...facts, status })).toEqual({
        until: new Date('2027-01-15T08:00:00Z'),
        reason: 'idle',
      });
      expect(pastRetention({ ...facts, status }, new Date('2027-01-15T07:59:59Z'))).toBe(false);
      expect(pastRetention({ ...facts, status }, new Date('2027-01-15T08:00:00Z'))).toBe(true);
    }
  });

  it('keeps a finished, unsigned one three years and a signed one three after it ends (a loan ten)', () => {
    for (const status of ['completed', 'disagreement'])
      expect(retentionEnd({ ...facts, status }).until).toEqual(new Date('2029-01-15T08:00:00Z'));
    const signedAt = new Date('2026-02-01T10:00:00Z');
    expect(retentionEnd({ ...facts, status: 'signed', signedAt })).toEqual({
      until: new Date('2029-02-01T10:00:00Z'),
      reason: 'signed',
    });
    expect(
      retentionEnd({
        ...facts,
        status: 'signed',
        signedAt,
        isLoan: true,
        latestAgreedDate: new Date('2030-06-30'),
      }),
    ).toEqual({ until: new Date('2040-06-30T00:00:00Z'), reason: 'loan' });
  });

  it('follows the configured periods', () => {
    const policy = { idleMonths: 6, unsignedYears: 1, signedYears: 5, loanYears: 12 };
    expect(retentionEnd({ ...facts, status: 'pending' }, policy).until).toEqual(
      new Date('2026-07-15T08:00:00Z'),
    );
    expect(retentionEnd({ ...facts, status: 'completed' }, policy).until).toEqual(
      new Date('2027-01-15T08:00:00Z'),
    );
    expect(retentionEnd({ ...facts, status: 'signed', signedAt: updatedAt }, policy).until).toEqual(
      new Date('2031-01-15T08:00:00Z'),
    );
  });
});

describe('a samværsavtale with a private barnebidrag (foreldelsesloven § 6, barneloven § 68)', () => {
  const signedAt = new Date('2026-03-01T12:00:00Z');

  it('keeps it ten years after the youngest child is 20, whatever the other dates', () => {
    const youngestBorn = new Date('2019-05-03T00:00:00Z');
    expect(
      keptUntil({
        signedAt,
        latestAgreedDate: null,
        isLoan: false,
        childSupport: { youngestBorn },
      }).toISOString(),
    ).toBe('2049-05-03T00:00:00.000Z');
    // No birth known: as for a child born the day it was signed.
    expect(
      keptUntil({
        signedAt,
        latestAgreedDate: null,
        isLoan: false,
        childSupport: { youngestBorn: null },
      }).toISOString(),
    ).toBe('2056-03-01T12:00:00.000Z');
  });

  it('reads births as people write them, and takes the latest one not after the signing', () => {
    expect(
      datesInText('Emma Hansen, født 3. mai 2016, og Jonas, født 17.11.2019').map((d) => d.toISOString()),
    ).toEqual(['2016-05-03T00:00:00.000Z', '2019-11-17T00:00:00.000Z']);
    expect(datesInText('31. februar 2018, 2017-02-30, 12.13.2015, 1. blomst 2014')).toEqual([]);
    expect(youngestBornIn(['Emma, født 3. mai 2016', 'Fra 2027-08-01', 'Ola 2020-01-09'], signedAt)).toEqual(
      new Date('2020-01-09T00:00:00Z'),
    );
    expect(youngestBornIn(['ingen datoer her'], signedAt)).toBeNull();
  });

  it('is what the sweep and the deletion plan decide on, from the row', () => {
    const row = {
      id: 'a',
      status: 'signed',
      topic_title: 'Samværsavtale for barn',
      updated_at: '2026-03-01T12:00:00Z',
      created_at: '2026-02-01T12:00:00Z',
      initiator_id: 'u',
      signed_at: '2026-03-01T12:00:00Z',
      texts: ['Emma Hansen, født 3. mai 2016'],
      child_support: true,
    };
    expect(retentionEnd(retentionFactsOf(row))).toEqual({
      until: new Date('2046-05-03T00:00:00Z'),
      reason: 'child-support',
    });
    expect(retentionEnd(retentionFactsOf({ ...row, child_support: false }))).toEqual({
      until: new Date('2029-03-01T12:00:00Z'),
      reason: 'signed',
    });
  });
});
