import { createHash } from 'node:crypto';
import type { EidProof } from '@avtalt/contracts';
import type { IdentityConfig } from '../config/identity.config';

/** A started login waits this long for the broker to send the browser back; a proof this long to be spent. */
export const EID_REQUEST_TTL_MS = 10 * 60_000;
export const EID_PROOF_TTL_MS = 10 * 60_000;

export const EidMessages = {
  unavailable: 'Signering med BankID er ikke satt opp her.',
  expired: 'Innloggingen hos BankID er utløpt eller allerede brukt. Start signeringen på nytt.',
  failed: 'Vi fikk ikke bekreftet identiteten din hos BankID. Prøv igjen.',
  noName: 'BankID-tjenesten sendte ikke navnet ditt, så identiteten kan ikke brukes til signering.',
  brokerDown: 'BankID-tjenesten svarer ikke akkurat nå. Prøv igjen om litt.',
} as const;

/** The broker settings, or null when eID is not offered (any of issuer, client, secret and callback missing). */
export interface EidSettings {
  issuer: string;
  clientId: string;
  clientSecret: string;
  redirectUri: string;
  scopes: string;
  acrValues: string | undefined;
  nameClaim: string;
  birthDateClaim: string;
  method: string;
  broker: string;
}

export function eidSettings(config: IdentityConfig): EidSettings | null {
  const { EID_ISSUER, EID_CLIENT_ID, EID_CLIENT_SECRET, EID_REDIRECT_URI } = config;
  if (!EID_ISSUER || !EID_CLIENT_ID || !EID_CLIENT_SECRET || !EID_REDIRECT_URI) return null;
  return {
    issuer: EID_ISSUER,
    clientId: EID_CLIENT_ID,
    clientSecret: EID_CLIENT_SECRET,
    redirectUri: EID_REDIRECT_URI,
    scopes: config.EID_SCOPES,
    acrValues: config.EID_ACR_VALUES,
    nameClaim: config.EID_NAME_CLAIM,
    birthDateClaim: config.EID_BIRTHDATE_CLAIM,
    method: config.EID_METHOD_NAME,
    broker: config.EID_BROKER_NAME,
  };
}

/** JSON with object keys sorted at every level: the same claims always give the same bytes. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonicalJson((value as Record<string, unknown>)[key])}`)
      .join(',')}}`;
  return JSON.stringify(value) ?? 'null';
}

export const sha256 = (text: string): string => createHash('sha256').update(text, 'utf8').digest('hex');

/**
 * A date of birth as brokers send it («1985-04-12», «12.04.1985», «19850412») as an ISO date; null when
 * missing or not a real date.
 */
export function isoBirthDate(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const text = value.trim();
  const ymd = /^(\d{4})-?(\d{2})-?(\d{2})$/.exec(text);
  const dmy = /^(\d{2})\.(\d{2})\.(\d{4})$/.exec(text);
  const parts = ymd ? [ymd[1], ymd[2], ymd[3]] : dmy ? [dmy[3], dmy[2], dmy[1]] : null;
  if (!parts) return null;
  const iso = parts.join('-');
  const date = new Date(`${iso}T00:00:00Z`);
  return Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== iso ? null : iso;
}

/** The verified name: the name claim, else given and family name together; null when there is none. */
export function verifiedName(claims: Record<string, unknown>, nameClaim: string): string | null {
  const named = claims[nameClaim];
  if (typeof named === 'string' && named.trim()) return named.trim().replace(/\s+/g, ' ');
  const parts = [claims.given_name, claims.family_name].filter(
    (p): p is string => typeof p === 'string' && p.trim().length > 0,
  );
  return parts.length > 0 ? parts.join(' ').trim().replace(/\s+/g, ' ') : null;
}

/** What is kept of an ID token's claims: the proof, the subject only as a digest. */
export function proofOfClaims(
  claims: Record<string, unknown>,
  settings: EidSettings,
  now: Date,
): (EidProof & { subjectSha256: string }) | { refused: string } {
  const name = verifiedName(claims, settings.nameClaim);
  if (!name) return { refused: EidMessages.noName };
  const authTime = typeof claims.auth_time === 'number' ? new Date(claims.auth_time * 1000) : now;
  return {
    name,
    birthDate: isoBirthDate(claims[settings.birthDateClaim]),
    acr: typeof claims.acr === 'string' ? claims.acr : null,
    issuer: String(claims.iss ?? settings.issuer),
    method: settings.method,
    broker: settings.broker,
    claimsSha256: sha256(canonicalJson(claims)),
    authenticatedAt: authTime.toISOString(),
    subjectSha256: sha256(`${String(claims.iss ?? settings.issuer)}|${String(claims.sub ?? '')}`),
  };
}
