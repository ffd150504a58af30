import type { AcceptGuardianBody, Agreement, Caller, PartyDetailsBody } from '@avtalt/contracts';
import { runWithoutDeadline, whileCallerWaits } from '@avtalt/service-kit';
import { Injectable } from '@nestjs/common';
import { finalTextRefusal } from '../legal-text/legal-document.rules';
import { AgreementStore } from './agreement-store';
import type { Committed } from './agreement.writer';
import { toAgreement } from './agreement.mapper';

/**
 * The participants (docs/participants-and-drafts.md, docs/party-details.md): the initiator removes one,
 * each party gives their details for the document, and an anonymous visitor's part becomes their account's.
 */
@Injectable()
export class ParticipantsService {
  constructor(private readonly store: AgreementStore) {}

  /** The initiator removes a participant who has not answered the current round; the round is decided again. */
  removeParticipant(caller: Caller, agreementId: string, participantId: string): Promise<Agreement> {
    return this.store.change(agreementId, { kind: 'removeParticipant', caller, participantId });
  }

  /**
   * The caller's date of birth and/or address for the document (docs/party-details.md). When they were
   * the last thing a completed agreement's final text waited for, the text is made and stored now, and
   * the answer carries it — unless the render takes longer than the caller waits: the details are
   * stored, so the answer is theirs (never a 503 for a stored write), and the text follows with
   * `agreement.updated` (or is made at the next request for it).
   */
  async setPartyDetails(caller: Caller, agreementId: string, body: PartyDetailsBody): Promise<Agreement> {
    const committed = await this.store.writer.run(agreementId, { kind: 'setPartyDetails', caller, body });
    return toAgreement(
      committed.snapshot,
      committed.round,
      caller,
      await this.textAfter(agreementId, committed),
    );
  }

  /** The final text after a change that cleared it, made now when it can be (null while it is not ready). */
  private async textAfter(agreementId: string, committed: Committed): Promise<string | null> {
    let legalText = committed.legalText;
    if (
      committed.snapshot.agreement.status === 'completed' &&
      legalText === null &&
      finalTextRefusal(committed.snapshot, committed.round) === null
    ) {
      const storing = runWithoutDeadline(() => this.store.finalText.store(agreementId, committed)).then(
        (text) => {
          // The others' pages were told of the details before the text existed: tell them again.
          if (text !== null) this.store.announce(agreementId);
          return text;
        },
      );
      legalText = await whileCallerWaits(storing, null);
    }
    return legalText;
  }

  /** A party invites an observer; the invitation is mailed from the outbox. */
  inviteObserver(caller: Caller, agreementId: string, email: string): Promise<Agreement> {
    return this.store.change(agreementId, { kind: 'inviteObserver', caller, email });
  }

  /** The caller, whose confirmed address identity gave as `email`, accepts the invitation to it. */
  acceptObserver(caller: Caller, agreementId: string, email: string): Promise<Agreement> {
    return this.store.change(agreementId, { kind: 'acceptObserver', caller, email });
  }

  /** The one who invited them, or the observer, ends the observing. */
  removeObserver(caller: Caller, agreementId: string, observerId: string): Promise<Agreement> {
    return this.store.change(agreementId, { kind: 'removeObserver', caller, observerId });
  }

  /** A party under 18 invites their guardian (docs/guardians.md); the invitation is mailed from the outbox. */
  inviteGuardian(caller: Caller, agreementId: string, email: string): Promise<Agreement> {
    return this.store.change(agreementId, { kind: 'inviteGuardian', caller, email });
  }

  /**
   * The caller, whose confirmed address identity gave as `email`, accepts as the guardian. The stored text
   * named no guardian: it is made again (as after new details) and the answer carries it when it is ready.
   */
  async acceptGuardian(
    caller: Caller,
    agreementId: string,
    email: string,
    body: AcceptGuardianBody,
  ): Promise<Agreement> {
    const committed = await this.store.writer.run(agreementId, {
      kind: 'acceptGuardian',
      caller,
      email,
      body,
    });
    return toAgreement(
      committed.snapshot,
      committed.round,
      caller,
      await this.textAfter(agreementId, committed),
    );
  }

  /** The party or the guardian ends it. */
  removeGuardian(caller: Caller, agreementId: string, guardianId: string): Promise<Agreement> {
    return this.store.change(agreementId, { kind: 'removeGuardian', caller, guardianId });
  }

  /** After login: what an anonymous visitor started or answered becomes the account's. */
  async transferAnonymous(
    anonymousId: string,
    userId: string,
    userName: string,
  ): Promise<{ agreements: number }> {
    return { agreements: await this.store.writer.transferAnonymous(anonymousId, userId, userName) };
  }
}
