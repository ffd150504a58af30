import type { ChatMessage } from '@avtalt/contracts';
import { chatContentProblem, ErrorCode } from '@avtalt/contracts/constants';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { queryKeys } from '../api/query-keys';
import type { AgreementSocket, SocketStatus } from '../lib/agreement-socket';
import { readAnonymousId } from '../lib/anonymous-id';
import { mergeMessages } from '../lib/chat-messages';
import { useUser } from './use-auth';

/** How long an error of the server (rate limit, too long …) stays if nothing else clears it. */
export const CHAT_ERROR_VISIBLE_MS = 6000;

export interface AgreementSocketState {
  status: SocketStatus;
  /** The discussion, oldest first, each message once (empty for anonymous visitors). */
  messages: ChatMessage[];
  /**
   * Sends a chat message, tagged with a question when `questionId` is given (issue 19: the discussion of a
   * disputed point); false when it is empty, too long or there is no open connection.
   */
  send: (content: string, questionId?: string | null) => boolean;
  /** The server's last complaint (Norwegian), for logged-in users only. */
  error: string | null;
}

/**
 * The live connection of a page to one agreement (spec §7 WebSocket /ws): the chat for logged-in users,
 * and for everyone the `agreement_updated` pushes that make the comparison and the agreement refetch.
 * Open it once per page and hand the result down.
 */
export function useAgreementSocket(
  agreementId: string,
  { enabled = true }: { enabled?: boolean } = {},
): AgreementSocketState {
  const queryClient = useQueryClient();
  const { user, isLoading: userLoading } = useUser();
  const userId = user?.id ?? null;
  // Wait for the user: joining as anonymous first would only be refused and then reconnected.
  const active = enabled && agreementId !== '' && !userLoading;

  const [status, setStatus] = useState<SocketStatus>('connecting');
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  // A counter makes the same error twice in a row a new value, so its timer starts again.
  const [error, setError] = useState<{ text: string; seq: number } | null>(null);
  const socketRef = useRef<AgreementSocket | null>(null);

  // The frames name the sender although the server ignores it; a ref, so a renamed user does not reconnect.
  const identity = useRef({ userId: '', userName: '' });
  useEffect(() => {
    identity.current = {
      userId: user?.id ?? readAnonymousId() ?? '',
      userName: user ? `${user.firstName} ${user.lastName}`.trim() : '',
    };
  });

  useEffect(() => {
    if (!active) return undefined;
    const loggedIn = userId !== null;
    const refresh = () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.comparison(agreementId) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.agreement(agreementId) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.obligations(agreementId) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.review(agreementId) });
    };
    // The socket's module (and zod, which checks every frame) loads after the page has rendered: the
    // live updates are not needed for the first screen (docs/compression-and-code-splitting.md).
    let socket: AgreementSocket | null = null;
    let ended = false;
    import('../lib/agreement-socket')
      .then(({ AgreementSocket, agreementSocketUrl }) => {
        if (ended) return;
        const created = new AgreementSocket({
          url: agreementSocketUrl(window.location),
          agreementId,
          identity: () => identity.current,
          onStatus: setStatus,
          // Pushes sent while the connection was down are lost: fetch what they would have refreshed.
          onOpen: ({ reconnected }) => {
            if (reconnected) refresh();
          },
          // Logged out elsewhere (password changed, session expired): ask who we are, so the page shows it.
          onSessionEnded: () => void queryClient.invalidateQueries({ queryKey: queryKeys.user }),
          onFrame: (frame) => {
            switch (frame.type) {
              case 'history':
                if (frame.agreementId && frame.agreementId !== agreementId) return;
                setMessages((current) => mergeMessages(current, frame.messages));
                return;
              case 'message':
                if (frame.message.agreementId !== agreementId) return;
                setMessages((current) => mergeMessages(current, [frame.message]));
                return;
              case 'agreement_updated':
                if (frame.agreementId && frame.agreementId !== agreementId) return;
                refresh();
                return;
              case 'error':
                // Anonymous visitors are refused the chat on join (LOGIN_REQUIRED); they only want the updates.
                if (loggedIn || frame.code !== ErrorCode.LoginRequired)
                  setError((previous) => ({ text: frame.message, seq: (previous?.seq ?? 0) + 1 }));
                return;
            }
          },
        });
        socket = created;
        socketRef.current = created;
        created.start();
      })
      .catch(() => {
        // The chunk did not load (offline, a new deploy): the page works without live updates.
        if (!ended) setStatus('closed');
      });
    return () => {
      ended = true;
      socket?.close();
      socketRef.current = null;
      // Another agreement or another user: nothing of this discussion carries over.
      setMessages([]);
      setError(null);
    };
  }, [active, agreementId, userId, queryClient]);

  useEffect(() => {
    if (!error) return undefined;
    const timer = setTimeout(() => setError(null), CHAT_ERROR_VISIBLE_MS);
    return () => clearTimeout(timer);
  }, [error]);

  const send = useCallback(
    (content: string, questionId?: string | null) => {
      // The same rule the server applies: trimmed, not empty, not too long (chatContentSchema's, without zod).
      if (chatContentProblem(content) !== null) return false;
      const sent =
        socketRef.current?.send({
          type: 'message',
          agreementId,
          content: content.trim(),
          ...(questionId ? { questionId } : {}),
          ...identity.current,
        }) ?? false;
      if (sent) setError(null);
      return sent;
    },
    [agreementId],
  );

  // While waiting for the user the socket is about to connect; disabled, it stays closed.
  const shownStatus = !enabled || agreementId === '' ? 'closed' : userLoading ? 'connecting' : status;
  return { status: shownStatus, messages, send, error: error?.text ?? null };
}
