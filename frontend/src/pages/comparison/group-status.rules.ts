import type { Comparison, Participant } from '@avtalt/contracts';
import { participantLabel } from './comparison.rules';

/**
 * Who the group waits for, who was removed, and what removing someone means (issue 16, 'A group can
 * always finish'). Pure: the comparison page and the share page show these texts.
 */

type Waiting = Pick<Comparison, 'participants' | 'expectedParticipants' | 'currentRound' | 'status'>;

/** 'A', 'A og B', 'A, B og C'. */
export function norwegianList(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} og ${items[items.length - 1]}`;
}

/**
 * The caller takes part or started the agreement: they may see by name who has not answered. Others
 * with the link see no more than the table already shows them.
 */
export function isInsider(c: { participants: Pick<Participant, 'isYou'>[]; isInitiator?: boolean }): boolean {
  return Boolean(c.isInitiator) || c.participants.some((p) => p.isYou);
}

/**
 * 'Venter på: Ola Hansen' — everyone who takes part and has not answered this round, by name ('deg' for
 * the caller), and in round 1 how many more the initiator expects ('Venter på: 1 deltaker til'); null
 * when the agreement is closed or nobody is awaited.
 */
export function waitingText(c: Waiting): string | null {
  if (c.status === 'completed' || c.status === 'disagreement') return null;
  const names = c.participants
    .filter((p) => !p.hasResponded)
    .map((p) => (p.isYou ? 'deg' : participantLabel(p)));
  const missing = c.currentRound === 1 ? Math.max(0, c.expectedParticipants - c.participants.length) : 0;
  const more = missing === 0 ? [] : [`${missing} ${missing === 1 ? 'deltaker' : 'deltakere'} til`];
  const all = [...names, ...more];
  return all.length === 0 ? null : `Venter på: ${norwegianList(all)}`;
}

/** 'Ola Hansen ble fjernet fra avtalen', for each one removed in the current round (shown to insiders). */
export function removalNotices(c: Pick<Comparison, 'removedParticipants' | 'currentRound'>): string[] {
  return (c.removedParticipants ?? [])
    .filter((r) => r.removedInRound === c.currentRound)
    .map((r) => `${r.userName.trim() || 'En deltaker'} ble fjernet fra avtalen`);
}

/** The confirm dialog before 'Fjern': says who, and that they cannot answer any more. */
export function removeConfirmText(name: string, round: number): { title: string; description: string } {
  return {
    title: `Fjerne ${name} fra avtalen?`,
    description: `${name} har ikke svart i runde ${round}. Runden avgjøres da uten ${name}. De kan ikke svare mer, og dette kan ikke angres.`,
  };
}
