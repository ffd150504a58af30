import type { Agreement, Participant } from '@avtalt/contracts';
import { i18n } from '../../i18n/i18n';
import {
  detailsCard,
  detailsFormValues,
  partyDetailsFormSchema,
  todayIso,
  waitingSentence,
  yourName,
} from './party-details.rules';
import './texts';

const nbT = i18n.getFixedT('nb', 'result');

const participant = (over: Partial<Participant>): Participant => ({
  id: 'p1',
  userId: 'u1',
  userName: 'Kari Nordmann',
  hasResponded: true,
  isAnonymous: false,
  isYou: false,
  canRemove: false,
  ...over,
});
const me = participant({ id: 'p0', userId: 'me', userName: 'Anne Hansen', isYou: true });
const agreement = (over: Partial<Agreement> = {}) =>
  ({
    status: 'completed',
    participants: [me, participant({})],
    legalText: null,
    yourDetails: null,
    document: null,
    ...over,
  }) as Agreement;
const user = { id: 'me' };

describe('detailsCard', () => {
  it('asks a logged-in party of a completed agreement, and shows the saved details with Endre until the text is made', () => {
    expect(detailsCard(agreement(), user)).toEqual({
      show: true,
      saved: false,
      canEdit: true,
      birthDateOnly: false,
    });
    expect(detailsCard(agreement({ yourDetails: { birthDate: '1985-03-01', address: null } }), user)).toEqual(
      { show: true, saved: true, canEdit: true, birthDateOnly: false },
    );
    expect(
      detailsCard(
        agreement({ yourDetails: { birthDate: null, address: 'Storgata 1' }, legalText: '<p/>' }),
        user,
      ),
    ).toEqual({ show: true, saved: true, canEdit: false, birthDateOnly: false });
  });

  it('lets a party who gave only an address add a date of birth after the text is made, while nobody has signed (issue 31)', () => {
    const addressOnly = agreement({
      yourDetails: { birthDate: null, address: 'Storgata 1' },
      legalText: '<p/>',
    });
    expect(detailsCard(addressOnly, user, { nobodySigned: true })).toEqual({
      show: true,
      saved: true,
      canEdit: true,
      birthDateOnly: true,
    });
    // Someone signed: the text is frozen, nothing can change until the signatures are voided.
    expect(detailsCard(addressOnly, user, { nobodySigned: false })).toEqual({
      show: true,
      saved: true,
      canEdit: false,
      birthDateOnly: false,
    });
    // A date of birth given already: the text prints it, no change.
    const both = agreement({
      yourDetails: { birthDate: '1985-03-01', address: 'Storgata 1' },
      legalText: '<p/>',
    });
    expect(detailsCard(both, user, { nobodySigned: true })).toEqual({
      show: true,
      saved: true,
      canEdit: false,
      birthDateOnly: false,
    });
  });

  it('shows nothing for a plan, an open agreement, a visitor, someone not taking part, or a text made without details', () => {
    expect(
      detailsCard(
        agreement({ document: { kind: 'plan', heading: null, termClause: null, disputeClause: null } }),
        user,
      ),
    ).toEqual({ show: false });
    expect(detailsCard(agreement({ status: 'in_progress' }), user)).toEqual({ show: false });
    expect(detailsCard(agreement(), null)).toEqual({ show: false });
    expect(detailsCard(agreement({ participants: [participant({})] }), user)).toEqual({ show: false });
    expect(detailsCard(agreement({ participants: [{ ...me, isAnonymous: true }] }), user)).toEqual({
      show: false,
    });
    expect(detailsCard(agreement({ legalText: '<p/>' }), user)).toEqual({ show: false });
  });
});

describe('waitingSentence', () => {
  it('names who the text waits for, the caller as deg first', () => {
    expect(waitingSentence(agreement(), nbT)).toBe(
      'Avtaleteksten lages når alle har fylt inn. Venter på: deg og Kari Nordmann.',
    );
    expect(waitingSentence(agreement(), nbT, { others: true })).toBe(
      'Avtaleteksten lages når alle har fylt inn. Venter på: Kari Nordmann.',
    );
    const three = agreement({
      participants: [
        { ...me, hasDetails: true },
        participant({}),
        participant({ id: 'p2', userName: 'Ola Hansen' }),
      ],
    });
    expect(waitingSentence(three, nbT)).toBe(
      'Avtaleteksten lages når alle har fylt inn. Venter på: Kari Nordmann og Ola Hansen.',
    );
  });

  it('is null when everyone has given theirs', () => {
    expect(
      waitingSentence(
        agreement({ participants: [{ ...me, hasDetails: true }, participant({ hasDetails: true })] }),
        nbT,
      ),
    ).toBeNull();
    expect(
      waitingSentence(agreement({ participants: [me, participant({ hasDetails: true })] }), nbT, {
        others: true,
      }),
    ).toBeNull();
  });
});

describe('the details form', () => {
  const schema = partyDetailsFormSchema('2026-11-25');
  const issues = (values: { birthDate: string; address: string }) => {
    const result = schema.safeParse(values);
    return result.success ? [] : result.error.issues.map((i) => [i.path.join('.'), i.message]);
  };

  it('reads the date as Norwegians write it and sends it as YYYY-MM-DD, an empty field as null', () => {
    for (const typed of ['1.3.1985', '01.03.1985', '1. mars 1985', '1985-03-01']) {
      expect(schema.parse({ birthDate: typed, address: '' })).toEqual({
        birthDate: '1985-03-01',
        address: null,
      });
    }
    expect(schema.parse({ birthDate: '', address: ' Storgata 1, 0150 Oslo ' })).toEqual({
      birthDate: null,
      address: 'Storgata 1, 0150 Oslo',
    });
  });

  it('asks for one of the two, a real date, and a date between 1900 and today', () => {
    expect(issues({ birthDate: '', address: ' ' })).toEqual([
      ['birthDate', 'Skriv fødselsdatoen din eller adressen din'],
    ]);
    expect(issues({ birthDate: '31.02.1985', address: '' })).toEqual([
      ['birthDate', 'Skriv fødselsdatoen din, for eksempel 1. mars 1985 eller 01.03.1985'],
    ]);
    expect(issues({ birthDate: 'i fjor', address: '' })).toEqual([
      ['birthDate', 'Skriv fødselsdatoen din, for eksempel 1. mars 1985 eller 01.03.1985'],
    ]);
    expect(issues({ birthDate: '1.3.2027', address: '' })).toEqual([
      ['birthDate', 'Fødselsdatoen må være en dato mellom 1900 og i dag'],
    ]);
    expect(issues({ birthDate: '1.3.1899', address: '' })).toEqual([
      ['birthDate', 'Fødselsdatoen må være en dato mellom 1900 og i dag'],
    ]);
    expect(issues({ birthDate: '', address: 'x'.repeat(201) })).toEqual([
      ['address', 'Adressen kan være høyst 200 tegn'],
    ]);
  });

  it('starts from the saved details as people read them', () => {
    expect(detailsFormValues({ birthDate: '1985-03-01', address: null })).toEqual({
      birthDate: '1. mars 1985',
      address: '',
    });
    expect(detailsFormValues(null)).toEqual({ birthDate: '', address: '' });
  });
});

it('names the caller by the name the agreement knows, else the account', () => {
  expect(yourName(agreement(), { firstName: 'X', lastName: 'Y' })).toBe('Anne Hansen');
  expect(
    yourName(agreement({ participants: [{ ...me, userName: ' ' }] }), {
      firstName: 'Anne',
      lastName: 'Berg',
    }),
  ).toBe('Anne Berg');
  expect(todayIso(new Date(2026, 0, 5))).toBe('2026-01-05');
});
