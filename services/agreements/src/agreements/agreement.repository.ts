import { AgreementMessages, type AuditEntry, ErrorCode } from '@avtalt/contracts';
import type { ChainEnd } from '../signing/audit.rules';
import { DomainError, type RequestOrigin } from '@avtalt/service-kit';
import { IsolationLevel } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { AnswerValue } from '@avtalt/logic';
import type { MarkRow, ModelDraftRow, NegotiationRows, ProposalResponseRow, ProposalRow } from '../negotiation/negotiation.rows';
import type { AgreementRow, AgreementSnapshot, AnswerRow, DraftRow, ParticipantRow, QuestionRow, RuleRow, SubmissionRow } from './agreement.rows';

/** A connection, or the transaction a writer runs in (both send SQL the same way). */
export interface Sql {
  execute<T>(sql: string, params?: unknown[]): Promise<T>;
}

/**
 * The ORM's connection or transactional entity manager as {@link Sql}. The row type of each query is
 * stated by the repository method that sends it, next to the SQL whose column aliases produce it.
 */
function sqlOf(target: { execute(sql: string, params?: unknown[]): Promise<unknown> }): Sql {
  return { execute: <T>(sql: string, params: unknown[] = []) => target.execute(sql, params) as Promise<T> };
}

/** What a batch of commands changed, row by row. Answers are keyed by (participant, question, round). */
export interface AgreementChanges {
  /** Questions that replace a disputed one from the new round (issue 19); absent: none. */
  newQuestions?: QuestionRow[];
  /** The logic rules copied to those replacement questions (issue 19); absent: none. */
  newRules?: RuleRow[];
  newParticipants: ParticipantRow[];
  /** Participants the initiator removed (their `removedInRound` is set now). */
  removedParticipants: ParticipantRow[];
  /** Answers that are new or have a new response: written with an upsert on their key. */
  upsertedAnswers: AnswerRow[];
  /** Answers that no longer exist (replaced set, hidden by a changed answer): deleted by their key. */
  deletedAnswers: AnswerRow[];
  newSubmissions: SubmissionRow[];
  /** Participants whose date of birth or address changed (written as they are now). */
  changedDetails: ParticipantRow[];
}

/** What a batch changed in the negotiation rows (issue 19, docs/negotiation.md). */
export interface NegotiationChanges {
  newProposals: ProposalRow[];
  /** Proposals with a new status or new responses (written as they are now). */
  changedProposals: ProposalRow[];
  newResponses: (ProposalResponseRow & { proposalId: string })[];
  /** Marks that are new or changed: upserted by (participant, question, round). */
  upsertedMarks: MarkRow[];
  newModelDrafts: ModelDraftRow[];
}

/** What a batch changed in the drafts of its callers, keyed by (owner, question, round). */
export interface DraftChanges {
  upserted: DraftRow[];
  deleted: DraftRow[];
}

/** The agreement's own fields a command may change. */
export type AgreementFields = Pick<AgreementRow, 'status' | 'currentRound' | 'declaredDisagreement' | 'expectedParticipants' | 'blind'>;

export interface NewAgreement {
  agreement: Omit<AgreementRow, 'version' | 'legalText' | 'frozenText' | 'frozenTextSha256' | 'status' | 'currentRound' | 'declaredDisagreement' | 'blind'>;
  questions: QuestionRow[];
  rules: RuleRow[];
}

/**
 * An event waiting in the outbox: `id` is also its JetStream message id (a resend is stored once);
 * `origin`, the request that caused it (its id and trace context, sent on as the message's headers).
 */
export interface OutboxEvent {
  id: string;
  subject: string;
  payload: unknown;
  origin?: RequestOrigin;
}

export interface AgreementListRow {
  agreement: AgreementRow;
  participantCount: number;
}

type Timestamps<T, K extends keyof T> = Omit<T, K> & { [P in K]: Date | string };

const AGREEMENT_COLUMNS = `a.id, a.title, a.description, a.topic_id as "topicId", a.topic_title as "topicTitle", a.status,
  a.current_round as "currentRound", a.max_rounds as "maxRounds", a.expected_participants as "expectedParticipants",
  a.declared_disagreement as "declaredDisagreement", a.blind, a.initiator_id as "initiatorId", a.initiator_name as "initiatorName",
  a.legal_text as "legalText", a.frozen_text as "frozenText", a.frozen_text_sha256 as "frozenTextSha256", a.document, a.created_at as "createdAt", a.updated_at as "updatedAt", a.version::text as "version"`;

// Raw queries may return timestamps as strings (the ORM's type parsers); rows always carry Dates.
const agreementRow = (r: Timestamps<AgreementRow, 'createdAt' | 'updatedAt'>): AgreementRow => ({ ...r, createdAt: new Date(r.createdAt), updatedAt: new Date(r.updatedAt) });
const participantRow = (r: Timestamps<ParticipantRow, 'joinedAt'>): ParticipantRow => ({ ...r, joinedAt: new Date(r.joinedAt) });

/** `(?, ?, …), (?, ?, …)` for `rows` rows of the given column casts. */
function valuesList<T>(rows: readonly T[], casts: string[], params: (row: T) => unknown[]): { sql: string; params: unknown[] } {
  const tuple = `(${casts.map((cast) => `?::${cast}`).join(', ')})`;
  return { sql: rows.map(() => tuple).join(', '), params: rows.flatMap(params) };
}

/**
 * An answer as a jsonb parameter (`?::jsonb`): its JSON text, so `true`, `12000`, `"2027-03-01"` and
 * `"self"` are stored as the JSON boolean, number and strings they are (read back as the same JS values).
 */
const jsonValue = (value: AnswerValue): string => JSON.stringify(value);

/** A statement that changed fewer rows than it had to: the transaction must not commit. */
function expectCount(what: string, written: unknown[], expected: number): void {
  if (written.length !== expected) throw new Error(`${what}: ${written.length} of ${expected} rows written`);
}

/**
 * The only place that holds the agreements service's SQL. Reads return {@link AgreementSnapshot} rows;
 * writes take the same rows, and every write statement checks how many rows it changed, so a write
 * that did not happen fails its transaction instead of committing as if it had.
 */
export class AgreementRepository {
  constructor(private readonly em: EntityManager) {}

  /** Runs `work` in one transaction (committed when it resolves, rolled back when it throws). */
  transaction<T>(work: (tx: Sql) => Promise<T>, isolation?: 'repeatable read'): Promise<T> {
    const options = isolation ? { isolationLevel: IsolationLevel.REPEATABLE_READ } : {};
    return this.em.fork().transactional((em) => work(sqlOf(em)), options);
  }

  /** The pool connection, for reads outside a transaction. */
  get db(): Sql {
    return sqlOf(this.em.getConnection());
  }

  /** All rows of one agreement (six queries); NotFound when it does not exist. */
  async load(sql: Sql, agreementId: string): Promise<AgreementSnapshot> {
    const [[agreement], questions, rules, participants, answers, submissions] = await Promise.all([
      sql.execute<Timestamps<AgreementRow, 'createdAt' | 'updatedAt'>[]>(`select ${AGREEMENT_COLUMNS} from agreements a where a.id = ?`, [agreementId]),
      sql.execute<QuestionRow[]>(
        `select id, text, type, options, position as "order", description, required, clause_yes as "clauseYes", clause_no as "clauseNo",
                format, option_clauses as "optionClauses", clause_template as "clauseTemplate",
                section, fact, party_roles as "partyRoles", middle_ground as "middleGround",
                replaces_question_id as "replacesQuestionId", from_round as "fromRound", settled_by_proposal_id as "settledByProposalId"
           from agreement_questions where agreement_id = ? order by position, id`,
        [agreementId],
      ),
      sql.execute<RuleRow[]>(
        `select id, question_id as "questionId", source_question_id as "sourceQuestionId", operator, value, action, target_question_id as "targetQuestionId"
           from agreement_rules where agreement_id = ? order by id`,
        [agreementId],
      ),
      sql.execute<Timestamps<ParticipantRow, 'joinedAt'>[]>(
        `select id, user_id as "userId", user_name as "userName", is_anonymous as "isAnonymous", joined_at as "joinedAt",
                removed_in_round as "removedInRound", birth_date::text as "birthDate", address
           from participants where agreement_id = ? order by joined_at, id`,
        [agreementId],
      ),
      sql.execute<AnswerRow[]>(`select participant_id as "participantId", question_id as "questionId", round, response from answers where agreement_id = ?`, [agreementId]),
      sql.execute<SubmissionRow[]>(`select participant_id as "participantId", round from submissions where agreement_id = ?`, [agreementId]),
    ]);
    if (!agreement) throw new DomainError(ErrorCode.NotFound, AgreementMessages.notFound);
    return { agreement: agreementRow(agreement), questions, rules, participants: participants.map(participantRow), answers, submissions };
  }

  /** The current version of each agreement that exists; one indexed query for the whole list. */
  async versions(agreementIds: string[]): Promise<Map<string, string>> {
    const rows = await this.db.execute<{ id: string; version: string }[]>(
      `select id, version::text as version from agreements where id in (${agreementIds.map(() => '?').join(', ')})`,
      agreementIds,
    );
    return new Map(rows.map((row) => [row.id, row.version]));
  }

  /** Locks the agreement row until the transaction ends and returns its version; NotFound when it is gone. */
  async lock(tx: Sql, agreementId: string): Promise<string> {
    const [row] = await tx.execute<{ version: string }[]>('select version::text as version from agreements where id = ? for update', [agreementId]);
    if (!row) throw new DomainError(ErrorCode.NotFound, AgreementMessages.notFound);
    return row.version;
  }

  /** The agreement row alone (the writer's delete and the document paths). */
  async agreement(sql: Sql, agreementId: string): Promise<AgreementRow | undefined> {
    const [row] = await sql.execute<Timestamps<AgreementRow, 'createdAt' | 'updatedAt'>[]>(`select ${AGREEMENT_COLUMNS} from agreements a where a.id = ?`, [agreementId]);
    return row && agreementRow(row);
  }

  /** Whether the question is one of the agreement's (issue 19: chat messages tagged with a question). */
  async questionExists(agreementId: string, questionId: string): Promise<boolean> {
    const rows = await this.db.execute<unknown[]>('select 1 from agreement_questions where agreement_id = ? and id = ?', [agreementId, questionId]);
    return rows.length > 0;
  }

  async exists(agreementId: string): Promise<boolean> {
    const rows = await this.db.execute<unknown[]>('select 1 from agreements where id = ?', [agreementId]);
    return rows.length > 0;
  }

  /**
   * The drafts of the given callers (user or anonymous ids) in this agreement, every round. Read in the
   * writer's transaction, under the agreement's row lock, which every draft write holds too.
   */
  async drafts(sql: Sql, agreementId: string, ownerIds: readonly string[]): Promise<DraftRow[]> {
    if (ownerIds.length === 0) return [];
    return sql.execute<DraftRow[]>(
      `select owner_id as "ownerId", question_id as "questionId", round, response from draft_answers
        where agreement_id = ? and owner_id in (${ownerIds.map(() => '?').join(', ')})`,
      [agreementId, ...ownerIds],
    );
  }

  /**
   * Writes the drafts a batch changed (upsert and delete by key, counts checked) and, when the batch
   * started a new round, drops every draft of the rounds before it (nobody can submit those any more).
   * Drafts are not part of the agreement's version: nothing here changes what readers have cached.
   */
  async writeDrafts(tx: Sql, agreementId: string, changes: DraftChanges, currentRound: number, roundAdvanced: boolean, now: Date): Promise<void> {
    if (changes.deleted.length > 0) {
      const v = valuesList(changes.deleted, ['text', 'uuid', 'integer'], (d) => [d.ownerId, d.questionId, d.round]);
      const written = await tx.execute<unknown[]>(
        `delete from draft_answers d using (values ${v.sql}) as v(owner_id, question_id, round)
          where d.agreement_id = ? and d.owner_id = v.owner_id and d.question_id = v.question_id and d.round = v.round
          returning 1`,
        [...v.params, agreementId],
      );
      expectCount('deleted drafts', written, changes.deleted.length);
    }
    if (changes.upserted.length > 0) {
      const v = valuesList(changes.upserted, ['text', 'uuid', 'integer', 'jsonb'], (d) => [d.ownerId, d.questionId, d.round, jsonValue(d.response)]);
      const written = await tx.execute<unknown[]>(
        `insert into draft_answers (agreement_id, owner_id, question_id, round, response, saved_at)
         select ?, v.owner_id, v.question_id, v.round, v.response, ? from (values ${v.sql}) as v(owner_id, question_id, round, response)
         on conflict (agreement_id, owner_id, question_id, round) do update set response = excluded.response, saved_at = excluded.saved_at
         returning 1`,
        [agreementId, now, ...v.params],
      );
      expectCount('drafts', written, changes.upserted.length);
    }
    if (roundAdvanced) await tx.execute('delete from draft_answers where agreement_id = ? and round < ?', [agreementId, currentRound]);
  }

  /** Writes the rows a batch changed (at most seven statements) and returns the agreement's new version and time. */
  async write(tx: Sql, agreementId: string, changes: AgreementChanges, fields: AgreementFields, now: Date): Promise<{ version: string; updatedAt: Date }> {
    const { newParticipants, removedParticipants, upsertedAnswers, deletedAnswers, newSubmissions, changedDetails } = changes;
    if (newParticipants.length > 0) {
      const v = valuesList(newParticipants, ['uuid', 'text', 'text', 'boolean', 'timestamptz', 'date', 'text'], (p) => [
        p.id, p.userId, p.userName, p.isAnonymous, p.joinedAt, p.birthDate, p.address,
      ]);
      const written = await tx.execute<unknown[]>(
        `insert into participants (id, agreement_id, user_id, user_name, is_anonymous, joined_at, birth_date, address)
         select v.id, ?, v.user_id, v.user_name, v.is_anonymous, v.joined_at, v.birth_date, v.address
           from (values ${v.sql}) as v(id, user_id, user_name, is_anonymous, joined_at, birth_date, address)
         returning 1`,
        [agreementId, ...v.params],
      );
      expectCount('participants', written, newParticipants.length);
    }
    if (changes.newQuestions && changes.newQuestions.length > 0) await this.insertQuestions(tx, agreementId, changes.newQuestions);
    // After the questions they refer to: the rules copied to a replacement question (issue 19).
    if (changes.newRules && changes.newRules.length > 0) await this.insertRules(tx, agreementId, changes.newRules);
    if (removedParticipants.length > 0) {
      const v = valuesList(removedParticipants, ['uuid', 'integer'], (p) => [p.id, p.removedInRound]);
      const written = await tx.execute<unknown[]>(
        `update participants p set removed_in_round = v.round from (values ${v.sql}) as v(id, round)
          where p.agreement_id = ? and p.id = v.id and p.removed_in_round is null
          returning 1`,
        [...v.params, agreementId],
      );
      expectCount('removed participants', written, removedParticipants.length);
    }
    if (changedDetails.length > 0) {
      const v = valuesList(changedDetails, ['uuid', 'date', 'text'], (p) => [p.id, p.birthDate, p.address]);
      const written = await tx.execute<unknown[]>(
        `update participants p set birth_date = v.birth_date, address = v.address from (values ${v.sql}) as v(id, birth_date, address)
          where p.agreement_id = ? and p.id = v.id
          returning 1`,
        [...v.params, agreementId],
      );
      expectCount('party details', written, changedDetails.length);
    }
    if (deletedAnswers.length > 0) {
      const v = valuesList(deletedAnswers, ['uuid', 'uuid', 'integer'], (a) => [a.participantId, a.questionId, a.round]);
      const written = await tx.execute<unknown[]>(
        `delete from answers a using (values ${v.sql}) as v(participant_id, question_id, round)
          where a.agreement_id = ? and a.participant_id = v.participant_id and a.question_id = v.question_id and a.round = v.round
          returning 1`,
        [...v.params, agreementId],
      );
      expectCount('deleted answers', written, deletedAnswers.length);
    }
    if (upsertedAnswers.length > 0) {
      const v = valuesList(upsertedAnswers, ['uuid', 'uuid', 'integer', 'jsonb'], (a) => [a.participantId, a.questionId, a.round, jsonValue(a.response)]);
      const written = await tx.execute<unknown[]>(
        `insert into answers (id, agreement_id, participant_id, question_id, round, response, answered_at)
         select gen_random_uuid(), ?, v.participant_id, v.question_id, v.round, v.response, ?
           from (values ${v.sql}) as v(participant_id, question_id, round, response)
         on conflict (participant_id, question_id, round) do update set response = excluded.response, answered_at = excluded.answered_at
         returning 1`,
        [agreementId, now, ...v.params],
      );
      expectCount('answers', written, upsertedAnswers.length);
    }
    if (newSubmissions.length > 0) {
      const v = valuesList(newSubmissions, ['uuid', 'integer'], (x) => [x.participantId, x.round]);
      const written = await tx.execute<unknown[]>(
        `insert into submissions (id, agreement_id, participant_id, round, submitted_at)
         select gen_random_uuid(), ?, v.participant_id, v.round, ? from (values ${v.sql}) as v(participant_id, round)
         returning 1`,
        [agreementId, now, ...v.params],
      );
      expectCount('submissions', written, newSubmissions.length);
    }
    const [updated] = await tx.execute<{ version: string; updatedAt: Date | string }[]>(
      `update agreements set status = ?, current_round = ?, declared_disagreement = ?, expected_participants = ?, blind = ?, updated_at = ?
        where id = ? returning version::text as version, updated_at as "updatedAt"`,
      [fields.status, fields.currentRound, fields.declaredDisagreement, fields.expectedParticipants, fields.blind, now, agreementId],
    );
    if (!updated) throw new DomainError(ErrorCode.NotFound, AgreementMessages.notFound);
    return { version: updated.version, updatedAt: new Date(updated.updatedAt) };
  }

  /** Inserts an agreement with its own copy of the questions and rules (three statements). */
  async insert(tx: Sql, { agreement: a, questions, rules }: NewAgreement): Promise<void> {
    await tx.execute(
      `insert into agreements (id, title, description, topic_id, topic_title, status, current_round, max_rounds, expected_participants,
                               declared_disagreement, initiator_id, initiator_name, document, created_at, updated_at)
       values (?, ?, ?, ?, ?, 'pending', 1, ?, ?, false, ?, ?, ?::jsonb, ?, ?)`,
      [
        a.id, a.title, a.description, a.topicId, a.topicTitle, a.maxRounds, a.expectedParticipants, a.initiatorId, a.initiatorName,
        a.document === null ? null : JSON.stringify(a.document), a.createdAt, a.updatedAt,
      ],
    );
    await this.insertQuestions(tx, a.id, questions);
    await this.insertRules(tx, a.id, rules);
  }

  /** Inserts logic rules of an agreement (its copy at creation, or the rules copied to a replacement question of issue 19). */
  async insertRules(tx: Sql, agreementId: string, rules: readonly RuleRow[]): Promise<void> {
    if (rules.length === 0) return;
    const v = valuesList(rules, ['uuid', 'uuid', 'uuid', 'text', 'jsonb', 'text', 'uuid'], (r) => [
      r.id, r.questionId, r.sourceQuestionId, r.operator, r.value === null ? null : JSON.stringify(r.value), r.action, r.targetQuestionId,
    ]);
    const written = await tx.execute<unknown[]>(
      `insert into agreement_rules (id, agreement_id, question_id, source_question_id, operator, value, action, target_question_id)
       select v.id, ?, v.question_id, v.source_question_id, v.operator, v.value, v.action, v.target_question_id
         from (values ${v.sql}) as v(id, question_id, source_question_id, operator, value, action, target_question_id)
       returning 1`,
      [agreementId, ...v.params],
    );
    expectCount('rules', written, rules.length);
  }

  /** Inserts questions of an agreement (its copy at creation, or a replacement question of issue 19). */
  private async insertQuestions(tx: Sql, agreementId: string, questions: readonly QuestionRow[]): Promise<void> {
    if (questions.length === 0) return;
    const casts = ['uuid', 'text', 'text', 'jsonb', 'integer', 'text', 'boolean', 'text', 'text', 'text', 'jsonb', 'text', 'text', 'boolean', 'jsonb', 'jsonb', 'uuid', 'integer', 'uuid'];
    const json = (value: unknown) => (value === null || value === undefined ? null : JSON.stringify(value));
    const v = valuesList(questions, casts, (q) => [
      q.id, q.text, q.type, json(q.options), q.order, q.description, q.required, q.clauseYes, q.clauseNo,
      q.format, json(q.optionClauses), q.clauseTemplate, q.section, q.fact, json(q.partyRoles),
      json(q.middleGround), q.replacesQuestionId ?? null, q.fromRound ?? null, q.settledByProposalId ?? null,
    ]);
    const written = await tx.execute<unknown[]>(
      `insert into agreement_questions (id, agreement_id, text, type, options, position, description, required, clause_yes, clause_no,
                                        format, option_clauses, clause_template, section, fact, party_roles,
                                        middle_ground, replaces_question_id, from_round, settled_by_proposal_id)
       select v.id, ?, v.text, v.type, v.options, v.position, v.description, v.required, v.clause_yes, v.clause_no,
              v.format, v.option_clauses, v.clause_template, v.section, v.fact, v.party_roles,
              v.middle_ground, v.replaces_question_id, v.from_round, v.settled_by_proposal_id
         from (values ${v.sql}) as v(id, text, type, options, position, description, required, clause_yes, clause_no,
                                     format, option_clauses, clause_template, section, fact, party_roles,
                                     middle_ground, replaces_question_id, from_round, settled_by_proposal_id)
       returning 1`,
      [agreementId, ...v.params],
    );
    expectCount('questions', written, questions.length);
  }

  /** The agreement's negotiation rows (issue 19): proposals with their responses, marks, model drafts. */
  async negotiation(sql: Sql, agreementId: string): Promise<NegotiationRows> {
    const [proposals, responses, marks, modelDrafts] = await Promise.all([
      sql.execute<(Omit<ProposalRow, 'responses' | 'createdAt'> & { createdAt: Date | string })[]>(
        `select id, question_id as "questionId", round, option_id as "optionId", source, text, clause, value, display, description,
                proposed_by as "proposedBy", status, created_at as "createdAt"
           from proposals where agreement_id = ? order by created_at, id`,
        [agreementId],
      ),
      sql.execute<(ProposalResponseRow & { proposalId: string })[]>(
        `select r.proposal_id as "proposalId", r.participant_id as "participantId", r.accepted
           from proposal_responses r join proposals p on p.id = r.proposal_id
          where p.agreement_id = ? order by r.responded_at, r.seq`,
        [agreementId],
      ),
      sql.execute<MarkRow[]>(
        `select participant_id as "participantId", question_id as "questionId", round, can_accept as "canAccept", important
           from point_marks where agreement_id = ?`,
        [agreementId],
      ),
      sql.execute<(Omit<ModelDraftRow, 'createdAt'> & { createdAt: Date | string })[]>(
        `select id, question_id as "questionId", round, text, clause, created_by as "createdBy", created_at as "createdAt"
           from model_drafts where agreement_id = ? order by created_at, id`,
        [agreementId],
      ),
    ]);
    return {
      proposals: proposals.map((p) => ({
        ...p,
        createdAt: new Date(p.createdAt),
        responses: responses.filter((r) => r.proposalId === p.id).map((r) => ({ participantId: r.participantId, accepted: r.accepted })),
      })),
      marks,
      modelDrafts: modelDrafts.map((d) => ({ ...d, createdAt: new Date(d.createdAt) })),
    };
  }

  /** Writes what a batch changed in the negotiation rows, in its transaction (counts checked). */
  async writeNegotiation(tx: Sql, agreementId: string, c: NegotiationChanges, now: Date): Promise<void> {
    for (const p of c.newProposals) {
      await tx.execute(
        `insert into proposals (id, agreement_id, question_id, round, option_id, source, text, clause, value, display, description, proposed_by, status, created_at, decided_at)
         values (?, ?, ?, ?, ?, ?, ?, ?, ?::jsonb, ?, ?, ?, ?, ?, ?)`,
        [p.id, agreementId, p.questionId, p.round, p.optionId, p.source, p.text, p.clause, p.value === null ? null : JSON.stringify(p.value),
          p.display, p.description, p.proposedBy, p.status, p.createdAt, p.status === 'pending' ? null : now],
      );
    }
    for (const p of c.changedProposals) {
      const written = await tx.execute<unknown[]>(
        `update proposals set status = ?, decided_at = case when ?::text = 'pending' then null else ?::timestamptz end where agreement_id = ? and id = ? returning 1`,
        [p.status, p.status, now, agreementId, p.id],
      );
      expectCount('proposals', written, 1);
    }
    const responses = [...c.newProposals.flatMap((p) => p.responses.map((r) => ({ proposalId: p.id, ...r }))), ...c.newResponses];
    for (const r of responses) {
      await tx.execute('insert into proposal_responses (proposal_id, participant_id, accepted, responded_at) values (?, ?, ?, ?)', [r.proposalId, r.participantId, r.accepted, now]);
    }
    if (c.upsertedMarks.length > 0) {
      const v = valuesList(c.upsertedMarks, ['uuid', 'uuid', 'integer', 'boolean', 'boolean'], (m) => [m.participantId, m.questionId, m.round, m.canAccept, m.important]);
      const written = await tx.execute<unknown[]>(
        `insert into point_marks (agreement_id, participant_id, question_id, round, can_accept, important, updated_at)
         select ?, v.participant_id, v.question_id, v.round, v.can_accept, v.important, ? from (values ${v.sql}) as v(participant_id, question_id, round, can_accept, important)
         on conflict (participant_id, question_id, round) do update set can_accept = excluded.can_accept, important = excluded.important, updated_at = excluded.updated_at
         returning 1`,
        [agreementId, now, ...v.params],
      );
      expectCount('point marks', written, c.upsertedMarks.length);
    }
    for (const d of c.newModelDrafts) {
      await tx.execute(
        'insert into model_drafts (id, agreement_id, question_id, round, text, clause, created_by, created_at) values (?, ?, ?, ?, ?, ?, ?, ?)',
        [d.id, agreementId, d.questionId, d.round, d.text, d.clause, d.createdBy, d.createdAt],
      );
    }
  }

  /** Deletes the agreement and (by cascade) every row of it. */
  async delete(tx: Sql, agreementId: string): Promise<void> {
    const deleted = await tx.execute<unknown[]>('delete from agreements where id = ? returning 1', [agreementId]);
    expectCount('agreement', deleted, 1);
  }

  /** The last entry of the agreement's audit trail (null: none yet), read under the agreement's row lock. */
  async auditEnd(tx: Sql, agreementId: string): Promise<ChainEnd | null> {
    const [row] = await tx.execute<{ seq: number; hash: string }[]>(
      'select seq, hash from audit_events where agreement_id = ? order by seq desc limit 1',
      [agreementId],
    );
    return row ? { seq: Number(row.seq), hash: row.hash } : null;
  }

  /** Appends chained entries to the agreement's audit trail (in the transaction of the change). */
  async addAudit(tx: Sql, agreementId: string, entries: readonly AuditEntry[]): Promise<void> {
    if (entries.length === 0) return;
    const v = valuesList(entries, ['integer', 'text', 'timestamptz', 'text', 'integer', 'jsonb', 'text', 'text'], (e) => [
      e.seq, e.kind, e.occurredAt, e.actorName, e.round, JSON.stringify(e.details), e.prevHash, e.hash,
    ]);
    const written = await tx.execute<unknown[]>(
      `insert into audit_events (agreement_id, seq, kind, occurred_at, actor_name, round, details, prev_hash, hash)
       select ?, v.seq, v.kind, v.occurred_at, v.actor_name, v.round, v.details, v.prev_hash, v.hash
         from (values ${v.sql}) as v(seq, kind, occurred_at, actor_name, round, details, prev_hash, hash)
       returning 1`,
      [agreementId, ...v.params],
    );
    expectCount('audit events', written, entries.length);
  }

  /** Writes an event to the outbox in the caller's transaction (published after the commit). */
  async addToOutbox(tx: Sql, event: OutboxEvent): Promise<void> {
    const origin = event.origin ?? {};
    await tx.execute('insert into outbox (id, subject, payload, request_id, traceparent, tracestate) values (?, ?, ?::jsonb, ?, ?, ?)', [
      event.id,
      event.subject,
      JSON.stringify(event.payload),
      origin.requestId ?? null,
      origin.traceparent ?? null,
      origin.tracestate ?? null,
    ]);
  }

  /**
   * Takes up to `limit` events, oldest first, locking them until the transaction ends; events another
   * replica's relay holds are skipped, so each is sent by one relay at a time.
   */
  async takeFromOutbox(tx: Sql, limit: number): Promise<OutboxEvent[]> {
    const rows = await tx.execute<{ id: string; subject: string; payload: unknown; request_id: string | null; traceparent: string | null; tracestate: string | null }[]>(
      'select id, subject, payload, request_id, traceparent, tracestate from outbox order by seq limit ? for update skip locked',
      [limit],
    );
    return rows.map((row) => ({
      id: row.id,
      subject: row.subject,
      payload: row.payload,
      origin: {
        ...(row.request_id ? { requestId: row.request_id } : {}),
        ...(row.traceparent ? { traceparent: row.traceparent } : {}),
        ...(row.tracestate ? { tracestate: row.tracestate } : {}),
      },
    }));
  }

  async removeFromOutbox(tx: Sql, ids: string[]): Promise<void> {
    const removed = await tx.execute<unknown[]>(`delete from outbox where id in (${ids.map(() => '?').join(', ')}) returning 1`, ids);
    expectCount('outbox', removed, ids.length);
  }

  /** Counts a failed attempt to publish (outside the failed transaction). */
  async outboxFailed(ids: string[], error: string): Promise<void> {
    if (ids.length === 0) return;
    await this.db.execute(`update outbox set attempts = attempts + 1, last_error = ? where id in (${ids.map(() => '?').join(', ')})`, [error.slice(0, 500), ...ids]);
  }

  /** Agreements a migration marked for a new decision of their status (see the drafts migration). */
  async pendingRechecks(limit: number): Promise<string[]> {
    const rows = await this.db.execute<{ id: string }[]>('select agreement_id as id from agreement_rechecks order by agreement_id limit ?', [limit]);
    return rows.map((r) => r.id);
  }

  async recheckDone(agreementId: string): Promise<void> {
    await this.db.execute('delete from agreement_rechecks where agreement_id = ?', [agreementId]);
  }

  /**
   * Stores the legal text of a completed agreement once; false when it was already stored or the agreement
   * changed since `version`, the version of the rows the text was made from (a party's details changed
   * while it was rendered: the text is made again from the new rows, never stored from the old ones).
   */
  async storeLegalText(agreementId: string, html: string, version: string): Promise<boolean> {
    const rows = await this.db.execute<unknown[]>(
      `update agreements set legal_text = ? where id = ? and status = 'completed' and legal_text is null and version = ?::bigint returning 1`,
      [html, agreementId, version],
    );
    return rows.length === 1;
  }

  /**
   * Moves what an anonymous visitor did to the account: where the account already takes part, its own
   * participation stands and the anonymous one goes; where the account has drafts of its own for an
   * agreement and round, they stand and the visitor's go. Returns the ids of the agreements whose rows
   * changed (drafts alone change nothing others see).
   */
  async transferAnonymous(tx: Sql, anonymousId: string, userId: string, userName: string): Promise<Set<string>> {
    // The agreements' row locks first, in id order, as every writer of their drafts and participants
    // takes them: a draft saved by the same browser during its login cannot interleave with the move.
    await tx.execute(
      `select id from agreements where id in (
          select agreement_id from draft_answers where owner_id = ?
          union select agreement_id from participants where user_id = ?)
        order by id for update`,
      [anonymousId, anonymousId],
    );
    await tx.execute(
      `delete from draft_answers d where d.owner_id = ?
          and exists (select 1 from draft_answers e where e.agreement_id = d.agreement_id and e.round = d.round and e.owner_id = ?)`,
      [anonymousId, userId],
    );
    await tx.execute('update draft_answers set owner_id = ? where owner_id = ?', [userId, anonymousId]);
    await tx.execute(
      `delete from participants p where p.user_id = ? and exists (select 1 from participants q where q.agreement_id = p.agreement_id and q.user_id = ?)`,
      [anonymousId, userId],
    );
    const moved = await tx.execute<{ agreementId: string }[]>(
      `update participants set user_id = ?, user_name = ?, is_anonymous = false where user_id = ? returning agreement_id as "agreementId"`,
      [userId, userName, anonymousId],
    );
    const started = await tx.execute<{ id: string }[]>(
      `update agreements set initiator_id = ?, initiator_name = ?, updated_at = now() where initiator_id = ? returning id`,
      [userId, userName, anonymousId],
    );
    return new Set([...moved.map((m) => m.agreementId), ...started.map((a) => a.id)]);
  }

  /**
   * Agreements the user started, takes part in, or is answering (drafts of the current round), newest
   * first, with their participant counts. Taking part means what the round rules count: joined (an
   * answer set in round 1) and not removed.
   */
  async list(userId: string, statuses: readonly string[]): Promise<AgreementListRow[]> {
    const joined = (alias: string) =>
      `${alias}.removed_in_round is null and exists (select 1 from submissions s where s.participant_id = ${alias}.id and s.round = 1)`;
    const rows = await this.db.execute<(Timestamps<AgreementRow, 'createdAt' | 'updatedAt'> & { participantCount: string | number })[]>(
      `select ${AGREEMENT_COLUMNS}, (select count(*) from participants p2 where p2.agreement_id = a.id and ${joined('p2')}) as "participantCount"
         from agreements a
        where a.status in (${statuses.map(() => '?').join(', ')})
          and (a.initiator_id = ?
               or exists (select 1 from participants p where p.agreement_id = a.id and p.user_id = ? and ${joined('p')})
               or (exists (select 1 from draft_answers d where d.agreement_id = a.id and d.owner_id = ? and d.round = a.current_round)
                   and not exists (select 1 from participants r where r.agreement_id = a.id and r.user_id = ? and r.removed_in_round is not null)))
        order by a.updated_at desc, a.id
        limit 200`,
      [...statuses, userId, userId, userId, userId],
    );
    return rows.map(({ participantCount, ...agreement }) => ({ agreement: agreementRow(agreement), participantCount: Number(participantCount) }));
  }
}
