/** NATS subjects of the chat service. Each subject string appears only here. */
export const ChatSubjects = {
  /** Persist a message from a logged-in user and fan it out to the agreement's room. */
  post: 'chat.messages.post.v1',
  /** Open a room: checks that the agreement exists and returns its latest messages. */
  open: 'chat.rooms.open.v1',
  health: 'chat.health.v1',
  /**
   * Event subject of one agreement's room. The chat service publishes every new message and every
   * `agreement.updated` here; every gateway replica with a socket in the room subscribes to it.
   */
  room: (agreementId: string): string => `chat.room.${agreementId}`,
} as const;
