import { z } from 'zod';
import { strictBody } from '../common/errors';
import { callerSchema } from '../agreements/agreements.schema';
import { emailSchema } from '../identity/identity.schema';
import { languageSchema } from '../common/language.schema';

/** Norwegian texts of the notifications API (shown by the web app as they are). */
export const NotificationMessages = {
  invitationEmails: 'Oppgi minst én e-postadresse',
  invitationTooMany: 'Du kan sende til høyst 20 adresser om gangen',
  invitationDailyLimit: 'Du kan sende høyst 20 invitasjoner per avtale per døgn. Prøv igjen i morgen.',
  invitationSenderDailyLimit: 'Du har sendt mange invitasjoner det siste døgnet. Prøv igjen i morgen.',
  invitationNotParticipant: 'Bare deltakere i avtalen kan sende invitasjoner',
  invitationEmailNotConfirmed:
    'Bekreft e-postadressen din før du inviterer andre. Vi kan sende deg en ny bekreftelseslenke.',
  signingCodeRecipientLimit:
    'Du har bedt om mange signeringskoder den siste timen. Vent litt før du ber om en ny.',
  unsubscribeInvalid: 'Avmeldingslenken er ugyldig',
} as const;

/**
 * The kinds of mail a person can turn off. Account mails (password reset, address confirmation) cannot
 * be turned off: they are sent only when the person asks for them.
 */
export const notificationKindSchema = z.enum([
  'answered',
  'round-started',
  'completed',
  'disagreement-declared',
  'reminder',
  'invitation',
  /** A payment of a signed agreement falls due within a week (docs/obligations.md). */
  'payment-due',
  /** A signed agreement's review date is near: does it still apply? (docs/reviews.md). */
  'review-due',
]);
export type NotificationKind = z.infer<typeof notificationKindSchema>;
/** Every kind of mail the service sends, for the log. */
export const mailKindSchema = z.enum([
  ...notificationKindSchema.options,
  'password-reset',
  'verify-email',
  /** Issue 31: the link that confirms a new address (to it), and the notice with a stop link (to the old one). */
  'email-change',
  'email-change-notice',
  /** Issue 31: to the old address once the new one is confirmed (whoever confirmed it knew the password). */
  'email-changed',
  /** Issue 18: sent only when asked for or when the signatures change; they cannot be turned off. */
  'signing-code',
  'signature-added',
  'signatures-voided',
  'signed-document',
  /** Issue 31: the audit trail's head and receipt, to a party who gets no other mail at that signature. */
  'audit-receipt',
  /** The link to read an agreement as an observer, to the address a party gave. */
  'observer-invitation',
  /** The link for a guardian to accept and co-sign for a party under 18. */
  'guardian-invitation',
  /** The person's data export is ready: the link to download it from «Min profil» (docs/data-rights.md). */
  'data-export',
  /** The account was deleted: what was kept for others and until when (docs/data-rights.md). */
  'account-deleted',
  /** A payment of a signed agreement's schedule marked paid or confirmed received (docs/obligations.md). */
  'payment',
  /** A party set a signed agreement's review date or recorded that it still applies (docs/reviews.md). */
  'review',
]);
export type MailKind = z.infer<typeof mailKindSchema>;

/** One switch per kind: `true` = send. A kind without a stored choice is on. */
export const notificationPreferencesSchema = z.strictObject(
  Object.fromEntries(notificationKindSchema.options.map((kind) => [kind, z.boolean()])) as Record<
    NotificationKind,
    z.ZodBoolean
  >,
);
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;
/** Body of `PUT /api/auth/notifications`: the switches to change (others stay as they are). */
export const notificationPreferencesBodySchema = notificationPreferencesSchema.partial().strict();
export type NotificationPreferencesBody = z.infer<typeof notificationPreferencesBodySchema>;

/** Body of `POST /api/agreements/{id}/invitations`: 1–20 addresses (duplicates are sent once). */
export const MAX_INVITATIONS_PER_REQUEST = 20;
/** Invitations per agreement per 24 hours, counted over every participant who sends them. */
export const MAX_INVITATIONS_PER_AGREEMENT_PER_DAY = 20;
/** Invitations one account may send per 24 hours over all its agreements (else new agreements would be a way round the limit above). */
export const MAX_INVITATIONS_PER_USER_PER_DAY = 60;
/**
 * Invitations one address may get per 24 hours from all senders together: past it the address's invitation
 * is withheld (stored as `withheld`, not sent) without telling the sender, who must not learn that others invite it.
 */
export const MAX_INVITATIONS_PER_RECIPIENT_PER_DAY = 3;
/** Signing-code mails one account may get per hour over all its agreements (agreements limits each agreement too). */
export const MAX_SIGNING_CODES_PER_RECIPIENT_PER_HOUR = 10;
export const invitationsBodySchema = strictBody({
  emails: z
    .array(emailSchema, NotificationMessages.invitationEmails)
    .min(1, NotificationMessages.invitationEmails)
    .max(MAX_INVITATIONS_PER_REQUEST, NotificationMessages.invitationTooMany),
});
export type InvitationsBody = z.infer<typeof invitationsBodySchema>;
/**
 * Reply: how many were queued (an address over its own daily cap counts here too, see
 * MAX_INVITATIONS_PER_RECIPIENT_PER_DAY), and how many were skipped because the address unsubscribed from invitations.
 */
export const invitationsReplySchema = z.object({
  queued: z.number().int(),
  skipped: z.number().int(),
  remainingToday: z.number().int(),
});
export type InvitationsReply = z.infer<typeof invitationsReplySchema>;

/** A token from an unsubscribe link (32 random bytes, base64url). */
export const unsubscribeTokenSchema = z
  .string(NotificationMessages.unsubscribeInvalid)
  .regex(/^[A-Za-z0-9_-]{43}$/, NotificationMessages.unsubscribeInvalid);
/** What an unsubscribe link stops: the kind, and the address with its middle hidden (k***@example.no). */
export const unsubscribeDescriptionSchema = z.object({
  kind: notificationKindSchema,
  maskedEmail: z.string(),
  unsubscribed: z.boolean(),
});
export type UnsubscribeDescription = z.infer<typeof unsubscribeDescriptionSchema>;

/**
 * A row of the mail log, as admins see it (the address masked; never the body). `withheld`: an invitation not
 * sent because its address already had MAX_INVITATIONS_PER_RECIPIENT_PER_DAY in the last 24 hours.
 */
export const mailStateSchema = z.enum(['queued', 'sent', 'failed', 'withheld']);
export type MailState = z.infer<typeof mailStateSchema>;
export const mailLogEntrySchema = z.object({
  id: z.uuid(),
  kind: mailKindSchema,
  maskedRecipient: z.string(),
  agreementId: z.uuid().nullable(),
  state: mailStateSchema,
  attempts: z.number().int(),
  /** Why the last attempt failed (SMTP's answer), for `failed` and for `queued` after a failed attempt. */
  lastError: z.string().nullable(),
  createdAt: z.iso.datetime(),
  sentAt: z.iso.datetime().nullable(),
});
export type MailLogEntry = z.infer<typeof mailLogEntrySchema>;
/** The longest search the mail log takes: an address (RFC 5321 allows 254 characters) with room to spare. */
export const MAX_MAIL_LOG_SEARCH = 320;
/**
 * The mail log's query: a state, a search and a page (`offset` rows skipped, `limit` shown). A search that is a
 * whole address finds the invitations sent to it (by its stored SHA-256) and the mails to accounts whose masked
 * address is the same (k***@example.no: that may be another account too); any other search is looked for in the
 * masked address, the SMTP error and the agreement's id. The address typed is never stored or logged.
 */
export const mailLogQuerySchema = strictBody({
  state: mailStateSchema.optional(),
  q: z
    .string('Søket må være tekst.')
    .trim()
    .max(MAX_MAIL_LOG_SEARCH, `Søket kan være høyst ${MAX_MAIL_LOG_SEARCH} tegn.`)
    .optional(),
  limit: z.coerce
    .number('Antall må være et tall.')
    .int('Antall må være et helt tall.')
    .min(1, 'Antall må være minst 1.')
    .max(200, 'Antall kan være høyst 200.')
    .default(50),
  offset: z.coerce
    .number('Hvor listen starter må være et tall.')
    .int('Hvor listen starter må være et helt tall.')
    .min(0, 'Hvor listen starter kan ikke være negativt.')
    .max(1_000_000, 'Hvor listen starter kan være høyst 1 000 000.')
    .default(0),
});
export type MailLogQuery = z.infer<typeof mailLogQuerySchema>;
export const mailLogReplySchema = z.object({
  mails: z.array(mailLogEntrySchema),
  /** Rows that match the query's state and search (the pages together). */
  total: z.number().int(),
  /** Rows per state over the whole log. */
  counts: z.record(mailStateSchema, z.number().int()),
});
export type MailLogReply = z.infer<typeof mailLogReplySchema>;

// ---- NATS messages -------------------------------------------------------------------------

/**
 * The language an account mail is written in: the account's (docs/languages.md, «Mails»). Optional, bokmål when
 * left out, so a sender of the release before (which never sends it) is still understood. The messages are strict,
 * so a notifications replica of the release before refuses one that has it: upgrade notifications first.
 */
const accountMailLanguage = languageSchema.default('nb');

/**
 * Identity → notifications: a reset or confirmation link to mail. `token` is the raw token, never logged.
 * Identity picks `email`: the account's confirmed address, except a confirmation link, which goes to the
 * address it confirms (issue 31). `email-change-notice` (to the confirmed address: a new one was asked
 * for, the link stops it) names the new address masked in `newEmailMasked`.
 */
export const accountLinkMailMessageSchema = z.strictObject({
  kind: z.enum(['password-reset', 'verify-email', 'email-change', 'email-change-notice']),
  userId: z.uuid(),
  email: z.string(),
  firstName: z.string(),
  language: accountMailLanguage,
  token: z.string().regex(/^[A-Za-z0-9_-]{43}$/),
  newEmailMasked: z.string().max(260).optional(),
});
/**
 * Issue 31: the account's address was changed (the new one confirmed at `changedAt`): told to the OLD
 * address, when that was confirmed, naming the new one masked. No link: the stop link is used up by the
 * change, and a reset link would go to the new address.
 */
export const emailChangedMailMessageSchema = z.strictObject({
  kind: z.literal('email-changed'),
  userId: z.uuid(),
  email: z.string(),
  firstName: z.string(),
  language: accountMailLanguage,
  newEmailMasked: z.string().max(260),
  changedAt: z.iso.datetime(),
});
/**
 * Privacy → notifications: the person's data export is ready, to the account's confirmed address. The mail
 * links to «Min profil», where the logged-in owner downloads it; the export is never attached.
 */
export const dataExportMailMessageSchema = z.strictObject({
  kind: z.literal('data-export'),
  userId: z.uuid(),
  email: z.string(),
  firstName: z.string(),
  language: accountMailLanguage,
  expiresAt: z.iso.datetime(),
});
/**
 * Privacy → notifications: the account was deleted, to the address it had confirmed. It lists the signed
 * agreements kept for the other parties and until when; the log row loses the address with the rest.
 */
export const accountDeletedMailMessageSchema = z.strictObject({
  kind: z.literal('account-deleted'),
  userId: z.uuid(),
  email: z.string(),
  firstName: z.string(),
  language: accountMailLanguage,
  kept: z.array(z.strictObject({ title: z.string(), keptUntil: z.iso.datetime() })).max(500),
});
export const sendAccountMailMessageSchema = z.discriminatedUnion('kind', [
  accountLinkMailMessageSchema,
  emailChangedMailMessageSchema,
  dataExportMailMessageSchema,
  accountDeletedMailMessageSchema,
]);
export type AccountLinkMailMessage = z.infer<typeof accountLinkMailMessageSchema>;
export type EmailChangedMailMessage = z.infer<typeof emailChangedMailMessageSchema>;
export type SendAccountMailMessage = z.infer<typeof sendAccountMailMessageSchema>;
export const queuedReplySchema = z.object({ queued: z.literal(true) });

/**
 * Agreements → notifications (issue 18): mail `userId` its one-time signing code. `code` is the raw code,
 * never logged or stored (only in the mail job); the mail says which agreement it signs and that it
 * expires at `expiresAt`. Identity's `contacts` gives the address.
 */
export const sendSigningCodeMessageSchema = z.strictObject({
  userId: z.uuid(),
  agreementId: z.uuid(),
  agreementTitle: z.string().max(300),
  code: z.string().regex(/^[0-9]{6}$/),
  expiresAt: z.iso.datetime(),
});
export type SendSigningCodeMessage = z.infer<typeof sendSigningCodeMessageSchema>;
/** The address the code went to, with its middle hidden (k***@example.no). */
export const signingCodeQueuedReplySchema = z.object({ queued: z.literal(true), maskedEmail: z.string() });

export const sendInvitationsMessageSchema = z.strictObject({
  caller: callerSchema,
  agreementId: z.uuid(),
  body: invitationsBodySchema,
});
export const preferencesMessageSchema = z.strictObject({ userId: z.uuid() });
export const setPreferencesMessageSchema = z.strictObject({
  userId: z.uuid(),
  body: notificationPreferencesBodySchema,
});
export const unsubscribeMessageSchema = z.strictObject({ token: unsubscribeTokenSchema });
export const mailLogMessageSchema = z.strictObject({ query: mailLogQuerySchema });
