import type { AgreementKind } from '@avtalt/contracts';
import { safeGet, safeSet } from './return-to';

/**
 * What a logged-out visitor asked for before being sent to log in (spec §4): a custom topic to publish
 * ('pendingCustomTopic') or a catalogue topic they had selected ('pendingSelectedTopic'). Both live in
 * sessionStorage, and the front page completes them after login.
 */
export const PENDING_CUSTOM_TOPIC_KEY = 'pendingCustomTopic';
export const PENDING_SELECTED_TOPIC_KEY = 'pendingSelectedTopic';

export interface PendingCustomTopic {
  title: string;
  description: string;
  public: boolean;
  /** The kinds of agreement chosen in the dialog (checked by the server when the draft is started). */
  kinds?: AgreementKind[];
}
export interface PendingSelectedTopic {
  id: string;
  title: string;
}

// Browser storage is read by hand rather than with zod: the front page reads it, and zod is not part of
// the front page's download (docs/compression-and-code-splitting.md).
type Reader<T> = (value: Record<string, unknown>) => T | null;

const filled = (value: unknown): value is string => typeof value === 'string' && value.trim().length > 0;

const readKinds = (value: unknown) =>
  Array.isArray(value) && value.length > 0 && value.every(filled) ? (value as AgreementKind[]) : undefined;

const readCustom: Reader<PendingCustomTopic> = (value) =>
  filled(value.title) && filled(value.description) && typeof value.public === 'boolean'
    ? {
        title: value.title.trim(),
        description: value.description.trim(),
        public: value.public,
        kinds: readKinds(value.kinds),
      }
    : null;

const readSelected: Reader<PendingSelectedTopic> = (value) =>
  typeof value.id === 'string' && value.id.length > 0 && typeof value.title === 'string'
    ? { id: value.id, title: value.title }
    : null;

export type PendingTopic =
  ({ kind: 'custom' } & PendingCustomTopic) | ({ kind: 'selected' } & PendingSelectedTopic);

// Web storage read and written as the return path is (lib/return-to.ts): unavailable storage loses the
// pending request, never the page.
const session = () => window.sessionStorage;

export function savePendingCustomTopic(topic: PendingCustomTopic): void {
  safeSet(session, PENDING_CUSTOM_TOPIC_KEY, JSON.stringify(topic));
}

export function savePendingSelectedTopic(topic: PendingSelectedTopic): void {
  safeSet(session, PENDING_SELECTED_TOPIC_KEY, JSON.stringify(topic));
}

export function clearPendingTopics(): void {
  safeSet(session, PENDING_CUSTOM_TOPIC_KEY, null);
  safeSet(session, PENDING_SELECTED_TOPIC_KEY, null);
}

function read<T>(key: string, reader: Reader<T>): T | null {
  const raw = safeGet(session, key);
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    return value !== null && typeof value === 'object' ? reader(value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** True when something waits to be completed after login. */
export function hasPendingTopic(): boolean {
  return Boolean(safeGet(session, PENDING_CUSTOM_TOPIC_KEY) || safeGet(session, PENDING_SELECTED_TOPIC_KEY));
}

/**
 * Reads and clears the pending request in one step, so it is completed at most once (React runs
 * effects twice in development). A custom topic wins over a selected one; unreadable values are dropped.
 */
export function takePendingTopic(): PendingTopic | null {
  const custom = read(PENDING_CUSTOM_TOPIC_KEY, readCustom);
  const selected = read(PENDING_SELECTED_TOPIC_KEY, readSelected);
  clearPendingTopics();
  if (custom) return { kind: 'custom', ...custom };
  if (selected) return { kind: 'selected', ...selected };
  return null;
}
