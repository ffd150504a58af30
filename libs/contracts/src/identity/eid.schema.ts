import { z } from 'zod';
import { sha256HexSchema } from '../agreements/signatures.schema';

/**
 * Signing with national eID (BankID) through an OpenID Connect broker (docs/signing.md). Identity
 * holds the broker's settings and does the OpenID Connect exchange; the gateway only redirects, and
 * agreements spends the proof once, for the signature it was started for.
 */

const userId = z.uuid();

/** What an eID login is for: signing this text of this agreement (the only purpose so far). */
export const eidPurposeSchema = z.strictObject({
  kind: z.literal('signature'),
  agreementId: z.uuid(),
  textSha256: sha256HexSchema,
});
export type EidPurpose = z.infer<typeof eidPurposeSchema>;

/** Whether eID is offered (a broker is configured), and the names to show for it. */
export const eidStatusMessageSchema = z.strictObject({});
export const eidStatusReplySchema = z.object({
  available: z.boolean(),
  /** The eID as people know it («BankID»); null when unavailable. */
  method: z.string().nullable(),
  /** Who runs the OpenID Connect service («Signicat», «Idura», «Criipto»); null when unavailable. */
  broker: z.string().nullable(),
});
export type EidStatus = z.infer<typeof eidStatusReplySchema>;

/** Starts a login at the broker for the caller: where to send the browser. */
export const eidStartMessageSchema = z.strictObject({ userId, purpose: eidPurposeSchema });
export const eidStartReplySchema = z.object({ authorizationUrl: z.url() });

/** The broker sent the browser back with `code` and `state`: exchange and check them for the caller. */
export const eidCompleteMessageSchema = z.strictObject({
  userId,
  state: z.string().min(16).max(200),
  code: z.string().min(1).max(2000),
  /** The issuer the broker names in the response (RFC 9207), checked when given. */
  iss: z.string().max(500).optional(),
});
export const eidCompleteReplySchema = z.object({ proofId: z.uuid(), purpose: eidPurposeSchema });

/** Spends a proof once, for the purpose it was started for (agreements, when it records the signature). */
export const eidConsumeMessageSchema = z.strictObject({
  userId,
  proofId: z.uuid(),
  purpose: eidPurposeSchema,
});

/**
 * What the broker verified: the person's name and date of birth, the level (`acr`), the issuer, and a digest of
 * the ID token's claims that goes into the agreement's audit chain. No national identity number is kept.
 */
export const eidProofSchema = z.object({
  name: z.string().min(1).max(200),
  /** ISO date; null when the broker did not return one. */
  birthDate: z.iso.date().nullable(),
  acr: z.string().max(200).nullable(),
  issuer: z.string().max(500),
  method: z.string().max(60),
  broker: z.string().max(60),
  /** SHA-256 of the ID token's claims as JSON (keys sorted), the broker's signed statement. */
  claimsSha256: sha256HexSchema,
  authenticatedAt: z.iso.datetime(),
});
export type EidProof = z.infer<typeof eidProofSchema>;
