import { AgreementMessages, type AuditEntry, ErrorCode, SigningMessages } from '@avtalt/contracts';
import type { ChainEnd } from '../signing/audit.rules';
import { DomainError } from '@avtalt/service-kit';
import type { AnswerValue } from '@avtalt/logic';
import type { OutboxEvent } from '../outbox/outbox.repository';
import { AgreementReadRepository } from './agreement-reads.repository';
import type { AgreementRow, QuestionRow, RuleRow } from './agreement.rows';
import type { Sql } from './database';
import type {
  AgreementChanges,
  AgreementFields,
  DraftChanges,
  NegotiationChanges,
  SigningChanges,
} from './agreement.changes';

export type { Sql } from './database';
export type { OutboxEvent } from '../outbox/outbox.repository';

export interface NewAgreement {
  agreement: Omit<
    AgreementRow,
    | 'version'
    | 'legalText'
    | 'frozenText'
    | 'frozenTextSha256'
    | 'status'
    | 'currentRound'
    | 'declaredDisagreement'
    | 'blind'
  >;
  questions: QuestionRow[];
  rules: RuleRow[];
}

/** `(?, ?, …), (?, ?, …)` for `rows` rows of the given column casts. */
function valuesList<T>(
  rows: readonly T[],
  casts: string[],
  params: (row: T) => unknown[],
): { sql: string; params: unknown[] } {
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
 * The SQL that changes an agreement (with the reads it inherits): imported only by the writer's modules
 * (agreement.writer.ts, agreement.commands.ts; the ESLint boundary in eslint.config.mjs), so every change
 * of an agreement's rows goes through the one writer. Writes take the rows the commands produced, and
 * every write statement checks how many rows it changed, so a write that did not happen fails its
 * transaction instead of committing as if it had.
 */
export class AgreementRepository extends AgreementReadRepository {
  /** Locks the agreement row until the transaction ends and returns its version; NotFound when it is gone. */
  async lock(tx: Sql, agreementId: string): Promise<string> {
    const [row] = await tx.execute<{ version: string }[]>(
      'select version::text as version from agreements where id = ? for update',
      [agreementId],
    );
    if (!row) throw new DomainError(ErrorCode.NotFound, AgreementMessages.notFound);
    return row.version;
  }

  /**
   * Writes the drafts a batch changed (upsert and delete by key, counts checked) and, when the batch
   * started a new round, drops every draft of the rounds before it (nobody can submit those any more).
   * Drafts are not part of the agreement's version: nothing here changes what readers have cached.
   */
  async writeDrafts(
    tx: Sql,
    agreementId: string,
    changes: DraftChanges,
    currentRound: number,
    roundAdvanced: boolean,
    now: Date,
  ): Promise<void> {
    if (changes.deleted.length > 0) {
      const v = valuesList(changes.deleted, ['text', 'uuid', 'integer'], (d) => [
        d.ownerId,
        d.questionId,
        d.round,
      ]);
      const written = await tx.execute<unknown[]>(
        `delete from draft_answers d using (values ${v.sql}) as v(owner_id, question_id, round)
          where d.agreement_id = ? and d.owner_id = v.owner_id and d.question_id = v.question_id and d.round = v.round
          returning 1`,
        [...v.params, agreementId],
      );
      expectCount('deleted drafts', written, changes.deleted.length);
    }
    if (changes.upserted.length > 0) {
      const v = valuesList(changes.upserted, ['text', 'uuid', 'integer', 'jsonb'], (d) => [
        d.ownerId,
        d.questionId,
        d.round,
        jsonValue(d.response),
      ]);
      const written = await tx.execute<unknown[]>(
        `insert into draft_answers (agreement_id, owner_id, question_id, round, response, saved_at)
         select ?, v.owner_id, v.question_id, v.round, v.response, ? from (values ${v.sql}) as v(owner_id, question_id, round, response)
         on conflict (agreement_id, owner_id, question_id, round) do update set response = excluded.response, saved_at = excluded.saved_at
         returning 1`,
        [agreementId, now, ...v.params],
      );
      expectCount('drafts', written, changes.upserted.length);
    }
    if (roundAdvanced)
      await tx.execute('delete from draft_answers where agreement_id = ? and round < ?', [
        agreementId,
        currentRound,
      ]);
  }

  /** Writes the rows a batch changed (at most seven statements) and returns the agreement's new version and time. */
  async write(
    tx: Sql,
    agreementId: string,
    changes: AgreementChanges,
    fields: AgreementFields,
    now: Date,
  ): Promise<{ version: string; updatedAt: Date }> {
    const {
      newParticipants,
      removedParticipants,
      upsertedAnswers,
      deletedAnswers,
      newSubmissions,
      changedDetails,
    } = changes;
    if (newParticipants.length > 0) {
      const v = valuesList(
        newParticipants,
        ['uuid', 'text', 'text', 'boolean', 'timestamptz', 'date', 'text'],
        (p) => [p.id, p.userId, p.userName, p.isAnonymous, p.joinedAt, p.birthDate, p.address],
      );
      const written = await tx.execute<unknown[]>(
        `insert into participants (id, agreement_id, user_id, user_name, is_anonymous, joined_at, birth_date, address)
         select v.id, ?, v.user_id, v.user_name, v.is_anonymous, v.joined_at, v.birth_date, v.address
           from (values ${v.sql}) as v(id, user_id, user_name, is_anonymous, joined_at, birth_date, address)
         returning 1`,
        [agreementId, ...v.params],
      );
      expectCount('participants', written, newParticipants.length);
    }
    if (changes.newQuestions && changes.newQuestions.length > 0)
      await this.insertQuestions(tx, agreementId, changes.newQuestions);
    // After the questions they refer to: the rules copied to a replacement question (issue 19).
    if (changes.newRules && changes.newRules.length > 0)
      await this.insertRules(tx, agreementId, changes.newRules);
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
      const v = valuesList(deletedAnswers, ['uuid', 'uuid', 'integer'], (a) => [
        a.participantId,
        a.questionId,
        a.round,
      ]);
      const written = await tx.execute<unknown[]>(
        `delete from answers a using (values ${v.sql}) as v(participant_id, question_id, round)
          where a.agreement_id = ? and a.participant_id = v.participant_id and a.question_id = v.question_id and a.round = v.round
          returning 1`,
        [...v.params, agreementId],
      );
      expectCount('deleted answers', written, deletedAnswers.length);
    }
    if (upsertedAnswers.length > 0) {
      const v = valuesList(upsertedAnswers, ['uuid', 'uuid', 'integer', 'jsonb'], (a) => [
        a.participantId,
        a.questionId,
        a.round,
        jsonValue(a.response),
      ]);
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
    if (changes.texts) {
      const t = changes.texts;
      const written = await tx.execute<unknown[]>(
        'update agreements set frozen_text = ?, frozen_text_sha256 = ?, legal_text = ? where id = ? returning 1',
        [t.frozenText, t.frozenTextSha256, t.legalText, agreementId],
      );
      expectCount('agreement texts', written, 1);
    }
    const [updated] = await tx.execute<{ version: string; updatedAt: Date | string }[]>(
      `update agreements set status = ?, current_round = ?, declared_disagreement = ?, expected_participants = ?, blind = ?, updated_at = ?
        where id = ? returning version::text as version, updated_at as "updatedAt"`,
      [
        fields.status,
        fields.currentRound,
        fields.declaredDisagreement,
        fields.expectedParticipants,
        fields.blind,
        now,
        agreementId,
      ],
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
        a.id,
        a.title,
        a.description,
        a.topicId,
        a.topicTitle,
        a.maxRounds,
        a.expectedParticipants,
        a.initiatorId,
        a.initiatorName,
        a.document === null ? null : JSON.stringify(a.document),
        a.createdAt,
        a.updatedAt,
      ],
    );
    await this.insertQuestions(tx, a.id, questions);
    await this.insertRules(tx, a.id, rules);
  }

  /** Inserts logic rules of an agreement (its copy at creation, or the rules copied to a replacement question of issue 19). */
  async insertRules(tx: Sql, agreementId: string, rules: readonly RuleRow[]): Promise<void> {
    if (rules.length === 0) return;
    const v = valuesList(rules, ['uuid', 'uuid', 'uuid', 'text', 'jsonb', 'text', 'uuid'], (r) => [
      r.id,
      r.questionId,
      r.sourceQuestionId,
      r.operator,
      r.value === null ? null : JSON.stringify(r.value),
      r.action,
      r.targetQuestionId,
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
  private async insertQuestions(
    tx: Sql,
    agreementId: string,
    questions: readonly QuestionRow[],
  ): Promise<void> {
    if (questions.length === 0) return;
    const casts = [
      'uuid',
      'text',
      'text',
      'jsonb',
      'integer',
      'text',
      'boolean',
      'text',
      'text',
      'text',
      'jsonb',
      'text',
      'text',
      'boolean',
      'jsonb',
      'jsonb',
      'uuid',
      'integer',
      'uuid',
      'jsonb',
    ];
    const json = (value: unknown) => (value === null || value === undefined ? null : JSON.stringify(value));
    const v = valuesList(questions, casts, (q) => [
      q.id,
      q.text,
      q.type,
      json(q.options),
      q.order,
      q.description,
      q.required,
      q.clauseYes,
      q.clauseNo,
      q.format,
      json(q.optionClauses),
      q.clauseTemplate,
      q.section,
      q.fact,
      json(q.partyRoles),
      json(q.middleGround),
      q.replacesQuestionId ?? null,
      q.fromRound ?? null,
      q.settledByProposalId ?? null,
      json(q.checks),
    ]);
    const written = await tx.execute<unknown[]>(
      `insert into agreement_questions (id, agreement_id, text, type, options, position, description, required, clause_yes, clause_no,
                                        format, option_clauses, clause_template, section, fact, party_roles,
                                        middle_ground, replaces_question_id, from_round, settled_by_proposal_id, checks)
       select v.id, ?, v.text, v.type, v.options, v.position, v.description, v.required, v.clause_yes, v.clause_no,
              v.format, v.option_clauses, v.clause_template, v.section, v.fact, v.party_roles,
              v.middle_ground, v.replaces_question_id, v.from_round, v.settled_by_proposal_id, v.checks
         from (values ${v.sql}) as v(id, text, type, options, position, description, required, clause_yes, clause_no,
                                     format, option_clauses, clause_template, section, fact, party_roles,
                                     middle_ground, replaces_question_id, from_round, settled_by_proposal_id, checks)
       returning 1`,
      [agreementId, ...v.params],
    );
    expectCount('questions', written, questions.length);
  }

  /** Writes what a batch changed in the negotiation rows, in its transaction (counts checked). */
  async writeNegotiation(tx: Sql, agreementId: string, c: NegotiationChanges, now: Date): Promise<void> {
    for (const p of c.newProposals) {
      await tx.execute(
        `insert into proposals (id, agreement_id, question_id, round, option_id, source, text, clause, value, display, description, proposed_by, status, created_at, decided_at)
         values (?, ?, ?, ?, ?, ?, ?, ?, ?::jsonb, ?, ?, ?, ?, ?, ?)`,
        [
          p.id,
          agreementId,
          p.questionId,
          p.round,
          p.optionId,
          p.source,
          p.text,
          p.clause,
          p.value === null ? null : JSON.stringify(p.value),
          p.display,
          p.description,
          p.proposedBy,
          p.status,
          p.createdAt,
          p.status === 'pending' ? null : now,
        ],
      );
    }
    for (const p of c.changedProposals) {
      const written = await tx.execute<unknown[]>(
        `update proposals set status = ?, decided_at = case when ?::text = 'pending' then null else ?::timestamptz end where agreement_id = ? and id = ? returning 1`,
        [p.status, p.status, now, agreementId, p.id],
      );
      expectCount('proposals', written, 1);
    }
    const responses = [
      ...c.newProposals.flatMap((p) => p.responses.map((r) => ({ proposalId: p.id, ...r }))),
      ...c.newResponses,
    ];
    for (const r of responses) {
      await tx.execute(
        'insert into proposal_responses (proposal_id, participant_id, accepted, responded_at) values (?, ?, ?, ?)',
        [r.proposalId, r.participantId, r.accepted, now],
      );
    }
    if (c.upsertedMarks.length > 0) {
      const v = valuesList(
        c.upsertedMarks,
        ['uuid', 'uuid', 'integer', 'boolean', 'boolean', 'boolean'],
        (m) => [m.participantId, m.questionId, m.round, m.canAccept, m.important, m.shownInMatch],
      );
      // `shown_in_match` is never cleared within a round (security review L3: a shown mark stays final).
      const written = await tx.execute<unknown[]>(
        `insert into point_marks (agreement_id, participant_id, question_id, round, can_accept, important, shown_in_match, updated_at)
         select ?, v.participant_id, v.question_id, v.round, v.can_accept, v.important, v.shown_in_match, ?
           from (values ${v.sql}) as v(participant_id, question_id, round, can_accept, important, shown_in_match)
         on conflict (participant_id, question_id, round) do update set can_accept = excluded.can_accept, important = excluded.important,
           shown_in_match = point_marks.shown_in_match or excluded.shown_in_match, updated_at = excluded.updated_at
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
    const deleted = await tx.execute<unknown[]>('delete from agreements where id = ? returning 1', [
      agreementId,
    ]);
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

  /**
   * Issue 31: what a batch changed in the signing rows: new signatures (with the client facts, kept
   * here only), signatures voided, the codes used (each once: a code used meanwhile fails the
   * transaction) and the attempts that signed.
   */
  async writeSigning(tx: Sql, agreementId: string, c: SigningChanges, now: Date): Promise<void> {
    for (const s of c.newSignatures) {
      await tx.execute(
        `insert into signatures (id, agreement_id, participant_id, user_id, name, method, ip_address, user_agent, text_sha256, signed_at, code_sent_to, email_confirmed)
         values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        [
          s.id,
          agreementId,
          s.participantId,
          s.userId,
          s.name,
          s.method,
          s.ipAddress,
          s.userAgent,
          s.textSha256,
          s.signedAt,
          s.codeSentTo,
          s.emailConfirmed,
        ],
      );
    }
    if (c.voidedIds.length > 0) {
      const written = await tx.execute<unknown[]>(
        `update signatures set voided_at = ? where agreement_id = ? and voided_at is null and id in (${c.voidedIds.map(() => '?').join(', ')}) returning 1`,
        [now, agreementId, ...c.voidedIds],
      );
      expectCount('voided signatures', written, c.voidedIds.length);
    }
    for (const id of c.usedCodeIds) {
      const used = await tx.execute<unknown[]>(
        'update signing_codes set used_at = ? where id = ? and agreement_id = ? and used_at is null returning 1',
        [now, id, agreementId],
      );
      // Read as unused under the lock: only a write outside the lock could have used it (never commit then).
      if (used.length !== 1) throw new DomainError(ErrorCode.InvalidSigningProof, SigningMessages.wrongCode);
    }
    if (c.succeededAttempts.length > 0) {
      await tx.execute(
        `update signing_attempts set succeeded = true where id in (${c.succeededAttempts.map(() => '?').join(', ')})`,
        c.succeededAttempts,
      );
    }
  }

  /** Appends chained entries to the agreement's audit trail (in the transaction of the change). */
  async addAudit(tx: Sql, agreementId: string, entries: readonly AuditEntry[]): Promise<void> {
    if (entries.length === 0) return;
    const v = valuesList(
      entries,
      ['integer', 'text', 'timestamptz', 'text', 'integer', 'jsonb', 'text', 'text', 'text', 'text'],
      (e) => [
        e.seq,
        e.kind,
        e.occurredAt,
        e.actorName,
        e.round,
        JSON.stringify(e.details),
        e.prevHash,
        e.hash,
        e.mac ?? null,
        e.keyId ?? null,
      ],
    );
    const written = await tx.execute<unknown[]>(
      `insert into audit_events (agreement_id, seq, kind, occurred_at, actor_name, round, details, prev_hash, hash, mac, key_id)
       select ?, v.seq, v.kind, v.occurred_at, v.actor_name, v.round, v.details, v.prev_hash, v.hash, v.mac, v.key_id
         from (values ${v.sql}) as v(seq, kind, occurred_at, actor_name, round, details, prev_hash, hash, mac, key_id)
       returning 1`,
      [agreementId, ...v.params],
    );
    expectCount('audit events', written, entries.length);
  }

  /** Writes an event to the outbox in the caller's transaction (published after the commit). */
  async addToOutbox(tx: Sql, event: OutboxEvent): Promise<void> {
    const origin = event.origin ?? {};
    await tx.execute(
      'insert into outbox (id, subject, payload, request_id, traceparent, tracestate) values (?, ?, ?::jsonb, ?, ?, ?)',
      [
        event.id,
        event.subject,
        JSON.stringify(event.payload),
        origin.requestId ?? null,
        origin.traceparent ?? null,
        origin.tracestate ?? null,
      ],
    );
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
   * changed (drafts alone change nothing others see), and the visitor's participant rows that became the
   * account's.
   */
  async transferAnonymous(
    tx: Sql,
    anonymousId: string,
    userId: string,
    userName: string,
  ): Promise<{ agreements: Set<string>; participants: { agreementId: string; participantId: string }[] }> {
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
    const moved = await tx.execute<{ agreementId: string; participantId: string }[]>(
      `update participants set user_id = ?, user_name = ?, is_anonymous = false where user_id = ? returning agreement_id as "agreementId", id as "participantId"`,
      [userId, userName, anonymousId],
    );
    const started = await tx.execute<{ id: string }[]>(
      `update agreements set initiator_id = ?, initiator_name = ?, updated_at = now() where initiator_id = ? returning id`,
      [userId, userName, anonymousId],
    );
    return {
      agreements: new Set([...moved.map((m) => m.agreementId), ...started.map((a) => a.id)]),
      participants: moved,
    };
  }
}
