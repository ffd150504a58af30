import type { Comparison, Participant } from '@avtalt/contracts';
import { participantLabel } from './comparison.rules';
import { comparisonTexts, type ComparisonT } from './texts';

/**
 * Who the group waits for, who was removed, and what removing someone means (issue 16, 'A group can
 * always finish'). Pure: the comparison page and the share page show these texts.
 */

type Waiting = Pick<Comparison, 'participants' | 'expectedParticipants' | 'currentRound' | 'status'>;

/** 'A', 'A og B', 'A, B og C' (in English 'A, B and C'). */
export function norwegianList(items: readonly string[], t: ComparisonT = comparisonTexts()): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} ${t('group.and')} ${items[items.length - 1]}`;
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
export function waitingText(c: Waiting, t: ComparisonT = comparisonTexts()): string | null {
  if (c.status === 'completed' || c.status === 'disagreement') return null;
  const names = c.participants
    .filter((p) => !p.hasResponded)
    .map((p) => (p.isYou ? t('group.you') : participantLabel(p, t)));
  const missing = c.currentRound === 1 ? Math.max(0, c.expectedParticipants - c.participants.length) : 0;
  const more = missing === 0 ? [] : [t('group.moreParticipants', { count: missing })];
  const all = [...names, ...more];
  return all.length === 0 ? null : t('group.waitingFor', { names: norwegianList(all, t) });
}

/** 'Ola Hansen ble fjernet fra avtalen', for each one removed in the current round (shown to insiders). */
export function removalNotices(
  c: Pick<Comparison, 'removedParticipants' | 'currentRound'>,
  t: ComparisonT = comparisonTexts(),
): string[] {
  return (c.removedParticipants ?? [])
    .filter((r) => r.removedInRound === c.currentRound)
    .map((r) => t('group.removedNotice', { name: r.userName.trim() || t('group.someone') }));
}

/** The confirm dialog before 'Fjern': says who, and that they cannot answer any more. */
export function removeConfirmText(
  name: string,
  round: number,
  t: ComparisonT = comparisonTexts(),
): { title: string; description: string } {
  return {
    title: t('waiting.removeTitle', { name }),
    description: t('waiting.removeText', { name, round }),
  };
}
