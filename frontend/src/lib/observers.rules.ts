import type { Observer } from '@avtalt/contracts';
import { MAX_OBSERVERS } from '@avtalt/contracts/constants';

/*
 * How an agreement's observers are shown (docs/observers.md): by name once they accepted, by the invited
 * address to the one who typed it, and as «Observatør» or «Invitert». Pure: the share page and the
 * comparison show these texts.
 */

type Shown = Pick<Observer, 'name' | 'email' | 'status' | 'isYou'>;

/** 'Deg', the observer's name, «Invitert: ola@eksempel.no» for the inviter, else «Invitert observatør». */
export function observerLabel(o: Shown): string {
  if (o.isYou) return 'Deg';
  const name = o.name?.trim();
  if (name) return name;
  if (o.email) return `Invitert: ${o.email}`;
  return o.status === 'active' ? 'Observatør' : 'Invitert observatør';
}

/** Who they are in a sentence: the name, the invited address, else «observatøren». */
export function observerName(o: Pick<Observer, 'name' | 'email'>): string {
  return o.name?.trim() || o.email || 'observatøren';
}

/** The chip beside them: an accepted observer reads along, an invited one has not accepted yet. */
export function observerChip(o: Pick<Observer, 'status'>): { label: string; color: 'success' | 'default' } {
  return o.status === 'active'
    ? { label: 'Observatør', color: 'success' }
    : { label: 'Invitert', color: 'default' };
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
export function removeObserverText(o: Shown): { title: string; description: string } {
  const who = observerName(o);
  return {
    title: `Fjerne ${who} som observatør?`,
    description:
      o.status === 'active'
        ? `${who} kan da ikke lenger lese sammenligningen, diskusjonen eller avtaleteksten. Du kan invitere på nytt senere.`
        : `Invitasjonen til ${who} gjelder da ikke lenger. Du kan invitere på nytt senere.`,
  };
}
