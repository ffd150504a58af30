import type { InvitationsReply, NotificationKind } from '@avtalt/contracts';
import { bokmalLibT, libT, type LibT } from './texts';

/** One switch of 'Varsler på e-post' on /profile. */
export interface NotificationSwitch {
  kind: NotificationKind;
  label: string;
  help: string;
}

/** The kinds of the switches, in the order /profile shows them. */
const SWITCH_KINDS: readonly NotificationKind[] = [
  'answered',
  'round-started',
  'completed',
  'disagreement-declared',
  'reminder',
  'invitation',
  'payment-due',
  'review-due',
];

/** The switches of 'Varsler på e-post' on /profile, in this order, in the language of `t`. */
export function notificationSwitches(t: LibT = libT): NotificationSwitch[] {
  return SWITCH_KINDS.map((kind) => ({
    kind,
    label: t(`notifications.switches.${kind}.label`),
    help: t(`notifications.switches.${kind}.help`),
  }));
}

/** {@link notificationSwitches} in bokmål. */
export const NOTIFICATION_SWITCHES: readonly NotificationSwitch[] = notificationSwitches(bokmalLibT);

/** What an unsubscribe link stops, for 'Du får ikke lenger e-post om …'. */
export function unsubscribeAbout(kind: NotificationKind, t: LibT = libT): string {
  return t(`notifications.about.${kind}`);
}

/** What the share page says after 'Send': how many were sent, skipped, and how many are left today. */
export function invitationResultText(reply: InvitationsReply, t: LibT = libT): string {
  const parts: string[] = [t('notifications.sent', { count: reply.queued })];
  if (reply.skipped > 0) parts.push(t('notifications.skipped', { count: reply.skipped }));
  parts.push(
    reply.remainingToday > 0
      ? t('notifications.remaining', { n: reply.remainingToday })
      : t('notifications.noneLeft'),
  );
  return parts.join(' ');
}

/** The addresses typed into one field, separated by commas, semicolons, spaces or new lines. */
export function splitEmails(text: string): string[] {
  return text
    .split(/[\s,;]+/)
    .map((part) => part.trim())
    .filter(Boolean);
}
