import type { Observer } from '@avtalt/contracts';
import { MAX_OBSERVERS } from '@avtalt/contracts/constants';
import {
  activeObservers,
  canInviteObserver,
  observerChip,
  observerLabel,
  removeObserverText,
} from './observers.rules';

const observer = (o: Partial<Observer> = {}): Observer => ({
  id: 'c0ffee00-0000-4000-8000-0000000000b1',
  name: null,
  email: null,
  status: 'invited',
  invitedByName: 'Kari Nordmann',
  isYou: false,
  canRemove: false,
  ...o,
});

describe('observers on the share page and the comparison', () => {
  it('names an observer by name, the invited address to the inviter, and the viewer as Deg', () => {
    expect(observerLabel(observer({ status: 'active', name: 'Anne Hansen' }))).toBe('Anne Hansen');
    expect(observerLabel(observer({ email: 'anne@eksempel.no', canRemove: true }))).toBe(
      'Invitert: anne@eksempel.no',
    );
    expect(observerLabel(observer())).toBe('Invitert observatør');
    expect(observerLabel(observer({ status: 'active', name: 'Anne Hansen', isYou: true }))).toBe('Deg');
  });

  it('chips an accepted observer «Observatør» and one who has not accepted «Invitert»', () => {
    expect(observerChip(observer({ status: 'active' }))).toEqual({ label: 'Observatør', color: 'success' });
    expect(observerChip(observer())).toEqual({ label: 'Invitert', color: 'default' });
  });

  it('lists only accepted observers to those who take part', () => {
    const active = observer({ id: 'a', status: 'active', name: 'Anne Hansen' });
    expect(activeObservers([observer({ id: 'i' }), active])).toEqual([active]);
    expect(activeObservers(undefined)).toEqual([]);
  });

  it('invites no more than MAX_OBSERVERS, counting those not yet accepted', () => {
    expect(canInviteObserver(undefined)).toBe(true);
    expect(canInviteObserver(Array.from({ length: MAX_OBSERVERS - 1 }, () => observer()))).toBe(true);
    expect(canInviteObserver(Array.from({ length: MAX_OBSERVERS }, () => observer()))).toBe(false);
  });

  it('asks before removing, in words that fit an observer and an invitation', () => {
    expect(removeObserverText(observer({ status: 'active', name: 'Anne Hansen' })).title).toBe(
      'Fjerne Anne Hansen som observatør?',
    );
    expect(removeObserverText(observer({ email: 'anne@eksempel.no' })).description).toBe(
      'Invitasjonen til anne@eksempel.no gjelder da ikke lenger. Du kan invitere på nytt senere.',
    );
  });
});
