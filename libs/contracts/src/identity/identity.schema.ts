import { singleLineText, strictBody } from '../common/errors';
import { languageBodySchema, languageSchema } from '../common/language.schema';
import { z } from 'zod';
import { NAME_MAX, USERNAME_MAX } from './identity-constants';

/**
 * Field rules and messages of end-user spec §5. The frontend forms and the services validate with
 * these same schemas, so the browser and the server never disagree about what is valid.
 */
export const UserMessages = {
  firstName: 'Fornavnet må være minst 2 tegn',
  lastName: 'Etternavnet må være minst 2 tegn',
  username: 'Brukernavnet må være minst 3 tegn',
  email: 'Vennligst oppgi en gyldig e-postadresse',
  password: 'Passordet må være minst 8 tegn',
  passwordsDiffer: 'Passordene er ikke like',
  loginPassword: 'Vennligst oppgi et passord',
  currentPassword: 'Du må oppgi ditt nåværende passord',
  newPassword: 'Nytt passord må være minst 8 tegn',
  nameTooLong: 'Navnet kan være høyst 100 tegn',
  usernameTooLong: 'Brukernavnet kan være høyst 50 tegn',
  emailTooLong: 'E-postadressen kan være høyst 254 tegn',
  passwordTooLong: 'Passordet kan være høyst 200 tegn',
  profileImageUrl: 'Profilbildet må være en gyldig nettadresse (https://…)',
  emailTaken: 'Det finnes allerede en bruker med denne e-postadressen',
  usernameTaken: 'Brukernavnet er allerede i bruk',
  wrongCurrentPassword: 'Nåværende passord er feil',
  userNotFound: 'Fant ikke brukeren',
  adminEmailRequired: 'E-postadresse for administrator må oppgis',
  adminNotAllowed: 'Denne e-postadressen kan ikke gis administratortilgang',
  adminMustBeSelf: 'Du må være innlogget som brukeren med denne e-postadressen',
  adminEmailNotVerified: 'E-postadressen er ikke bekreftet og kan ikke gis administratortilgang',
  /** A reset or confirmation link that is unknown, used or expired (the same text for all three). */
  linkInvalid: 'Lenken er ugyldig eller utløpt. Be om en ny.',
  emailAlreadyVerified: 'E-postadressen er allerede bekreftet',
  /** A confirmation link opened while logged in as another account (or logged out: the gateway answers 401). */
  linkOtherAccount:
    'Lenken gjelder en annen konto. Logg inn med kontoen som skal bekreftes, og åpne lenken på nytt.',
  /** More confirmation links asked for in an hour than allowed (issue 17). */
  verificationTooMany: 'Du har bedt om for mange bekreftelseslenker. Prøv igjen om en time.',
  /** Issue 31: a new address asked for without the current password (changing it takes the password). */
  currentPasswordForEmail: 'Oppgi nåværende passord for å endre e-postadressen',
  /** 'Avbryt endringen' or 'send again' while no address change waits. */
  noEmailChange: 'Ingen endring av e-postadressen venter på bekreftelse',
  /**
   * Review L5: the answer to every accepted address change, whether or not another account has the address
   * (`PUT /api/auth/profile`, `message` of {@link profileReplySchema}).
   */
  emailChangeLinkSent: 'Vi har sendt en lenke til den nye adressen',
  /** Review L5: more address changes in the window than allowed (per account, in the gateway). */
  tooManyEmailChanges: 'Du har bedt om å endre e-postadressen for mange ganger. Prøv igjen senere.',
} as const;

export { NAME_MAX, USERNAME_MAX } from './identity-constants';
export const EMAIL_MAX = 254;
export const PASSWORD_MAX = 200;

// Names and the username are one line each: they go into mail subjects and texts (review M4).
const firstName = singleLineText(
  z
    .string(UserMessages.firstName)
    .trim()
    .min(2, UserMessages.firstName)
    .max(NAME_MAX, UserMessages.nameTooLong),
);
const lastName = singleLineText(
  z
    .string(UserMessages.lastName)
    .trim()
    .min(2, UserMessages.lastName)
    .max(NAME_MAX, UserMessages.nameTooLong),
);
const username = singleLineText(
  z
    .string(UserMessages.username)
    .trim()
    .min(3, UserMessages.username)
    .max(USERNAME_MAX, UserMessages.usernameTooLong),
);
/** E-mail addresses are compared and stored in lower case. */
export const emailSchema = z
  .string(UserMessages.email)
  .trim()
  .max(EMAIL_MAX, UserMessages.emailTooLong)
  .pipe(z.email(UserMessages.email))
  .transform((value) => value.toLowerCase());
const password = z
  .string(UserMessages.password)
  .min(8, UserMessages.password)
  .max(PASSWORD_MAX, UserMessages.passwordTooLong);
const profileImageUrl = z
  .union([
    z.literal('').transform(() => null),
    z.null(),
    z
      .string()
      .trim()
      .max(2048, UserMessages.profileImageUrl)
      .pipe(z.url({ protocol: /^https?$/, error: UserMessages.profileImageUrl })),
  ])
  .optional();

/** Body of `POST /api/auth/register` (confirmPassword is never sent). */
export const registerBodySchema = strictBody({
  firstName,
  lastName,
  username,
  email: emailSchema,
  password,
});
export type RegisterBody = z.infer<typeof registerBodySchema>;

/** The registration form: the body plus the confirmation field. */
export const registerFormSchema = registerBodySchema
  .extend({ confirmPassword: z.string() })
  .refine((v) => v.password === v.confirmPassword, {
    message: UserMessages.passwordsDiffer,
    path: ['confirmPassword'],
  });
export type RegisterForm = z.input<typeof registerFormSchema>;

/** Body of `POST /api/auth/login`. */
export const loginBodySchema = strictBody({
  email: emailSchema,
  password: z
    .string(UserMessages.loginPassword)
    .min(1, UserMessages.loginPassword)
    .max(PASSWORD_MAX, UserMessages.passwordTooLong),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

/**
 * Body of `PUT /api/auth/profile`. A new `email` takes `currentPassword` (issue 31): the address is only
 * asked for then, and becomes the account's once the link mailed to it is followed. An empty field (the
 * form's, when the address is unchanged) counts as not given.
 */
export const profileBodySchema = strictBody({
  firstName,
  lastName,
  username,
  email: emailSchema,
  profileImageUrl,
  currentPassword: z
    .union([
      z.literal('').transform(() => undefined),
      z.string(UserMessages.currentPassword).max(PASSWORD_MAX, UserMessages.passwordTooLong),
    ])
    .optional(),
});
export type ProfileBody = z.infer<typeof profileBodySchema>;
export type ProfileForm = z.input<typeof profileBodySchema>;

/** Body of `PUT /api/auth/password`. */
export const changePasswordBodySchema = strictBody({
  currentPassword: z
    .string(UserMessages.currentPassword)
    .min(1, UserMessages.currentPassword)
    .max(PASSWORD_MAX, UserMessages.passwordTooLong),
  newPassword: z
    .string(UserMessages.newPassword)
    .min(8, UserMessages.newPassword)
    .max(PASSWORD_MAX, UserMessages.passwordTooLong),
});
export type ChangePasswordBody = z.infer<typeof changePasswordBodySchema>;

/** The change-password form: the body plus the confirmation field (removed before sending). */
export const changePasswordFormSchema = changePasswordBodySchema
  .extend({ confirmPassword: z.string() })
  .refine((v) => v.newPassword === v.confirmPassword, {
    message: UserMessages.passwordsDiffer,
    path: ['confirmPassword'],
  });
export type ChangePasswordForm = z.input<typeof changePasswordFormSchema>;

/** Body of `POST /api/admin/setup`. */
export const adminSetupBodySchema = strictBody({
  email: z
    .string(UserMessages.adminEmailRequired)
    .trim()
    .min(1, UserMessages.adminEmailRequired)
    .max(EMAIL_MAX, UserMessages.emailTooLong)
    .pipe(z.email(UserMessages.email))
    .transform((value) => value.toLowerCase()),
});
export type AdminSetupBody = z.infer<typeof adminSetupBodySchema>;

/** A user as every response carries it: never a password or its hash. */
export const userSchema = z.object({
  id: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  username: z.string(),
  email: z.string(),
  profileImageUrl: z.string().nullable(),
  /** Whether the current address has been confirmed by a link sent to it (issue 17). */
  emailVerified: z.boolean(),
  /**
   * Issue 31: a new address asked for and not yet confirmed, masked (`n***@example.no`); null or absent
   * when none waits. `email` stays the account's address until the link mailed to the new one is followed.
   */
  pendingEmailMasked: z.string().nullable().optional(),
  /** The language the person chose for the web app and their mails (docs/languages.md). */
  language: languageSchema,
  isAdmin: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type User = z.infer<typeof userSchema>;

/**
 * The answer to `PUT /api/auth/profile`: the user, and when a new address was asked for, `message`
 * ({@link UserMessages.emailChangeLinkSent}), the same whether or not the address is another account's.
 */
export const profileReplySchema = userSchema.extend({ message: z.string().optional() });
export type ProfileReply = z.infer<typeof profileReplySchema>;

export const adminCheckResponseSchema = z.object({ isAdmin: z.boolean() });
export type AdminCheckResponse = z.infer<typeof adminCheckResponseSchema>;

/** Body of `POST /api/auth/password-reset`: always answered 202, whether or not the address exists. */
export const passwordResetRequestBodySchema = strictBody({ email: emailSchema });
export type PasswordResetRequestBody = z.infer<typeof passwordResetRequestBodySchema>;

/** A single-use token from a link in a mail (reset or confirmation): 43 base64url characters (32 bytes). */
export const accountTokenSchema = z
  .string(UserMessages.linkInvalid)
  .regex(/^[A-Za-z0-9_-]{43}$/, UserMessages.linkInvalid);

/** Body of `POST /api/auth/password-reset/confirm`: the token from the link and the new password. */
export const passwordResetConfirmBodySchema = strictBody({
  token: accountTokenSchema,
  newPassword: z
    .string(UserMessages.newPassword)
    .min(8, UserMessages.newPassword)
    .max(PASSWORD_MAX, UserMessages.passwordTooLong),
});
export type PasswordResetConfirmBody = z.infer<typeof passwordResetConfirmBodySchema>;
/** The reset form: the body plus the confirmation field (removed before sending). */
export const passwordResetFormSchema = passwordResetConfirmBodySchema
  .extend({ confirmPassword: z.string() })
  .refine((v) => v.newPassword === v.confirmPassword, {
    message: UserMessages.passwordsDiffer,
    path: ['confirmPassword'],
  });
export type PasswordResetForm = z.input<typeof passwordResetFormSchema>;

/** Body of `POST /api/auth/verify-email`: the token from the confirmation link (of an account's address or of a new one). */
export const verifyEmailBodySchema = strictBody({ token: accountTokenSchema });
export type VerifyEmailBody = z.infer<typeof verifyEmailBodySchema>;

/** Body of `POST /api/auth/email-change/stop`: the token from the link mailed to the old address (issue 31). */
export const stopEmailChangeBodySchema = strictBody({ token: accountTokenSchema });
export type StopEmailChangeBody = z.infer<typeof stopEmailChangeBodySchema>;

// ---- NATS messages -------------------------------------------------------------------------

const userId = z.uuid();

export const verifyCredentialsMessageSchema = loginBodySchema;
/**
 * Gateway → identity: the body, and the language the person used the web app in when registering (their cookie
 * or browser: docs/languages.md), so the account and its first mail start in it. Bokmål when left out.
 */
export const registerMessageSchema = registerBodySchema.extend({ language: languageSchema.default('nb') });
export const getUserMessageSchema = z.strictObject({ userId });
export const updateProfileMessageSchema = profileBodySchema.extend({ userId });
export const changePasswordMessageSchema = changePasswordBodySchema.extend({ userId });
export const setLanguageMessageSchema = languageBodySchema.extend({ userId });
export const promoteAdminMessageSchema = z.strictObject({
  callerId: userId,
  email: adminSetupBodySchema.shape.email,
});

export type GetUserMessage = z.infer<typeof getUserMessageSchema>;
export type RegisterMessage = z.infer<typeof registerMessageSchema>;
export type UpdateProfileMessage = z.infer<typeof updateProfileMessageSchema>;
export type SetLanguageMessage = z.infer<typeof setLanguageMessageSchema>;
export type ChangePasswordMessage = z.infer<typeof changePasswordMessageSchema>;
export type PromoteAdminMessage = z.infer<typeof promoteAdminMessageSchema>;

/** `identity.users.request-password-reset.v1`: identity makes a token and asks notifications to mail it. */
export const requestPasswordResetMessageSchema = passwordResetRequestBodySchema;
/** Reply: always `{accepted: true}` (the caller must not learn whether the address exists). */
export const acceptedReplySchema = z.object({ accepted: z.literal(true) });
/** `identity.users.reset-password.v1` → the user whose password changed (the gateway ends all their sessions). */
export const resetPasswordMessageSchema = passwordResetConfirmBodySchema;
export const resetPasswordReplySchema = z.object({ userId });
/** `identity.users.request-email-verification.v1`: a new confirmation link to the user's current address. */
export const requestEmailVerificationMessageSchema = z.strictObject({ userId });
/**
 * `identity.users.verify-email.v1`: the token's account's address becomes verified (if it is still its
 * address), only when the caller is logged in as that account: whoever receives a link for an address
 * that someone else put on their account cannot confirm it for them by clicking it (docs/admin-role.md).
 */
export const verifyEmailMessageSchema = verifyEmailBodySchema.extend({ userId });
/**
 * `identity.users.stop-email-change.v1` (issue 31): the link mailed to the confirmed address when a new one
 * was asked for; anyone holding it stops the change (no login: the owner may not be the one logged in).
 * The reply names the account, whose sessions the gateway then ends.
 */
export const stopEmailChangeMessageSchema = stopEmailChangeBodySchema;
export const stopEmailChangeReplySchema = z.object({ userId });
/** `identity.users.cancel-email-change.v1`: the logged-in account withdraws its waiting address change. */
export const cancelEmailChangeMessageSchema = z.strictObject({ userId });

/**
 * `identity.users.contacts.v1` (notifications asks): the current address and name of each account.
 * Unknown ids are left out of the reply. Never answered to the gateway: addresses are not shown to others.
 * `emailVerified` says whether `email` is confirmed; an address change waiting for confirmation is never
 * here (issue 31): signing codes, reset links, sealed PDFs and account mails go to a confirmed `email` only
 * (docs/password-reset-and-address-confirmation.md).
 */
export const contactsMessageSchema = z.strictObject({ userIds: z.array(userId).min(1).max(100) });
export const contactSchema = z.object({
  userId,
  email: z.string(),
  emailVerified: z.boolean(),
  firstName: z.string(),
  lastName: z.string(),
  /** The language the person's mails are written in (docs/languages.md); bokmål from an identity that predates it. */
  language: languageSchema.default('nb'),
});
export type Contact = z.infer<typeof contactSchema>;
export const contactsReplySchema = z.object({ contacts: z.array(contactSchema) });

/**
 * Issue 18: agreements checks a signer's password (the proof 'passordet ditt'). Identity counts wrong
 * passwords like logins; the reply says only whether it matched.
 */
export const verifyPasswordMessageSchema = z.strictObject({ userId, password: z.string().min(1).max(200) });
export const verifyPasswordReplySchema = z.object({ valid: z.boolean() });
