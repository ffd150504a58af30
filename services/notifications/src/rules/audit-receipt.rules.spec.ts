import { AUDIT_RECEIPT_FORMAT, type ActivityParticipant, auditReceiptSchema } from '@avtalt/contracts';
import { auditReceipt, receiptAttachment, receiptMails } from './audit-receipt.rules';

const U = (n: number) => `10000000-0000-4000-8000-00000000000${n}`;
const p = (n: number, userId: string | null): ActivityParticipant => ({
  participantId: `00000000-0000-4000-8000-00000000000${n}`,
  userId,
  name: `Person ${n}`,
  answered: true,
});
const h = (c: string) => c.repeat(64);
const AGREEMENT = '20000000-0000-4000-8000-000000000001';
const event = {
  agreementId: AGREEMENT,
  title: 'Lån til bil «Ola»',
  occurredAt: '2026-11-29T01:30:00.000Z',
  auditHashes: [
    { seq: 1, hash: h('a') },
    { seq: 2, hash: h('b') },
    { seq: 3, hash: h('c') },
  ],
};

describe('auditReceipt', () => {
  it('is the contract receipt: every entry oldest first, the last as head, issued at the signature', () => {
    const receipt = auditReceipt(event)!;
    expect(auditReceiptSchema.parse(receipt)).toEqual(receipt);
    expect(receipt).toEqual({
      format: AUDIT_RECEIPT_FORMAT,
      agreementId: AGREEMENT,
      title: 'Lån til bil «Ola»',
      issuedAt: '2026-11-29T01:30:00.000Z',
      head: { seq: 3, hash: h('c') },
      entries: event.auditHashes,
    });
  });

  it('is null for an event without hashes (written before issue 31) or with none', () => {
    expect(auditReceipt({ ...event, auditHashes: undefined })).toBeNull();
    expect(auditReceipt({ ...event, auditHashes: [] })).toBeNull();
  });

  it('is named by its head and holds the receipt as JSON that parses back to it', () => {
    const receipt = auditReceipt(event)!;
    const file = receiptAttachment(receipt);
    expect(file.fileName).toBe('avtalt-kvittering-3.json');
    expect(file.head).toEqual({ seq: 3, hash: h('c') });
    expect(auditReceiptSchema.parse(JSON.parse(file.json))).toEqual(receipt);
  });
});

describe('receiptMails', () => {
  const participants = [p(1, U(1)), p(2, U(2)), p(3, U(3)), p(4, null), p(5, U(2))];
  const everyone = () => true;

  it('gives every party with an account one receipt at a signature: the signer and earlier signers their own mail, the others the signature mail', () => {
    // Person 2 signs after person 1; person 3 has not signed; person 4 has no account; U(2) is listed twice.
    const mails = receiptMails(
      { kind: 'signature-added', actorParticipantId: participants[1].participantId, participants },
      new Set([U(1), U(2)]),
      everyone,
    );
    expect(mails).toEqual([
      { userId: U(1), mail: 'audit-receipt' },
      { userId: U(2), mail: 'audit-receipt' },
      { userId: U(3), mail: 'signature-added' },
    ]);
  });

  it('leaves out parties without a confirmed address', () => {
    const mails = receiptMails(
      { kind: 'signature-added', actorParticipantId: participants[0].participantId, participants },
      new Set([U(1)]),
      (userId) => userId !== U(3),
    );
    expect(mails).toEqual([
      { userId: U(1), mail: 'audit-receipt' },
      { userId: U(2), mail: 'signature-added' },
    ]);
  });

  it('mails nothing on the last signature: the signed event of the same transaction carries the final head to everyone', () => {
    const all = new Set([U(1), U(2), U(3)]);
    expect(
      receiptMails(
        { kind: 'signature-added', actorParticipantId: participants[2].participantId, participants },
        all,
        everyone,
      ),
    ).toEqual([]);
    expect(receiptMails({ kind: 'signed', actorParticipantId: null, participants }, all, everyone)).toEqual([
      { userId: U(1), mail: 'audit-receipt' },
      { userId: U(2), mail: 'audit-receipt' },
      { userId: U(3), mail: 'audit-receipt' },
    ]);
    expect(
      receiptMails(
        { kind: 'signed', actorParticipantId: null, participants },
        all,
        (userId) => userId === U(2),
      ),
    ).toEqual([{ userId: U(2), mail: 'audit-receipt' }]);
  });

  it('gives no receipt for a void or any other kind', () => {
    for (const kind of ['signatures-voided', 'completed', 'answered'] as const)
      expect(
        receiptMails(
          { kind, actorParticipantId: participants[0].participantId, participants },
          new Set(),
          everyone,
        ),
      ).toEqual([]);
  });
});
