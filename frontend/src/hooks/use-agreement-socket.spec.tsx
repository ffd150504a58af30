import type { ChatMessage, User } from '@avtalt/contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createQueryClient } from '../api/query-client';
import { queryKeys } from '../api/query-keys';
import { FakeWebSocket, installFakeWebSocket } from '../test/fake-websocket';
import { testUser } from '../test/render';
import { CHAT_ERROR_VISIBLE_MS, useAgreementSocket } from './use-agreement-socket';

const agreementId = 'c0ffee00-0000-4000-8000-000000000001';
const otherAgreement = 'c0ffee00-0000-4000-8000-000000000002';
const msg = (n: number, over: Partial<ChatMessage> = {}): ChatMessage => ({
  id: `c0ffee00-0000-4000-8000-0000000000a${n}`,
  agreementId,
  userId: 'u2',
  userName: 'Ola Hansen',
  content: `Melding ${n}`,
  createdAt: `2026-01-02T10:0${n}:00.000Z`,
  ...over,
});

async function setup({ user = testUser, enabled }: { user?: User | null; enabled?: boolean } = {}) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(queryKeys.user, user);
  const invalidate = jest.spyOn(queryClient, 'invalidateQueries');
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const view = renderHook(() => useAgreementSocket(agreementId, { enabled }), { wrapper });
  const invalidatedKeys = () => invalidate.mock.calls.map(([filters]) => filters?.queryKey);
  // The socket's module is imported when the hook first runs: let that import settle.
  await act(async () => {
    await import('../lib/agreement-socket');
  });
  return { ...view, queryClient, invalidate, invalidatedKeys };
}

/** Runs a step of the fake socket inside act, so the hook's state updates are applied. */
function on(step: () => void) {
  act(step);
}

let restore: () => void;
beforeEach(() => {
  restore = installFakeWebSocket();
  sessionStorage.clear();
});
afterEach(() => {
  restore();
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('useAgreementSocket', () => {
  it('connects to /ws on this host and joins the agreement when the connection opens', async () => {
    const { result } = await setup();
    expect(result.current.status).toBe('connecting');
    const ws = FakeWebSocket.latest();
    expect(ws.url).toBe(`ws://${window.location.host}/ws`);

    on(() => ws.open());
    expect(result.current.status).toBe('open');
    expect(ws.frames).toEqual([
      { type: 'join', agreementId, userId: testUser.id, userName: 'Kari Nordmann' },
    ]);
  });

  it('joins an anonymous visitor with the anonymous id and no name', async () => {
    sessionStorage.setItem('anonymousUserId', 'anon-7');
    await setup({ user: null });
    const ws = FakeWebSocket.latest();
    on(() => ws.open());
    expect(ws.frames).toEqual([{ type: 'join', agreementId, userId: 'anon-7', userName: '' }]);
  });

  it('shows the history and new messages, each id once and oldest first', async () => {
    const { result } = await setup();
    const ws = FakeWebSocket.latest();
    on(() => ws.open());
    on(() => ws.receive({ type: 'history', messages: [msg(1), msg(2)] }));
    on(() => ws.receive({ type: 'message', message: msg(3) }));
    on(() => ws.receive({ type: 'message', message: msg(3) }));
    on(() => ws.receive({ type: 'message', message: msg(2) }));
    // Another agreement's message and frames that do not parse are ignored.
    on(() => ws.receive({ type: 'message', message: msg(4, { agreementId: otherAgreement }) }));
    on(() => ws.receive('{"type":"message"}'));
    on(() => ws.receive('not json'));
    expect(result.current.messages.map((m) => m.content)).toEqual(['Melding 1', 'Melding 2', 'Melding 3']);
  });

  it('reconnects with back-off, joins again, merges the new history and refetches what it may have missed', async () => {
    jest.useFakeTimers();
    jest.spyOn(Math, 'random').mockReturnValue(0.5);
    const { result, invalidatedKeys } = await setup();
    on(() => FakeWebSocket.latest().open());
    on(() => FakeWebSocket.latest().receive({ type: 'history', messages: [msg(1), msg(2)] }));
    expect(invalidatedKeys()).toEqual([]);

    on(() => FakeWebSocket.latest().drop());
    expect(result.current.status).toBe('closed');
    expect(result.current.messages).toHaveLength(2);

    on(() => jest.advanceTimersByTime(999));
    expect(FakeWebSocket.instances).toHaveLength(1);
    on(() => jest.advanceTimersByTime(1));
    expect(FakeWebSocket.instances).toHaveLength(2);
    on(() => FakeWebSocket.latest().drop());
    on(() => jest.advanceTimersByTime(1999));
    expect(FakeWebSocket.instances).toHaveLength(2);
    on(() => jest.advanceTimersByTime(1));
    expect(FakeWebSocket.instances).toHaveLength(3);

    const back = FakeWebSocket.latest();
    on(() => back.open());
    expect(result.current.status).toBe('open');
    expect(back.frames).toEqual([
      { type: 'join', agreementId, userId: testUser.id, userName: 'Kari Nordmann' },
    ]);
    expect(invalidatedKeys()).toEqual([
      queryKeys.comparison(agreementId),
      queryKeys.agreement(agreementId),
      queryKeys.obligations(agreementId),
      queryKeys.review(agreementId),
    ]);

    // The history of the new join overlaps what is shown: nothing appears twice.
    on(() => back.receive({ type: 'history', messages: [msg(1), msg(2), msg(3)] }));
    expect(result.current.messages.map((m) => m.content)).toEqual(['Melding 1', 'Melding 2', 'Melding 3']);
  });

  it('asks the server who is logged in when the socket is closed because the session ended', async () => {
    const { result, invalidatedKeys } = await setup();
    const ws = FakeWebSocket.latest();
    on(() => ws.open());
    on(() =>
      ws.receive({
        type: 'error',
        code: 'LOGIN_REQUIRED',
        message: 'Økten din er avsluttet. Logg inn på nytt for å delta i diskusjonen.',
      }),
    );
    on(() => ws.closeFromServer(4401, 'Økten din er avsluttet. Logg inn på nytt for å delta i diskusjonen.'));
    expect(invalidatedKeys()).toEqual([queryKeys.user]);
    expect(result.current.error).toBe('Økten din er avsluttet. Logg inn på nytt for å delta i diskusjonen.');
    expect(result.current.status).toBe('closed');
  });

  it('refetches the comparison, the agreement and its payment schedule on agreement_updated for this agreement', async () => {
    const { invalidatedKeys } = await setup({ user: null });
    const ws = FakeWebSocket.latest();
    on(() => ws.open());
    on(() => ws.receive({ type: 'agreement_updated', agreementId: otherAgreement }));
    expect(invalidatedKeys()).toEqual([]);
    on(() => ws.receive({ type: 'agreement_updated', agreementId }));
    on(() => ws.receive({ type: 'agreement_updated' }));
    expect(invalidatedKeys()).toEqual([
      queryKeys.comparison(agreementId),
      queryKeys.agreement(agreementId),
      queryKeys.obligations(agreementId),
      queryKeys.review(agreementId),
      queryKeys.comparison(agreementId),
      queryKeys.agreement(agreementId),
      queryKeys.obligations(agreementId),
      queryKeys.review(agreementId),
    ]);
  });

  it('sends trimmed messages on an open connection only, and nothing that is empty', async () => {
    const { result } = await setup();
    const ws = FakeWebSocket.latest();
    expect(result.current.send('Hei')).toBe(false);
    on(() => ws.open());
    expect(result.current.send('   \n ')).toBe(false);
    expect(result.current.send('x'.repeat(2001))).toBe(false);
    let sent = false;
    on(() => {
      sent = result.current.send('  Hei\npå deg  ');
    });
    expect(sent).toBe(true);
    expect(ws.frames.at(-1)).toEqual({
      type: 'message',
      agreementId,
      content: 'Hei\npå deg',
      userId: testUser.id,
      userName: 'Kari Nordmann',
    });
    // Not shown until the server echoes it back.
    expect(result.current.messages).toEqual([]);
  });

  it('keeps the server error until the next successful send or a few seconds have passed', async () => {
    jest.useFakeTimers();
    const { result } = await setup();
    const ws = FakeWebSocket.latest();
    on(() => ws.open());
    on(() =>
      ws.receive({
        type: 'error',
        code: 'RATE_LIMITED',
        message: 'Du sender meldinger for raskt. Vent litt og prøv igjen.',
      }),
    );
    expect(result.current.error).toBe('Du sender meldinger for raskt. Vent litt og prøv igjen.');
    on(() => {
      result.current.send('Hei');
    });
    expect(result.current.error).toBeNull();

    on(() =>
      ws.receive({ type: 'error', code: 'VALIDATION_FAILED', message: 'Meldingen kan ikke være tom.' }),
    );
    expect(result.current.error).toBe('Meldingen kan ikke være tom.');
    on(() => jest.advanceTimersByTime(CHAT_ERROR_VISIBLE_MS));
    expect(result.current.error).toBeNull();
  });

  it('ignores the error an anonymous visitor gets for joining the chat', async () => {
    const { result } = await setup({ user: null });
    const ws = FakeWebSocket.latest();
    on(() => ws.open());
    on(() =>
      ws.receive({
        type: 'error',
        code: 'LOGIN_REQUIRED',
        message: 'Du må være logget inn for å delta i diskusjonen.',
      }),
    );
    expect(result.current.error).toBeNull();
  });

  it('closes the connection for good when the page goes away', async () => {
    jest.useFakeTimers();
    const { unmount } = await setup();
    const ws = FakeWebSocket.latest();
    on(() => ws.open());
    unmount();
    expect(ws.closedByClient).toBe(true);
    jest.advanceTimersByTime(60_000);
    expect(FakeWebSocket.instances).toHaveLength(1);
  });

  it('waits for the user before it connects, so a logged-in user does not join as anonymous first', async () => {
    let answer: ((user: User) => void) | undefined;
    globalThis.fetch = jest.fn(
      () =>
        new Promise<Response>((resolve) => {
          answer = (user) => resolve({ ok: true, status: 200, json: async () => user } as Response);
        }),
    ) as unknown as typeof fetch;
    const queryClient = createQueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useAgreementSocket(agreementId), { wrapper });
    expect(result.current.status).toBe('connecting');
    expect(FakeWebSocket.instances).toHaveLength(0);

    await waitFor(() => expect(answer).toBeDefined());
    expect(FakeWebSocket.instances).toHaveLength(0);
    await act(async () => answer?.(testUser));
    await waitFor(() => expect(FakeWebSocket.instances).toHaveLength(1));
    on(() => FakeWebSocket.latest().open());
    expect(FakeWebSocket.latest().frames[0]).toMatchObject({ type: 'join', userId: testUser.id });
  });

  it('opens nothing when disabled', async () => {
    const { result } = await setup({ enabled: false });
    expect(FakeWebSocket.instances).toHaveLength(0);
    expect(result.current.status).toBe('closed');
  });
});
