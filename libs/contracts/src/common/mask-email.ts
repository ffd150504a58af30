/**
 * An address with its local part hidden but the first letter: `kari@example.no` → `k***@example.no`;
 * `***` when it has no local part. The one form in which a mail, a reply or a log line names an address
 * it must not give away (identity's waiting address, notifications' signing code and mail log).
 */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return '***';
  return `${email[0]}***${email.slice(at)}`;
}
