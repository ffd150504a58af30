import { AgreementMessages } from '@avtalt/contracts';
import { hasPartyDetails, nextPartyDetails, norwegianDate } from './party-details.rules';

const none = { birthDate: null, address: null };
const today = '2026-11-25';

describe('nextPartyDetails', () => {
  it('reads the date of birth in the forms people write it and stores YYYY-MM-DD', () => {
    for (const written of [
      '1985-03-01',
      '01.03.1985',
      '1.3.1985',
      '1. mars 1985',
      '1 mars 1985',
      ' 1. MARS 1985 ',
      '1. mar. 1985',
    ]) {
      expect(nextPartyDetails(none, { birthDate: written }, today)).toEqual({
        ok: true,
        details: { birthDate: '1985-03-01', address: null },
      });
    }
  });

  it('refuses what is not a date, and dates that do not exist, with the Norwegian message on birthDate', () => {
    for (const written of [
      'mars 1985',
      '1985',
      '31.02.1985',
      '1985-13-01',
      'i går',
      '01/03/1985',
      '1. marsj 1985',
    ]) {
      expect(nextPartyDetails(none, { birthDate: written }, today)).toEqual({
        ok: false,
        path: 'birthDate',
        message: AgreementMessages.birthDate,
      });
    }
  });

  it('takes dates from 1900-01-01 up to and including today, and refuses the others', () => {
    expect(nextPartyDetails(none, { birthDate: '1900-01-01' }, today)).toMatchObject({
      ok: true,
      details: { birthDate: '1900-01-01' },
    });
    expect(nextPartyDetails(none, { birthDate: '25.11.2026' }, today)).toMatchObject({
      ok: true,
      details: { birthDate: '2026-11-25' },
    });
    for (const written of ['31.12.1899', '1. januar 1000', '26.11.2026', '2090-01-01']) {
      expect(nextPartyDetails(none, { birthDate: written }, today)).toEqual({
        ok: false,
        path: 'birthDate',
        message: AgreementMessages.birthDateRange,
      });
    }
  });

  it('keeps a field that is absent, clears one that is null or empty, and keeps the address on one line', () => {
    const stored = { birthDate: '1985-03-01', address: 'Storgata 1, 0150 Oslo' };
    expect(nextPartyDetails(stored, { address: '  Kirkeveien 2\n0360   Oslo ' }, today)).toEqual({
      ok: true,
      details: { birthDate: '1985-03-01', address: 'Kirkeveien 2 0360 Oslo' },
    });
    expect(nextPartyDetails(stored, { address: null }, today)).toEqual({
      ok: true,
      details: { birthDate: '1985-03-01', address: null },
    });
    expect(nextPartyDetails(stored, { birthDate: '', address: 'Kirkeveien 2' }, today)).toEqual({
      ok: true,
      details: { birthDate: null, address: 'Kirkeveien 2' },
    });
    expect(nextPartyDetails(stored, { birthDate: null }, today)).toEqual({
      ok: true,
      details: { birthDate: null, address: 'Storgata 1, 0150 Oslo' },
    });
  });

  it('refuses to leave neither: at least the date of birth or the address remains', () => {
    const onlyAddress = { birthDate: null, address: 'Storgata 1' };
    expect(nextPartyDetails(onlyAddress, { address: '' }, today)).toEqual({
      ok: false,
      path: 'birthDate',
      message: AgreementMessages.detailsRequired,
    });
    expect(nextPartyDetails(none, { birthDate: '  ', address: null }, today)).toEqual({
      ok: false,
      path: 'birthDate',
      message: AgreementMessages.detailsRequired,
    });
    expect(nextPartyDetails(none, {}, today)).toEqual({
      ok: false,
      path: 'birthDate',
      message: AgreementMessages.detailsRequired,
    });
  });

  it('refuses an address longer than 200 characters', () => {
    expect(nextPartyDetails(none, { address: 'x'.repeat(201) }, today)).toEqual({
      ok: false,
      path: 'address',
      message: AgreementMessages.addressTooLong,
    });
  });
});

it('takes today as the date in Norway (a date of birth of today is taken just after midnight there)', () => {
  expect(norwegianDate(new Date('2026-12-31T22:30:00Z'))).toBe('2026-12-31');
  expect(norwegianDate(new Date('2026-12-31T23:30:00Z'))).toBe('2027-01-01');
  expect(norwegianDate(new Date('2026-06-30T21:59:00Z'))).toBe('2026-06-30');
  expect(norwegianDate(new Date('2026-06-30T22:00:00Z'))).toBe('2026-07-01');
});

it('counts a party as identified by a date of birth or an address', () => {
  expect(hasPartyDetails(none)).toBe(false);
  expect(hasPartyDetails({ birthDate: '1985-03-01', address: null })).toBe(true);
  expect(hasPartyDetails({ birthDate: null, address: 'Storgata 1' })).toBe(true);
});
