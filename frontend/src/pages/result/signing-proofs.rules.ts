import type { SignatureMethod } from '@avtalt/contracts';
import type { TFunction } from 'i18next';

/*
 * Which ways of signing the dialog offers under the level the initiator required (docs/signing.md).
 * The dialog's own module: a module the dialog shared with the result page would be bundled into the
 * page's chunk (see hooks/use-signing-proof.ts).
 */

/**
 * The contracts' SIGNATURE_LEVEL_ORDER, weakest first. Not imported: the module that holds it is part of the
 * front page's download, and every export a lazy chunk takes from it is added to that download.
 */
const ORDER: readonly SignatureMethod[] = ['password', 'email-code', 'eid'];

/** The way meets the level (a stronger one always does), as the contracts' meetsSignatureLevel. */
export const meetsLevel = (method: SignatureMethod, required: SignatureMethod): boolean =>
  ORDER.indexOf(method) >= ORDER.indexOf(required);

/** The ways the dialog offers: only those that meet the level (BankID meets every level). */
export interface OfferedProofs {
  eid: boolean;
  code: boolean;
  password: boolean;
}

export function offeredProofs(required: SignatureMethod | undefined, eidAvailable: boolean): OfferedProofs {
  const level = required ?? 'password';
  return {
    eid: eidAvailable,
    code: meetsLevel('email-code', level),
    password: meetsLevel('password', level),
  };
}

/**
 * The dialog's one line on why some ways are missing (null when every way will do). Where BankID is
 * required but not offered here, it says that the agreement cannot be signed here, rather than showing no
 * way at all.
 */
export function dialogLevelLine(
  required: SignatureMethod | undefined,
  eidAvailable: boolean,
  t: TFunction<'resultSigningDialog'>,
): { text: string; blocked: boolean } | null {
  if (required === 'eid')
    return eidAvailable
      ? { text: t('level.eid'), blocked: false }
      : { text: t('level.eidUnavailable'), blocked: true };
  if (required === 'email-code') return { text: t('level.emailCode'), blocked: false };
  return null;
}
