import type { Agreement, Guardian, Participant } from '@avtalt/contracts';
import { yourGuardianship } from './agreement-facts.rules';
import {
  guardianChip,
  guardianName,
  guardianSentence,
  isUnder18,
  mayRemoveGuardian,
  norwegianToday,
  relationText,
  removeGuardianText,
  yourGuardian,
  youNeedGuardian,
} from './guardians.rules';

const guardian = (o: Partial<Guardian> = {}): Guardian => ({
  id: 'c0ffee00-0000-4000-8000-0000000000c1',
  participantId: 'p-siri',
  partyName: 'Siri Ung',
  name: null,
  email: null,
  status: 'invited',
  relation: null,
  isYou: false,
  canRemove: false,
  ...o,
});

const participant = (id: string, userName: string, isYou = false): Participant => ({
  id,
  userId: `u-${id}`,
  userName,
  hasResponded: true,
  isAnonymous: false,
  isYou,
  canRemove: false,
});

type Facts = Pick<Agreement, 'participants'> & Partial<Pick<Agreement, 'guardians' | 'yourDetails'>>;
const agreement = (o: Partial<Facts> = {}): Facts => ({
  participants: [participant('p-ola', 'Ola Hansen'), participant('p-siri', 'Siri Ung', true)],
  guardians: [],
  yourDetails: null,
  ...o,
});

describe('the age of a party', () => {
  it('is under 18 until the 18th birthday, and of age on it', () => {
    expect(isUnder18('2008-12-02', '2026-12-01')).toBe(true);
    expect(isUnder18('2008-12-01', '2026-12-01')).toBe(false);
    expect(isUnder18('1985-03-01', '2026-12-01')).toBe(false);
    expect(isUnder18('2010-05-01', '2026-12-01')).toBe(true);
  });

  it('makes someone born on 29 February of age on 1 March in a year without one', () => {
    expect(isUnder18('2008-02-29', '2026-02-28')).toBe(true);
    expect(isUnder18('2008-02-29', '2026-03-01')).toBe(false);
    expect(isUnder18('2004-02-29', '2022-02-28')).toBe(true);
  });

  it('reads no age from what is not a date', () => {
    expect(isUnder18('', '2026-12-01')).toBe(false);
  });

  it('counts the days in Norway, whatever the browser’s time zone', () => {
    // 23:30 UTC on 30 November is already 1 December in Oslo.
    expect(norwegianToday(new Date('2026-11-30T23:30:00Z'))).toBe('2026-12-01');
    expect(norwegianToday(new Date('2026-06-30T21:59:00Z'))).toBe('2026-06-30');
  });
});

describe('who is a guardian and who needs one', () => {
  it('finds the caller’s guardianship only once they accepted', () => {
    expect(yourGuardianship({ guardians: [guardian({ isYou: true, status: 'active' })] })?.partyName).toBe(
      'Siri Ung',
    );
    expect(yourGuardianship({ guardians: [guardian({ isYou: true })] })).toBeUndefined();
    expect(yourGuardianship({ guardians: [guardian({ status: 'active' })] })).toBeUndefined();
    expect(yourGuardianship(undefined)).toBeUndefined();
  });

  it('finds the guardian a party invited for themselves, not another party’s', () => {
    const mine = guardian({ email: 'mona@eksempel.no' });
    expect(yourGuardian(agreement({ guardians: [mine] }))).toBe(mine);
    expect(yourGuardian(agreement({ guardians: [guardian({ participantId: 'p-ola' })] }))).toBeUndefined();
    const notAParty = agreement({ participants: [participant('p-siri', 'Siri Ung')], guardians: [mine] });
    expect(yourGuardian(notAParty)).toBeUndefined();
  });

  it('says a party needs a guardian from the server’s blocker, the date of birth they gave, or one invited', () => {
    const today = '2026-12-01';
    const blocker = { signBlocker: { code: 'UNDER_AGE' as const, message: 'Du er under 18 år.' } };
    expect(youNeedGuardian(agreement(), blocker, today)).toBe(true);
    const minor = agreement({ yourDetails: { birthDate: '2010-05-01', address: null } });
    expect(youNeedGuardian(minor, undefined, today)).toBe(true);
    expect(youNeedGuardian(agreement({ guardians: [guardian()] }), null, today)).toBe(true);
    const adult = agreement({ yourDetails: { birthDate: '1990-07-15', address: null } });
    expect(youNeedGuardian(adult, { signBlocker: null }, today)).toBe(false);
    expect(youNeedGuardian(agreement(), undefined, today)).toBe(false);
    // Only a party: an observer's or a visitor's signatures view never makes them a ward.
    const outsider = agreement({ participants: [participant('p-siri', 'Siri Ung')] });
    expect(youNeedGuardian(outsider, blocker, today)).toBe(false);
  });
});

describe('how a guardian is shown', () => {
  it('names the guardian, the invited address to the ward, else «vergen»', () => {
    expect(guardianName(guardian({ name: 'Mona Ung', status: 'active' }))).toBe('Mona Ung');
    expect(guardianName(guardian({ email: 'mona@eksempel.no' }))).toBe('mona@eksempel.no');
    expect(guardianName(guardian())).toBe('vergen');
  });

  it('marks an invited guardian and one who accepted', () => {
    expect(guardianChip(guardian())).toEqual({ label: 'Invitert', color: 'default' });
    expect(guardianChip(guardian({ status: 'active' }))).toEqual({ label: 'Har godtatt', color: 'success' });
  });

  it('says how they are the guardian', () => {
    expect(relationText('parent')).toBe('Forelder med foreldreansvar');
    expect(relationText('appointed')).toBe('Oppnevnt verge');
    expect(relationText(null)).toBeNull();
  });

  it('tells the other parties why they wait, or with whom the party signs', () => {
    expect(guardianSentence(guardian({ status: 'active', name: 'Mona Ung' }))).toBe(
      'Siri Ung signerer sammen med vergen Mona Ung',
    );
    expect(guardianSentence(guardian())).toBe(
      'Siri Ung er under 18 år og har invitert vergen sin. Avtalen kan signeres når vergen har godtatt den.',
    );
  });

  it('asks the ward before removing, and the guardian before stepping down', () => {
    expect(removeGuardianText(guardian({ email: 'mona@eksempel.no' }))).toEqual({
      title: 'Fjerne mona@eksempel.no som verge?',
      description: 'Invitasjonen til mona@eksempel.no gjelder da ikke lenger. Du kan invitere en annen.',
      confirmLabel: 'Fjern',
    });
    expect(removeGuardianText(guardian({ status: 'active', name: 'Mona Ung' })).description).toContain(
      'du kan ikke signere før en ny verge har godtatt den',
    );
    expect(removeGuardianText(guardian({ status: 'active', name: 'Mona Ung', isYou: true }))).toEqual({
      title: 'Trekke deg som verge for Siri Ung?',
      description: 'Siri Ung kan da ikke signere avtalen før en verge har godtatt den.',
      confirmLabel: 'Trekk deg',
    });
  });

  it('offers removal only before anyone has signed, whatever canRemove says', () => {
    const g = guardian({ canRemove: true });
    expect(mayRemoveGuardian(g, { status: 'unsigned' }, { status: 'completed' })).toBe(true);
    expect(mayRemoveGuardian(g, undefined, { status: 'completed' })).toBe(true);
    expect(mayRemoveGuardian(g, { status: 'signing' }, { status: 'completed' })).toBe(false);
    expect(mayRemoveGuardian(g, { status: 'signed' }, { status: 'signed' })).toBe(false);
    expect(mayRemoveGuardian(g, undefined, { status: 'signed' })).toBe(false);
    expect(mayRemoveGuardian(guardian(), { status: 'unsigned' }, { status: 'completed' })).toBe(false);
  });
});
