import type { ChatMessage } from '@avtalt/contracts';

function time(message: ChatMessage): number {
  const ms = Date.parse(message.createdAt);
  return Number.isNaN(ms) ? 0 : ms;
}

/**
 * `current` with `incoming` added: each id once, oldest first. The history a (re)join returns overlaps
 * what is already shown, and the server echoes our own messages, so the same message can arrive more
 * than once. Returns `current` itself when nothing is new, so React need not render again.
 */
export function mergeMessages(current: ChatMessage[], incoming: readonly ChatMessage[]): ChatMessage[] {
  const known = new Set(current.map((m) => m.id));
  const added: ChatMessage[] = [];
  for (const message of incoming) {
    if (known.has(message.id)) continue;
    known.add(message.id);
    added.push(message);
  }
  if (added.length === 0) return current;
  // A stable sort keeps the order of arrival for messages of the same instant.
  return [...current, ...added].sort((a, b) => time(a) - time(b));
}
