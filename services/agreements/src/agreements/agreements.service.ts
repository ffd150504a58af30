import {
  AgreementMessages,
  AgreementsSubjects,
  DocumentMessages,
  DocumentsRpc,
  ErrorCode,
  NegotiationMessages,
  TemplatesRpc,
  type ProposalOption,
  type Agreement,
  type AgreementDeletedEvent,
  type AgreementExists,
  type AgreementQuestion,
  type AgreementSummary,
  type Caller,
  type Comparison,
  type CreateAgreementBody,
  type LogicRuleDto,
  type PartyDetailsBody,
  type PartyRoles,
  type QuestionTemplate,
  type Topic,
  type TopicDocument,
} from '@avtalt/contracts';
import type { AnswerValue } from '@avtalt/logic';
import {
  currentOrigin,
  DomainError,
  errorText,
  rpcRequest,
  runWithoutDeadline,
  whileCallerWaits,
} from '@avtalt/service-kit';
import { EntityManager } from '@mikro-orm/postgresql';
import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
} from '@nestjs/common';
import type { ClientProxy } from '@nestjs/microservices';
import { randomUUID } from 'node:crypto';
import { AGREEMENTS_CONFIG, type AgreementsConfig } from '../config/agreements.config';
import { OutboxRelay } from '../outbox/outbox-relay';
import { finalTextRefusal, legalDocumentOf } from '../documents/legal-document.rules';
import { participantIdOf } from '../rounds/round-snapshot';
import { enforce } from './agreement.commands';
import {
  currentParticipants,
  isParty,
  type NegotiationInput,
  toAgreement,
  toComparison,
  toQuestions,
  toSummary,
} from './agreement.mapper';
import { checkDraft, modelOption } from '../negotiation/middle-grounds.rules';
import { negotiationOpen } from '../negotiation/negotiation.rules';
import { answerDisplay } from './answer-text.rules';
import { NO_NEGOTIATION } from '../negotiation/negotiation.rows';
import { proposalDraftRequest } from '../negotiation/proposal-draft.rules';
import { answerOf } from '../rounds/rounds.rules';
import { legalTextFor } from '../documents/party-details-privacy.rules';
import { AgreementReadRepository } from './agreement-reads.repository';
import type { QuestionRow, RuleRow } from './agreement.rows';
import { AgreementWriter, type Committed } from './agreement.writer';
import { draftQuestions } from './custom-topic.rules';
import { copyChecks } from './value-checks.rules';
import { SigningService } from '../signing/signing.service';
import { SigningRepository } from '../signing/signing.repository';
import { auditKeyringOf } from '../signing/audit-keys';
import { OutboxRepository } from '../outbox/outbox.repository';
import { type CachedSnapshot, repositorySnapshotSource, SnapshotCache } from './snapshot-cache';
import type { AgreementCommand } from './agreement-command';

export const NATS_CLIENT = Symbol('NATS_CLIENT');

/** Commands for one agreement written in one transaction at most (the rest wait for the next one). */
const MAX_BATCH = 100;

/** How long templates' answer to "is a language model configured?" is kept (issue 19); a failed ask, shortly. */
const MODEL_STATUS_TTL_MS = 60_000;
const MODEL_STATUS_FAILED_TTL_MS = 5_000;

/**
 * The agreements service: reads are answered from the versioned read cache, and every change goes
 * through the one writer ({@link AgreementWriter}) and the one repository that holds the SQL.
 */
@Injectable()
export class AgreementsService implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(AgreementsService.name);
  /** Publishes the durable events the writer put in the outbox. */
  private readonly relay: OutboxRelay;
  /** Reads only: every change goes through {@link writer} (the repository that writes is the writer's alone). */
  private readonly repo: AgreementReadRepository;
  /** Rows of recently read agreements, checked against the agreement's version on every read. */
  private readonly snapshots: SnapshotCache;
  private readonly writer: AgreementWriter;
  /** Signatures, codes, the limits and the seal source (issue 18). */
  readonly signing: SigningService;
  /** Templates' model status (issue 19), kept for {@link MODEL_STATUS_TTL_MS}. */
  private modelStatusCache: { available: boolean; until: number } | undefined;

  constructor(
    em: EntityManager,
    @Inject(NATS_CLIENT) private readonly nats: ClientProxy,
    @Inject(AGREEMENTS_CONFIG) private readonly config: AgreementsConfig,
  ) {
    this.repo = new AgreementReadRepository(em);
    this.snapshots = new SnapshotCache(repositorySnapshotSource(this.repo));
    const { keyring, usedDevKey } = auditKeyringOf(config);
    // Once, and without the secret: entries MACed with the development key prove nothing.
    if (usedDevKey)
      this.logger.warn(
        'AUDIT_HMAC_KEY is not set: audit entries are MACed with the fixed development key (id dev)',
      );
    this.writer = AgreementWriter.open(
      em,
      this.snapshots,
      {
        changed: (id) => this.announce(id),
        completed: (id, committed) => this.storeLegalText(id, committed),
        outboxWritten: () => this.relay.kick(),
      },
      { maxBatch: MAX_BATCH, verifyWrites: config.VERIFY_WRITES, keyring },
    );
    this.relay = new OutboxRelay(new OutboxRepository(em), nats);
    this.signing = new SigningService(
      this.repo,
      new SigningRepository(em),
      this.snapshots,
      this.writer,
      nats,
      { ensureFinalText: (read) => this.storeLegalText(read.snapshot.agreement.id, read) },
      config.SIGNING === 'on',
      keyring,
    );
  }

  onApplicationBootstrap(): void {
    this.relay.start();
    void this.recheckMarked();
  }

  /** Shutdown: the relay's pass in progress finishes before the database closes (docs/graceful-shutdown.md). */
  async onModuleDestroy(): Promise<void> {
    await this.relay.stop();
  }

  /** Copies the topic's questions and rules at this moment (later template edits change nothing here). */
  async create(caller: Caller, body: CreateAgreementBody): Promise<{ id: string }> {
    const source = await this.questionSource(caller, body);
    const id = randomUUID();
    const now = new Date();
    const idByTemplate = new Map(source.questions.map((q) => [q.templateId, randomUUID()]));
    const questions: QuestionRow[] = source.questions.map((q, index) => ({
      id: idByTemplate.get(q.templateId)!,
      text: q.text,
      type: q.type,
      options: q.options,
      order: index + 1,
      description: q.description,
      required: q.required,
      clauseYes: q.clauseYes,
      clauseNo: q.clauseNo,
      // The typed fields belong to their types (docs/typed-answers.md): a format and a clause template
      // to free_text, a clause per option to multiple_choice.
      format: q.type === 'free_text' ? (q.format ?? 'text') : null,
      optionClauses: q.type === 'multiple_choice' ? (q.optionClauses ?? null) : null,
      clauseTemplate: q.type === 'free_text' ? (q.clauseTemplate ?? null) : null,
      // What the document makes of it (docs/legal-document.md); absent in the reply reads as none.
      section: q.section?.trim() || null,
      fact: q.fact === true,
      partyRoles: q.type === 'free_text' && q.format === 'party' ? rolesOf(q.partyRoles) : null,
      // Issue 19: the curated compromises as they are now (absent or empty: none).
      middleGround:
        q.middleGround && q.middleGround.length > 0
          ? q.middleGround
              .slice(0, 3)
              .map((m) => ({ text: m.text, clause: m.clause, description: m.description ?? null }))
          : null,
      // Issue 33: the value checks, naming this agreement's questions as the rules do (free_text only).
      checks: q.type === 'free_text' ? copyChecks(q.checks, idByTemplate) : null,
      replacesQuestionId: null,
      fromRound: null,
      settledByProposalId: null,
    }));
    const rules: RuleRow[] = source.rules.flatMap((rule) => {
      const questionId = idByTemplate.get(rule.questionId);
      const sourceQuestionId = idByTemplate.get(rule.sourceQuestionId);
      if (!questionId || !sourceQuestionId) return [];
      const targetQuestionId = rule.targetQuestionId
        ? (idByTemplate.get(rule.targetQuestionId) ?? null)
        : null;
      return [
        {
          id: randomUUID(),
          questionId,
          sourceQuestionId,
          operator: rule.operator,
          value: rule.value,
          action: rule.action,
          targetQuestionId,
        },
      ];
    });
    await this.writer.create({
      agreement: {
        id,
        title: body.title,
        description: body.description,
        topicId: source.topic?.id ?? null,
        topicTitle: source.topic?.title ?? null,
        maxRounds: this.config.MAX_ROUNDS,
        expectedParticipants: body.expectedParticipants ?? 2,
        initiatorId: caller.id,
        initiatorName: caller.name,
        // The topic's document settings as they are now; a custom topic (or a topic without them) has none.
        document: documentOf(source.topic),
        createdAt: now,
        updatedAt: now,
      },
      questions,
      rules,
    });
    return { id };
  }

  async get(caller: Caller, agreementId: string): Promise<Agreement> {
    const { snapshot, round } = await this.snapshots.read(agreementId);
    return toAgreement(snapshot, round, caller);
  }

  async questions(caller: Caller, agreementId: string): Promise<AgreementQuestion[]> {
    // Drafts first, the rows after: a submit committed in between leaves drafts at most older than the
    // rows (the caller sees what they had drafted), never rows without the drafts they replaced.
    const drafts = await this.repo.drafts(this.repo.db, agreementId, [caller.id]);
    const { snapshot, round } = await this.snapshots.read(agreementId);
    // Issue 19: a question of round 2 on may be settled by a proposal (round 1's never is).
    const negotiation =
      round.currentRound > 1 ? await this.repo.negotiation(this.repo.db, agreementId) : NO_NEGOTIATION;
    return toQuestions(snapshot, round, caller, drafts, negotiation);
  }

  async comparison(caller: Caller, agreementId: string): Promise<Comparison> {
    const { snapshot, round } = await this.snapshots.read(agreementId);
    // Nothing to negotiate and nothing settled yet (round 1, not open): no negotiation rows to read.
    const nothing = round.currentRound === 1 && !negotiationOpen({ rows: snapshot, round });
    return toComparison(
      snapshot,
      round,
      caller,
      nothing
        ? { negotiation: NO_NEGOTIATION, modelDrafts: false }
        : await this.negotiationInput(agreementId),
    );
  }

  /** The negotiation rows and whether a model drafts (issue 19), for a comparison. */
  private async negotiationInput(
    agreementId: string,
    negotiation?: NegotiationInput['negotiation'],
  ): Promise<NegotiationInput> {
    const [rows, modelDrafts] = await Promise.all([
      negotiation ?? this.repo.negotiation(this.repo.db, agreementId),
      this.modelAvailable(),
    ]);
    return { negotiation: rows, modelDrafts };
  }

  /** Whether templates has a language model for drafts (asked at most once a minute; a failed ask reads as no). */
  private async modelAvailable(): Promise<boolean> {
    const now = Date.now();
    if (this.modelStatusCache && this.modelStatusCache.until > now) return this.modelStatusCache.available;
    try {
      const { available } = await rpcRequest(this.nats, TemplatesRpc.proposalDraftStatus, {});
      this.modelStatusCache = { available, until: now + MODEL_STATUS_TTL_MS };
      return available;
    } catch (error) {
      this.logger.warn(`model status not known: ${errorText(error)}`);
      this.modelStatusCache = { available: false, until: now + MODEL_STATUS_FAILED_TTL_MS };
      return false;
    }
  }

  /** Runs a negotiation command (issue 19) and answers with the caller's comparison after it. */
  private async negotiate(
    agreementId: string,
    command: Extract<AgreementCommand, { kind: 'propose' | 'respondProposal' | 'setMark' }>,
  ): Promise<Comparison> {
    const committed = await this.writer.run(agreementId, command);
    return toComparison(
      committed.snapshot,
      committed.round,
      command.caller,
      await this.negotiationInput(agreementId, committed.negotiation),
    );
  }

  propose(caller: Caller, agreementId: string, questionId: string, optionId: string): Promise<Comparison> {
    return this.negotiate(agreementId, { kind: 'propose', caller, questionId, optionId });
  }

  respondProposal(
    caller: Caller,
    agreementId: string,
    proposalId: string,
    accept: boolean,
  ): Promise<Comparison> {
    return this.negotiate(agreementId, { kind: 'respondProposal', caller, proposalId, accept });
  }

  setMark(
    caller: Caller,
    agreementId: string,
    questionId: string,
    mark: 'canAccept' | 'important',
    value: boolean,
  ): Promise<Comparison> {
    return this.negotiate(agreementId, { kind: 'setMark', caller, questionId, mark, value });
  }

  /**
   * A language model drafts a middle ground for a disputed point without a curated one (docs/negotiation.md).
   * Checked first (logged in, taking part, open, disputed, no library, below the limit, a model configured);
   * the request carries no name nor e-mail address; the model is asked OUTSIDE any transaction; the draft
   * is then stored through the writer, which checks the limit again under the agreement's lock.
   */
  async draftProposal(caller: Caller, agreementId: string, questionId: string): Promise<ProposalOption> {
    if (caller.anonymous) throw new DomainError(ErrorCode.LoginRequired, NegotiationMessages.loginRequired);
    const { snapshot: s, round } = await this.snapshots.read(agreementId);
    const negotiation = await this.repo.negotiation(this.repo.db, agreementId);
    enforce(checkDraft({ rows: s, round, negotiation }, participantIdOf(round, caller.id), questionId));
    if (!(await this.modelAvailable()))
      throw new DomainError(ErrorCode.ModelUnavailable, NegotiationMessages.modelUnavailable);
    const q = s.questions.find((x) => x.id === questionId)!;
    const people = currentParticipants(s, round);
    const answers = people.flatMap((p, participantIndex) => {
      const value = answerOf(round, p.id, questionId, round.currentRound);
      return value === undefined
        ? []
        : [{ participantIndex, display: answerDisplay(s, round, q, p.id, round.currentRound, value) }];
    });
    // Every name the texts may carry: the answering parties get their labels, every other participant row
    // (removed ones too) and the initiator 'en annen person' (finding 3 of the review).
    const otherNames = [...s.participants.map((p) => p.userName), s.agreement.initiatorName];
    const request = proposalDraftRequest(
      s.agreement.title,
      q,
      people.map((p) => ({ name: p.userName })),
      answers,
      otherNames,
    );
    const draft = await rpcRequest(this.nats, TemplatesRpc.draftProposal, request);
    const draftId = randomUUID();
    const committed = await this.writer.run(agreementId, {
      kind: 'storeModelDraft',
      caller,
      questionId,
      draftId,
      text: draft.text,
      clause: draft.clause,
    });
    const stored = committed.negotiation?.modelDrafts.find((d) => d.id === draftId);
    return modelOption(
      stored ?? {
        id: draftId,
        questionId,
        round: round.currentRound,
        text: draft.text,
        clause: draft.clause,
        createdBy: '',
        createdAt: new Date(),
      },
    );
  }

  /**
   * Saves one answer of the current round as the caller goes: a draft of theirs, which joins nobody and
   * counts nowhere until they submit their answer set.
   */
  async answerOne(
    caller: Caller,
    agreementId: string,
    questionId: string,
    response: AnswerValue,
    confirmedWarning = false,
  ): Promise<void> {
    await this.writer.run(agreementId, { kind: 'answerOne', caller, questionId, response, confirmedWarning });
  }

  /**
   * The participant's answer set for the round: replaces an earlier one until the round closes.
   * `confirmedWarnings`: the questions whose value-check warnings they confirmed (docs/value-checks.md).
   */
  answerAll(
    caller: Caller,
    agreementId: string,
    answers: Record<string, AnswerValue>,
    confirmedWarnings: readonly string[] = [],
  ): Promise<Agreement> {
    return this.change(agreementId, { kind: 'answerAll', caller, answers, confirmedWarnings });
  }

  nextRound(caller: Caller, agreementId: string): Promise<Agreement> {
    return this.change(agreementId, { kind: 'nextRound', caller });
  }

  declareDisagreement(caller: Caller, agreementId: string): Promise<Agreement> {
    return this.change(agreementId, { kind: 'declareDisagreement', caller });
  }

  setExpectedParticipants(caller: Caller, agreementId: string, expected: number): Promise<Agreement> {
    return this.change(agreementId, { kind: 'setExpectedParticipants', caller, expected });
  }

  /** The initiator makes the rounds blind or open again (docs/blind-rounds-and-finishing.md). */
  setBlind(caller: Caller, agreementId: string, blind: boolean): Promise<Agreement> {
    return this.change(agreementId, { kind: 'setBlind', caller, blind });
  }

  /** The initiator removes a participant who has not answered the current round; the round is decided again. */
  removeParticipant(caller: Caller, agreementId: string, participantId: string): Promise<Agreement> {
    return this.change(agreementId, { kind: 'removeParticipant', caller, participantId });
  }

  /**
   * The caller's date of birth and/or address for the document (docs/party-details.md). When they were
   * the last thing a completed agreement's final text waited for, the text is made and stored now, and
   * the answer carries it — unless the render takes longer than the caller waits: the details are
   * stored, so the answer is theirs (never a 503 for a stored write), and the text follows with
   * `agreement.updated` (or is made at the next request for it).
   */
  async setPartyDetails(caller: Caller, agreementId: string, body: PartyDetailsBody): Promise<Agreement> {
    const committed = await this.writer.run(agreementId, { kind: 'setPartyDetails', caller, body });
    let legalText = committed.legalText;
    if (
      committed.snapshot.agreement.status === 'completed' &&
      legalText === null &&
      finalTextRefusal(committed.snapshot, committed.round) === null
    ) {
      const storing = runWithoutDeadline(() => this.storeLegalText(agreementId, committed)).then((text) => {
        // The others' pages were told of the details before the text existed: tell them again.
        if (text !== null) this.announce(agreementId);
        return text;
      });
      legalText = await whileCallerWaits(storing, null);
    }
    return toAgreement(committed.snapshot, committed.round, caller, legalText);
  }

  /**
   * Deletes the agreement. `agreement.deleted` (chat and documents delete their data) is written to the
   * outbox in the same transaction, so it is published even if this process or NATS fails right after.
   */
  async delete(caller: Caller, agreementId: string): Promise<{ deleted: true }> {
    const origin = currentOrigin();
    const eventId = randomUUID();
    const event: AgreementDeletedEvent = { eventId, agreementId, occurredAt: new Date().toISOString() };
    await this.writer.delete(caller.id, agreementId, {
      id: eventId,
      subject: AgreementsSubjects.deleted,
      payload: event,
      origin,
    });
    this.relay.kick();
    return { deleted: true };
  }

  /**
   * Whether the agreement exists (chat asks before opening a room or storing a message) and, when asked,
   * whether a question is one of its questions (a chat message tagged with it, issue 19).
   */
  async exists(agreementId: string, questionId?: string): Promise<AgreementExists> {
    const exists = await this.repo.exists(agreementId);
    if (questionId === undefined) return { exists };
    return { exists, questionExists: exists && (await this.repo.questionExists(agreementId, questionId)) };
  }

  /** Agreements the user takes part in or started, newest first. */
  async list(userId: string, which: 'active' | 'completed'): Promise<AgreementSummary[]> {
    const rows = await this.repo.list(
      userId,
      which === 'active' ? ['pending', 'in_progress'] : ['completed', 'signed', 'disagreement'],
    );
    return rows.map((row) =>
      toSummary(row.agreement, row.participantCount, userId, { names: row.waitingFor, insider: row.insider }),
    );
  }

  /** After login: what an anonymous visitor started or answered becomes the account's. */
  async transferAnonymous(
    anonymousId: string,
    userId: string,
    userName: string,
  ): Promise<{ agreements: number }> {
    return { agreements: await this.writer.transferAnonymous(anonymousId, userId, userName) };
  }

  /**
   * The legal text of a variant: the stored text of a completed agreement, or a partial agreement /
   * disagreement protocol rendered on request.
   */
  private async legalText(
    { snapshot: s, round }: CachedSnapshot,
    variant: 'full' | 'partial' | 'protocol' | undefined,
    store = true,
  ): Promise<{ html: string; title: string }> {
    const agreementId = s.agreement.id;
    const title = s.agreement.topicTitle ?? s.agreement.title;
    // Issue 18: once someone has signed, the final text is the frozen copy they signed (docs/signing.md).
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
      // Only a party's request makes it be stored (security review L9): anyone else gets a render of it.
      const stored = store ? await this.storeLegalText(agreementId, { snapshot: s, round }) : null;
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

  /**
   * The legal text as the caller may read it: anyone with the link reads the text (end-user spec),
   * but only the parties read each other's dates of birth and addresses (docs/party-details.md).
   */
  async legalTextForCaller(
    caller: Caller,
    agreementId: string,
    variant: 'full' | 'partial' | 'protocol' | undefined,
  ): Promise<{ html: string }> {
    const read = await this.snapshots.read(agreementId);
    const party = isParty(read.snapshot, read.round, caller);
    const { html } = await this.legalText(read, variant, party && !caller.anonymous);
    return { html: legalTextFor(html, party) };
  }

  /** What a PDF is made from; only logged-in participants may have it. */
  async pdfSource(caller: Caller, agreementId: string, variant: 'full' | 'partial' | 'protocol' | undefined) {
    if (caller.anonymous) throw new DomainError(ErrorCode.LoginRequired, DocumentMessages.pdfLoginRequired);
    const read = await this.snapshots.read(agreementId);
    const { snapshot: s, round } = read;
    if (!participantIdOf(round, caller.id) && s.agreement.initiatorId !== caller.id) {
      throw new DomainError(ErrorCode.NotParticipant, DocumentMessages.pdfNotParticipant);
    }
    // An initiator who is not a party reads a render that is not stored (security review L9).
    const { html, title } = await this.legalText(read, variant, isParty(s, round, caller));
    // Signed by every party: the gateway serves the sealed PDF from documents instead of rendering `html`.
    const signed = s.agreement.status === 'signed' && (variant === undefined || variant === 'full');
    return { html, title, fileName: s.agreement.topicTitle ?? 'avtale', ...(signed ? { signed: true } : {}) };
  }

  /**
   * Decides again, through the writer, the status of agreements a migration marked (the drafts
   * migration removed participant rows that had never submitted; an agreement they held open may now be
   * complete). Every replica may run this at start-up: the second finds nothing to change. Never throws.
   */
  private async recheckMarked(): Promise<void> {
    // One agreement that cannot be decided (kept marked for the next start) never holds up the others.
    const failed = new Set<string>();
    try {
      for (
        let ids = await this.repo.pendingRechecks(100);
        ids.some((id) => !failed.has(id));
        ids = await this.repo.pendingRechecks(100)
      ) {
        for (const id of ids.filter((x) => !failed.has(x))) {
          try {
            await this.writer.recheck(id);
          } catch (error) {
            failed.add(id);
            this.logger.warn(
              `status re-check of agreement ${id} failed; tried again at the next start: ${String(error)}`,
            );
          }
        }
      }
    } catch (error) {
      this.logger.warn(`status re-check after migration stopped: ${String(error)}`);
    }
  }

  /** Runs a command through the writer and answers with the agreement as the caller sees it after it. */
  private async change(
    agreementId: string,
    command: Exclude<AgreementCommand, { kind: 'recheck' }>,
  ): Promise<Agreement> {
    const committed: Committed = await this.writer.run(agreementId, command);
    return toAgreement(committed.snapshot, committed.round, command.caller, committed.legalText);
  }

  /**
   * When an agreement completes, its legal text is written once and stored on it. Never throws: the
   * agreement stays completed, and the text is rendered on the next request for it.
   */
  private async storeLegalText(
    agreementId: string,
    { snapshot: s, round }: Pick<CachedSnapshot, 'snapshot' | 'round'>,
  ): Promise<string | null> {
    // Not before every party has an account and has given their details: the text is made at the next
    // request after the last one logs in, or when the last one gives their details.
    if (finalTextRefusal(s, round) !== null) return null;
    try {
      const { html } = await rpcRequest(
        this.nats,
        DocumentsRpc.renderLegalText,
        legalDocumentOf(s, round, 'completed'),
      );
      if (await this.writer.storeLegalText(agreementId, html, s.agreement.version)) return html;
      return (await this.repo.agreement(this.repo.db, agreementId))?.legalText ?? null;
    } catch (error) {
      this.logger.warn(`legal text for ${agreementId} not stored: ${errorText(error)}`);
      return null;
    }
  }

  private async questionSource(
    caller: Caller,
    body: CreateAgreementBody,
  ): Promise<{
    topic: Topic | null;
    questions: (Omit<QuestionTemplate, 'id' | 'topicId' | 'order' | 'hasLogic'> & { templateId: string })[];
    rules: LogicRuleDto[];
  }> {
    if (body.topic === 'custom') {
      // The questions were generated by a job the caller waited on (a question draft); only its owner
      // may use it, and only once it is finished.
      if (!body.questionDraftId) {
        throw new DomainError(ErrorCode.ValidationFailed, AgreementMessages.questionDraftId, [
          { path: 'questionDraftId', message: AgreementMessages.questionDraftId },
        ]);
      }
      const draft = draftQuestions(
        await rpcRequest(this.nats, TemplatesRpc.getDraft, { ownerId: caller.id, id: body.questionDraftId }),
      );
      if (!draft.usable) throw new DomainError(draft.code, draft.message);
      return {
        topic: null,
        rules: [],
        questions: draft.questions.map((q) => ({
          templateId: randomUUID(),
          text: q.text,
          type: 'yes_no',
          options: null,
          description: q.description ?? null,
          required: false,
          clauseYes: q.clauseYes,
          clauseNo: q.clauseNo,
          // Generated questions are Ja/Nei questions.
          format: null,
          optionClauses: null,
          clauseTemplate: null,
        })),
      };
    }
    const questionnaire = await rpcRequest(this.nats, TemplatesRpc.topicQuestionnaire, {
      topicId: body.topic,
    });
    if (questionnaire.templates.length === 0)
      throw new DomainError(ErrorCode.Conflict, AgreementMessages.topicWithoutQuestions);
    return {
      topic: questionnaire.topic,
      rules: questionnaire.rules,
      questions: questionnaire.templates.map(({ id, topicId: _t, order: _o, hasLogic: _h, ...rest }) => ({
        templateId: id,
        ...rest,
      })),
    };
  }

  private announce(agreementId: string): void {
    this.nats.emit(AgreementsSubjects.updated, { agreementId }).subscribe({ error: () => undefined });
  }
}

/**
 * A topic's document settings as the agreement keeps them: null when the topic has none (the defaults).
 * Issue 31: the topic's signing notes come along, so the signatures view and the seal show them.
 */
function documentOf(topic: Topic | null): TopicDocument | null {
  const document = topic?.document;
  if (!document) return null;
  return {
    kind: document.kind,
    heading: document.heading?.trim() || null,
    termClause: document.termClause?.trim() || null,
    disputeClause: document.disputeClause?.trim() || null,
    ...(document.signingNotes?.length ? { signingNotes: document.signingNotes } : {}),
  };
}

/** A party question's roles, trimmed; null when there is no role for the chosen party. */
function rolesOf(roles: PartyRoles | null | undefined): PartyRoles | null {
  const chosen = roles?.chosen.trim();
  if (!roles || !chosen) return null;
  return { chosen, others: roles.others?.trim() || null };
}
