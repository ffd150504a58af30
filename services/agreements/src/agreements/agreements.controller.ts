import { AgreementsRpc, ForgetRpc, PersonDataRpc } from '@avtalt/contracts';
import { parseOrThrow } from '@avtalt/service-kit';
import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { LegalTextService } from '../legal-text/legal-text.service';
import { NegotiationService } from '../negotiation/negotiation.service';
import { ErasureService } from '../privacy/erasure.service';
import { PersonDataService } from '../privacy/person-data.service';
import { RoundsService } from '../rounds/rounds.service';
import { EidSigningService } from '../signing/eid-signing.service';
import { SigningService } from '../signing/signing.service';
import { AgreementsService } from './agreements.service';
import { AnswersService } from './answers.service';
import { ParticipantsService } from './participants.service';

/** NATS request handlers: validate each message with its contract, hand it to the feature's service. */
@Controller()
export class AgreementsController {
  constructor(
    private readonly agreements: AgreementsService,
    private readonly answers: AnswersService,
    private readonly rounds: RoundsService,
    private readonly participants: ParticipantsService,
    private readonly negotiation: NegotiationService,
    private readonly legalTexts: LegalTextService,
    private readonly signing: SigningService,
    private readonly eidSigning: EidSigningService,
    private readonly personData: PersonDataService,
    private readonly erasure: ErasureService,
  ) {}

  /** What deleting the account would do to each agreement (asked by the privacy service only). */
  @MessagePattern(ForgetRpc.agreementsPlan.subject)
  erasurePlan(@Payload() payload: unknown) {
    return this.erasure.plan(parseOrThrow(ForgetRpc.agreementsPlan.request, payload).userId);
  }

  /** Forgets a person who deleted their account (asked by the privacy service only). */
  @MessagePattern(ForgetRpc.agreements.subject)
  forget(@Payload() payload: unknown) {
    return this.erasure.forget(parseOrThrow(ForgetRpc.agreements.request, payload));
  }

  /** Everything about the account, for its owner's data export (asked by the privacy service only). */
  @MessagePattern(PersonDataRpc.agreements.subject)
  personDataOf(@Payload() payload: unknown) {
    return this.personData.of(parseOrThrow(PersonDataRpc.agreements.request, payload).userId);
  }

  @MessagePattern(AgreementsRpc.create.subject)
  create(@Payload() payload: unknown) {
    const { caller, body } = parseOrThrow(AgreementsRpc.create.request, payload);
    return this.agreements.create(caller, body);
  }

  @MessagePattern(AgreementsRpc.exists.subject)
  exists(@Payload() payload: unknown) {
    const { agreementId, questionId, userId } = parseOrThrow(AgreementsRpc.exists.request, payload);
    return this.agreements.exists(agreementId, questionId, userId);
  }

  @MessagePattern(AgreementsRpc.get.subject)
  get(@Payload() payload: unknown) {
    const { caller, agreementId } = parseOrThrow(AgreementsRpc.get.request, payload);
    return this.agreements.get(caller, agreementId);
  }

  @MessagePattern(AgreementsRpc.questions.subject)
  questions(@Payload() payload: unknown) {
    const { caller, agreementId } = parseOrThrow(AgreementsRpc.questions.request, payload);
    return this.answers.questions(caller, agreementId);
  }

  @MessagePattern(AgreementsRpc.comparison.subject)
  comparison(@Payload() payload: unknown) {
    const { caller, agreementId } = parseOrThrow(AgreementsRpc.comparison.request, payload);
    return this.answers.comparison(caller, agreementId);
  }

  @MessagePattern(AgreementsRpc.comparisonView.subject)
  comparisonView(@Payload() payload: unknown) {
    const { caller, agreementId, known } = parseOrThrow(AgreementsRpc.comparisonView.request, payload);
    return this.answers.comparisonView(caller, agreementId, known);
  }

  @MessagePattern(AgreementsRpc.answerOne.subject)
  async answerOne(@Payload() payload: unknown) {
    const { caller, agreementId, questionId, body } = parseOrThrow(AgreementsRpc.answerOne.request, payload);
    await this.answers.answerOne(
      caller,
      agreementId,
      questionId,
      body.response,
      body.confirmedWarning === true,
    );
    return { saved: true };
  }

  @MessagePattern(AgreementsRpc.answerAll.subject)
  answerAll(@Payload() payload: unknown) {
    const { caller, agreementId, body } = parseOrThrow(AgreementsRpc.answerAll.request, payload);
    return this.answers.answerAll(caller, agreementId, body.answers, body.confirmedWarnings ?? []);
  }

  @MessagePattern(AgreementsRpc.nextRound.subject)
  nextRound(@Payload() payload: unknown) {
    const { caller, agreementId } = parseOrThrow(AgreementsRpc.nextRound.request, payload);
    return this.rounds.nextRound(caller, agreementId);
  }

  @MessagePattern(AgreementsRpc.disagreement.subject)
  disagreement(@Payload() payload: unknown) {
    const { caller, agreementId } = parseOrThrow(AgreementsRpc.disagreement.request, payload);
    return this.rounds.declareDisagreement(caller, agreementId);
  }

  @MessagePattern(AgreementsRpc.setExpectedParticipants.subject)
  setExpected(@Payload() payload: unknown) {
    const { caller, agreementId, body } = parseOrThrow(
      AgreementsRpc.setExpectedParticipants.request,
      payload,
    );
    return this.rounds.setExpectedParticipants(caller, agreementId, body.expectedParticipants);
  }

  @MessagePattern(AgreementsRpc.setLanguage.subject)
  setLanguage(@Payload() payload: unknown) {
    const { caller, agreementId, body } = parseOrThrow(AgreementsRpc.setLanguage.request, payload);
    return this.rounds.setLanguage(caller, agreementId, body);
  }

  @MessagePattern(AgreementsRpc.setBlind.subject)
  setBlind(@Payload() payload: unknown) {
    const { caller, agreementId, body } = parseOrThrow(AgreementsRpc.setBlind.request, payload);
    return this.rounds.setBlind(caller, agreementId, body.blind);
  }

  @MessagePattern(AgreementsRpc.setPartyDetails.subject)
  setPartyDetails(@Payload() payload: unknown) {
    const { caller, agreementId, body } = parseOrThrow(AgreementsRpc.setPartyDetails.request, payload);
    return this.participants.setPartyDetails(caller, agreementId, body);
  }

  @MessagePattern(AgreementsRpc.removeParticipant.subject)
  removeParticipant(@Payload() payload: unknown) {
    const { caller, agreementId, participantId } = parseOrThrow(
      AgreementsRpc.removeParticipant.request,
      payload,
    );
    return this.participants.removeParticipant(caller, agreementId, participantId);
  }

  @MessagePattern(AgreementsRpc.setSignatureLevel.subject)
  setSignatureLevel(@Payload() payload: unknown) {
    const { caller, agreementId, body } = parseOrThrow(AgreementsRpc.setSignatureLevel.request, payload);
    return this.rounds.setSignatureLevel(caller, agreementId, body.level);
  }

  @MessagePattern(AgreementsRpc.inviteObserver.subject)
  inviteObserver(@Payload() payload: unknown) {
    const { caller, agreementId, body } = parseOrThrow(AgreementsRpc.inviteObserver.request, payload);
    return this.participants.inviteObserver(caller, agreementId, body.email);
  }

  @MessagePattern(AgreementsRpc.acceptObserver.subject)
  acceptObserver(@Payload() payload: unknown) {
    const { caller, agreementId, email } = parseOrThrow(AgreementsRpc.acceptObserver.request, payload);
    return this.participants.acceptObserver(caller, agreementId, email);
  }

  @MessagePattern(AgreementsRpc.removeObserver.subject)
  removeObserver(@Payload() payload: unknown) {
    const { caller, agreementId, observerId } = parseOrThrow(AgreementsRpc.removeObserver.request, payload);
    return this.participants.removeObserver(caller, agreementId, observerId);
  }

  @MessagePattern(AgreementsRpc.inviteGuardian.subject)
  inviteGuardian(@Payload() payload: unknown) {
    const { caller, agreementId, body } = parseOrThrow(AgreementsRpc.inviteGuardian.request, payload);
    return this.participants.inviteGuardian(caller, agreementId, body.email);
  }

  @MessagePattern(AgreementsRpc.acceptGuardian.subject)
  acceptGuardian(@Payload() payload: unknown) {
    const { caller, agreementId, email, body } = parseOrThrow(AgreementsRpc.acceptGuardian.request, payload);
    return this.participants.acceptGuardian(caller, agreementId, email, body);
  }

  @MessagePattern(AgreementsRpc.removeGuardian.subject)
  removeGuardian(@Payload() payload: unknown) {
    const { caller, agreementId, guardianId } = parseOrThrow(AgreementsRpc.removeGuardian.request, payload);
    return this.participants.removeGuardian(caller, agreementId, guardianId);
  }

  /** A party of a signed agreement starts its next version (docs/amendments.md). */
  @MessagePattern(AgreementsRpc.amend.subject)
  async amend(@Payload() payload: unknown) {
    const { caller, agreementId, body } = parseOrThrow(AgreementsRpc.amend.request, payload);
    return { id: await this.agreements.amend(caller, agreementId, body) };
  }

  /** A party of a signed agreement proposes to end it together from a date (docs/amendments.md). */
  @MessagePattern(AgreementsRpc.startEnding.subject)
  async startEnding(@Payload() payload: unknown) {
    const { caller, agreementId, body } = parseOrThrow(AgreementsRpc.startEnding.request, payload);
    return { id: await this.agreements.startEnding(caller, agreementId, body.endsOn) };
  }

  @MessagePattern(AgreementsRpc.delete.subject)
  delete(@Payload() payload: unknown) {
    const { caller, agreementId } = parseOrThrow(AgreementsRpc.delete.request, payload);
    return this.agreements.delete(caller, agreementId);
  }

  @MessagePattern(AgreementsRpc.listActive.subject)
  listActive(@Payload() payload: unknown) {
    return this.agreements.list(parseOrThrow(AgreementsRpc.listActive.request, payload).userId, 'active');
  }

  @MessagePattern(AgreementsRpc.listCompleted.subject)
  listCompleted(@Payload() payload: unknown) {
    return this.agreements.list(
      parseOrThrow(AgreementsRpc.listCompleted.request, payload).userId,
      'completed',
    );
  }

  @MessagePattern(AgreementsRpc.legalText.subject)
  async legalText(@Payload() payload: unknown) {
    const { caller, agreementId, variant } = parseOrThrow(AgreementsRpc.legalText.request, payload);
    return this.legalTexts.legalTextForCaller(caller, agreementId, variant);
  }

  @MessagePattern(AgreementsRpc.pdfSource.subject)
  pdfSource(@Payload() payload: unknown) {
    const { caller, agreementId, variant } = parseOrThrow(AgreementsRpc.pdfSource.request, payload);
    return this.legalTexts.pdfSource(caller, agreementId, variant);
  }

  @MessagePattern(AgreementsRpc.signatures.subject)
  signatures(@Payload() payload: unknown) {
    const { caller, agreementId } = parseOrThrow(AgreementsRpc.signatures.request, payload);
    return this.signing.view(caller, agreementId);
  }

  @MessagePattern(AgreementsRpc.requestSigningCode.subject)
  requestSigningCode(@Payload() payload: unknown) {
    const { caller, agreementId } = parseOrThrow(AgreementsRpc.requestSigningCode.request, payload);
    return this.signing.requestCode(caller, agreementId);
  }

  @MessagePattern(AgreementsRpc.sign.subject)
  sign(@Payload() payload: unknown) {
    const { caller, agreementId, body, client } = parseOrThrow(AgreementsRpc.sign.request, payload);
    return this.signing.sign(caller, agreementId, body, client);
  }

  @MessagePattern(AgreementsRpc.signWithEid.subject)
  signWithEid(@Payload() payload: unknown) {
    const { caller, agreementId, proofId, textSha256, client } = parseOrThrow(
      AgreementsRpc.signWithEid.request,
      payload,
    );
    return this.eidSigning.sign(caller, agreementId, proofId, textSha256, client);
  }

  @MessagePattern(AgreementsRpc.voidSignatures.subject)
  voidSignatures(@Payload() payload: unknown) {
    const { caller, agreementId, client } = parseOrThrow(AgreementsRpc.voidSignatures.request, payload);
    return this.signing.voidSignatures(caller, agreementId, client);
  }

  @MessagePattern(AgreementsRpc.sealSource.subject)
  sealSource(@Payload() payload: unknown) {
    return this.signing.sealSource(parseOrThrow(AgreementsRpc.sealSource.request, payload).agreementId);
  }

  // ---- Negotiation (docs/negotiation.md): each answers the caller's comparison --------------------

  @MessagePattern(AgreementsRpc.propose.subject)
  propose(@Payload() payload: unknown) {
    const { caller, agreementId, body } = parseOrThrow(AgreementsRpc.propose.request, payload);
    return this.negotiation.propose(caller, agreementId, body.questionId, body.proposalId);
  }

  @MessagePattern(AgreementsRpc.acceptProposal.subject)
  acceptProposal(@Payload() payload: unknown) {
    const { caller, agreementId, proposalId } = parseOrThrow(AgreementsRpc.acceptProposal.request, payload);
    return this.negotiation.respondProposal(caller, agreementId, proposalId, true);
  }

  @MessagePattern(AgreementsRpc.declineProposal.subject)
  declineProposal(@Payload() payload: unknown) {
    const { caller, agreementId, proposalId } = parseOrThrow(AgreementsRpc.declineProposal.request, payload);
    return this.negotiation.respondProposal(caller, agreementId, proposalId, false);
  }

  @MessagePattern(AgreementsRpc.setConcession.subject)
  setConcession(@Payload() payload: unknown) {
    const { caller, agreementId, questionId, body } = parseOrThrow(
      AgreementsRpc.setConcession.request,
      payload,
    );
    return this.negotiation.setMark(caller, agreementId, questionId, 'canAccept', body.canAccept);
  }

  @MessagePattern(AgreementsRpc.setImportance.subject)
  setImportance(@Payload() payload: unknown) {
    const { caller, agreementId, questionId, body } = parseOrThrow(
      AgreementsRpc.setImportance.request,
      payload,
    );
    return this.negotiation.setMark(caller, agreementId, questionId, 'important', body.important);
  }

  @MessagePattern(AgreementsRpc.setLimit.subject)
  setLimit(@Payload() payload: unknown) {
    const { caller, agreementId, questionId, body } = parseOrThrow(AgreementsRpc.setLimit.request, payload);
    return this.negotiation.setLimit(caller, agreementId, questionId, body.value);
  }

  @MessagePattern(AgreementsRpc.draftProposal.subject)
  draftProposal(@Payload() payload: unknown) {
    const { caller, agreementId, questionId } = parseOrThrow(AgreementsRpc.draftProposal.request, payload);
    return this.negotiation.draftProposal(caller, agreementId, questionId);
  }

  @MessagePattern(AgreementsRpc.transferAnonymous.subject)
  transfer(@Payload() payload: unknown) {
    const { anonymousId, userId, userName } = parseOrThrow(AgreementsRpc.transferAnonymous.request, payload);
    return this.participants.transferAnonymous(anonymousId, userId, userName);
  }
}
