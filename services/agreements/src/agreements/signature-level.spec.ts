import { type Caller, ErrorCode, meetsSignatureLevel, SigningMessages } from '@avtalt/contracts';
import { DomainError } from '@avtalt/service-kit';
import { levelRefusal } from '../signing/signature-level.rules';
import { applyCommand } from './agreement.commands';
import { toAgreement } from './agreement.mapper';
import type { AgreementSnapshot } from './agreement.rows';
import { toRoundSnapshot } from './agreement.snapshot';
import type { AgreementCommand } from './agreement-command';
import { agreementRow, participantRow, sequentialIds } from '../testing/snapshots';
import { questionRow } from '../testing/question-rows';

const now = new Date('2026-12-01T10:00:00Z');
const ola: Caller = { id: 'u-ola', name: 'Ola Nordmann', anonymous: false };
const kari: Caller = { id: 'u-kari', name: 'Kari Nordmann', anonymous: false };

const snapshot = (fields: Parameters<typeof agreementRow>[1] = {}): AgreementSnapshot => ({
  agreement: agreementRow(now, fields),
  questions: [questionRow(1)],
  rules: [],
  participants: [participantRow('ola', now), participantRow('kari', now)],
  answers: [],
  submissions: [],
});
const level = (caller: Caller, value: 'eid' | 'email-code' | 'password'): AgreementCommand => ({
  kind: 'setSignatureLevel',
  caller,
  level: value,
});
const apply = (s: AgreementSnapshot, command: AgreementCommand) =>
  applyCommand({ rows: s, drafts: [] }, command, now, sequentialIds()).rows;
const codeOf = (run: () => unknown): string => {
  try {
    run();
  } catch (error) {
    if (error instanceof DomainError) return error.code;
    throw error;
  }
  return 'applied';
};

describe('the signature level the initiator requires', () => {
  it('is ordered password < email-code < eid: a stronger way always meets a weaker requirement', () => {
    expect(meetsSignatureLevel('eid', 'email-code')).toBe(true);
    expect(meetsSignatureLevel('email-code', 'email-code')).toBe(true);
    expect(meetsSignatureLevel('password', 'email-code')).toBe(false);
    expect(meetsSignatureLevel('email-code', 'eid')).toBe(false);
    expect(levelRefusal(null, 'password')).toBeNull();
    expect(levelRefusal('eid', 'eid')).toBeNull();
    expect(levelRefusal('eid', 'email-code')).toEqual({
      code: ErrorCode.SignatureLevelRequired,
      message: SigningMessages.levelRequiresEid,
    });
    expect(levelRefusal('email-code', 'password')).toEqual({
      code: ErrorCode.SignatureLevelRequired,
      message: SigningMessages.levelRequiresCode,
    });
  });

  it('is set by the initiator (stored as null for any way), shown to everyone, and refused to others', () => {
    const s = apply(snapshot(), level(ola, 'eid'));
    expect(s.agreement.requiredSignatureLevel).toBe('eid');
    expect(toAgreement(s, toRoundSnapshot(s), kari).requiredSignatureLevel).toBe('eid');
    expect(apply(s, level(ola, 'password')).agreement.requiredSignatureLevel).toBeNull();
    expect(codeOf(() => apply(snapshot(), level(kari, 'eid')))).toBe(ErrorCode.NotInitiator);
  });

  it('cannot change once someone signed (the text is frozen) or the agreement is over', () => {
    const frozen = snapshot({
      status: 'completed',
      frozenText: '<p>x</p>',
      frozenTextSha256: 'a'.repeat(64),
    });
    expect(codeOf(() => apply(frozen, level(ola, 'password')))).not.toBe('applied');
    expect(codeOf(() => apply(snapshot({ status: 'disagreement' }), level(ola, 'eid')))).toBe(
      ErrorCode.Conflict,
    );
  });
});
