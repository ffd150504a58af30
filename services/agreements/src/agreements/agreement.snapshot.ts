import { AgreementMessages, ErrorCode } from '@avtalt/contracts';
import { DomainError } from '@avtalt/service-kit';
import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { RoundSnapshot } from '../rounds/rounds.rules';
import {
  AgreementEntity,
  AgreementQuestionEntity,
  AgreementRuleEntity,
  AnswerEntity,
  ParticipantEntity,
  SubmissionEntity,
} from './agreement.entities';

/** Everything about one agreement, loaded in five queries (no N+1). */
export interface AgreementSnapshot {
  agreement: AgreementEntity;
  questions: AgreementQuestionEntity[];
  rules: AgreementRuleEntity[];
  participants: ParticipantEntity[];
  answers: AnswerEntity[];
  submissions: SubmissionEntity[];
}

/**
 * Loads an agreement and its rows. With `lock`, the agreement row is locked FOR UPDATE first, so
 * concurrent submissions to one agreement are applied one after another (nothing lost or counted twice).
 */
export async function loadSnapshot(em: EntityManager, agreementId: string, lock = false): Promise<AgreementSnapshot> {
  const agreement = await em.findOne(AgreementEntity, { id: agreementId }, lock ? { lockMode: LockMode.PESSIMISTIC_WRITE } : {});
  if (!agreement) throw new DomainError(ErrorCode.NotFound, AgreementMessages.notFound);
  const where = { agreementId };
  const [questions, rules, participants, answers, submissions] = await Promise.all([
    em.find(AgreementQuestionEntity, where, { orderBy: { order: 'asc' } }),
    em.find(AgreementRuleEntity, where),
    em.find(ParticipantEntity, where, { orderBy: { joinedAt: 'asc', id: 'asc' } }),
    em.find(AnswerEntity, where),
    em.find(SubmissionEntity, where),
  ]);
  return { agreement, questions, rules, participants, answers, submissions };
}

type Row = Record<string, unknown>;
const camel = (row: Row): Row => Object.fromEntries(Object.entries(row).map(([k, v]) => [k.replace(/_(\w)/g, (_, c: string) => c.toUpperCase()), v]));

/**
 * The read-only variant of {@link loadSnapshot} for the hot read paths (comparison, questions,
 * get): the same six queries, returning plain rows instead of hydrated, change-tracked entities.
 */
export async function readSnapshot(em: EntityManager, agreementId: string): Promise<AgreementSnapshot> {
  // em.execute: inside a transaction (a writer holding the row lock) the reads are the transaction's.
  const rows = (sql: string): Promise<Row[]> => em.execute<Row[]>(sql, [agreementId]);
  const [[agreement], questions, rules, participants, answers, submissions] = await Promise.all([
    rows('select * from agreements where id = ?'),
    rows('select *, position as "order" from agreement_questions where agreement_id = ? order by position'),
    rows('select * from agreement_rules where agreement_id = ?'),
    rows('select * from participants where agreement_id = ? order by joined_at, id'),
    rows('select agreement_id, participant_id, question_id, round, response from answers where agreement_id = ?'),
    rows('select participant_id, round from submissions where agreement_id = ?'),
  ]);
  if (!agreement) throw new DomainError(ErrorCode.NotFound, AgreementMessages.notFound);
  // Timestamps may come back as strings from a raw query; the mapper formats Dates.
  const a = camel(agreement);
  a.createdAt = new Date(a.createdAt as string | Date);
  a.updatedAt = new Date(a.updatedAt as string | Date);
  return {
    agreement: a as unknown as AgreementEntity,
    questions: questions.map(camel) as unknown as AgreementQuestionEntity[],
    rules: rules.map(camel) as unknown as AgreementRuleEntity[],
    participants: participants.map(camel) as unknown as ParticipantEntity[],
    answers: answers.map(camel) as unknown as AnswerEntity[],
    submissions: submissions.map(camel) as unknown as SubmissionEntity[],
  };
}

/** The pure rules' view of a snapshot. */
export function toRoundSnapshot(s: AgreementSnapshot): RoundSnapshot {
  return {
    currentRound: s.agreement.currentRound,
    maxRounds: s.agreement.maxRounds,
    expectedParticipants: s.agreement.expectedParticipants,
    declaredDisagreement: s.agreement.declaredDisagreement,
    initiatorId: s.agreement.initiatorId,
    questions: s.questions.map((q) => ({ id: q.id, type: q.type, order: q.order, required: q.required, options: q.options })),
    rules: s.rules.map((r) => ({
      id: r.id,
      questionId: r.questionId,
      sourceQuestionId: r.sourceQuestionId,
      operator: r.operator,
      value: r.value,
      action: r.action,
      targetQuestionId: r.targetQuestionId,
    })),
    participants: s.participants.map((p) => ({ id: p.id, userId: p.userId, isAnonymous: p.isAnonymous })),
    answers: s.answers.map((a) => ({ participantId: a.participantId, questionId: a.questionId, round: a.round, response: a.response })),
    submissions: s.submissions.map((x) => ({ participantId: x.participantId, round: x.round })),
  };
}
