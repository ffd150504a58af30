import { UserMessages } from '@avtalt/contracts';

export interface PromotionRequest {
  caller: { email: string; isAdmin: boolean };
  targetEmail: string;
  allowList: readonly string[];
}

export type PromotionDecision = { allowed: true } | { allowed: false; reason: string };

/**
 * DESIGN §2: an admin may promote anyone; anyone else may promote only themselves, and only when
 * their e-mail is on the operator's allow-list (ADMIN_EMAILS).
 */
export function decidePromotion({ caller, targetEmail, allowList }: PromotionRequest): PromotionDecision {
  if (caller.isAdmin) return { allowed: true };
  const target = targetEmail.toLowerCase();
  if (!allowList.some((email) => email.toLowerCase() === target)) {
    return { allowed: false, reason: UserMessages.adminNotAllowed };
  }
  if (caller.email.toLowerCase() !== target) return { allowed: false, reason: UserMessages.adminMustBeSelf };
  return { allowed: true };
}
