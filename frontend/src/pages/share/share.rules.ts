/**
 * How 'Del lenke' shares (spec §9): the device's share sheet where there is one, else the clipboard,
 * else the hidden-textarea copy method.
 */
export type ShareMethod = 'share' | 'clipboard' | 'textarea';

export interface ShareEnvironment {
  /** `navigator.share` exists (and, when `navigator.canShare` exists, accepts the data). */
  canShare: boolean;
  /** `navigator.clipboard.writeText` exists in a secure context. */
  canUseClipboard: boolean;
}

export function chooseShareMethod(env: ShareEnvironment): ShareMethod {
  if (env.canShare) return 'share';
  if (env.canUseClipboard) return 'clipboard';
  return 'textarea';
}

/** What the browser offers, read from `navigator` and `window`. */
export function detectShareEnvironment(data: ShareData): ShareEnvironment {
  const nav: Partial<Navigator> | undefined = typeof navigator === 'undefined' ? undefined : navigator;
  const canShare =
    typeof nav?.share === 'function' && (typeof nav.canShare !== 'function' || nav.canShare(data));
  const canUseClipboard = typeof nav?.clipboard?.writeText === 'function' && window.isSecureContext !== false;
  return { canShare, canUseClipboard };
}

/** The link to share: {origin}/avtale/{id}. */
export function shareLink(origin: string, agreementId: string): string {
  return `${origin.replace(/\/+$/, '')}/avtale/${agreementId}`;
}

/** The text sent with the link. */
export function shareText(title: string): string {
  return `Bli med på en avtale: ${title}`;
}

/** A user closing the share sheet is not a failure. */
export function isShareCancelled(error: unknown): boolean {
  return error instanceof Error && error.name === 'AbortError';
}
