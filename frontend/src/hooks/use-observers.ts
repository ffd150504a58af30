import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as observersApi from '../api/observers';
import type { MutationToastMeta } from '../api/toast-policy';
import { storeAgreement } from './use-agreement';

/*
 * A party's commands on an agreement's observers (docs/observers.md; accepting: use-accept-observer.ts).
 * Each answers with the agreement, which replaces the cached one, so every page shows the new list at once.
 * `meta`: the caller's toasts (api/toast-policy.ts).
 */

/** A party invites someone by address to read along («Inviter observatør» on the share page). */
export function useInviteObserver(agreementId: string, meta?: MutationToastMeta) {
  const queryClient = useQueryClient();
  return useMutation({
    meta,
    mutationFn: (email: string) => observersApi.inviteObserver(agreementId, email),
    onSuccess: (agreement) => storeAgreement(queryClient, agreement),
  });
}

/** The one who invited them (or the observer) ends it. */
export function useRemoveObserver(agreementId: string, meta?: MutationToastMeta) {
  const queryClient = useQueryClient();
  return useMutation({
    meta,
    mutationFn: (observerId: string) => observersApi.removeObserver(agreementId, observerId),
    onSuccess: (agreement) => storeAgreement(queryClient, agreement),
  });
}
