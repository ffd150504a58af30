import {
  AgreementMessages,
  ErrorCode,
  TemplatesRpc,
  type Agreement,
  type AmendmentBody,
  type AgreementExists,
  type AgreementSummary,
  type Caller,
  type CreateAgreementBody,
  generatedRules,
  templateFieldsOf,
} from '@avtalt/contracts';
import { DomainError, rpcRequest } from '@avtalt/service-kit';
import { Inject, Injectable } from '@nestjs/common';
import type { ClientProxy } from '@nestjs/microservices';
import { randomUUID } from 'node:crypto';
import { endingAmendment } from '../amendments/ending.rules';
import { AGREEMENTS_CONFIG, type AgreementsConfig } from '../config/agreements.config';
import { copyQuestions, documentOf, type QuestionSource } from './agreement-copy.rules';
import { deletedOutboxEvent } from '../privacy/deleted-event';
import { languagesOf, startingLanguage } from './agreement-language.rules';
import { AgreementStore } from './agreement-store';
import { toAgreement, toSummary } from './agreement.mapper';
import { observerOf } from './agreement.rows';
import { draftQuestions } from './custom-topic.rules';
import { norwegianDate } from './party-details.rules';
import { NATS_CLIENT } from './nats-client';

/**
 * An agreement as a whole: made from a topic (its own copy of the questions), read, listed, asked
 * about, deleted. Its answers, rounds, participants, negotiation and legal text have services of their own.
 */
@Injectable()
export class AgreementsService {
  constructor(
    private readonly store: AgreementStore,
    @Inject(NATS_CLIENT) private readonly nats: ClientProxy,
    @Inject(AGREEMENTS_CONFIG) private readonly config: AgreementsConfig,
  ) {}

  /** Copies the topic's questions and rules at this moment (later template edits change nothing here). */
  async create(caller: Caller, body: CreateAgreementBody): Promise<{ id: string }> {
    const source = await this.questionSource(caller, body);
    const id = randomUUID();
    const now = new Date();
    const { questions, rules, document } = copyQuestions(source, randomUUID);
    const translations = source.translations?.nn || source.translations?.en ? source.translations : null;
    const language = startingLanguage(body, languagesOf({ agreement: { translations }, questions }));
    await this.store.writer.create({
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
        // The topic's document settings as they are now, or those the draft gives a custom topic.
        document,
        ...language,
        translations,
        createdAt: now,
        updatedAt: now,
      },
      questions,
      rules,
    });
    return { id };
  }

  /** A party starts the next version of a signed agreement (docs/amendments.md); its id. */
  amend(caller: Caller, agreementId: string, body: AmendmentBody): Promise<string> {
    return this.store.writer.amend(agreementId, caller, body);
  }

  /**
   * A party proposes to end a signed agreement together from `endsOn` (docs/amendments.md): the next version,
   * whose one question is the ending; its id.
   */
  startEnding(caller: Caller, agreementId: string, endsOn: string, now = new Date()): Promise<string> {
    const body = endingAmendment(endsOn, norwegianDate(now));
    return this.store.writer.amend(agreementId, caller, body, endsOn);
  }

  async get(caller: Caller, agreementId: string): Promise<Agreement> {
    const { snapshot, round } = await this.store.snapshots.read(agreementId);
    return toAgreement(snapshot, round, caller);
  }

  /**
   * Whether the agreement exists (chat asks before opening a room or storing a message) and, when asked,
   * whether a question is one of its questions (a chat message tagged with it), and whether a user (a
   * message's author) is an observer, who reads the discussion but never writes in it.
   */
  async exists(agreementId: string, questionId?: string, userId?: string): Promise<AgreementExists> {
    const reads = this.store.reads;
    const exists = await reads.exists(agreementId);
    const observer =
      userId === undefined
        ? {}
        : {
            observer:
              exists &&
              observerOf((await this.store.snapshots.read(agreementId)).snapshot, userId) !== undefined,
          };
    if (questionId === undefined) return { exists, ...observer };
    return {
      exists,
      questionExists: exists && (await reads.questionExists(agreementId, questionId)),
      ...observer,
    };
  }

  /** Agreements the user takes part in or started, newest first. */
  async list(userId: string, which: 'active' | 'completed'): Promise<AgreementSummary[]> {
    const rows = await this.store.reads.list(
      userId,
      which === 'active' ? ['pending', 'in_progress'] : ['completed', 'signed', 'disagreement'],
    );
    return rows.map((row) =>
      toSummary(row.agreement, row.participantCount, userId, { names: row.waitingFor, insider: row.insider }),
    );
  }

  /**
   * Deletes the agreement. `agreement.deleted` (chat and documents delete their data) is written to the
   * outbox in the same transaction, so it is published even if this process or NATS fails right after.
   */
  async delete(caller: Caller, agreementId: string): Promise<{ deleted: true }> {
    await this.store.writer.delete(caller.id, agreementId, deletedOutboxEvent(agreementId));
    this.store.relay.kick();
    return { deleted: true };
  }

  private async questionSource(caller: Caller, body: CreateAgreementBody): Promise<QuestionSource> {
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
      const templateIds = draft.questions.map(() => randomUUID());
      return {
        topic: null,
        document: documentOf(draft.document),
        // A catalogue topic's follow-ups come with their logic (docs/question-generation.md).
        rules: generatedRules(draft.questions, templateIds, randomUUID),
        // The generator's nynorsk and English, where it had every part of a question (docs/question-generation.md).
        ...(draft.translations ? { translations: draft.translations } : {}),
        questions: draft.questions.map((q, index) => ({
          templateId: templateIds[index],
          ...templateFieldsOf(q),
          ...(q.translations ? { translations: q.translations } : {}),
          required: false,
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
      document: documentOf(questionnaire.topic.document),
      rules: questionnaire.rules,
      translations: questionnaire.translations,
      questions: questionnaire.templates.map(({ id, topicId: _t, order: _o, hasLogic: _h, ...rest }) => ({
        templateId: id,
        ...rest,
      })),
    };
  }
}
