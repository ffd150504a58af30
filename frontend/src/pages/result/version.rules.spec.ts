import { AmendmentMessages, type Agreement, type AgreementVersion } from '@avtalt/contracts';
import { i18n } from '../../i18n/i18n';
import { endingBodyOf, endingDateRange } from './end-dialog.rules';
import { endedText, endingLine, mayStartVersion, versionHeading } from './version.rules';
import './texts';

const nbT = i18n.getFixedT('nb', 'result');

const original = 'beef0000-0000-4000-8000-00000000b001';
const questions = [{ id: 'c0000000-0000-4000-8000-00000000b001', text: 'Skal hytta deles?' }];

const endingVersion = (ending: AgreementVersion['ending']): AgreementVersion => ({
  number: 2,
  amends: { id: original, number: 1 },
  replacedBy: null,
  changes: [],
  ending,
});

const facts = (status: Agreement['status'], version?: AgreementVersion) => ({ status, version });

describe('versionHeading', () => {
  it('names a version in a chain by its number, and offers changes on an original', () => {
    expect(versionHeading(undefined, nbT)).toBe('Endre avtalen');
    expect(versionHeading(endingVersion(undefined), nbT)).toBe('Versjon 2');
  });
});

describe('mayStartVersion', () => {
  it('lets a party of a signed agreement not replaced change it or end it', () => {
    expect(mayStartVersion({ amendableQuestions: questions })).toBe(true);
    expect(mayStartVersion({ amendableQuestions: questions, version: endingVersion(undefined) })).toBe(true);
  });

  it('offers nothing where the server sends no questions (not signed, replaced, not a party)', () => {
    expect(mayStartVersion({})).toBe(false);
  });

  it('never offers to change or end a version that ends the agreement, agreed or not', () => {
    const ending = endingVersion({ endsOn: '2027-03-01', agreed: true });
    expect(mayStartVersion({ amendableQuestions: questions, version: ending })).toBe(false);
    const open = endingVersion({ endsOn: '2027-03-01', agreed: false });
    expect(mayStartVersion({ amendableQuestions: questions, version: open })).toBe(false);
  });
});

describe('endingLine', () => {
  it('writes the date as Norwegians do', () => {
    expect(endingLine({ endsOn: '2027-03-01' }, nbT)).toBe('Avtalen opphører fra og med 1. mars 2027');
  });
});

describe('endedText', () => {
  const agreed = endingVersion({ endsOn: '2027-03-01', agreed: true });

  it('says the agreement has ended once the ending is signed and its date has come', () => {
    expect(endedText(facts('signed', agreed), '2027-03-01', nbT)).toBe(
      'Avtalen er avsluttet fra og med 1. mars 2027',
    );
    expect(endedText(facts('signed', agreed), '2028-01-15', nbT)).toBe(
      'Avtalen er avsluttet fra og med 1. mars 2027',
    );
  });

  it('says when it ends while the date is still ahead', () => {
    expect(endedText(facts('signed', agreed), '2027-02-28', nbT)).toBe('Avtalen avsluttes 1. mars 2027');
  });

  it('says nothing before everyone has signed, without an agreed ending, or on a version that does not end it', () => {
    expect(endedText(facts('completed', agreed), '2027-03-02', nbT)).toBeNull();
    const refused = endingVersion({ endsOn: '2027-03-01', agreed: false });
    expect(endedText(facts('signed', refused), '2027-03-02', nbT)).toBeNull();
    expect(endedText(facts('signed', endingVersion(undefined)), '2027-03-02', nbT)).toBeNull();
    expect(endedText(facts('signed'), '2027-03-02', nbT)).toBeNull();
  });
});

describe('the date an ending is proposed from', () => {
  const today = '2026-12-03';

  it('may be from today to the same day five years on', () => {
    expect(endingDateRange(today)).toEqual({ min: '2026-12-03', max: '2031-12-03' });
    expect(endingBodyOf('2026-12-03', today)).toEqual({ body: { endsOn: '2026-12-03' } });
    expect(endingBodyOf('2031-12-03', today)).toEqual({ body: { endsOn: '2031-12-03' } });
  });

  it('is refused, with the message the server gives, before today', () => {
    expect(endingBodyOf('2026-12-02', today)).toEqual({ error: AmendmentMessages.endsOnPast });
  });

  it('is refused more than five years ahead', () => {
    expect(endingBodyOf('2031-12-04', today)).toEqual({ error: AmendmentMessages.endsOnTooLate });
  });

  it('is asked for when the field is empty', () => {
    expect(endingBodyOf('', today)).toEqual({ error: AmendmentMessages.endsOn });
  });
});
