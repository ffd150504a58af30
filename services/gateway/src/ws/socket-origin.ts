/**
 * Whether a WebSocket upgrade may proceed from this Origin. Browsers always send Origin on a
 * WebSocket handshake, and cookies travel with it: accepting any origin would let another site
 * open a socket in the user's name (cross-site WebSocket hijacking). A request without Origin does
 * not come from a browser page, so no cookie of a victim can be riding on it.
 */
export function isAllowedSocketOrigin(origin: string | undefined, host: string | undefined, allowedOrigins: readonly string[]): boolean {
  if (origin === undefined) return true;
  const normalized = origin.replace(/\/$/, '');
  if (allowedOrigins.some((allowed) => allowed.replace(/\/$/, '') === normalized)) return true;
  try {
    return host !== undefined && new URL(normalized).host === host.toLowerCase();
  } catch {
    return false;
  }
}
