/** NATS subjects the gateway replicas publish and subscribe to among themselves. Each subject string appears only here. */
export const GatewaySubjects = {
  /**
   * Sessions that ended (logout, password change, a new login, account gone). Every replica subscribes
   * (no queue group) and closes the WebSockets it holds for those sessions.
   */
  sessionsEnded: 'gateway.sessions.ended.v1',
} as const;
