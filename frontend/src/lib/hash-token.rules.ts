/**
 * The token of a link from a mail (`/tilbakestill-passord#<token>`, `/bekreft-epost#<token>`,
 * `/avmeld#<token>`). It travels in the fragment, which browsers never send to a server, so it is in no
 * access log or Referer. `#token=<token>` is read too. Returns '' when there is none.
 */
export function tokenFromHash(hash: string): string {
  const raw = hash.replace(/^#/, '').trim();
  if (!raw) return '';
  if (raw.includes('=')) return new URLSearchParams(raw).get('token') ?? '';
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}
