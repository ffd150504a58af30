import type { PaymentRow } from '../obligations/obligations.rules';
import type { ReviewRow } from '../reviews/review.rules';
import { AgreementMessages, type AuditEntry, ErrorCode } from '@avtalt/contracts';
import { DomainError, inTransaction, type Sql, sqlOf, type Timestamps, withDates } from '@avtalt/service-kit';
import type { EntityManager } from '@mikro-orm/postgresql';
import {
  type LimitRow,
  type MarkRow,
  type ModelDraftRow,
  type NegotiationRows,
  negotiationRowsOf,
  type ProposalResponseRow,
  type ProposalRow,
} from '../negotiation/negotiation.rows';
import type { SignatureRow } from '../signing/signing.rules';
import type {
  AgreementRow,
  AgreementSnapshot,
  AnswerRow,
  DraftRow,
  GuardianRow,
  ObserverRow,
  ParticipantRow,
  QuestionRow,
  RuleRow,
  SubmissionRow,
} from './agreement.rows';

export type { Sql } from '@avtalt/service-kit';

export interface AgreementListRow {
  agreement: AgreementRow;
  participantCount: number;
  /** Issue 34: the names of those taking part whose answers of the current round are missing, in joining order. */
  waitingFor: string[];
  /** The user started the agreement or takes part in it (not only answering a draft): they may read the names. */
  insider: boolean;
}

const AGREEMENT_COLUMNS = `a.id, a.title, a.description, a.topic_id as "topicId", a.topic_title as "topicTitle", a.status,
  a.current_round as "currentRound", a.max_rounds as "maxRounds", a.expected_participants as "expectedParticipants",
  a.declared_disagreement as "declaredDisagreement", a.blind, a.required_signature_level as "requiredSignatureLevel", a.language, a.english_appendix as "englishAppendix", a.translations, a.initiator_id as "initiatorId", a.initiator_name as "initiatorName",
  a.legal_text as "legalText", a.frozen_text as "frozenText", a.frozen_text_sha256 as "frozenTextSha256", a.document, a.amends_id as "amendsId", a.version_number as "versionNumber",
  a.reopened_question_ids as "reopenedQuestionIds", a.clauses_before as "clausesBefore", a.replaced_by_id as "replacedById", a.replaced_at as "replacedAt", a.created_at as "createdAt", a.updated_at as "updatedAt", a.version::text as "version", a.ends_on::text as "endsOn"`;

// Raw queries may return timestamps as strings (the ORM's type parsers); rows always carry Dates.
const agreementRow = (
  r: Timestamps<AgreementRow, 'createdAt' | 'updatedAt'> & { replacedAt?: Date | string | null },
): AgreementRow => ({
  ...r,
  replacedAt: r.replacedAt ? new Date(r.replacedAt) : null,
  createdAt: new Date(r.createdAt),
  updatedAt: new Date(r.updatedAt),
});
const participantRow = (r: Timestamps<ParticipantRow, 'joinedAt'>): ParticipantRow => ({
  ...r,
  joinedAt: new Date(r.joinedAt),
});

/**
 * The agreements service's reads (SQL that only selects). Everyone may use it; what changes an
 * agreement's rows is in {@link ./agreement.repository}, which only the writer's modules may import
 * (eslint.config.mjs, docs/agreements-write-path.md).
 */
/**
 * What the parties recorded of an agreement's payment schedule (docs/obligations.md), read with `sql`: the
 * writer's transaction (under the lock) or a reader's connection.
 */
export async function readPayments(sql: Sql, agreementId: string): Promise<PaymentRow[]> {
  const rows = await sql.execute<Timestamps<PaymentRow, 'paidAt' | 'receivedAt' | 'remindedAt'>[]>(
    `select item_id as "itemId", paid_at as "paidAt", paid_by as "paidBy", received_at as "receivedAt",
            received_by as "receivedBy", reminded_at as "remindedAt"
       from payments where agreement_id = ? order by item_id`,
    [agreementId],
  );
  return rows.map((r) => withDates(r, ['paidAt', 'receivedAt', 'remindedAt']));
}

/** The agreement's review row (docs/reviews.md), or null before the sweep or a party made one. */
export async function readReview(sql: Sql, agreementId: string): Promise<ReviewRow | null> {
  const [row] = await sql.execute<Timestamps<ReviewRow, 'setAt' | 'confirmedAt'>[]>(
    `select review_on::text as "reviewOn", reason, set_by as "setBy", set_at as "setAt",
            reminded_on::text as "remindedOn", confirmed_at as "confirmedAt", confirmed_by as "confirmedBy"
       from reviews where agreement_id = ?`,
    [agreementId],
  );
  return row ? withDates(row, ['setAt', 'confirmedAt']) : null;
}

export class AgreementReadRepository {
  constructor(protected readonly em: EntityManager) {}

  /** Runs `work` in one transaction (a consistent read with `repeatable read`). */
  transaction<T>(work: (tx: Sql) => Promise<T>, isolation?: 'repeatable read'): Promise<T> {
    return inTransaction(this.em, work, isolation);
  }

  /** The pool connection, for reads outside a transaction. */
  get db(): Sql {
    return sqlOf(this.em.getConnection());
  }

  /** Signed agreements, the current version, with obligation rules, after `afterId` by id (the reminder sweep). */
  async withObligations(afterId: string, limit: number): Promise<string[]> {
    const rows = await this.db.execute<{ id: string }[]>(
      `select id from agreements
        where status = 'signed' and replaced_by_id is null and document -> 'obligations' is not null and id > ?
        order by id limit ?`,
      [afterId, limit],
    );
    return rows.map((r) => r.id);
  }

  /** What the parties recorded of the agreement's payment schedule (docs/obligations.md). */
  payments(agreementId: string): Promise<PaymentRow[]> {
    return readPayments(this.db, agreementId);
  }

  /** The agreement's review row (docs/reviews.md). */
  review(agreementId: string): Promise<ReviewRow | null> {
    return readReview(this.db, agreementId);
  }

  /**
   * The review sweep (docs/reviews.md), after `afterId` by id: signed current agreements with no review row yet
   * (`unplanned`), or whose review is on or before `noticeFrom` and was not reminded of (`due`).
   */
  async reviewsToSweep(
    kind: 'unplanned' | 'due',
    noticeFrom: string,
    afterId: string,
    limit: number,
  ): Promise<string[]> {
    const condition =
      kind === 'unplanned'
        ? 'r.agreement_id is null'
        : 'r.review_on <= ?::date and r.reminded_on is distinct from r.review_on';
    const rows = await this.db.execute<{ id: string }[]>(
      `select a.id from agreements a left join reviews r on r.agreement_id = a.id
        where a.status = 'signed' and a.replaced_by_id is null and a.ends_on is null and ${condition} and a.id > ?
        order by a.id limit ?`,
      [...(kind === 'due' ? [noticeFrom] : []), afterId, limit],
    );
    return rows.map((r) => r.id);
  }

  /** All rows of one agreement (eight queries); NotFound when it does not exist. */
  async load(sql: Sql, agreementId: string): Promise<AgreementSnapshot> {
    const [[agreement], questions, rules, participants, answers, submissions, observers, guardians] =
      await Promise.all([
        sql.execute<Timestamps<AgreementRow, 'createdAt' | 'updatedAt'>[]>(
          `select ${AGREEMENT_COLUMNS} from agreements a where a.id = ?`,
          [agreementId],
        ),
        sql.execute<QuestionRow[]>(
          `select id, text, type, options, position as "order", description, required, clause_yes as "clauseYes", clause_no as "clauseNo",
                format, option_clauses as "optionClauses", clause_template as "clauseTemplate",
                section, fact, party_roles as "partyRoles", middle_ground as "middleGround",
                replaces_question_id as "replacesQuestionId", from_round as "fromRound", settled_by_proposal_id as "settledByProposalId",
                checks, translations
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
        sql.execute<AnswerRow[]>(
          `select participant_id as "participantId", question_id as "questionId", round, response from answers where agreement_id = ?`,
          [agreementId],
        ),
        sql.execute<SubmissionRow[]>(
          `select participant_id as "participantId", round from submissions where agreement_id = ?`,
          [agreementId],
        ),
        sql.execute<Timestamps<ObserverRow, 'invitedAt' | 'acceptedAt'>[]>(
          `select id, email, invited_by_user_id as "invitedByUserId", invited_by_name as "invitedByName", user_id as "userId",
                user_name as "userName", invited_at as "invitedAt", accepted_at as "acceptedAt"
           from observers where agreement_id = ? order by invited_at, id`,
          [agreementId],
        ),
        sql.execute<Timestamps<GuardianRow, 'invitedAt' | 'acceptedAt'>[]>(
          `select id, participant_id as "participantId", email, invited_at as "invitedAt", user_id as "userId",
                user_name as "userName", birth_date::text as "birthDate", relation, accepted_at as "acceptedAt"
           from guardians where agreement_id = ? order by invited_at, id`,
          [agreementId],
        ),
      ]);
    if (!agreement) throw new DomainError(ErrorCode.NotFound, AgreementMessages.notFound);
    return {
      agreement: agreementRow(agreement),
      questions,
      rules,
      participants: participants.map(participantRow),
      answers,
      submissions,
      observers: observers.map((o) => withDates(o, ['invitedAt', 'acceptedAt'])),
      guardians: guardians.map((g) => withDates(g, ['invitedAt', 'acceptedAt'])),
    };
  }

  /** The current version of each agreement that exists; one indexed query for the whole list. */
  async versions(agreementIds: string[]): Promise<Map<string, string>> {
    const rows = await this.db.execute<{ id: string; version: string }[]>(
      `select id, version::text as version from agreements where id in (${agreementIds.map(() => '?').join(', ')})`,
      agreementIds,
    );
    return new Map(rows.map((row) => [row.id, row.version]));
  }

  /** The agreement row alone (the writer's delete and the document paths). */
  async agreement(sql: Sql, agreementId: string): Promise<AgreementRow | undefined> {
    const [row] = await sql.execute<Timestamps<AgreementRow, 'createdAt' | 'updatedAt'>[]>(
      `select ${AGREEMENT_COLUMNS} from agreements a where a.id = ?`,
      [agreementId],
    );
    return row && agreementRow(row);
  }

  /** Whether the question is one of the agreement's (issue 19: chat messages tagged with a question). */
  async questionExists(agreementId: string, questionId: string): Promise<boolean> {
    const rows = await this.db.execute<unknown[]>(
      'select 1 from agreement_questions where agreement_id = ? and id = ?',
      [agreementId, questionId],
    );
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

  /** The agreement's negotiation rows: proposals with their responses, marks, model drafts, private limits. */
  async negotiation(sql: Sql, agreementId: string): Promise<NegotiationRows> {
    const [proposals, responses, marks, modelDrafts, limits] = await Promise.all([
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
        `select participant_id as "participantId", question_id as "questionId", round, can_accept as "canAccept", important,
                shown_in_match as "shownInMatch"
           from point_marks where agreement_id = ?`,
        [agreementId],
      ),
      sql.execute<(Omit<ModelDraftRow, 'createdAt'> & { createdAt: Date | string })[]>(
        `select id, question_id as "questionId", round, text, clause, created_by as "createdBy", created_at as "createdAt"
           from model_drafts where agreement_id = ? order by created_at, id`,
        [agreementId],
      ),
      sql.execute<(Omit<LimitRow, 'createdAt'> & { createdAt: Date | string })[]>(
        `select participant_id as "participantId", question_id as "questionId", round, value, created_at as "createdAt"
           from point_limits where agreement_id = ? order by created_at, participant_id`,
        [agreementId],
      ),
    ]);
    return negotiationRowsOf(proposals, responses, marks, modelDrafts, limits);
  }

  /** Agreements a migration marked for a new decision of their status (see the drafts migration). */
  async pendingRechecks(limit: number): Promise<string[]> {
    const rows = await this.db.execute<{ id: string }[]>(
      'select agreement_id as id from agreement_rechecks order by agreement_id limit ?',
      [limit],
    );
    return rows.map((r) => r.id);
  }

  /**
   * Agreements the user started, takes part in, or is answering (drafts of the current round), newest
   * first, with their participant counts. Taking part means what the round rules count: joined (an
   * answer set in round 1) and not removed.
   */
  async list(userId: string, statuses: readonly string[]): Promise<AgreementListRow[]> {
    const joined = (alias: string) =>
      `${alias}.removed_in_round is null and exists (select 1 from submissions s where s.participant_id = ${alias}.id and s.round = 1)`;
    type ListRow = Timestamps<AgreementRow, 'createdAt' | 'updatedAt'> & {
      participantCount: string | number;
      waitingFor: string[] | string | null;
      insider: boolean;
    };
    const rows = await this.db.execute<ListRow[]>(
      `select ${AGREEMENT_COLUMNS}, (select count(*) from participants p2 where p2.agreement_id = a.id and ${joined('p2')}) as "participantCount",
              (select coalesce(json_agg(p3.user_name order by p3.joined_at, p3.id), '[]'::json) from participants p3
                where p3.agreement_id = a.id and ${joined('p3')}
                  and not exists (select 1 from submissions s3 where s3.participant_id = p3.id and s3.round = a.current_round)) as "waitingFor",
              (a.initiator_id = ? or exists (select 1 from participants p4 where p4.agreement_id = a.id and p4.user_id = ? and ${joined('p4')})) as "insider"
         from agreements a
        where a.status in (${statuses.map(() => '?').join(', ')})
          and (a.initiator_id = ?
               or exists (select 1 from participants p where p.agreement_id = a.id and p.user_id = ? and ${joined('p')})
               or (exists (select 1 from draft_answers d where d.agreement_id = a.id and d.owner_id = ? and d.round = a.current_round)
                   and not exists (select 1 from participants r where r.agreement_id = a.id and r.user_id = ? and r.removed_in_round is not null)))
        order by a.updated_at desc, a.id
        limit 200`,
      [userId, userId, ...statuses, userId, userId, userId, userId],
    );
    return rows.map(({ participantCount, waitingFor, insider, ...agreement }) => ({
      agreement: agreementRow(agreement),
      participantCount: Number(participantCount),
      waitingFor: (typeof waitingFor === 'string'
        ? (JSON.parse(waitingFor) as string[])
        : (waitingFor ?? [])
      ).filter((n) => typeof n === 'string'),
      insider: insider === true,
    }));
  }

  /** Issue 18/31: the agreement's signatures that are not voided, oldest first (with the client facts: server-side only). */
  async activeSignatures(sql: Sql, agreementId: string): Promise<SignatureRow[]> {
    const rows = await sql.execute<Timestamps<SignatureRow, 'signedAt'>[]>(
      `select id, participant_id as "participantId", user_id as "userId", name, method, ip_address as "ipAddress",
              user_agent as "userAgent", text_sha256 as "textSha256", signed_at as "signedAt", voided_at as "voidedAt",
              code_sent_to as "codeSentTo", email_confirmed as "emailConfirmed", eid, role
         from signatures where agreement_id = ? and voided_at is null order by signed_at, id`,
      [agreementId],
    );
    return rows.map((r) => ({ ...r, signedAt: new Date(r.signedAt), voidedAt: null }));
  }

  /** When the last party who still has a signature signed (null: nobody has). */
  async lastSignedAt(sql: Sql, agreementId: string): Promise<Date | null> {
    const [row] = await sql.execute<{ at: Date | string | null }[]>(
      'select max(signed_at) as at from signatures where agreement_id = ? and voided_at is null',
      [agreementId],
    );
    return row?.at ? new Date(row.at) : null;
  }

  /** When the signatures were last voided (null: never). */
  async lastVoidedAt(sql: Sql, agreementId: string): Promise<Date | null> {
    const [row] = await sql.execute<{ at: Date | string | null }[]>(
      'select max(voided_at) as at from signatures where agreement_id = ?',
      [agreementId],
    );
    return row?.at ? new Date(row.at) : null;
  }

  /** Which of these code rows of the agreement are still unused (read under the agreement's row lock). */
  async unusedCodes(sql: Sql, agreementId: string, codeIds: readonly string[]): Promise<Set<string>> {
    if (codeIds.length === 0) return new Set();
    const rows = await sql.execute<{ id: string }[]>(
      `select id from signing_codes where agreement_id = ? and used_at is null and id in (${codeIds.map(() => '?').join(', ')})`,
      [agreementId, ...codeIds],
    );
    return new Set(rows.map((r) => r.id));
  }

  /** The agreement's audit trail in order, with each entry's MAC and key id (null: written before the keys). */
  async auditTrail(sql: Sql, agreementId: string): Promise<AuditEntry[]> {
    const rows = await sql.execute<(Omit<AuditEntry, 'occurredAt'> & { occurredAt: Date | string })[]>(
      `select seq, kind, occurred_at as "occurredAt", actor_name as "actorName", round, details, prev_hash as "prevHash", hash, mac, key_id as "keyId"
         from audit_events where agreement_id = ? order by seq`,
      [agreementId],
    );
    return rows.map((r) => ({ ...r, seq: Number(r.seq), occurredAt: new Date(r.occurredAt).toISOString() }));
  }

  /** Whether a later version of the agreement is being negotiated (made and not yet signed). */
  async openAmendment(tx: Sql, agreementId: string): Promise<boolean> {
    const rows = await tx.execute<unknown[]>(
      `select 1 from agreements where amends_id = ? and status <> 'signed' limit 1`,
      [agreementId],
    );
    return rows.length > 0;
  }
}
