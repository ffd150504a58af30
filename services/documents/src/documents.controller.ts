import {
  type AgreementPdfs,
  DocumentsRpc,
  ForgetRpc,
  type ForgetReply,
  PersonDataRpc,
} from '@avtalt/contracts';
import { parseOrThrow } from '@avtalt/service-kit';
import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { LegalTextRenderer } from './legal-text/legal-text.renderer';
import { PdfService } from './pdf/pdf.service';
import { SealService } from './seal/seal.service';
import { StatementRenderer } from './statement/statement.renderer';

/** NATS request handlers: validate each message with its contract, hand it to a service. */
@Controller()
export class DocumentsController {
  constructor(
    private readonly legalText: LegalTextRenderer,
    private readonly pdfs: PdfService,
    private readonly seals: SealService,
    private readonly statements: StatementRenderer,
  ) {}

  /**
   * The PDFs of an agreement for a party's data export (asked by the privacy service only, for an agreement
   * the person took part in): the sealed one when it is signed, else the newest rendered one, if any.
   */
  @MessagePattern(PersonDataRpc.documents.subject)
  async agreementPdfs(@Payload() payload: unknown): Promise<AgreementPdfs> {
    const { agreementId } = parseOrThrow(PersonDataRpc.documents.request, payload);
    const sealed = await this.seals.storedSealedPdf(agreementId);
    if (sealed) return { pdfs: [{ sealed: true, ...sealed }] };
    const rendered = await this.pdfs.newestPdf(agreementId);
    return { pdfs: rendered ? [{ sealed: false, ...rendered }] : [] };
  }

  /**
   * A person deleted their account (privacy only): the PDFs of agreements deleted with it or made anonymous
   * go with their render jobs; a deleted agreement's sealed PDF too (it had none: it was not signed); a signed
   * one's sealed PDF stays for the others, no longer opened by the deleted account.
   */
  @MessagePattern(ForgetRpc.documents.subject)
  async forget(@Payload() payload: unknown): Promise<ForgetReply> {
    const { userId, deletedAgreementIds, anonymisedAgreementIds } = parseOrThrow(
      ForgetRpc.documents.request,
      payload,
    );
    const rendered = await this.pdfs.forget([...deletedAgreementIds, ...anonymisedAgreementIds]);
    for (const agreementId of deletedAgreementIds) await this.seals.agreementDeleted(agreementId);
    return { counts: { ...rendered, sealed_documents_unlinked: await this.seals.forgetUser(userId) } };
  }

  @MessagePattern(DocumentsRpc.renderLegalText.subject)
  renderLegalText(@Payload() payload: unknown): { html: string } {
    return { html: this.legalText.render(parseOrThrow(DocumentsRpc.renderLegalText.request, payload)) };
  }

  @MessagePattern(DocumentsRpc.renderStatement.subject)
  renderStatement(@Payload() payload: unknown): { html: string } {
    return { html: this.statements.render(parseOrThrow(DocumentsRpc.renderStatement.request, payload)) };
  }

  @MessagePattern(DocumentsRpc.queueStats.subject)
  queueStats() {
    return this.pdfs.stats();
  }

  @MessagePattern(DocumentsRpc.sealQueueStats.subject)
  sealQueueStats() {
    return this.seals.stats();
  }

  @MessagePattern(DocumentsRpc.requestPdf.subject)
  requestPdf(@Payload() payload: unknown) {
    return this.pdfs.request(parseOrThrow(DocumentsRpc.requestPdf.request, payload));
  }

  @MessagePattern(DocumentsRpc.sealedPdf.subject)
  sealedPdf(@Payload() payload: unknown) {
    return this.seals.sealedPdf(parseOrThrow(DocumentsRpc.sealedPdf.request, payload).agreementId);
  }

  @MessagePattern(DocumentsRpc.sealedDigest.subject)
  sealedDigest(@Payload() payload: unknown) {
    return this.seals.sealedDigest(parseOrThrow(DocumentsRpc.sealedDigest.request, payload).agreementId);
  }

  @MessagePattern(DocumentsRpc.verify.subject)
  verify(@Payload() payload: unknown) {
    return this.seals.verify(parseOrThrow(DocumentsRpc.verify.request, payload).sha256);
  }

  @MessagePattern(DocumentsRpc.verifyPdf.subject)
  verifyPdf(@Payload() payload: unknown) {
    return this.seals.verifyPdf(parseOrThrow(DocumentsRpc.verifyPdf.request, payload).pdfBase64);
  }

  @MessagePattern(DocumentsRpc.sealCertificate.subject)
  sealCertificate(@Payload() payload: unknown) {
    parseOrThrow(DocumentsRpc.sealCertificate.request, payload);
    return this.seals.sealCertificate();
  }
}
