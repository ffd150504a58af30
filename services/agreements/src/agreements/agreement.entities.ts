import { Entity, OptionalProps, PrimaryKey, Property, Unique } from '@mikro-orm/core';
import type { AgreementStatus, QuestionType } from '@avtalt/contracts';
import { randomUUID } from 'node:crypto';

@Entity({ tableName: 'agreements' })
export class AgreementEntity {
  [OptionalProps]?: 'status' | 'currentRound' | 'legalText' | 'declaredDisagreement' | 'createdAt' | 'updatedAt' | 'topicId' | 'topicTitle';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ type: 'string', length: 200 })
  title!: string;

  @Property({ type: 'text' })
  description!: string;

  @Property({ type: 'uuid', nullable: true })
  topicId: string | null = null;

  @Property({ type: 'string', length: 200, nullable: true })
  topicTitle: string | null = null;

  @Property({ type: 'string', length: 20 })
  status: AgreementStatus = 'pending';

  @Property({ type: 'integer' })
  currentRound = 1;

  @Property({ type: 'integer' })
  maxRounds!: number;

  @Property({ type: 'integer' })
  expectedParticipants!: number;

  @Property({ type: 'boolean' })
  declaredDisagreement = false;

  @Property({ type: 'string', length: 64, index: true })
  initiatorId!: string;

  @Property({ type: 'string', length: 200 })
  initiatorName!: string;

  @Property({ type: 'text', nullable: true })
  legalText: string | null = null;

  @Property({ type: 'timestamptz' })
  createdAt: Date = new Date();

  @Property({ type: 'timestamptz', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}

/** The agreement's own copy of a question: an admin editing a template later changes nothing here. */
@Entity({ tableName: 'agreement_questions' })
export class AgreementQuestionEntity {
  [OptionalProps]?: 'description' | 'required' | 'clauseYes' | 'clauseNo' | 'options';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ type: 'uuid', index: true })
  agreementId!: string;

  @Property({ type: 'string', length: 500 })
  text!: string;

  @Property({ type: 'string', length: 20 })
  type!: QuestionType;

  @Property({ type: 'json', nullable: true })
  options: string[] | null = null;

  @Property({ type: 'integer', fieldName: 'position' })
  order!: number;

  @Property({ type: 'text', nullable: true })
  description: string | null = null;

  @Property({ type: 'boolean' })
  required = false;

  @Property({ type: 'text', nullable: true })
  clauseYes: string | null = null;

  @Property({ type: 'text', nullable: true })
  clauseNo: string | null = null;
}

@Entity({ tableName: 'agreement_rules' })
export class AgreementRuleEntity {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ type: 'uuid', index: true })
  agreementId!: string;

  @Property({ type: 'uuid' })
  questionId!: string;

  @Property({ type: 'uuid' })
  sourceQuestionId!: string;

  @Property({ type: 'string', length: 20 })
  operator!: 'equals' | 'not_equals' | 'contains' | 'not_contains' | 'greater_than' | 'less_than';

  @Property({ type: 'json', nullable: true })
  value!: boolean | string | number | null;

  @Property({ type: 'string', length: 20 })
  action!: 'show' | 'hide' | 'jump_to' | 'end_form';

  @Property({ type: 'uuid', nullable: true })
  targetQuestionId: string | null = null;
}

@Entity({ tableName: 'participants' })
@Unique({ properties: ['agreementId', 'userId'] })
export class ParticipantEntity {
  [OptionalProps]?: 'joinedAt';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ type: 'uuid', index: true })
  agreementId!: string;

  /** A user id, or the anonymous id of the visitor's session. */
  @Property({ type: 'string', length: 64, index: true })
  userId!: string;

  @Property({ type: 'string', length: 200 })
  userName!: string;

  @Property({ type: 'boolean' })
  isAnonymous!: boolean;

  @Property({ type: 'timestamptz' })
  joinedAt: Date = new Date();
}

/** One participant's answer to one question in one round. */
@Entity({ tableName: 'answers' })
export class AnswerEntity {
  [OptionalProps]?: 'answeredAt';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ type: 'uuid', index: true })
  agreementId!: string;

  @Property({ type: 'uuid' })
  participantId!: string;

  @Property({ type: 'uuid' })
  questionId!: string;

  @Property({ type: 'integer' })
  round!: number;

  @Property({ type: 'boolean' })
  response!: boolean;

  @Property({ type: 'timestamptz' })
  answeredAt: Date = new Date();
}

/** A participant has submitted their answer set for a round (hasResponded). */
@Entity({ tableName: 'submissions' })
export class SubmissionEntity {
  [OptionalProps]?: 'submittedAt';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ type: 'uuid', index: true })
  agreementId!: string;

  @Property({ type: 'uuid' })
  participantId!: string;

  @Property({ type: 'integer' })
  round!: number;

  @Property({ type: 'timestamptz' })
  submittedAt: Date = new Date();
}
