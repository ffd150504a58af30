import type {
  PdfVerification,
  SignBody,
  SignaturesView,
  SigningCodeReply,
  Verification,
} from '@avtalt/contracts';
import { apiJson, apiRequest, throwIfResNotOk } from './http';

/**
 * Typed fetchers of signing (issue 18, docs/signing.md): the signatures of an agreement, a one-time code
 * by e-mail, signing, voiding, and the public verification of a sealed PDF by its SHA-256.
 */

const base = (id: string) => `/api/agreements/${encodeURIComponent(id)}/signatures`;

/** Who has signed, whether the caller may sign or void, and the hash of the text to sign (participants only). */
export function fetchSignatures(id: string): Promise<SignaturesView> {
  return apiJson<SignaturesView>('GET', base(id));
}

/** Mails the caller a one-time code (202): where it went (masked) and until when it is valid. */
export function requestSigningCode(id: string): Promise<SigningCodeReply> {
  return apiJson<SigningCodeReply>('POST', `${base(id)}/code`);
}

/** Signs with consent and one proof (a code or the password); 201. The caller fetches the view again. */
export async function signAgreement(id: string, body: SignBody): Promise<void> {
  await apiRequest('POST', base(id), body);
}

/** Voids every signature (a party, before everyone has signed): the text opens again. */
export async function voidSignatures(id: string): Promise<void> {
  await apiRequest('POST', `${base(id)}/void`);
}

/** The sealed Avtalt agreement whose PDF has this SHA-256 (open to anyone); 404 when none. */
export function fetchVerification(sha256: string): Promise<Verification> {
  return apiJson<Verification>('GET', `/api/verify/${encodeURIComponent(sha256)}`);
}

/**
 * Issue 31: the chosen PDF itself checked by the server as the offline verifier does (seal, timestamp,
 * trail, head): the bytes go as the raw body (`application/pdf`); nothing is stored.
 */
export async function checkSealedPdf(bytes: ArrayBuffer): Promise<PdfVerification> {
  const res = await fetch('/api/verify', {
    method: 'POST',
    credentials: 'include',
    headers: { 'Content-Type': 'application/pdf' },
    body: bytes,
  });
  await throwIfResNotOk(res);
  return (await res.json()) as PdfVerification;
}
