import type {
  InvitationsBody,
  InvitationsReply,
  MailLogReply,
  MailState,
  NotificationPreferences,
  NotificationPreferencesBody,
  QueueStats,
  UnsubscribeDescription,
} from '@avtalt/contracts';
import { apiJson } from './http';

/*
 * The notifications service through the gateway (issue 17): mail preferences, invitations by e-mail,
 * unsubscribe links and the admins' mail log. Kept out of query-keys.ts and auth.ts, which the front
 * page loads: these are used by later pages only.
 */

export const notificationKeys = {
  preferences: ['/api/auth/notifications'] as const,
  unsubscribe: (token: string) => ['unsubscribe', token] as const,
  mails: (state: MailState | '', q = '', offset = 0) => ['/api/admin/mails', state, q, offset] as const,
  queues: ['/api/admin/queues'] as const,
};

export function fetchPreferences(): Promise<NotificationPreferences> {
  return apiJson<NotificationPreferences>('GET', '/api/auth/notifications');
}

export function savePreferences(body: NotificationPreferencesBody): Promise<NotificationPreferences> {
  return apiJson<NotificationPreferences>('PUT', '/api/auth/notifications', body);
}

export function sendInvitations(agreementId: string, body: InvitationsBody): Promise<InvitationsReply> {
  return apiJson<InvitationsReply>(
    'POST',
    `/api/agreements/${encodeURIComponent(agreementId)}/invitations`,
    body,
  );
}

export function describeUnsubscribe(token: string): Promise<UnsubscribeDescription> {
  return apiJson<UnsubscribeDescription>('GET', `/api/unsubscribe/${encodeURIComponent(token)}`);
}

export function unsubscribe(token: string): Promise<UnsubscribeDescription> {
  return apiJson<UnsubscribeDescription>('POST', `/api/unsubscribe/${encodeURIComponent(token)}`);
}

/** One page of the mail log: `offset` mails skipped, `limit` shown; `q` a search (the server's mail-log rules). */
export function fetchMailLog(
  state: MailState | '',
  { q = '', offset = 0, limit = 50 } = {},
): Promise<MailLogReply> {
  const search = new URLSearchParams({ limit: String(limit) });
  if (state) search.set('state', state);
  if (q.trim() !== '') search.set('q', q.trim());
  if (offset > 0) search.set('offset', String(offset));
  return apiJson<MailLogReply>('GET', `/api/admin/mails?${search}`);
}

export function fetchQueues(): Promise<{ queues: QueueStats[] }> {
  return apiJson<{ queues: QueueStats[] }>('GET', '/api/admin/queues');
}
