import { AgreementMessages, ErrorCode } from '@avtalt/contracts';
import { DomainError, expectCount, type Sql, valuesList } from '@avtalt/service-kit';
import { AgreementReadRepository } from './agreement-reads.repository';
import type { AgreementChanges, AgreementFields } from './agreement.changes';
import type { AgreementRow, QuestionRow, RuleRow } from './agreement.rows';
import { jsonValue } from './sql-values';

export type { Sql } from '@avtalt/service-kit';

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
    | 'requiredSignatureLevel'
  >;
  questions: QuestionRow[];
  rules: RuleRow[];
}

/**
 * The SQL that changes the agreement aggregate (the agreement row, its questions, rules, participants,
 * answers and submissions; with the reads it inherits). The writer's alone: only its modules may import
 * it (the ESLint boundary in eslint.config.mjs), so every change of an agreement's rows goes through the
 * one writer. The other table families the writer changes have their own repositories (drafts,
 * negotiation, signatures, audit trail, outbox). Writes take the rows the commands produced, and every
 * write statement checks how many rows it changed, so a write that did not happen fails its transaction
 * instead of committing as if it had.
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

  /** Writes the rows a batch changed (at most nine statements) and returns the agreement's new version and time. */
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
    // After the questions they refer to: the rules copied to a replacement question.
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
    // A signature froze the texts, or a void or new party details cleared them: written with the fields.
    const t = changes.texts;
    const [updated] = await tx.execute<{ version: string; updatedAt: Date | string }[]>(
      `update agreements set status = ?, current_round = ?, declared_disagreement = ?, expected_participants = ?, blind = ?, required_signature_level = ?,
              language = ?, english_appendix = ?, updated_at = ?${
                t ? ', frozen_text = ?, frozen_text_sha256 = ?, legal_text = ?' : ''
              }
        where id = ? returning version::text as version, updated_at as "updatedAt"`,
      [
        fields.status,
        fields.currentRound,
        fields.declaredDisagreement,
        fields.expectedParticipants,
        fields.blind,
        fields.requiredSignatureLevel,
        fields.language ?? 'nb',
        fields.englishAppendix ?? false,
        now,
        ...(t ? [t.frozenText, t.frozenTextSha256, t.legalText] : []),
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
                               declared_disagreement, initiator_id, initiator_name, document, language, english_appendix, translations,
                               created_at, updated_at)
       values (?, ?, ?, ?, ?, 'pending', 1, ?, ?, false, ?, ?, ?::jsonb, ?, ?, ?::jsonb, ?, ?)`,
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
        a.language ?? 'nb',
        a.englishAppendix ?? false,
        a.translations ? JSON.stringify(a.translations) : null,
        a.createdAt,
        a.updatedAt,
      ],
    );
    await this.insertQuestions(tx, a.id, questions);
    await this.insertRules(tx, a.id, rules);
  }

  /** Stores what makes an agreement an amendment (docs/amendments.md), in the transaction that made it. */
  async setAmendment(
    tx: Sql,
    agreementId: string,
    a: {
      amendsId: string;
      versionNumber: number;
      reopenedQuestionIds: readonly string[];
      clausesBefore: object;
      endsOn: string | null;
    },
  ): Promise<void> {
    await tx.execute(
      `update agreements set amends_id = ?, version_number = ?, reopened_question_ids = ?::jsonb, clauses_before = ?::jsonb,
        ends_on = ?::date where id = ?`,
      [
        a.amendsId,
        a.versionNumber,
        JSON.stringify(a.reopenedQuestionIds),
        JSON.stringify(a.clausesBefore),
        a.endsOn,
        agreementId,
      ],
    );
  }

  /**
   * The earlier version is replaced once its amendment is signed by all (in that transaction): it stays as it
   * was, readable and verifiable, and says by what and from when.
   */
  async markReplaced(tx: Sql, agreementId: string, replacedById: string, at: Date): Promise<void> {
    await tx.execute(
      `update agreements set replaced_by_id = ?, replaced_at = ? where id = ? and replaced_by_id is null`,
      [replacedById, at, agreementId],
    );
  }

  /** Inserts logic rules of an agreement (its copy at creation, or the rules copied to a replacement question of a settled point). */
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

  /** Inserts questions of an agreement (its copy at creation, or the replacement question of a settled point). */
  private async insertQuestions(
    tx: Sql,
    agreementId: string,
    questions: readonly QuestionRow[],
  ): Promise<void> {
    if (questions.length === 0) return;
    // The columns' types, in the order of the values below.
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
    ].concat(['text', 'text', 'boolean', 'jsonb', 'jsonb', 'uuid', 'integer', 'uuid', 'jsonb', 'jsonb']);
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
      json(q.translations),
    ]);
    const written = await tx.execute<unknown[]>(
      `insert into agreement_questions (id, agreement_id, text, type, options, position, description, required, clause_yes, clause_no,
                                        format, option_clauses, clause_template, section, fact, party_roles,
                                        middle_ground, replaces_question_id, from_round, settled_by_proposal_id, checks, translations)
       select v.id, ?, v.text, v.type, v.options, v.position, v.description, v.required, v.clause_yes, v.clause_no,
              v.format, v.option_clauses, v.clause_template, v.section, v.fact, v.party_roles,
              v.middle_ground, v.replaces_question_id, v.from_round, v.settled_by_proposal_id, v.checks, v.translations
         from (values ${v.sql}) as v(id, text, type, options, position, description, required, clause_yes, clause_no,
                                     format, option_clauses, clause_template, section, fact, party_roles,
                                     middle_ground, replaces_question_id, from_round, settled_by_proposal_id, checks, translations)
       returning 1`,
      [agreementId, ...v.params],
    );
    expectCount('questions', written, questions.length);
  }

  /** Deletes the agreement and (by cascade) every row of it. */
  async delete(tx: Sql, agreementId: string): Promise<void> {
    const deleted = await tx.execute<unknown[]>('delete from agreements where id = ? returning 1', [
      agreementId,
    ]);
    expectCount('agreement', deleted, 1);
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
    // The account took part (or started it) as a visitor: that is what it is in these agreements. Being an
    // observer or a guardian there ends (a party is neither: docs/observers.md, docs/guardians.md).
    for (const table of ['observers', 'guardians'])
      await tx.execute(
        `delete from ${table} where user_id = ? and agreement_id in (
            select agreement_id from participants where user_id = ? union select id from agreements where initiator_id = ?)`,
        [userId, anonymousId, anonymousId],
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
