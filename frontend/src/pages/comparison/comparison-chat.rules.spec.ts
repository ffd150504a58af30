import type { ChatMessage } from '@avtalt/contracts';
import {
  authorLabel,
  canSend,
  CHAT_COUNTER_FROM,
  connectionText,
  counterText,
  formatChatTime,
  isOwnMessage,
  isSendKey,
  messagesFor,
  shortQuestion,
} from './comparison-chat.rules';

describe('formatChatTime', () => {
  // Local times, so the test holds in every time zone.
  const now = new Date(2026, 1, 3, 18, 0);

  it('shows only the time today', () => {
    expect(formatChatTime(new Date(2026, 1, 3, 9, 5).toISOString(), now)).toBe('09:05');
  });

  it('adds day and month on other days', () => {
    const text = formatChatTime(new Date(2026, 1, 2, 23, 59).toISOString(), now);
    expect(text).toContain('23:59');
    expect(text).toMatch(/^2\. feb/);
  });

  it('shows nothing for a date it cannot read', () => {
    expect(formatChatTime('not a date', now)).toBe('');
  });
});

describe('author', () => {
  it("says 'Deg' for the viewer's own messages and the name otherwise", () => {
    expect(isOwnMessage({ userId: 'u1' }, 'u1')).toBe(true);
    expect(isOwnMessage({ userId: 'u1' }, null)).toBe(false);
    expect(authorLabel({ userId: 'u1', userName: 'Kari Nordmann' }, 'u1')).toBe('Deg');
    expect(authorLabel({ userId: 'u2', userName: ' Ola Hansen ' }, 'u1')).toBe('Ola Hansen');
    expect(authorLabel({ userId: 'u2', userName: '  ' }, 'u1')).toBe('Deltaker');
  });
});

describe('connectionText', () => {
  it('tells whether the chat is connecting or reconnecting', () => {
    expect(connectionText('connecting')).toBe('Kobler til diskusjonen…');
    expect(connectionText('closed')).toBe('Mistet forbindelsen. Prøver igjen…');
    expect(connectionText('open')).toBeNull();
  });
});

describe('counterText', () => {
  it('appears only near the limit', () => {
    expect(counterText(CHAT_COUNTER_FROM)).toBeNull();
    expect(counterText(CHAT_COUNTER_FROM + 1)).toBe('1801/2000');
  });
});

describe('canSend', () => {
  it('needs text that is not only whitespace, within the limit, on an open connection', () => {
    expect(canSend('Hei', 'open')).toBe(true);
    expect(canSend('  \n ', 'open')).toBe(false);
    expect(canSend('Hei', 'connecting')).toBe(false);
    expect(canSend('Hei', 'closed')).toBe(false);
    expect(canSend(`  ${'x'.repeat(2000)}  `, 'open')).toBe(true);
    expect(canSend('x'.repeat(2001), 'open')).toBe(false);
  });
});

describe('isSendKey', () => {
  it('is Enter without Shift, outside an IME composition', () => {
    expect(isSendKey({ key: 'Enter', shiftKey: false })).toBe(true);
    expect(isSendKey({ key: 'Enter', shiftKey: true })).toBe(false);
    expect(isSendKey({ key: 'Enter', shiftKey: false, isComposing: true })).toBe(false);
    expect(isSendKey({ key: 'a', shiftKey: false })).toBe(false);
  });
});

describe('the discussion of one point (issue 19)', () => {
  it('shortens a question for a chip at a word', () => {
    expect(shortQuestion('Skal dere ha vaskeliste?')).toBe('Skal dere ha vaskeliste?');
    const long = shortQuestion('Hvor mye skal hver av dere betale i husleie hver måned fremover?');
    expect(long.length).toBeLessThanOrEqual(40);
    expect(long).toBe('Hvor mye skal hver av dere betale i…');
  });

  it('filters the discussion to one question', () => {
    const msg = (id: string, questionId?: string | null): ChatMessage => ({
      id,
      agreementId: 'a',
      userId: 'u',
      userName: 'Ola',
      content: id,
      createdAt: '2026-01-02T10:00:00.000Z',
      questionId,
    });
    const all = [msg('1'), msg('2', 'q1'), msg('3', 'q2'), msg('4', null)];
    expect(messagesFor(all, null)).toHaveLength(4);
    expect(messagesFor(all, 'q1').map((m) => m.id)).toEqual(['2']);
  });
});
