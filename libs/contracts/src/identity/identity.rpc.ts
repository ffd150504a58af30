import { z } from 'zod';
import { defineRpc, healthRpc } from '../common/rpc';
import {
  acceptedReplySchema,
  cancelEmailChangeMessageSchema,
  stopEmailChangeMessageSchema,
  stopEmailChangeReplySchema,
  changePasswordMessageSchema,
  contactsMessageSchema,
  contactsReplySchema,
  requestEmailVerificationMessageSchema,
  requestPasswordResetMessageSchema,
  resetPasswordMessageSchema,
  resetPasswordReplySchema,
  verifyEmailMessageSchema,
  getUserMessageSchema,
  promoteAdminMessageSchema,
  registerMessageSchema,
  setLanguageMessageSchema,
  updateProfileMessageSchema,
  userSchema,
  verifyCredentialsMessageSchema,
  verifyPasswordMessageSchema,
  verifyPasswordReplySchema,
} from './identity.schema';
import {
  eidCompleteMessageSchema,
  eidCompleteReplySchema,
  eidConsumeMessageSchema,
  eidProofSchema,
  eidStartMessageSchema,
  eidStartReplySchema,
  eidStatusMessageSchema,
  eidStatusReplySchema,
} from './eid.schema';
import { IdentitySubjects as S } from './identity.subjects';

/** Every request-reply message of the identity service: subject, request, reply and time limit. */
export const IdentityRpc = {
  verifyCredentials: defineRpc(S.verifyCredentials, verifyCredentialsMessageSchema, userSchema),
  register: defineRpc(S.register, registerMessageSchema, userSchema),
  getUser: defineRpc(S.getUser, getUserMessageSchema, userSchema),
  updateProfile: defineRpc(S.updateProfile, updateProfileMessageSchema, userSchema),
  setLanguage: defineRpc(S.setLanguage, setLanguageMessageSchema, userSchema),
  changePassword: defineRpc(
    S.changePassword,
    changePasswordMessageSchema,
    z.object({ changed: z.literal(true) }),
  ),
  promoteAdmin: defineRpc(S.promoteAdmin, promoteAdminMessageSchema, userSchema),
  requestPasswordReset: defineRpc(
    S.requestPasswordReset,
    requestPasswordResetMessageSchema,
    acceptedReplySchema,
  ),
  resetPassword: defineRpc(S.resetPassword, resetPasswordMessageSchema, resetPasswordReplySchema),
  requestEmailVerification: defineRpc(
    S.requestEmailVerification,
    requestEmailVerificationMessageSchema,
    acceptedReplySchema,
  ),
  verifyEmail: defineRpc(S.verifyEmail, verifyEmailMessageSchema, userSchema),
  stopEmailChange: defineRpc(S.stopEmailChange, stopEmailChangeMessageSchema, stopEmailChangeReplySchema),
  cancelEmailChange: defineRpc(S.cancelEmailChange, cancelEmailChangeMessageSchema, userSchema),
  contacts: defineRpc(S.contacts, contactsMessageSchema, contactsReplySchema),
  verifyPassword: defineRpc(S.verifyPassword, verifyPasswordMessageSchema, verifyPasswordReplySchema),
  eidStatus: defineRpc(S.eidStatus, eidStatusMessageSchema, eidStatusReplySchema),
  eidStart: defineRpc(S.eidStart, eidStartMessageSchema, eidStartReplySchema),
  eidComplete: defineRpc(S.eidComplete, eidCompleteMessageSchema, eidCompleteReplySchema),
  eidConsume: defineRpc(S.eidConsume, eidConsumeMessageSchema, eidProofSchema),
  health: healthRpc(S.health),
} as const;
