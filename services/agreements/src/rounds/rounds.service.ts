import type { Agreement, AgreementLanguageBody, Caller } from '@avtalt/contracts';
import { Injectable } from '@nestjs/common';
import { AgreementStore } from '../agreements/agreement-store';

/**
 * The rounds (DESIGN §4, docs/blind-rounds-and-finishing.md): the next round, a declared disagreement,
 * how many are expected, blind rounds. Each a command of the one writer, decided by the round rules.
 */
@Injectable()
export class RoundsService {
  constructor(private readonly store: AgreementStore) {}

  nextRound(caller: Caller, agreementId: string): Promise<Agreement> {
    return this.store.change(agreementId, { kind: 'nextRound', caller });
  }

  declareDisagreement(caller: Caller, agreementId: string): Promise<Agreement> {
    return this.store.change(agreementId, { kind: 'declareDisagreement', caller });
  }

  setExpectedParticipants(caller: Caller, agreementId: string, expected: number): Promise<Agreement> {
    return this.store.change(agreementId, { kind: 'setExpectedParticipants', caller, expected });
  }

  /** The initiator makes the rounds blind or open again (docs/blind-rounds-and-finishing.md). */
  /** A party chooses the legal text's language and the English appendix, until the first signature. */
  setLanguage(caller: Caller, agreementId: string, body: AgreementLanguageBody): Promise<Agreement> {
    return this.store.change(agreementId, { kind: 'setLanguage', caller, ...body });
  }

  setBlind(caller: Caller, agreementId: string, blind: boolean): Promise<Agreement> {
    return this.store.change(agreementId, { kind: 'setBlind', caller, blind });
  }

  /** The initiator requires a way of signing of every party (docs/signing.md). */
  setSignatureLevel(
    caller: Caller,
    agreementId: string,
    level: 'eid' | 'email-code' | 'password',
  ): Promise<Agreement> {
    return this.store.change(agreementId, { kind: 'setSignatureLevel', caller, level });
  }
}
