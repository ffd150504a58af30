import {
  AUDIT_RECEIPT_FORMAT,
  type AgreementActivityEvent,
  type AuditHead,
  type AuditReceipt,
  auditReceiptSchema,
} from '@avtalt/contracts';
import { activityRecipients } from './notification.rules';

/** A receipt as a mail carries it: the head for the text, the JSON file for the attachment. */
export interface ReceiptAttachment {
  head: AuditHead;
  fileName: string;
  /** The receipt as pretty-printed JSON (what the attachment holds, parsed by the offline verifier). */
  json: string;
}

/**
 * Issue 31: the receipt of the audit trail as it stood at a signature (`auditReceiptSchema`), made from the
 * event's `auditHashes`. `issuedAt` is the signature's time, not the mail's, so every party (and a
 * redelivered event) gets the same receipt. Null for an event without hashes (written before issue 31).
 */
export function auditReceipt(
  event: Pick<AgreementActivityEvent, 'agreementId' | 'title' | 'occurredAt' | 'auditHashes'>,
): AuditReceipt | null {
  const entries = event.auditHashes ?? [];
  if (entries.length === 0) return null;
  return auditReceiptSchema.parse({
    format: AUDIT_RECEIPT_FORMAT,
    agreementId: event.agreementId,
    title: event.title,
    issuedAt: event.occurredAt,
    head: entries[entries.length - 1],
    entries: entries.map(({ seq, hash }) => ({ seq, hash })),
  });
}

/** The attachment of a receipt, named by its head (`avtalt-kvittering-12.json`): one file per signature. */
export function receiptAttachment(receipt: AuditReceipt): ReceiptAttachment {
  return {
    head: receipt.head,
    fileName: `avtalt-kvittering-${receipt.head.seq}.json`,
    json: `${JSON.stringify(receipt, null, 2)}\n`,
  };
}

/** What one party is mailed about a signature that carries a receipt. */
export type ReceiptMail = { userId: string; mail: 'signature-added' | 'audit-receipt' };

/**
 * Issue 31: at every signature every party gets the trail's head, the signer included. A party who has
 * not signed gets it in the 'X har signert' mail (`signature-added`); everyone else (the signer, those who
 * signed before) in an `audit-receipt` mail of its own. On the last signature the agreement's `signed`
 * event follows from the same transaction with the final head (its `signed` entry included): every party
 * gets that one (`audit-receipt`), and the last `signature-added` mails no receipt, so nobody gets two at
 * once. `signed`: the accounts whose signatures are recorded (the actor's included); `confirmed`: who may
 * get a receipt at all (a confirmed address, `Contacts`).
 */
export function receiptMails(
  event: Pick<AgreementActivityEvent, 'kind' | 'actorParticipantId' | 'participants'>,
  signed: ReadonlySet<string>,
  confirmed: (userId: string) => boolean,
): ReceiptMail[] {
  const parties = [...new Set(event.participants.flatMap((p) => (p.userId ? [p.userId] : [])))];
  if (event.kind === 'signed')
    return parties.filter(confirmed).map((userId) => ({ userId, mail: 'audit-receipt' }));
  if (event.kind !== 'signature-added') return [];
  const waiting = new Set(activityRecipients(event).filter((userId) => !signed.has(userId)));
  const last = parties.every((userId) => signed.has(userId));
  if (last) return [];
  return parties
    .filter(confirmed)
    .map((userId) => ({ userId, mail: waiting.has(userId) ? 'signature-added' : 'audit-receipt' }));
}
