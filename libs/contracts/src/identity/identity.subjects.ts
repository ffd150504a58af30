/** NATS subjects of the identity service. Each subject string appears only here. */
export const IdentitySubjects = {
  verifyCredentials: 'identity.users.verify-credentials.v1',
  register: 'identity.users.register.v1',
  getUser: 'identity.users.get.v1',
  updateProfile: 'identity.users.update-profile.v1',
  changePassword: 'identity.users.change-password.v1',
  promoteAdmin: 'identity.admin.promote.v1',
  health: 'identity.health.v1',
} as const;
