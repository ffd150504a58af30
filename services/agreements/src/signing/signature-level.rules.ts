import { ErrorCode, meetsSignatureLevel, type SignatureMethod, SigningMessages } from '@avtalt/contracts';
import type { AgreementRow } from '../agreements/agreement.rows';
import type { Refusal } from './signing.rules';

/**
 * The initiator required a way of signing of every party (docs/signing.md): a weaker one is refused (409
 * SIGNATURE_LEVEL_REQUIRED) before any proof is looked at, and again under the row lock.
 */
export function levelRefusal(
  required: AgreementRow['requiredSignatureLevel'] | undefined,
  method: SignatureMethod,
): Refusal | null {
  if (!required || meetsSignatureLevel(method, required)) return null;
  return {
    code: ErrorCode.SignatureLevelRequired,
    message: required === 'eid' ? SigningMessages.levelRequiresEid : SigningMessages.levelRequiresCode,
  };
}
