import { z } from 'zod';

/**
 * What a logged-out visitor asked for before being sent to log in (spec §4): a custom topic to publish
 * ('pendingCustomTopic') or a catalogue topic they had selected ('pendingSelectedTopic'). Both live in
 * sessionStorage, and the front page completes them after login.
 */
export const PENDING_CUSTOM_TOPIC_KEY = 'pendingCustomTopic';
export const PENDING_SELECTED_TOPIC_KEY = 'pendingSelectedTopic';

const customSchema = z.object({
  title: z.string().trim().min(1),
  description: z.string().trim().min(1),
  public: z.boolean(),
});
const selectedSchema = z.object({ id: z.string().min(1), title: z.string() });

export type PendingCustomTopic = z.infer<typeof customSchema>;
export type PendingSelectedTopic = z.infer<typeof selectedSchema>;

export type PendingTopic =
  ({ kind: 'custom' } & PendingCustomTopic) | ({ kind: 'selected' } & PendingSelectedTopic);

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

export function savePendingCustomTopic(topic: PendingCustomTopic): void {
  storage()?.setItem(PENDING_CUSTOM_TOPIC_KEY, JSON.stringify(topic));
}

export function savePendingSelectedTopic(topic: PendingSelectedTopic): void {
  storage()?.setItem(PENDING_SELECTED_TOPIC_KEY, JSON.stringify(topic));
}

export function clearPendingTopics(): void {
  const s = storage();
  s?.removeItem(PENDING_CUSTOM_TOPIC_KEY);
  s?.removeItem(PENDING_SELECTED_TOPIC_KEY);
}

function read<T>(key: string, schema: z.ZodType<T>): T | null {
  const raw = storage()?.getItem(key);
  if (!raw) return null;
  try {
    const parsed = schema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** True when something waits to be completed after login. */
export function hasPendingTopic(): boolean {
  const s = storage();
  return Boolean(s?.getItem(PENDING_CUSTOM_TOPIC_KEY) || s?.getItem(PENDING_SELECTED_TOPIC_KEY));
}

/**
 * Reads and clears the pending request in one step, so it is completed at most once (React runs
 * effects twice in development). A custom topic wins over a selected one; unreadable values are dropped.
 */
export function takePendingTopic(): PendingTopic | null {
  const custom = read(PENDING_CUSTOM_TOPIC_KEY, customSchema);
  const selected = read(PENDING_SELECTED_TOPIC_KEY, selectedSchema);
  clearPendingTopics();
  if (custom) return { kind: 'custom', ...custom };
  if (selected) return { kind: 'selected', ...selected };
  return null;
}
