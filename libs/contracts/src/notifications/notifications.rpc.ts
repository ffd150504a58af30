import { z } from 'zod';
import { queueStatsSchema } from '../common/health.schema';
import { defineRpc, healthRpc } from '../common/rpc';
import {
  invitationsReplySchema,
  mailLogMessageSchema,
  mailLogReplySchema,
  notificationPreferencesSchema,
  preferencesMessageSchema,
  queuedReplySchema,
  sendAccountMailMessageSchema,
  sendSigningCodeMessageSchema,
  signingCodeQueuedReplySchema,
  sendInvitationsMessageSchema,
  setPreferencesMessageSchema,
  unsubscribeDescriptionSchema,
  unsubscribeMessageSchema,
} from './notifications.schema';
import { NotificationsSubjects as S } from './notifications.subjects';

/** Every request-reply message of the notifications service: subject, request, reply and time limit. */
export const NotificationsRpc = {
  sendAccountMail: defineRpc(S.sendAccountMail, sendAccountMailMessageSchema, queuedReplySchema),
  sendSigningCode: defineRpc(S.sendSigningCode, sendSigningCodeMessageSchema, signingCodeQueuedReplySchema),
  sendInvitations: defineRpc(S.sendInvitations, sendInvitationsMessageSchema, invitationsReplySchema),
  getPreferences: defineRpc(S.getPreferences, preferencesMessageSchema, notificationPreferencesSchema),
  setPreferences: defineRpc(S.setPreferences, setPreferencesMessageSchema, notificationPreferencesSchema),
  describeUnsubscribe: defineRpc(
    S.describeUnsubscribe,
    unsubscribeMessageSchema,
    unsubscribeDescriptionSchema,
  ),
  unsubscribe: defineRpc(S.unsubscribe, unsubscribeMessageSchema, unsubscribeDescriptionSchema),
  listMails: defineRpc(S.listMails, mailLogMessageSchema, mailLogReplySchema),
  queueStats: defineRpc(S.queueStats, z.strictObject({}), queueStatsSchema),
  health: healthRpc(S.health),
} as const;
