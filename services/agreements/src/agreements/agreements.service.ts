import {
  AgreementMessages,
  AgreementsSubjects,
  DocumentMessages,
  DocumentsSubjects,
  ErrorCode,
  TemplatesSubjects,
  type Agreement,
  type AgreementExists,
  type AgreementQuestion,
  type AgreementSummary,
  type Caller,
  type Comparison,
  type CreateAgreementBody,
  type GeneratedQuestion,
  type LogicRuleDto,
  type QuestionTemplate,
  type Topic,
} from '@avtalt/contracts';
import { DomainError, rpcRequest } from '@avtalt/service-kit';
import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable, Logger } from '@nestjs/common';
import type { ClientProxy } from '@nestjs/microservices';
import { randomUUID } from 'node:crypto';
import { AGREEMENTS_CONFIG, type AgreementsConfig } from '../config/agreements.config';
import {
  agreementStatus,
  canAnswer,
  canDeclareDisagreement,
  canDelete,
  canStartNextRound,
  checkAnswers,
  type Decision,
} from '../rounds/rounds.rules';
import {
  AgreementEntity,
  AgreementQuestionEntity,
  AgreementRuleEntity,
  AnswerEntity,
  ParticipantEntity,
  SubmissionEntity,
} from './agreement.entities';
import { legalDocumentOf } from '../documents/legal-document.rules';
import { toAgreement, toComparison, toQuestions, toSummary } from './agreement.mapper';
import { type AgreementSnapshot, loadSnapshot, toRoundSnapshot } from './agreement.snapshot';
import { databaseSnapshotSource, SnapshotCache } from './snapshot-cache';

export const NATS_CLIENT = Symbol('NATS_CLIENT');
/** Generating questions for a custom topic may wait for a model. */
const DRAFT_TIMEOUT_MS = 95_000;

function enforce(decision: Decision): void {
  if (!decision.allowed) throw new DomainError(decision.status === 403 ? ErrorCode.Forbidden : ErrorCode.Conflict, decision.message);
}

@Injectable()
export class AgreementsService {
  private readonly logger = new Logger(AgreementsService.name);
  /** Rows of recently read agreements, checked against the agreement's version on every read. */
  private readonly snapshots: SnapshotCache;

  constructor(
    private readonly em: EntityManager,
    @Inject(NATS_CLIENT) private readonly nats: ClientProxy,
    @Inject(AGREEMENTS_CONFIG) private readonly config: AgreementsConfig,
  ) {
    this.snapshots = new SnapshotCache(databaseSnapshotSource(em));
  }

  /** Copies the topic's questions and rules at this moment (later template edits change nothing here). */
  async create(caller: Caller, body: CreateAgreementBody): Promise<{ id: string }> {
    const source = await this.questionSource(body);
    const agreement = await this.em.fork().transactional(async (em) => {
      const created = em.create(AgreementEntity, {
        title: body.title,
        description: body.description,
        topicId: source.topic?.id ?? null,
        topicTitle: source.topic?.title ?? null,
        maxRounds: this.config.MAX_ROUNDS,
        expectedParticipants: body.expectedParticipants ?? 2,
        initiatorId: caller.id,
        initiatorName: caller.name,
      });
      const idByTemplate = new Map(source.questions.map((q) => [q.templateId, randomUUID()]));
      source.questions.forEach((q, index) =>
        em.create(AgreementQuestionEntity, {
          id: idByTemplate.get(q.templateId)!,
          agreementId: created.id,
          text: q.text,
          type: q.type,
          options: q.options,
          order: index + 1,
          description: q.description,
          required: q.required,
          clauseYes: q.clauseYes,
          clauseNo: q.clauseNo,
        }),
      );
      for (const rule of source.rules) {
        const questionId = idByTemplate.get(rule.questionId);
        const sourceQuestionId = idByTemplate.get(rule.sourceQuestionId);
        if (!questionId || !sourceQuestionId) continue;
        em.create(AgreementRuleEntity, {
          agreementId: created.id,
          questionId,
          sourceQuestionId,
          operator: rule.operator,
          value: rule.value,
          action: rule.action,
          targetQuestionId: rule.targetQuestionId ? (idByTemplate.get(rule.targetQuestionId) ?? null) : null,
        });
      }
      return created;
    });
    this.announce(agreement.id);
    return { id: agreement.id };
  }

  async get(caller: Caller, agreementId: string): Promise<Agreement> {
    const { snapshot, round } = await this.snapshots.read(agreementId);
    return toAgreement(snapshot, round, caller);
  }

  async questions(caller: Caller, agreementId: string): Promise<AgreementQuestion[]> {
    const { snapshot, round } = await this.snapshots.read(agreementId);
    return toQuestions(snapshot, round, caller);
  }

  async comparison(caller: Caller, agreementId: string): Promise<Comparison> {
    const { snapshot, round } = await this.snapshots.read(agreementId);
    return toComparison(snapshot, round, caller);
  }

  /** Saves one answer of the current round as the participant goes (does not mark them as responded). */
  async answerOne(caller: Caller, agreementId: string, questionId: string, response: boolean): Promise<void> {
    await this.mutate(agreementId, async (em, s) => {
      const participant = await this.participantFor(em, s, caller);
      const current = Object.fromEntries(
        s.answers.filter((a) => a.participantId === participant.id && a.round === s.agreement.currentRound).map((a) => [a.questionId, a.response]),
      );
      this.assertAnswers(s, participant.id, { ...current, [questionId]: response }, [questionId]);
      const existing = s.answers.find((a) => a.participantId === participant.id && a.questionId === questionId && a.round === s.agreement.currentRound);
      if (existing) existing.response = response;
      else s.answers.push(em.create(AnswerEntity, { agreementId, participantId: participant.id, questionId, round: s.agreement.currentRound, response }));
    });
  }

  /** The participant's answer set for the round: replaces an earlier one until the round closes. */
  async answerAll(caller: Caller, agreementId: string, answers: Record<string, boolean>): Promise<Agreement> {
    return this.mutate(agreementId, async (em, s) => {
      const participant = await this.participantFor(em, s, caller);
      this.assertAnswers(s, participant.id, answers, Object.keys(answers));
      const round = s.agreement.currentRound;
      // Update in place: a unique (participant, question, round) row may not be deleted and
      // re-inserted in one flush (inserts run before deletes).
      const mine = new Map(s.answers.filter((a) => a.participantId === participant.id && a.round === round).map((a) => [a.questionId, a]));
      for (const [questionId, existing] of mine) {
        if (questionId in answers) existing.response = answers[questionId];
        else em.remove(existing);
      }
      s.answers = s.answers.filter((a) => !(a.participantId === participant.id && a.round === round && !(a.questionId in answers)));
      for (const [questionId, response] of Object.entries(answers)) {
        if (!mine.has(questionId)) s.answers.push(em.create(AnswerEntity, { agreementId, participantId: participant.id, questionId, round, response }));
      }
      if (!s.submissions.some((x) => x.participantId === participant.id && x.round === round)) {
        s.submissions.push(em.create(SubmissionEntity, { agreementId, participantId: participant.id, round }));
      }
    }, caller);
  }

  async nextRound(caller: Caller, agreementId: string): Promise<Agreement> {
    return this.mutate(agreementId, async (_em, s) => {
      enforce(canStartNextRound(toRoundSnapshot(s), this.participantId(s, caller)));
      s.agreement.currentRound += 1;
    }, caller);
  }

  async declareDisagreement(caller: Caller, agreementId: string): Promise<Agreement> {
    return this.mutate(agreementId, async (_em, s) => {
      enforce(canDeclareDisagreement(toRoundSnapshot(s), caller, this.participantId(s, caller)));
      s.agreement.declaredDisagreement = true;
    }, caller);
  }

  async setExpectedParticipants(caller: Caller, agreementId: string, expected: number): Promise<Agreement> {
    return this.mutate(agreementId, async (_em, s) => {
      if (s.agreement.initiatorId !== caller.id) throw new DomainError(ErrorCode.Forbidden, AgreementMessages.expectedNotInitiator);
      s.agreement.expectedParticipants = expected;
    }, caller);
  }

  async delete(caller: Caller, agreementId: string): Promise<{ deleted: true }> {
    await this.em.fork().transactional(async (em) => {
      const s = await loadSnapshot(em, agreementId, true);
      enforce(canDelete(s.agreement, caller.id));
      em.remove(s.agreement);
    });
    this.announce(agreementId);
    this.nats.emit(AgreementsSubjects.deleted, { agreementId }).subscribe({ error: () => undefined });
    return { deleted: true };
  }

  /** Whether the agreement exists (chat asks before opening a room or storing a message). */
  async exists(agreementId: string): Promise<AgreementExists> {
    const count = await this.em.fork().count(AgreementEntity, { id: agreementId });
    return { exists: count > 0 };
  }

  /** Agreements the user takes part in or started, newest first. */
  async list(userId: string, which: 'active' | 'completed'): Promise<AgreementSummary[]> {
    const em = this.em.fork();
    const statuses = which === 'active' ? ['pending', 'in_progress'] : ['completed', 'disagreement'];
    const rows = await em.getConnection().execute<{ id: string; participant_count: string }[]>(
      `select a.id, (select count(*) from participants p2 where p2.agreement_id = a.id) as participant_count
         from agreements a
        where a.status in (?, ?)
          and (a.initiator_id = ? or exists (select 1 from participants p where p.agreement_id = a.id and p.user_id = ?))
        order by a.updated_at desc
        limit 200`,
      [...statuses, userId, userId],
    );
    const agreements = await em.find(AgreementEntity, { id: { $in: rows.map((r) => r.id) } }, { orderBy: { updatedAt: 'desc' } });
    const counts = new Map(rows.map((r) => [r.id, Number(r.participant_count)]));
    return agreements.map((a) => toSummary(a, counts.get(a.id) ?? 0, userId));
  }

  /** After login: what an anonymous visitor started or answered becomes the account's. */
  async transferAnonymous(anonymousId: string, userId: string, userName: string): Promise<{ agreements: number }> {
    return this.em.fork().transactional(async (em) => {
      const connection = em.getConnection();
      // Where the account already takes part, its own participation stands and the anonymous one goes.
      await connection.execute(
        `delete from participants p where p.user_id = ? and exists (select 1 from participants q where q.agreement_id = p.agreement_id and q.user_id = ?)`,
        [anonymousId, userId],
      );
      const moved = await connection.execute<{ agreement_id: string }[]>(
        `update participants set user_id = ?, user_name = ?, is_anonymous = false where user_id = ? returning agreement_id`,
        [userId, userName, anonymousId],
      );
      const started = await connection.execute<{ id: string }[]>(
        `update agreements set initiator_id = ?, initiator_name = ?, updated_at = now() where initiator_id = ? returning id`,
        [userId, userName, anonymousId],
      );
      const ids = new Set([...moved.map((m) => m.agreement_id), ...started.map((a) => a.id)]);
      for (const id of ids) this.announce(id);
      return { agreements: ids.size };
    });
  }

  /**
   * The legal text of a variant: the stored text of a completed agreement, or a partial agreement /
   * disagreement protocol rendered on request.
   */
  async legalText(agreementId: string, variant: 'full' | 'partial' | 'protocol' | undefined): Promise<{ html: string; title: string }> {
    const { snapshot: s, round } = await this.snapshots.read(agreementId);
    const title = s.agreement.topicTitle ?? s.agreement.title;
    const wanted = variant ?? (s.agreement.status === 'completed' ? 'full' : s.agreement.status === 'disagreement' ? 'protocol' : 'partial');
    if (wanted === 'full' && s.agreement.status === 'completed' && s.agreement.legalText) return { html: s.agreement.legalText, title };
    const documentVariant = wanted === 'protocol' ? 'disagreement' : wanted === 'full' && s.agreement.status === 'completed' ? 'completed' : 'partial';
    const { html } = await rpcRequest<{ html: string }>(this.nats, DocumentsSubjects.renderLegalText, legalDocumentOf(s, round, documentVariant));
    return { html, title };
  }

  /** What a PDF is made from; only logged-in participants may have it. */
  async pdfSource(caller: Caller, agreementId: string, variant: 'full' | 'partial' | 'protocol' | undefined) {
    if (caller.anonymous) throw new DomainError(ErrorCode.Unauthenticated, DocumentMessages.pdfLoginRequired);
    const { snapshot: s } = await this.snapshots.read(agreementId);
    if (!s.participants.some((p) => p.userId === caller.id) && s.agreement.initiatorId !== caller.id) {
      throw new DomainError(ErrorCode.Forbidden, DocumentMessages.pdfNotParticipant);
    }
    const { html, title } = await this.legalText(agreementId, variant);
    return { html, title, fileName: s.agreement.topicTitle ?? 'avtale' };
  }

  /** When an agreement completes, its legal text is written once and stored on it. */
  private async storeLegalText(agreementId: string): Promise<void> {
    try {
      const { snapshot: s, round } = await this.snapshots.read(agreementId);
      if (s.agreement.status !== 'completed' || s.agreement.legalText) return;
      const { html } = await rpcRequest<{ html: string }>(this.nats, DocumentsSubjects.renderLegalText, legalDocumentOf(s, round, 'completed'));
      await this.em.getConnection().execute('update agreements set legal_text = ? where id = ? and legal_text is null', [html, agreementId]);
    } catch (error) {
      // The agreement stays completed; the text is rendered on the next request for it.
      this.logger.warn(`legal text for ${agreementId} not stored: ${String(error)}`);
    }
  }

  /** Runs a change under the agreement's row lock, recomputes its status and announces it. */
  private async mutate<T extends Agreement | void>(
    agreementId: string,
    change: (em: EntityManager, s: AgreementSnapshot) => Promise<void>,
    caller?: Caller,
  ): Promise<T> {
    const result = await this.em.fork().transactional(async (em) => {
      const s = await loadSnapshot(em, agreementId, true);
      await change(em, s);
      const round = toRoundSnapshot(s);
      const before = s.agreement.status;
      s.agreement.status = agreementStatus(round);
      s.agreement.updatedAt = new Date();
      await em.flush();
      return { completedNow: before !== 'completed' && s.agreement.status === 'completed', agreement: caller ? toAgreement(s, round, caller) : undefined };
    });
    if (result.completedNow) {
      await this.storeLegalText(agreementId);
      if (result.agreement) result.agreement.legalText = (await this.snapshots.read(agreementId)).snapshot.agreement.legalText;
    }
    this.announce(agreementId);
    return result.agreement as T;
  }

  private participantId(s: AgreementSnapshot, caller: Caller): string | undefined {
    return s.participants.find((p) => p.userId === caller.id)?.id;
  }

  /** The caller's participant row; anyone with the link joins in round 1 (DESIGN §4). */
  private async participantFor(em: EntityManager, s: AgreementSnapshot, caller: Caller): Promise<ParticipantEntity> {
    const existing = s.participants.find((p) => p.userId === caller.id);
    enforce(canAnswer(toRoundSnapshot(s), existing?.id));
    if (existing) return existing;
    const participant = em.create(ParticipantEntity, {
      agreementId: s.agreement.id,
      userId: caller.id,
      // Visitors have no name yet: 'Deltaker 2' until they log in and the account's name replaces it.
      userName: caller.anonymous ? `Deltaker ${s.participants.length + 1}` : caller.name,
      isAnonymous: caller.anonymous,
    });
    s.participants.push(participant);
    return participant;
  }

  private assertAnswers(s: AgreementSnapshot, participantId: string, answers: Record<string, boolean>, checked: string[]): void {
    const problems = checkAnswers(toRoundSnapshot(s), participantId, answers).filter((p) => checked.includes(p.questionId));
    if (problems.length > 0) {
      throw new DomainError(ErrorCode.ValidationFailed, problems[0].message, problems.map((p) => ({ path: `answers.${p.questionId}`, message: p.message })));
    }
  }

  private async questionSource(body: CreateAgreementBody): Promise<{
    topic: Topic | null;
    questions: (Omit<QuestionTemplate, 'id' | 'topicId' | 'order' | 'hasLogic'> & { templateId: string })[];
    rules: LogicRuleDto[];
  }> {
    if (body.topic === 'custom') {
      const { questions } = await rpcRequest<{ questions: GeneratedQuestion[] }>(
        this.nats,
        TemplatesSubjects.draftQuestions,
        { title: body.title, description: body.description, count: this.config.CUSTOM_TOPIC_QUESTIONS },
        DRAFT_TIMEOUT_MS,
      );
      return {
        topic: null,
        rules: [],
        questions: questions.map((q) => ({
          templateId: randomUUID(),
          text: q.text,
          type: 'yes_no',
          options: null,
          description: q.description ?? null,
          required: false,
          clauseYes: q.clauseYes,
          clauseNo: q.clauseNo,
        })),
      };
    }
    const questionnaire = await rpcRequest<{ topic: Topic; templates: QuestionTemplate[]; rules: LogicRuleDto[] }>(
      this.nats,
      TemplatesSubjects.topicQuestionnaire,
      { topicId: body.topic },
    );
    if (questionnaire.templates.length === 0) throw new DomainError(ErrorCode.Conflict, AgreementMessages.topicWithoutQuestions);
    return {
      topic: questionnaire.topic,
      rules: questionnaire.rules,
      questions: questionnaire.templates.map(({ id, topicId: _t, order: _o, hasLogic: _h, ...rest }) => ({ templateId: id, ...rest })),
    };
  }

  private announce(agreementId: string): void {
    this.nats.emit(AgreementsSubjects.updated, { agreementId }).subscribe({ error: () => undefined });
  }
}
