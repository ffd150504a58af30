/** NATS subjects of the notifications service (issue 17). Each subject string appears only here. */
export const NotificationsSubjects = {
  /** Identity asks for an account mail (password reset, address confirmation); answered once it is queued. */
  sendAccountMail: 'notifications.mails.send-account.v1',
  /** Issue 18: agreements asks to mail a signer its one-time code; answered once queued, with the masked address. */
  sendSigningCode: 'notifications.mails.send-signing-code.v1',
  /** `POST /api/agreements/{id}/invitations`: a participant sends the share link to addresses. */
  sendInvitations: 'notifications.invitations.send.v1',
  /** `GET`/`PUT /api/auth/notifications`: the caller's choices, one switch per kind. */
  getPreferences: 'notifications.preferences.get.v1',
  setPreferences: 'notifications.preferences.set.v1',
  /** `GET`/`POST /api/unsubscribe/{token}`: what the link stops, and stopping it (one click, no login). */
  describeUnsubscribe: 'notifications.unsubscribe.describe.v1',
  unsubscribe: 'notifications.unsubscribe.confirm.v1',
  /** `GET /api/admin/mails`: the mail log for admins. */
  listMails: 'notifications.mails.list.v1',
  queueStats: 'notifications.queue.stats.v1',
  health: 'notifications.health.v1',
} as const;
