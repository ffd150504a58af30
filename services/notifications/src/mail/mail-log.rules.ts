import { maskEmail, type MailLogQuery } from '@avtalt/contracts';
import { createHash } from 'node:crypto';
import { normaliseEmail } from '../rules/notification.rules';

/** A where clause of the mail log's select (`?` placeholders) and its values, in order. */
export interface MailLogFilter {
  where: string;
  params: unknown[];
}

/** Something typed that is a whole address: a local part, one @, a domain with a dot; no `*` (a masked one). */
const WHOLE_ADDRESS = /^[^\s@*]+@[^\s@]+\.[^\s@]+$/;

/** `text` as a literal inside a LIKE pattern (escape character `\`, Postgres' default). */
const likeLiteral = (text: string): string => text.replace(/[\\%_]/g, '\\$&');

/**
 * The rows of the mail log a query's state and search select. The log keeps no address in clear: a whole
 * address typed by the admin is compared with what is kept of it — the SHA-256 of an invitation's address
 * (the exact address) and the masked form of an account's (its first letter and domain, so it may also be
 * another account's mail: the list shows the masked address, as always). Any other search is a part of the
 * masked address, of the SMTP error or of the agreement's id, in any letter case.
 */
export function mailLogFilter(query: Pick<MailLogQuery, 'state' | 'q'>): MailLogFilter {
  const conditions: string[] = [];
  const params: unknown[] = [];
  if (query.state) {
    conditions.push('state = ?');
    params.push(query.state);
  }
  const search = query.q?.trim() ?? '';
  if (search !== '' && WHOLE_ADDRESS.test(search)) {
    const address = normaliseEmail(search);
    conditions.push('(recipient_hash = ? or (recipient_hash is null and lower(masked_recipient) = ?))');
    params.push(createHash('sha256').update(address).digest('hex'), maskEmail(address));
  } else if (search !== '') {
    const pattern = `%${likeLiteral(search.toLowerCase())}%`;
    conditions.push(
      '(lower(masked_recipient) like ? or lower(last_error) like ? or agreement_id::text like ?)',
    );
    params.push(pattern, pattern, pattern);
  }
  return { where: conditions.length > 0 ? `where ${conditions.join(' and ')}` : '', params };
}
