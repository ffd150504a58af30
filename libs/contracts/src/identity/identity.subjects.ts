/** NATS subjects of the identity service. Each subject string appears only here. */
export const IdentitySubjects = {
  verifyCredentials: 'identity.users.verify-credentials.v1',
  register: 'identity.users.register.v1',
  getUser: 'identity.users.get.v1',
  updateProfile: 'identity.users.update-profile.v1',
  changePassword: 'identity.users.change-password.v1',
  /** The account's language (docs/languages.md). */
  setLanguage: 'identity.users.set-language.v1',
  promoteAdmin: 'identity.admin.promote.v1',
  /** Password reset by e-mail (issue 17): a single-use link valid for an hour. */
  requestPasswordReset: 'identity.users.request-password-reset.v1',
  resetPassword: 'identity.users.reset-password.v1',
  /** Confirmation of the account's address by a link sent to it (issue 17). */
  requestEmailVerification: 'identity.users.request-email-verification.v1',
  verifyEmail: 'identity.users.verify-email.v1',
  /** Issue 31: stop a waiting address change by the link mailed to the old address, or withdraw it logged in. */
  stopEmailChange: 'identity.users.stop-email-change.v1',
  cancelEmailChange: 'identity.users.cancel-email-change.v1',
  /** Addresses and names of accounts, for the notifications service only. */
  contacts: 'identity.users.contacts.v1',
  /** Issue 18: whether a password is the account's (a signer's proof), for the agreements service. */
  verifyPassword: 'identity.users.verify-password.v1',
  /** Signing with national eID through an OpenID Connect broker (docs/signing.md). */
  eidStatus: 'identity.eid.status.v1',
  eidStart: 'identity.eid.start.v1',
  eidComplete: 'identity.eid.complete.v1',
  /** Spends a proof for the signature it was started for: agreements only. */
  eidConsume: 'identity.eid.consume.v1',
  health: 'identity.health.v1',
} as const;
