import { DocumentMessages, DocumentsRpc, ErrorCode, type Caller } from '@avtalt/contracts';
import { DomainError, rpcRequest } from '@avtalt/service-kit';
import { Inject, Injectable } from '@nestjs/common';
import type { ClientProxy } from '@nestjs/microservices';
import { AgreementStore } from '../agreements/agreement-store';
import { isParty, readsAsParty } from '../agreements/agreement.mapper';
import { NATS_CLIENT } from '../agreements/nats-client';
import type { CachedSnapshot } from '../agreements/snapshot-cache';
import { participantIdOf } from '../rounds/round-snapshot';
import { finalTextRefusal, legalDocumentOf } from './legal-document.rules';
import { legalTextFor } from './party-details-privacy.rules';
import { documentIn } from './question-language.rules';
import { textLanguageOf } from '../agreements/agreement-language.rules';

/**
 * The legal text of an agreement as the caller may read it, and what its PDF is made from: the stored
 * (or frozen) final text, or a partial agreement / disagreement protocol rendered on request.
 */
@Injectable()
export class LegalTextService {
  constructor(
    private readonly store: AgreementStore,
    @Inject(NATS_CLIENT) private readonly nats: ClientProxy,
  ) {}

  /**
   * The legal text as the caller may read it: anyone with the link reads the text (end-user spec),
   * but only the parties read each other's dates of birth and addresses (docs/party-details.md).
   */
  async legalTextForCaller(
    caller: Caller,
    agreementId: string,
    variant: 'full' | 'partial' | 'protocol' | undefined,
  ): Promise<{ html: string }> {
    const read = await this.store.snapshots.read(agreementId);
    const party = isParty(read.snapshot, read.round, caller);
    const { html } = await this.legalText(read, variant, party && !caller.anonymous);
    return { html: legalTextFor(html, readsAsParty(read.snapshot, read.round, caller)) };
  }

  /** What a PDF is made from; only logged-in participants (the initiator, a party's guardian) may have it. */
  async pdfSource(caller: Caller, agreementId: string, variant: 'full' | 'partial' | 'protocol' | undefined) {
    if (caller.anonymous) throw new DomainError(ErrorCode.LoginRequired, DocumentMessages.pdfLoginRequired);
    const read = await this.store.snapshots.read(agreementId);
    const { snapshot: s, round } = read;
    if (
      !participantIdOf(round, caller.id) &&
      s.agreement.initiatorId !== caller.id &&
      !readsAsParty(s, round, caller)
    ) {
      throw new DomainError(ErrorCode.NotParticipant, DocumentMessages.pdfNotParticipant);
    }
    // An initiator who is not a party reads a render that is not stored (a stored text must come from a party).
    const { html, title } = await this.legalText(read, variant, isParty(s, round, caller));
    // Signed by every party: the gateway serves the sealed PDF from documents instead of rendering `html`.
    const signed = s.agreement.status === 'signed' && (variant === undefined || variant === 'full');
    return { html, title, fileName: s.agreement.topicTitle ?? 'avtale', ...(signed ? { signed: true } : {}) };
  }

  /**
   * The legal text of a variant: the stored text of a completed agreement, or a partial agreement /
   * disagreement protocol rendered on request.
   */
  private async legalText(
    { snapshot: s, round }: CachedSnapshot,
    variant: 'full' | 'partial' | 'protocol' | undefined,
    mayStore = true,
  ): Promise<{ html: string; title: string }> {
    const agreementId = s.agreement.id;
    // The page header names the topic in the text's language (docs/languages.md).
    const title = documentIn(s.agreement, textLanguageOf(s)).topicTitle ?? s.agreement.title;
    // Once someone has signed, the final text is the frozen copy they signed (docs/signing.md).
    if (s.agreement.frozenText !== null && (variant === undefined || variant === 'full'))
      return { html: s.agreement.frozenText, title };
    const wanted =
      variant ??
      (s.agreement.status === 'completed'
        ? 'full'
        : s.agreement.status === 'disagreement'
          ? 'protocol'
          : 'partial');
    if (wanted === 'full' && s.agreement.status === 'completed') {
      if (s.agreement.legalText) return { html: s.agreement.legalText, title };
      // The final text names every party by their account's full name and identifies each by a date of
      // birth or an address: it waits until all have them (docs/final-text.md).
      const refusal = finalTextRefusal(s, round);
      if (refusal) throw new DomainError(refusal.code, refusal.message);
      // Only a party's request makes it be stored: anyone else gets a render of it.
      const stored = mayStore ? await this.store.finalText.store(agreementId, { snapshot: s, round }) : null;
      if (stored) return { html: stored, title };
    }
    const documentVariant =
      wanted === 'protocol'
        ? 'disagreement'
        : wanted === 'full' && s.agreement.status === 'completed'
          ? 'completed'
          : 'partial';
    const { html } = await rpcRequest(
      this.nats,
      DocumentsRpc.renderLegalText,
      legalDocumentOf(s, round, documentVariant),
    );
    return { html, title };
  }
}
