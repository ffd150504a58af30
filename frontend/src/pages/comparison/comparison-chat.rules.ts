import type { ChatMessage } from '@avtalt/contracts';
import { CHAT_MAX_LENGTH, chatContentProblem } from '@avtalt/contracts/constants';
import { intlLocale } from '../../i18n/i18n';
import type { SocketStatus } from '../../lib/agreement-socket';
import { comparisonChatTexts, type ComparisonChatT } from './chat/texts';

/** The character counter appears from this many characters (the limit is {@link CHAT_MAX_LENGTH}). */
export const CHAT_COUNTER_FROM = 1800;

/** The two formats of a message's time, per locale (made once each: a discussion formats many). */
const formats = new Map<string, { timeOfDay: Intl.DateTimeFormat; dayAndTime: Intl.DateTimeFormat }>();

function formatsFor(locale: string) {
  let made = formats.get(locale);
  if (!made) {
    made = {
      timeOfDay: new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit' }),
      dayAndTime: new Intl.DateTimeFormat(locale, {
        day: 'numeric',
        month: 'short',
        hour: '2-digit',
        minute: '2-digit',
      }),
    };
    formats.set(locale, made);
  }
  return made;
}

function sameDay(a: Date, b: Date): boolean {
  return a.getFullYear() === b.getFullYear() && a.getMonth() === b.getMonth() && a.getDate() === b.getDate();
}

/**
 * '14:05' today, '3. feb., 14:05' (bokmål; '3 Feb, 14:05' in English) on other days: by `locale`, the
 * language in use's (intlLocale), in the browser's time zone.
 */
export function formatChatTime(iso: string, now: Date = new Date(), locale: string = intlLocale()): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const { timeOfDay, dayAndTime } = formatsFor(locale);
  return (sameDay(date, now) ? timeOfDay : dayAndTime).format(date);
}

export function isOwnMessage(message: Pick<ChatMessage, 'userId'>, viewerId: string | null): boolean {
  return viewerId !== null && message.userId === viewerId;
}

/** 'Deg' for the viewer's own messages (as in the comparison table), else the author's name. */
export function authorLabel(
  message: Pick<ChatMessage, 'userId' | 'userName'>,
  viewerId: string | null,
  t: ComparisonChatT = comparisonChatTexts(),
): string {
  if (isOwnMessage(message, viewerId)) return t('you');
  return message.userName.trim() || t('unnamed');
}

/** The line shown while there is no connection; null once connected. */
export function connectionText(
  status: SocketStatus,
  t: ComparisonChatT = comparisonChatTexts(),
): string | null {
  if (status === 'connecting') return t('connecting');
  if (status === 'closed') return t('reconnecting');
  return null;
}

/** '1850/2000' near the limit; null while far from it. */
export function counterText(length: number): string | null {
  return length > CHAT_COUNTER_FROM ? `${length}/${CHAT_MAX_LENGTH}` : null;
}

/** Something to send (not only whitespace, not too long) and a connection to send it on. */
export function canSend(text: string, status: SocketStatus): boolean {
  return status === 'open' && chatContentProblem(text) === null;
}

/** Enter sends; Shift+Enter makes a new line, and Enter that confirms an IME composition is left alone. */
export function isSendKey(event: { key: string; shiftKey: boolean; isComposing?: boolean }): boolean {
  return event.key === 'Enter' && !event.shiftKey && !event.isComposing;
}

// ---- Issue 19: the discussion of one disputed point ---------------------------------------------

/** A question's text for a chip: at most `max` characters, cut at a word with '…'. */
export function shortQuestion(text: string, max = 40): string {
  const clean = text.trim().replace(/\s+/g, ' ');
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:–-]+$/, '')}…`;
}

/** The discussion filtered to one question (null: all of it). */
export function messagesFor(messages: ChatMessage[], questionId: string | null): ChatMessage[] {
  if (questionId === null) return messages;
  return messages.filter((m) => m.questionId === questionId);
}
