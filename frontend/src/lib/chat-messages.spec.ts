import type { ChatMessage } from '@avtalt/contracts';
import { mergeMessages } from './chat-messages';

const msg = (n: number, createdAt: string): ChatMessage => ({
  id: `c0ffee00-0000-4000-8000-00000000000${n}`,
  agreementId: 'c0ffee00-0000-4000-8000-000000000001',
  userId: 'u1',
  userName: 'Kari',
  content: `Melding ${n}`,
  createdAt,
});

const a = msg(1, '2026-01-02T10:00:00.000Z');
const b = msg(2, '2026-01-02T10:01:00.000Z');
const c = msg(3, '2026-01-02T10:02:00.000Z');

describe('mergeMessages', () => {
  it('keeps each id once, oldest first', () => {
    expect(mergeMessages([], [c, a, b])).toEqual([a, b, c]);
    expect(mergeMessages([a, b], [b, c, c])).toEqual([a, b, c]);
  });

  it('orders by instant, not by how the offset is written', () => {
    const early = msg(4, '2026-01-02T11:30:00+02:00'); // 09:30 UTC
    expect(mergeMessages([a], [early])).toEqual([early, a]);
  });

  it('returns the same list when nothing is new', () => {
    const current = [a, b];
    expect(mergeMessages(current, [a, b])).toBe(current);
    expect(mergeMessages(current, [])).toBe(current);
  });

  it('keeps the order of arrival for the same instant', () => {
    const twin = { ...msg(5, a.createdAt) };
    expect(mergeMessages([a], [twin]).map((m) => m.id)).toEqual([a.id, twin.id]);
  });
});
