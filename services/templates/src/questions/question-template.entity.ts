import { Entity, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import type {
  MiddleGroundAlternative,
  PartyRoles,
  QuestionType,
  ValueCheckDto,
  ValueFormat,
} from '@avtalt/contracts';
import { randomUUID } from 'node:crypto';

@Entity({ tableName: 'question_templates' })
export class QuestionTemplateEntity {
  [OptionalProps]?:
    | 'options'
    | 'description'
    | 'required'
    | 'clauseYes'
    | 'clauseNo'
    | 'format'
    | 'optionClauses'
    | 'clauseTemplate'
    | 'section'
    | 'fact'
    | 'partyRoles'
    | 'middleGround'
    | 'checks'
    | 'catalogueKey'
    | 'createdAt';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  /** FK to topics with ON DELETE CASCADE (migration). */
  @Property({ type: 'uuid', index: true })
  topicId!: string;

  @Property({ type: 'string', length: 500 })
  text!: string;

  @Property({ type: 'string', length: 20 })
  type!: QuestionType;

  @Property({ type: 'json', nullable: true })
  options: string[] | null = null;

  /** Stored as an integer, exposed as a string (admin spec §3). */
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

  /** free_text: how the answer is read and shown (docs/typed-answers.md); null for the other types. */
  @Property({ type: 'string', length: 16, nullable: true })
  format: ValueFormat | null = null;

  /** multiple_choice: one clause (or null) per option, in option order. */
  @Property({ type: 'json', nullable: true })
  optionClauses: (string | null)[] | null = null;

  /** free_text: the clause with `{{svar}}` where the answer goes. */
  @Property({ type: 'text', nullable: true })
  clauseTemplate: string | null = null;

  /** The subject heading the clause is printed under in the document ('Bolig'); null: 'Andre avtalepunkter'. */
  @Property({ type: 'string', length: 80, nullable: true })
  section: string | null = null;

  /** A fact printed under 'Bakgrunn' (the address, the registration number), not a clause. */
  @Property({ type: 'boolean' })
  fact = false;

  /** free_text with format party: the role of the chosen party and of the others; null otherwise. */
  @Property({ type: 'json', nullable: true })
  partyRoles: PartyRoles | null = null;

  /**
   * Issue 19: curated compromises offered when the parties disagree (docs/negotiation.md). null: never set
   * (the seeder may fill a catalogue question's from the library); []: none (an admin cleared them).
   */
  @Property({ type: 'json', nullable: true })
  middleGround: MiddleGroundAlternative[] | null = null;

  /**
   * Issue 33: free_text value checks naming other questions of the topic by id (docs/value-checks.md);
   * null: none.
   */
  @Property({ type: 'json', nullable: true })
  checks: ValueCheckDto[] | null = null;

  /** The catalogue question's key of a seeded question (null for questions admins wrote). */
  @Property({ type: 'string', length: 100, nullable: true })
  catalogueKey: string | null = null;

  @Property({ type: 'timestamptz' })
  createdAt: Date = new Date();
}
