import { errorCodeSchema } from '../common/errors';
import { fullNameSchema } from '../common/person-name.schema';
import { z } from 'zod';

// The texts and limits live in a module without zod, so the web app's pages can use them without
// loading zod (constants.ts).
export * from './chat-constants';
import { CHAT_MAX_LENGTH, ChatTexts } from './chat-constants';

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
  /**
   * Issue 19: the question the message is about (sent from a disputed row's discussion), or null/absent
   * for the agreement as a whole. The web app filters the discussion by it.
   */
  questionId: z.uuid().nullable().optional(),
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
  /** Issue 19: tags the message with one of the agreement's questions (refused when it is not one). */
  questionId: z.uuid(ChatTexts.invalidQuestionId).nullable().optional(),
  userId: z.unknown().optional(),
  userName: z.unknown().optional(),
});
export const wsClientFrameSchema = z.discriminatedUnion('type', [wsJoinFrameSchema, wsMessageFrameSchema]);
/** The `type`s a browser may send, from the union itself. */
export const WS_CLIENT_FRAME_TYPES: readonly string[] = wsClientFrameSchema.options.map(
  (frame) => frame.shape.type.value,
);
export type WsClientFrame = z.infer<typeof wsClientFrameSchema>;

// ---- WebSocket /ws: frames to the browser ------------------------------------------------------

/**
 * Close codes of /ws besides the standard ones: the session the socket was opened with ended (logout,
 * password change, expiry) — 4000 + HTTP 401. The browser reconnects, now as who its cookie says.
 */
export const WS_CLOSE_SESSION_ENDED = 4401;

export const wsHistoryFrameSchema = z.object({
  type: z.literal('history'),
  agreementId: z.uuid().optional(),
  messages: z.array(chatMessageSchema),
});
export const wsChatMessageFrameSchema = z.object({ type: z.literal('message'), message: chatMessageSchema });
export const wsAgreementUpdatedFrameSchema = z.object({
  type: z.literal('agreement_updated'),
  agreementId: z.uuid().optional(),
});
export const wsErrorFrameSchema = z.object({
  type: z.literal('error'),
  code: errorCodeSchema,
  message: z.string(),
});
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
export const postChatMessageSchema = z.strictObject({
  agreementId,
  author: chatAuthorSchema,
  content: chatContentSchema,
  /** Issue 19: see chatMessageSchema; chat checks with agreements that the question belongs to the agreement. */
  questionId: z.uuid(ChatTexts.invalidQuestionId).nullable().optional(),
});
export type PostChatMessage = z.infer<typeof postChatMessageSchema>;

/** `chat.rooms.open.v1` → {@link ChatRoomOpened}; `withHistory` false for anonymous sockets (updates only). */
export const openChatRoomSchema = z.strictObject({ agreementId, withHistory: z.boolean() });
export const chatRoomOpenedSchema = z.object({ messages: z.array(chatMessageSchema) });
export type ChatRoomOpened = z.infer<typeof chatRoomOpenedSchema>;

/** What travels on {@link ChatSubjects.room}: exactly what the sockets of the room receive. */
export const chatRoomEventSchema = z.discriminatedUnion('type', [
  wsChatMessageFrameSchema,
  wsAgreementUpdatedFrameSchema,
]);
export type ChatRoomEvent = z.infer<typeof chatRoomEventSchema>;
