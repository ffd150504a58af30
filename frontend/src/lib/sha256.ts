/**
 * SHA-256 in the browser (Web Crypto, `crypto.subtle`): of the legal text the signer reads (its UTF-8
 * bytes, as the server hashes it) and of a PDF chosen on /verifiser, which never leaves the computer.
 * `crypto.subtle` exists only in secure contexts (https, or http on localhost).
 */

/** Lowercase hex of bytes. */
export function toHex(bytes: ArrayBuffer | Uint8Array): string {
  const view = bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes);
  let hex = '';
  for (const byte of view) hex += byte.toString(16).padStart(2, '0');
  return hex;
}

/** Thrown when the browser offers no Web Crypto (an insecure page, a very old browser). */
export class NoWebCryptoError extends Error {
  constructor() {
    super(
      'Nettleseren kan ikke regne ut kontrollsummen her. Bruk en nyere nettleser og en sikker (https) adresse.',
    );
    this.name = 'NoWebCryptoError';
  }
}

/** SHA-256 (lowercase hex) of a text's UTF-8 bytes or of raw bytes. */
export async function sha256Hex(data: string | ArrayBuffer | Uint8Array): Promise<string> {
  const subtle = globalThis.crypto?.subtle;
  if (!subtle) throw new NoWebCryptoError();
  const bytes = typeof data === 'string' ? new TextEncoder().encode(data) : data;
  return toHex(await subtle.digest('SHA-256', bytes as BufferSource));
}
