import type { Observer } from '@avtalt/contracts';
import { MAX_OBSERVERS } from '@avtalt/contracts/constants';
import { libT, type LibT } from './texts';

/*
 * How an agreement's observers are shown (docs/observers.md): by name once they accepted, by the invited
 * address to the one who typed it, and as «Observatør» or «Invitert». Pure: the share page and the
 * comparison show these texts (lib's `t`, last parameter: by default in the language in use).
 */

type Shown = Pick<Observer, 'name' | 'email' | 'status' | 'isYou'>;

/** 'Deg', the observer's name, «Invitert: ola@eksempel.no» for the inviter, else «Invitert observatør». */
export function observerLabel(o: Shown, t: LibT = libT): string {
  if (o.isYou) return t('observers.you');
  const name = o.name?.trim();
  if (name) return name;
  if (o.email) return t('observers.invitedAddress', { email: o.email });
  return o.status === 'active' ? t('observers.observer') : t('observers.invitedObserver');
}

/** Who they are in a sentence: the name, the invited address, else «observatøren». */
export function observerName(o: Pick<Observer, 'name' | 'email'>, t: LibT = libT): string {
  return o.name?.trim() || o.email || t('observers.theObserver');
}

/** The chip beside them: an accepted observer reads along, an invited one has not accepted yet. */
export function observerChip(
  o: Pick<Observer, 'status'>,
  t: LibT = libT,
): { label: string; color: 'success' | 'default' } {
  return o.status === 'active'
    ? { label: t('observers.observer'), color: 'success' }
    : { label: t('observers.invited'), color: 'default' };
}

/** Those who have accepted: the comparison lists them to everyone who takes part. */
export function activeObservers<T extends Pick<Observer, 'status'>>(
  observers: readonly T[] | undefined,
): T[] {
  return (observers ?? []).filter((o) => o.status === 'active');
}

/** One more may be invited: fewer than MAX_OBSERVERS are invited or reading along. */
export function canInviteObserver(observers: readonly unknown[] | undefined): boolean {
  return (observers?.length ?? 0) < MAX_OBSERVERS;
}

/** The confirm dialog before «Fjern»: who, and that they can no longer read along. */
export function removeObserverText(o: Shown, t: LibT = libT): { title: string; description: string } {
  const name = observerName(o, t);
  return {
    title: t('observers.removeTitle', { name }),
    description:
      o.status === 'active' ? t('observers.removeActive', { name }) : t('observers.removeInvited', { name }),
  };
}
