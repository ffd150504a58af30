/**
 * The anonymous visitor's id (spec §3/§7): the server issues it with the session, and the browser
 * mirrors it in sessionStorage under 'anonymousUserId' so the pages can recognise the visitor among
 * the participants.
 */
export const ANONYMOUS_ID_SESSION_KEY = 'anonymousUserId';

/** Mirrors the caller as the agreement API reports it: keeps an anonymous id, forgets it once logged in. */
export function rememberViewer(viewer: { id: string; anonymous: boolean } | null | undefined): void {
  if (!viewer) return;
  try {
    if (viewer.anonymous) window.sessionStorage.setItem(ANONYMOUS_ID_SESSION_KEY, viewer.id);
    else window.sessionStorage.removeItem(ANONYMOUS_ID_SESSION_KEY);
  } catch {
    // storage can be unavailable (privacy modes); the server still knows the visitor by the session
  }
}

export function readAnonymousId(): string | null {
  try {
    return window.sessionStorage.getItem(ANONYMOUS_ID_SESSION_KEY);
  } catch {
    return null;
  }
}
