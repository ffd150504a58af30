import {
  authorLabel,
  canSend,
  CHAT_COUNTER_FROM,
  connectionText,
  counterText,
  formatChatTime,
  isOwnMessage,
  isSendKey,
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
