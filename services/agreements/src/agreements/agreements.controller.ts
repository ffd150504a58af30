import {
  agreementCallMessageSchema,
  agreementExistsMessageSchema,
  AgreementsSubjects,
  answerAllMessageSchema,
  answerOneMessageSchema,
  createAgreementMessageSchema,
  documentCallMessageSchema,
  expectedParticipantsMessageSchema,
  listAgreementsMessageSchema,
  transferAnonymousMessageSchema,
} from '@avtalt/contracts';
import { parseOrThrow } from '@avtalt/service-kit';
import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { AgreementsService } from './agreements.service';

/** NATS request handlers: validate each message with its contract, hand it to the service. */
@Controller()
export class AgreementsController {
  constructor(private readonly agreements: AgreementsService) {}

  @MessagePattern(AgreementsSubjects.create)
  create(@Payload() payload: unknown) {
    const { caller, body } = parseOrThrow(createAgreementMessageSchema, payload);
    return this.agreements.create(caller, body);
  }

  @MessagePattern(AgreementsSubjects.exists)
  exists(@Payload() payload: unknown) {
    const { agreementId } = parseOrThrow(agreementExistsMessageSchema, payload);
    return this.agreements.exists(agreementId);
  }

  @MessagePattern(AgreementsSubjects.get)
  get(@Payload() payload: unknown) {
    const { caller, agreementId } = parseOrThrow(agreementCallMessageSchema, payload);
    return this.agreements.get(caller, agreementId);
  }

  @MessagePattern(AgreementsSubjects.questions)
  questions(@Payload() payload: unknown) {
    const { caller, agreementId } = parseOrThrow(agreementCallMessageSchema, payload);
    return this.agreements.questions(caller, agreementId);
  }

  @MessagePattern(AgreementsSubjects.comparison)
  comparison(@Payload() payload: unknown) {
    const { caller, agreementId } = parseOrThrow(agreementCallMessageSchema, payload);
    return this.agreements.comparison(caller, agreementId);
  }

  @MessagePattern(AgreementsSubjects.answerOne)
  async answerOne(@Payload() payload: unknown) {
    const { caller, agreementId, questionId, body } = parseOrThrow(answerOneMessageSchema, payload);
    await this.agreements.answerOne(caller, agreementId, questionId, body.response);
    return { saved: true };
  }

  @MessagePattern(AgreementsSubjects.answerAll)
  answerAll(@Payload() payload: unknown) {
    const { caller, agreementId, body } = parseOrThrow(answerAllMessageSchema, payload);
    return this.agreements.answerAll(caller, agreementId, body.answers);
  }

  @MessagePattern(AgreementsSubjects.nextRound)
  nextRound(@Payload() payload: unknown) {
    const { caller, agreementId } = parseOrThrow(agreementCallMessageSchema, payload);
    return this.agreements.nextRound(caller, agreementId);
  }

  @MessagePattern(AgreementsSubjects.disagreement)
  disagreement(@Payload() payload: unknown) {
    const { caller, agreementId } = parseOrThrow(agreementCallMessageSchema, payload);
    return this.agreements.declareDisagreement(caller, agreementId);
  }

  @MessagePattern(AgreementsSubjects.setExpectedParticipants)
  setExpected(@Payload() payload: unknown) {
    const { caller, agreementId, body } = parseOrThrow(expectedParticipantsMessageSchema, payload);
    return this.agreements.setExpectedParticipants(caller, agreementId, body.expectedParticipants);
  }

  @MessagePattern(AgreementsSubjects.delete)
  delete(@Payload() payload: unknown) {
    const { caller, agreementId } = parseOrThrow(agreementCallMessageSchema, payload);
    return this.agreements.delete(caller, agreementId);
  }

  @MessagePattern(AgreementsSubjects.listActive)
  listActive(@Payload() payload: unknown) {
    return this.agreements.list(parseOrThrow(listAgreementsMessageSchema, payload).userId, 'active');
  }

  @MessagePattern(AgreementsSubjects.listCompleted)
  listCompleted(@Payload() payload: unknown) {
    return this.agreements.list(parseOrThrow(listAgreementsMessageSchema, payload).userId, 'completed');
  }

  @MessagePattern(AgreementsSubjects.legalText)
  async legalText(@Payload() payload: unknown) {
    const { agreementId, variant } = parseOrThrow(documentCallMessageSchema, payload);
    return { html: (await this.agreements.legalText(agreementId, variant)).html };
  }

  @MessagePattern(AgreementsSubjects.pdfSource)
  pdfSource(@Payload() payload: unknown) {
    const { caller, agreementId, variant } = parseOrThrow(documentCallMessageSchema, payload);
    return this.agreements.pdfSource(caller, agreementId, variant);
  }

  @MessagePattern(AgreementsSubjects.transferAnonymous)
  transfer(@Payload() payload: unknown) {
    const { anonymousId, userId, userName } = parseOrThrow(transferAnonymousMessageSchema, payload);
    return this.agreements.transferAnonymous(anonymousId, userId, userName);
  }
}
