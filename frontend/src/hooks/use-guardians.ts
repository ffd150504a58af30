import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as guardiansApi from '../api/guardians';
import type { MutationToastMeta } from '../api/toast-policy';
import { storeAgreement } from './use-agreement';

/*
 * The commands on a party's guardian (docs/guardians.md; accepting: use-accept-guardian.ts). Each answers
 * with the agreement, which replaces the cached one, so the page shows the new guardian at once. `meta`: the
 * caller's toasts (api/toast-policy.ts).
 */

/** The party under 18 invites their guardian by address («Inviter vergen» on the result page). */
export function useInviteGuardian(agreementId: string, meta?: MutationToastMeta) {
  const queryClient = useQueryClient();
  return useMutation({
    meta,
    mutationFn: (email: string) => guardiansApi.inviteGuardian(agreementId, email),
    onSuccess: (agreement) => storeAgreement(queryClient, agreement),
  });
}

/** The party or the guardian ends it before anyone has signed. */
export function useRemoveGuardian(agreementId: string, meta?: MutationToastMeta) {
  const queryClient = useQueryClient();
  return useMutation({
    meta,
    mutationFn: (guardianId: string) => guardiansApi.removeGuardian(agreementId, guardianId),
    onSuccess: (agreement) => storeAgreement(queryClient, agreement),
  });
}
