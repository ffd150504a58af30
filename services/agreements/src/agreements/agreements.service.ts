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
  type RoundSnapshot,
} from '../rounds/rounds.rules';
import {
  AgreementEntity,
  AgreementQuestionEntity,
  AgreementRuleEntity,
  AnswerEntity,
  ParticipantEntity,
} from './agreement.entities';
import { legalDocumentOf } from '../documents/legal-document.rules';
import { toAgreement, toComparison, toQuestions, toSummary } from './agreement.mapper';
import { type AgreementSnapshot, loadSnapshot, readSnapshot, toRoundSnapshot } from './agreement.snapshot';
import { type AnswerSubmission, applySubmission, assertAnswers, byJoinOrder, changesBetween, enforce, newParticipant, nothingChanged, type SnapshotChanges } from './answer-batch';
import { databaseSnapshotSource, SnapshotCache } from './snapshot-cache';

export const NATS_CLIENT = Symbol('NATS_CLIENT');
/** Generating questions for a custom topic may wait for a model. */
const DRAFT_TIMEOUT_MS = 95_000;

/** Answer sets written in one transaction at most (the rest wait for the next one). */
const MAX_ANSWER_BATCH = 100;

interface QueuedSubmission {
  submission: AnswerSubmission;
  resolve(agreement: Agreement): void;
  reject(error: unknown): void;
}

/** Inserts, updates and deletes the rows a batch of answer sets changed: at most five statements. */
async function writeChanges(em: EntityManager, c: SnapshotChanges): Promise<void> {
  const values = <T>(rows: T[], columns: number, params: (row: T) => unknown[]) => ({
    sql: rows.map(() => `(${Array(columns).fill('?').join(', ')})`).join(', '),
    params: rows.flatMap(params),
  });
  if (c.newParticipants.length > 0) {
    const v = values(c.newParticipants, 6, (p) => [p.id, p.agreementId, p.userId, p.userName, p.isAnonymous, p.joinedAt]);
    await em.execute(`insert into "participants" ("id", "agreement_id", "user_id", "user_name", "is_anonymous", "joined_at") values ${v.sql}`, v.params);
  }
  if (c.removedAnswerIds.length > 0) {
    await em.execute(`delete from "answers" where "id" in (${c.removedAnswerIds.map(() => '?').join(', ')})`, c.removedAnswerIds);
  }
  if (c.changedAnswers.length > 0) {
    const rows = c.changedAnswers.map(() => '(?::uuid, ?::boolean)').join(', ');
    const params = c.changedAnswers.flatMap((a) => [a.id, a.response]);
    await em.execute(`update "answers" as a set "response" = v.response from (values ${rows}) as v(id, response) where a."id" = v.id`, params);
  }
  if (c.newAnswers.length > 0) {
    const v = values(c.newAnswers, 7, (a) => [a.id, a.agreementId, a.participantId, a.questionId, a.round, a.response, a.answeredAt]);
    await em.execute(`insert into "answers" ("id", "agreement_id", "participant_id", "question_id", "round", "response", "answered_at") values ${v.sql}`, v.params);
  }
  if (c.newSubmissions.length > 0) {
    const v = values(c.newSubmissions, 5, (x) => [x.id, x.agreementId, x.participantId, x.round, x.submittedAt]);
    await em.execute(`insert into "submissions" ("id", "agreement_id", "participant_id", "round", "submitted_at") values ${v.sql}`, v.params);
  }
}

@Injectable()
export class AgreementsService {
  private readonly logger = new Logger(AgreementsService.name);
  /** Rows of recently read agreements, checked against the agreement's version on every read. */
  private readonly snapshots: SnapshotCache;
  /** Answer sets waiting for their agreement's running batch, per agreement (see answerAll). */
  private readonly answerQueues = new Map<string, QueuedSubmission[]>();

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
      assertAnswers(s, participant.id, { ...current, [questionId]: response }, [questionId]);
      const existing = s.answers.find((a) => a.participantId === participant.id && a.questionId === questionId && a.round === s.agreement.currentRound);
      if (existing) existing.response = response;
      else s.answers.push(em.create(AnswerEntity, { agreementId, participantId: participant.id, questionId, round: s.agreement.currentRound, response }));
    });
  }

  /**
   * The participant's answer set for the round: replaces an earlier one until the round closes.
   *
   * Sets for one agreement are applied one after another under its row lock (nothing lost, nothing
   * counted twice). Sets that arrive while a transaction for the agreement is running wait and then go
   * together in the next one (group commit): each is checked and applied in arrival order exactly as if
   * alone, a refused one changes nothing and gets its own error, and the rows are written once.
   */
  answerAll(caller: Caller, agreementId: string, answers: Record<string, boolean>): Promise<Agreement> {
    return new Promise((resolve, reject) => {
      const waiting: QueuedSubmission = { submission: { caller, answers }, resolve, reject };
      const queue = this.answerQueues.get(agreementId);
      if (queue) return void queue.push(waiting);
      this.answerQueues.set(agreementId, [waiting]);
      void this.drainAnswers(agreementId);
    });
  }

  private async drainAnswers(agreementId: string): Promise<void> {
    const queue = this.answerQueues.get(agreementId)!;
    while (queue.length > 0) await this.applyAnswerBatch(agreementId, queue.splice(0, MAX_ANSWER_BATCH));
    this.answerQueues.delete(agreementId);
  }

  /** One transaction for a batch of answer sets; settles every one of them, never throws. */
  private async applyAnswerBatch(agreementId: string, batch: QueuedSubmission[]): Promise<void> {
    const outcomes: (DomainError | undefined)[] = [];
    let result: { final: AgreementSnapshot; round: RoundSnapshot; completedNow: boolean; version?: string };
    try {
      result = await this.em.fork().transactional(async (em) => {
        const [locked] = await em.execute<{ version: string | number }[]>('select "version" from "agreements" where "id" = ? for update', [agreementId]);
        if (!locked) throw new DomainError(ErrorCode.NotFound, AgreementMessages.notFound);
        // Holding the lock, the cached rows are current if they carry the locked version.
        const before = this.snapshots.peek(agreementId, String(locked.version))?.snapshot ?? (await readSnapshot(em, agreementId));
        const now = new Date();
        let state = before;
        for (const { submission } of batch) {
          try {
            state = applySubmission(state, submission, now, randomUUID);
            outcomes.push(undefined);
          } catch (error) {
            if (!(error instanceof DomainError)) throw error;
            outcomes.push(error);
          }
        }
        const changes = changesBetween(before, state);
        // The order a reload gives (joined_at, id): newcomers of one batch share a timestamp.
        state = { ...state, participants: [...state.participants].sort(byJoinOrder) };
        const round = toRoundSnapshot(state);
        const status = agreementStatus(round);
        // A set identical to the stored one changes nothing: no write, no event.
        if (nothingChanged(changes) && status === before.agreement.status) return { final: state, round, completedNow: false };
        await writeChanges(em, changes);
        const [updated] = await em.execute<{ version: string | number }[]>(
          'update "agreements" set "status" = ?, "updated_at" = ? where "id" = ? returning "version"',
          [status, now, agreementId],
        );
        // Status, time and version are not part of the round view: `round` stays that of the final rows.
        const final = { ...state, agreement: { ...state.agreement, status, updatedAt: now, version: updated.version } as AgreementEntity };
        return { final, round, completedNow: before.agreement.status !== 'completed' && status === 'completed', version: String(updated.version) };
      });
    } catch (error) {
      for (const { reject } of batch) reject(error);
      return;
    }
    // Committed: the next reader finds these rows under the version the transaction ended with.
    if (result.version) this.snapshots.put(agreementId, result.version, { snapshot: result.final, round: result.round });
    let legalText = result.final.agreement.legalText;
    if (result.completedNow) {
      await this.storeLegalText(agreementId);
      legalText = (await this.snapshots.read(agreementId)).snapshot.agreement.legalText;
    }
    if (result.version) this.announce(agreementId);
    batch.forEach(({ submission, resolve, reject }, k) => {
      const refused = outcomes[k];
      if (refused) return reject(refused);
      const agreement = toAgreement(result.final, result.round, submission.caller);
      resolve(result.completedNow ? { ...agreement, legalText } : agreement);
    });
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
    const ids = await this.em.fork().transactional(async (em) => {
      // Where the account already takes part, its own participation stands and the anonymous one goes.
      await em.execute(
        `delete from participants p where p.user_id = ? and exists (select 1 from participants q where q.agreement_id = p.agreement_id and q.user_id = ?)`,
        [anonymousId, userId],
      );
      const moved = await em.execute<{ agreement_id: string }[]>(
        `update participants set user_id = ?, user_name = ?, is_anonymous = false where user_id = ? returning agreement_id`,
        [userId, userName, anonymousId],
      );
      const started = await em.execute<{ id: string }[]>(
        `update agreements set initiator_id = ?, initiator_name = ?, updated_at = now() where initiator_id = ? returning id`,
        [userId, userName, anonymousId],
      );
      return new Set([...moved.map((m) => m.agreement_id), ...started.map((a) => a.id)]);
    });
    // After the commit, so whoever reacts to the event reads the moved rows.
    for (const id of ids) this.announce(id);
    return { agreements: ids.size };
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
    const participant = em.create(ParticipantEntity, newParticipant(s, caller, new Date(), randomUUID));
    s.participants.push(participant);
    return participant;
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
