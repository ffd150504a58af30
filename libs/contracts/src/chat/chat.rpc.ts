import { defineRpc, healthRpc } from '../common/rpc';
import {
  chatMessageSchema,
  chatRoomOpenedSchema,
  openChatRoomSchema,
  postChatMessageSchema,
} from './chat.schema';
import { ChatSubjects as S } from './chat.subjects';

/** Every request-reply message of the chat service: subject, request, reply and time limit. */
export const ChatRpc = {
  post: defineRpc(S.post, postChatMessageSchema, chatMessageSchema),
  open: defineRpc(S.open, openChatRoomSchema, chatRoomOpenedSchema),
  health: healthRpc(S.health),
} as const;
