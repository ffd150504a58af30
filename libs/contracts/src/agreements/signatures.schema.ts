import { z } from 'zod';
import { strictBody } from '../common/errors';
import { fullNameSchema } from '../common/person-name.schema';
import { callerSchema } from './agreements.schema';
import { signingNoteSchema } from '../templates/templates.schema';
import { signingNoteWordingSchema } from './agreement-language.schema';

/**
 * Signing a completed agreement (docs/signing.md): a simple electronic signature with evidence.
 * Each party confirms the text it read and proves it is them with a one-time code sent by e-mail or with
 * its password; the signature stores the SHA-256 of the exact text signed. The first signature freezes the
 * text; when every party has signed, the agreement's status is `signed` and the documents service seals a
 * PDF (signature page + hash-chained audit trail, PAdES) whose SHA-256 anyone can verify at `/verifiser`.
 */

/** Norwegian texts of the signing API (shown by the web app as they are). */
export const SigningMessages = {
  disabled: 'Signering er ikke tilgjengelig ennå',
  consentRequired: 'Du må bekrefte at du har lest avtalen og signerer den elektronisk',
  proofRequired: 'Oppgi koden du fikk på e-post eller passordet ditt',
  codeFormat: 'Koden består av 6 sifre',
  wrongCode: 'Koden er feil eller utløpt. Be om en ny kode.',
  wrongPassword: 'Feil passord',
  tooManyAttempts: 'For mange forsøk. Vent litt og prøv igjen.',
  tooManyCodes: 'Du har bedt om mange koder. Vent litt og prøv igjen.',
  notCompleted: 'Bare en ferdig avtale med avtaletekst kan signeres',
  alreadySigned: 'Du har allerede signert avtalen',
  textChanged: 'Avtaleteksten er endret siden du åpnet den. Les den nye teksten før du signerer.',
  /** A change (party details, removal, deletion …) refused because someone has signed. */
  frozen:
    'Avtalen er signert av minst én part, og teksten er låst. Må noe endres, må signaturene annulleres først, og da må alle signere på nytt.',
  voidNotAllowed: 'Signaturene kan ikke annulleres når alle har signert',
  nothingToVoid: 'Ingen har signert avtalen ennå',
  hashFormat: 'Ugyldig SHA-256 (64 heksadesimale tegn)',
  verifyNotFound: 'Fant ingen signert Avtalt-avtale som stemmer med denne filen. Filen kan være endret.',
  /** A plan (document kind `plan`) is not a binding agreement and is not signed. */
  planNotSignable: 'En plan er ikke en bindende avtale og kan ikke signeres',
  sealPending: 'Den signerte PDF-en lages. Prøv igjen om litt.',
  /** The signer must say which text they read (the browser sends its SHA-256). */
  textRequired: 'Oppgi SHA-256 av avtaleteksten du har lest (textSha256)',
  /** Codes and signatures only from a confirmed address (the dialog offers a new link). */
  emailNotConfirmed:
    'Du må bekrefte e-postadressen din før du kan signere. Vi kan sende deg en ny bekreftelseslenke.',
  /** Capacity (vergemålsloven § 9) needs a date of birth. */
  birthDateRequired: 'Oppgi fødselsdatoen din under «Dine opplysninger i avtalen» før du signerer.',
  /** A party under 18 on the signing day without a guardian who accepted (docs/guardians.md). */
  underAge:
    'Du er under 18 år. Inviter vergen din: vergen må godta avtalen og signere den sammen med deg (vergemålsloven § 9).',
  /** The trail is not whole (sealing refused; an operator must look at it). */
  auditTrailInvalid: 'Revisjonsloggen for avtalen henger ikke sammen. Avtalen blir ikke forseglet.',
  /** A trail that does not start with the agreement's creation (made before the trail existed) can never be sealed. */
  auditTrailTooOld:
    'Avtalen ble laget før Avtalt førte en fullstendig revisjonslogg, og kan derfor ikke signeres. Start en ny avtale med de samme svarene.',
  /** A signature recorded before this version (its audit entry lacks what the seal checks). */
  auditSignaturesOutdated:
    'En signatur på avtalen ble registrert før Avtalt endret revisjonsloggen, og avtalen kan ikke forsegles slik. Annuller signaturene, så kan alle signere på nytt.',
  /** A party under 18 on the signing day (another party than the caller; no date of birth shown). */
  /** The caller cannot sign this agreement now (what stops them is in the signatures view). */
  cannotSign: 'Du kan ikke signere avtalen nå.',
  /** The name the eID broker verified is not the name the party goes by in the agreement. */
  identityNameMismatch:
    'Navnet BankID bekreftet, er ikke navnet ditt i avtalen. Rett navnet i profilen din (eller signer på en annen måte) og prøv igjen.',
  /** The date of birth the eID broker verified is not the one the party gave. */
  identityBirthDateMismatch:
    'Fødselsdatoen BankID bekreftet, er ikke den du har oppgitt i avtalen. Rett fødselsdatoen under «Dine opplysninger i avtalen» og prøv igjen.',
  /** The initiator required BankID (or a code by mail) of every party (docs/signing.md). */
  levelRequiresEid: 'Avtalen krever at alle parter signerer med BankID.',
  levelRequiresCode:
    'Avtalen krever at alle parter signerer med BankID eller en engangskode sendt på e-post.',
  levelNotInitiator: 'Bare den som startet avtalen kan velge hvordan partene skal signere',
  levelValue: 'Velg hvordan partene skal signere: eid, email-code eller password',
  levelEidUnavailable: 'BankID er ikke tilgjengelig her, så avtalen kan ikke kreve det',
  levelClosed:
    'Hvordan avtalen skal signeres, kan ikke endres etter at noen har signert eller avtalen er avsluttet',
  partyUnderAge:
    'En av partene er under 18 år og har ennå ingen verge som har godtatt avtalen. Avtalen kan signeres når vergen har godtatt den (vergemålsloven § 9).',
} as const;

/**
 * Nobody signs first while a party has no date of birth (the text would freeze and that
 * party could never add it): names who must act, never another party's date of birth.
 */
export const partiesWithoutBirthDateText = (names: readonly string[]): string =>
  `Alle parter må ha oppgitt fødselsdato før noen kan signere. Det mangler for: ${names.join(', ')}.`;

/** How a signer proved it was them. */
export const signatureMethodSchema = z.enum(['eid', 'email-code', 'password']);
export type SignatureMethod = z.infer<typeof signatureMethodSchema>;

/**
 * How strongly every party must sign (docs/signing.md): the initiator's choice, `password` meaning any way.
 * `eid` is stronger than `email-code`, which is stronger than `password`.
 */
export const SIGNATURE_LEVEL_ORDER: readonly SignatureMethod[] = ['password', 'email-code', 'eid'];

/** The method meets the level required (a stronger one always does). */
export const meetsSignatureLevel = (method: SignatureMethod, required: SignatureMethod): boolean =>
  SIGNATURE_LEVEL_ORDER.indexOf(method) >= SIGNATURE_LEVEL_ORDER.indexOf(required);

/** Body of `PUT /api/agreements/{id}/signature-level`. */
export const signatureLevelBodySchema = strictBody({
  level: z.enum(['eid', 'email-code', 'password'], SigningMessages.levelValue),
});
export type SignatureLevelBody = z.infer<typeof signatureLevelBodySchema>;

/** `unsigned`: nobody has signed; `signing`: some have (the text is frozen); `signed`: every party has. */
export const signingStatusSchema = z.enum(['unsigned', 'signing', 'signed']);
export type SigningStatus = z.infer<typeof signingStatusSchema>;

/** A lowercase hex SHA-256. */
export const sha256HexSchema = z
  .string(SigningMessages.hashFormat)
  .regex(/^[0-9a-f]{64}$/, SigningMessages.hashFormat);

/**
 * What a signature proved and what was only stated, per signer. Nothing here claims a verified
 * identity: the name and date of birth are the party's own statement; the address was confirmed through a
 * link; the proof was a one-time code to that address (`codeSentTo`, masked) or the account's password.
 */
/**
 * What an eID broker verified for a signature, as every party may see it: the eID, who ran the
 * OpenID Connect service, whether it verified the date of birth too, and the level it reported (`acr`).
 * The date of birth itself and the person's subject at the broker are not shown.
 */
export const signerEidSchema = z.object({
  method: z.string().max(60),
  broker: z.string().max(60),
  birthDateVerified: z.boolean(),
  acr: z.string().max(200).nullable(),
});
export type SignerEid = z.infer<typeof signerEidSchema>;

/**
 * What the agreements service keeps of an eID proof with the signature (and in its audit entry): the
 * level as shown, the issuer, when the person logged in, and the digest of the ID token's claims.
 */
export const signatureEidEvidenceSchema = signerEidSchema.extend({
  issuer: z.string().max(500),
  claimsSha256: sha256HexSchema,
  authenticatedAt: z.iso.datetime(),
});
export type SignatureEidEvidence = z.infer<typeof signatureEidEvidenceSchema>;

export const signerLevelSchema = z.object({
  method: signatureMethodSchema,
  /** The account's address was confirmed (through the link mailed to it) when the signature was made. */
  emailConfirmed: z.boolean(),
  /** Where the code went, masked (a***@example.no); null for the password. */
  codeSentTo: z.string().max(320).nullable(),
  /** The eID verification (method `eid`); absent or null otherwise. */
  eid: signerEidSchema.nullable().optional(),
});
export type SignerLevel = z.infer<typeof signerLevelSchema>;

/** The one Norwegian sentence for a signer's level (signature page, result page, /verifiser, verifier). */
export function signerLevelText(level: SignerLevel): string {
  if (level.method === 'eid' && level.eid) {
    const { method, broker, birthDateVerified } = level.eid;
    const verified = birthDateVerified
      ? `Navn og fødselsdato bekreftet med ${method} via ${broker}`
      : `Navn bekreftet med ${method} via ${broker}, fødselsdato oppgitt av parten`;
    return `${verified}; signert etter innlogging med ${method}.`;
  }
  const stated = 'Navn og fødselsdato oppgitt av parten';
  const address = level.emailConfirmed ? 'e-postadressen bekreftet' : 'e-postadressen ikke bekreftet';
  const proof =
    level.method === 'email-code'
      ? `signert med engangskode sendt til ${level.codeSentTo ?? 'den bekreftede e-postadressen'}`
      : 'signert med passord';
  return `${stated}; ${address}; ${proof}.`;
}

/** One party of the agreement and its signature, if any (what every participant sees). */
export const signingPartySchema = z.object({
  participantId: z.uuid(),
  name: fullNameSchema,
  isYou: z.boolean(),
  signedAt: z.iso.datetime().nullable(),
  method: signatureMethodSchema.nullable(),
  /** What the signature proved (null until the party has signed). */
  level: signerLevelSchema.nullable(),
  /**
   * `guardian`: the guardian of the party under 18 named by `participantId`, who signs with them
   * (docs/guardians.md; `guardianFor` names that party). Absent: a party.
   */
  role: z.enum(['party', 'guardian']).optional(),
  guardianFor: z.string().optional(),
});
export type SigningParty = z.infer<typeof signingPartySchema>;

/** `GET /api/agreements/{id}/signatures` (participants only). */
export const signaturesViewSchema = z.object({
  /** False when the operator set `SIGNING=off`: the web app shows 'Signering er ikke tilgjengelig ennå'. */
  enabled: z.boolean(),
  status: signingStatusSchema,
  /**
   * SHA-256 (hex, of the UTF-8 bytes) of the legal text's HTML to be signed — the frozen text once someone
   * has signed; null when the agreement has no final text yet (not completed, parties missing).
   */
  textSha256: sha256HexSchema.nullable(),
  /** SHA-256 of the sealed PDF once every party has signed and it is made; null before. */
  pdfSha256: sha256HexSchema.nullable(),
  /** The caller may sign now (completed, final text present, a party with an account, not signed yet). */
  canSign: z.boolean(),
  /** The caller may void the signatures (a party, someone has signed, not everyone). */
  canVoid: z.boolean(),
  parties: z.array(signingPartySchema),
  /** When the signatures were last voided (null when never): the page says so. */
  voidedAt: z.iso.datetime().nullable(),
  /**
   * Why the caller cannot sign now, when that is something they can fix (null otherwise):
   * `EMAIL_NOT_CONFIRMED` (the dialog offers a new confirmation link), `BIRTH_DATE_REQUIRED`, `UNDER_AGE`;
   * or that the caller cannot fix and the message says who can: `PARTY_DETAILS_MISSING`
   * (another party has no date of birth or is under 18, before the first signature), `AUDIT_TRAIL_INVALID`
   * (the trail could never be sealed: start a new agreement, or void and sign again), `ENDING_NOT_AGREED` (a version
   * that ends the agreement, where not every party answered yes to the ending), `TEXT_AWAITING_REVIEW` (a nynorsk text
   * no nynorsk writer has read yet: the parties can choose bokmål). The web app shows the message.
   */
  signBlocker: z
    .object({
      code: z.enum([
        'EMAIL_NOT_CONFIRMED',
        'BIRTH_DATE_REQUIRED',
        'UNDER_AGE',
        'PARTY_DETAILS_MISSING',
        'AUDIT_TRAIL_INVALID',
        'ENDING_NOT_AGREED',
        'TEXT_AWAITING_REVIEW',
      ]),
      message: z.string(),
    })
    .nullable(),
  /** How every party must sign, as the initiator chose (absent or `password`: any way). */
  requiredLevel: signatureMethodSchema.optional(),
  /**
   * The topic's notes on what the signature cannot do (empty when none), each with its nynorsk and English
   * where the agreement has them (the reader's language is the web app's to pick).
   */
  signingNotes: z.array(
    signingNoteSchema.extend({
      wordings: z
        .strictObject({ nn: signingNoteWordingSchema.optional(), en: signingNoteWordingSchema.optional() })
        .optional(),
    }),
  ),
  /** The caller's own evidence (their IP address and browser as recorded); never another party's. */
  yourEvidence: z
    .object({ signedAt: z.iso.datetime(), ipAddress: z.string().max(64), userAgent: z.string().max(500) })
    .nullable(),
});
export type SignaturesView = z.infer<typeof signaturesViewSchema>;

export const SIGNING_CODE_LENGTH = 6;
/** A one-time code lives this long. */
export const SIGNING_CODE_TTL_MINUTES = 10;
/** Wrong codes or passwords per party and agreement in {@link SIGNING_ATTEMPT_WINDOW_MINUTES} before 429. */
export const MAX_SIGNING_ATTEMPTS = 5;
export const SIGNING_ATTEMPT_WINDOW_MINUTES = 15;
/**
 * Wrong passwords per user across ALL agreements in {@link SIGNING_ATTEMPT_WINDOW_MINUTES} before 429: signing's
 * password proof must not be a way around the login limiter.
 */
export const MAX_WRONG_SIGNING_PASSWORDS_PER_USER = 10;
/** Codes mailed per party and agreement in the same window before 429. */
export const MAX_SIGNING_CODES = 3;

export const signingCodeSchema = z
  .string(SigningMessages.codeFormat)
  .trim()
  .regex(new RegExp(`^[0-9]{${SIGNING_CODE_LENGTH}}$`), SigningMessages.codeFormat);

/**
 * Body of `POST /api/agreements/{id}/signatures`: consent, exactly one proof and `textSha256`, the hash of
 * the text the person read (the browser computes it): a different current text is refused (409
 * `TEXT_CHANGED`) so nobody signs a text they did not see; a code sent for another text is refused too.
 */
export const signBodySchema = strictBody({
  consent: z.literal(true, SigningMessages.consentRequired),
  code: signingCodeSchema.optional(),
  password: z.string(SigningMessages.proofRequired).min(1, SigningMessages.proofRequired).max(200).optional(),
  /** Required (400 without it): a signature always names the text it is for. */
  textSha256: z.string(SigningMessages.textRequired).regex(/^[0-9a-f]{64}$/, SigningMessages.hashFormat),
}).refine((body) => (body.code === undefined) !== (body.password === undefined), {
  message: SigningMessages.proofRequired,
  path: ['code'],
});
export type SignBody = z.infer<typeof signBodySchema>;

/** Reply of `POST …/signatures/code` (202): where the code went, the address masked (k***@example.no). */
export const signingCodeReplySchema = z.object({ maskedEmail: z.string(), expiresAt: z.iso.datetime() });
export type SigningCodeReply = z.infer<typeof signingCodeReplySchema>;

/** `GET /api/verify/{sha256}` (open to anyone): a sealed Avtalt agreement with this hash. */
export const verificationSchema = z.object({
  title: z.string(),
  sealedAt: z.iso.datetime(),
  signers: z.array(
    z.object({
      name: fullNameSchema,
      signedAt: z.iso.datetime(),
      method: signatureMethodSchema,
      level: signerLevelSchema.nullable().optional(),
    }),
  ),
  /**
   * Its place in the chain of versions (docs/amendments.md): the sealed PDF it replaces, and the one that
   * replaced it, each by SHA-256. Absent: an original never amended.
   */
  version: z
    .strictObject({
      number: z.number().int().min(1),
      replaces: z.strictObject({ sha256: sha256HexSchema, number: z.number().int().min(1) }).nullable(),
      replacedBy: z
        .strictObject({
          sha256: sha256HexSchema,
          number: z.number().int().min(2),
          sealedAt: z.iso.datetime(),
        })
        .nullable(),
    })
    .optional(),
});
export type Verification = z.infer<typeof verificationSchema>;

// ---- NATS messages -------------------------------------------------------------------------

const id = z.uuid();
/**
 * The request's client facts the signature records; the gateway fills them from the connection
 * (IP as Express sees it behind the configured proxies, the User-Agent header cut to 500 characters).
 */
export const signingClientSchema = z.strictObject({
  ipAddress: z.string().max(64),
  userAgent: z.string().max(500),
});
export type SigningClient = z.infer<typeof signingClientSchema>;
export const signaturesMessageSchema = z.strictObject({ caller: callerSchema, agreementId: id });
export const requestSigningCodeMessageSchema = z.strictObject({ caller: callerSchema, agreementId: id });
export const signMessageSchema = z.strictObject({
  caller: callerSchema,
  agreementId: id,
  body: signBodySchema,
  client: signingClientSchema,
});
/** `PUT /api/agreements/{id}/signature-level` → the agreement. */
export const signatureLevelMessageSchema = z.strictObject({
  caller: callerSchema,
  agreementId: id,
  body: signatureLevelBodySchema,
});
/** A signature with the eID proof identity verified for this caller, agreement and text. */
export const signWithEidMessageSchema = z.strictObject({
  caller: callerSchema,
  agreementId: id,
  proofId: z.uuid(),
  textSha256: sha256HexSchema,
  client: signingClientSchema,
});

/**
 * Body of `POST /api/agreements/{id}/signatures/eid`: consent and the text read; the reply names where to send
 * the browser (the broker's login), which brings it back to `GET /api/eid/callback`.
 */
export const eidSignStartBodySchema = strictBody({
  consent: z.literal(true, SigningMessages.consentRequired),
  textSha256: z.string(SigningMessages.textRequired).regex(/^[0-9a-f]{64}$/, SigningMessages.hashFormat),
});
export const eidSignStartReplySchema = z.object({ url: z.url() });
export type EidSignStartReply = z.infer<typeof eidSignStartReplySchema>;

export const voidSignaturesMessageSchema = z.strictObject({
  caller: callerSchema,
  agreementId: id,
  client: signingClientSchema,
});
export const verifyMessageSchema = z.strictObject({ sha256: sha256HexSchema });
