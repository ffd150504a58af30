import type {
  PasswordResetConfirmBody,
  PasswordResetRequestBody,
  StopEmailChangeBody,
  User,
  VerifyEmailBody,
} from '@avtalt/contracts';
import { apiJson, apiRequest } from './http';

/*
 * Account mails (issue 17): 'Glemt passord?' and the address confirmation. Only the pages that use them
 * import this module, so none of it is part of the front page's download.
 */

/** Always 202, whether or not the address has an account (nobody learns which addresses do). */
export async function requestPasswordReset(body: PasswordResetRequestBody): Promise<void> {
  await apiRequest('POST', '/api/auth/password-reset', body);
}

/** 204: the password is changed and every session of the account is ended. */
export async function confirmPasswordReset(body: PasswordResetConfirmBody): Promise<void> {
  await apiRequest('POST', '/api/auth/password-reset/confirm', body);
}

export function verifyEmail(body: VerifyEmailBody): Promise<User> {
  return apiJson<User>('POST', '/api/auth/verify-email', body);
}

/** A new confirmation link (202): to the new address while an address change waits, else to the logged-in user's address. */
export async function resendVerification(): Promise<void> {
  await apiRequest('POST', '/api/auth/verify-email/resend');
}

/** Issue 31: the link mailed to the old address stops a waiting address change (204; every session of the account ends). */
export async function stopEmailChange(body: StopEmailChangeBody): Promise<void> {
  await apiRequest('POST', '/api/auth/email-change/stop', body);
}

/** Issue 31: the logged-in user withdraws the address change that waits (the account as it is then). */
export function cancelEmailChange(): Promise<User> {
  return apiJson<User>('DELETE', '/api/auth/email-change');
}
