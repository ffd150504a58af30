import { errorCodeSchema } from '../common/errors';
import { fullNameSchema } from '../common/person-name.schema';
import { z } from 'zod';

/** Longest chat message, in characters, after trimming. */
export const CHAT_MAX_LENGTH = 2000;
/** Messages a join returns: the latest ones, oldest first. */
export const CHAT_HISTORY_LIMIT = 100;
/** At most this many messages per user per {@link CHAT_RATE_WINDOW_MS}. */
export const CHAT_RATE_LIMIT = 10;
export const CHAT_RATE_WINDOW_MS = 10_000;
/**
 * Frames above this many bytes are answered with an error and otherwise ignored. Frames so large that
 * reading them is itself a risk (above the socket's hard limit, 1 MiB) close the connection.
 */
export const WS_MAX_FRAME_BYTES = 16 * 1024;

/** Norwegian texts of the chat connection (sent as `{type:'error', message}`). */
export const ChatTexts = {
  notJson: 'Meldingen kunne ikke leses: den er ikke gyldig JSON.',
  unknownType: 'Ukjent meldingstype.',
  invalidFrame: 'Meldingen mangler felt eller har feil format.',
  frameTooLarge: 'Meldingen er for stor.',
  invalidAgreementId: 'Ugyldig avtale-ID.',
  loginRequired: 'Du må være logget inn for å delta i diskusjonen.',
  notJoined: 'Du må bli med i samtalen for denne avtalen før du kan sende meldinger.',
  empty: 'Meldingen kan ikke være tom.',
  tooLong: `Meldingen kan ikke være lengre enn ${CHAT_MAX_LENGTH} tegn.`,
  rateLimited: 'Du sender meldinger for raskt. Vent litt og prøv igjen.',
  agreementNotFound: 'Fant ikke avtalen.',
  unavailable: 'Diskusjonen er midlertidig utilgjengelig. Prøv igjen om litt.',
  tooManyRooms: 'Denne tilkoblingen følger allerede for mange avtaler. Last inn siden på nytt og prøv igjen.',
  tooManySockets: 'Du har for mange åpne tilkoblinger i denne økten. Lukk noen faner og prøv igjen.',
  tooManySocketsFromAddress: 'For mange åpne tilkoblinger fra denne adressen. Prøv igjen senere.',
  /** The last error frame (and the close reason) of a socket whose session ended. */
  sessionEnded: 'Økten din er avsluttet. Logg inn på nytt for å delta i diskusjonen.',
} as const;

const agreementId = z.uuid(ChatTexts.invalidAgreementId);

/** Content as the user typed it: trimmed, not empty, at most {@link CHAT_MAX_LENGTH} characters. */
export const chatContentSchema = z
  .string(ChatTexts.invalidFrame)
  .trim()
  .min(1, ChatTexts.empty)
  .max(CHAT_MAX_LENGTH, ChatTexts.tooLong);

/** One chat message (end-user spec §6: id, userId, userName, content, createdAt). */
export const chatMessageSchema = z.object({
  id: z.uuid(),
  agreementId: z.uuid(),
  userId: z.string(),
  userName: z.string(),
  content: z.string(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

// ---- WebSocket /ws: frames from the browser (spec §7) -------------------------------------------
// userId and userName are part of the spec's frames, but the server ignores them: identity comes
// from the session. They are accepted (as anything) so that a spec-conforming client is not refused.

export const wsJoinFrameSchema = z.object({
  type: z.literal('join'),
  agreementId,
  userId: z.unknown().optional(),
  userName: z.unknown().optional(),
});
export const wsMessageFrameSchema = z.object({
  type: z.literal('message'),
  agreementId,
  content: chatContentSchema,
  userId: z.unknown().optional(),
  userName: z.unknown().optional(),
});
export const wsClientFrameSchema = z.discriminatedUnion('type', [wsJoinFrameSchema, wsMessageFrameSchema]);
/** The `type`s a browser may send, from the union itself. */
export const WS_CLIENT_FRAME_TYPES: readonly string[] = wsClientFrameSchema.options.map((frame) => frame.shape.type.value);
export type WsClientFrame = z.infer<typeof wsClientFrameSchema>;

// ---- WebSocket /ws: frames to the browser ------------------------------------------------------

/**
 * Close codes of /ws besides the standard ones: the session the socket was opened with ended (logout,
 * password change, expiry) — 4000 + HTTP 401. The browser reconnects, now as who its cookie says.
 */
export const WS_CLOSE_SESSION_ENDED = 4401;

export const wsHistoryFrameSchema = z.object({ type: z.literal('history'), agreementId: z.uuid().optional(), messages: z.array(chatMessageSchema) });
export const wsChatMessageFrameSchema = z.object({ type: z.literal('message'), message: chatMessageSchema });
export const wsAgreementUpdatedFrameSchema = z.object({ type: z.literal('agreement_updated'), agreementId: z.uuid().optional() });
export const wsErrorFrameSchema = z.object({ type: z.literal('error'), code: errorCodeSchema, message: z.string() });
export const wsServerFrameSchema = z.discriminatedUnion('type', [
  wsHistoryFrameSchema,
  wsChatMessageFrameSchema,
  wsAgreementUpdatedFrameSchema,
  wsErrorFrameSchema,
]);
export type WsServerFrame = z.infer<typeof wsServerFrameSchema>;

// ---- NATS -------------------------------------------------------------------------------------

/** A logged-in author, from the gateway's session. */
export const chatAuthorSchema = z.object({ id: z.uuid(), name: fullNameSchema.min(1) });
export type ChatAuthor = z.infer<typeof chatAuthorSchema>;

/** `chat.messages.post.v1` → {@link ChatMessage}. */
export const postChatMessageSchema = z.strictObject({ agreementId, author: chatAuthorSchema, content: chatContentSchema });
export type PostChatMessage = z.infer<typeof postChatMessageSchema>;

/** `chat.rooms.open.v1` → {@link ChatRoomOpened}; `withHistory` false for anonymous sockets (updates only). */
export const openChatRoomSchema = z.strictObject({ agreementId, withHistory: z.boolean() });
export const chatRoomOpenedSchema = z.object({ messages: z.array(chatMessageSchema) });
export type ChatRoomOpened = z.infer<typeof chatRoomOpenedSchema>;

/** What travels on {@link ChatSubjects.room}: exactly what the sockets of the room receive. */
export const chatRoomEventSchema = z.discriminatedUnion('type', [wsChatMessageFrameSchema, wsAgreementUpdatedFrameSchema]);
export type ChatRoomEvent = z.infer<typeof chatRoomEventSchema>;
