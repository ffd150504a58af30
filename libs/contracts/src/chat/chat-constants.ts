// Texts and limits of the chat, without zod (see ../constants.ts).
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
  /** Issue 19: a message tagged with something that is not one of the agreement's questions. */
  invalidQuestionId: 'Spørsmålet hører ikke til denne avtalen.',
  observerReadOnly: 'Du er observatør i denne avtalen: du kan lese diskusjonen, men ikke skrive i den.',
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

/**
 * What is wrong with a chat message as typed, or null: the same rule as `chatContentSchema` (trimmed, not
 * empty, at most CHAT_MAX_LENGTH characters) without zod, for the web app (chat-constants.spec.ts checks
 * that both agree).
 */
export function chatContentProblem(value: string): string | null {
  const text = value.trim();
  if (text.length === 0) return ChatTexts.empty;
  // Counted in code points, as zod counts a string's length (an emoji is one).
  if ([...text].length > CHAT_MAX_LENGTH) return ChatTexts.tooLong;
  return null;
}
