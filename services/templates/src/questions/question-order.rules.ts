/**
 * Pure ordering rules for question templates. Orders are contiguous integers from 1.
 */

/** Where a new question goes: its requested position if within 1..count+1, else at the end. */
export function insertPosition(requested: number | undefined, count: number): number {
  if (requested === undefined || !Number.isInteger(requested) || requested < 1 || requested > count)
    return count + 1;
  return requested;
}

export interface OrderItem {
  id: string;
  order: number;
}

/**
 * Renumbers from 1 in the sequence given by `requested` (sorted by its order values, ties by position
 * in the list); questions of the topic missing from the request keep their relative order after them.
 * Returns the new order by id, or the id that does not belong to the topic / appears twice.
 */
export function renumber(
  existing: readonly OrderItem[],
  requested: readonly OrderItem[],
): { ok: true; order: Map<string, number> } | { ok: false; reason: 'foreign' | 'duplicate'; id: string } {
  const known = new Set(existing.map((e) => e.id));
  const seen = new Set<string>();
  for (const item of requested) {
    if (!known.has(item.id)) return { ok: false, reason: 'foreign', id: item.id };
    if (seen.has(item.id)) return { ok: false, reason: 'duplicate', id: item.id };
    seen.add(item.id);
  }
  const sequence = requested
    .map((item, index) => ({ ...item, index }))
    .sort((a, b) => a.order - b.order || a.index - b.index)
    .map((item) => item.id);
  const rest = existing
    .filter((e) => !seen.has(e.id))
    .sort((a, b) => a.order - b.order)
    .map((e) => e.id);
  return { ok: true, order: new Map([...sequence, ...rest].map((id, i) => [id, i + 1])) };
}
