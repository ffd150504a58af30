import {
  ErrorCode,
  TemplateMessages,
  type CreateTemplateBody,
  type QuestionTemplate,
  type ReorderBody,
  type UpdateTemplateBody,
} from '@avtalt/contracts';
import { DomainError } from '@avtalt/service-kit';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { questionnaireTranslations } from '../catalogue/questionnaire-translations.rules';
import { toLogicQuestion, toTemplate } from '../templates.mapper';
import { insertPosition, renumber } from './question-order.rules';
import { assertChecksValid, checksWithout } from './question-checks.rules';
import type { QuestionTemplateEntity } from './question-template.entity';
import { QuestionsRepository } from './questions.repository';
import { resolveTypedFields, type TypedFields, type TypedFieldsBody } from './typed-fields.rules';
import { assertRulesValid, questionsWithLogic, type TopicSnapshot } from './topic-snapshot';

@Injectable()
export class QuestionsService {
  private readonly repo: QuestionsRepository;

  constructor(em: EntityManager) {
    this.repo = new QuestionsRepository(em);
  }

  async list(topicId: string): Promise<QuestionTemplate[]> {
    return present(await this.repo.snapshot(topicId));
  }

  /**
   * A topic's questions as an agreement copies them: each with the catalogue's nynorsk and English while its
   * bokmål is the catalogue's, and the topic's own translations likewise (docs/languages.md).
   */
  async withTranslations(topicId: string) {
    const snapshot = await this.repo.snapshot(topicId);
    const translations = questionnaireTranslations(snapshot.topic, snapshot.questions);
    return {
      templates: present(snapshot).map((template, index) => {
        const own = translations.questions[index];
        return own ? { ...template, translations: own } : template;
      }),
      ...(translations.topic ? { translations: translations.topic } : {}),
    };
  }

  /** Inserts at the requested position (shifting later ones) or appends; ids may come from the client. */
  async create(topicId: string, body: CreateTemplateBody): Promise<QuestionTemplate> {
    return this.repo.transaction(async (tx) => {
      const snapshot = await this.repo.snapshotForEdit(tx, topicId);
      const id = body.id ?? randomUUID();
      if (await this.repo.idTaken(tx, id))
        throw new DomainError(ErrorCode.Conflict, TemplateMessages.templateIdTaken);
      const position = insertPosition(
        body.order === undefined ? undefined : Number(body.order),
        snapshot.questions.length,
      );
      for (const question of snapshot.questions) if (question.order >= position) question.order += 1;
      const typed = typedFields(body);
      const created = this.repo.create(tx, {
        id,
        topicId,
        text: body.text,
        ...typed,
        order: position,
        description: body.description ?? null,
        required: body.required ?? false,
        clauseYes: body.clauseYes ?? null,
        clauseNo: body.clauseNo ?? null,
        section: sectionOf(body.section),
        fact: body.fact ?? false,
        // [] when none is given: an admin's question is never filled from the catalogue.
        middleGround: body.middleGround ?? [],
        checks: typed.type === 'free_text' && body.checks && body.checks.length > 0 ? body.checks : null,
      });
      assertChecksValid([...snapshot.questions, created].map(checkedTemplate));
      await this.repo.save(tx);
      return toTemplate(created, false);
    });
  }

  /** Updates fields; a change that would break a logic rule (type, options, format, position) is refused. */
  async update(id: string, body: UpdateTemplateBody): Promise<QuestionTemplate> {
    return this.repo.transaction(async (tx) => {
      const current = await this.findOrFail(tx, id);
      const snapshot = await this.repo.snapshotForEdit(tx, current.topicId);
      const question = inTopicOrFail(snapshot, id);
      if (body.text !== undefined) question.text = body.text;
      Object.assign(question, typedFields(body, question));
      if (body.description !== undefined) question.description = body.description;
      if (body.required !== undefined) question.required = body.required;
      if (body.clauseYes !== undefined) question.clauseYes = body.clauseYes;
      if (body.clauseNo !== undefined) question.clauseNo = body.clauseNo;
      if (body.section !== undefined) question.section = sectionOf(body.section);
      if (body.fact !== undefined) question.fact = body.fact;
      // Absent keeps them; [] clears them for good (the seeder fills only what was never set).
      if (body.middleGround !== undefined) question.middleGround = body.middleGround;
      // Absent keeps them, null or [] clears them; only a value question has any: checks sent for
      // another type are refused below (400), those kept from before a change of type go with it.
      if (body.checks !== undefined)
        question.checks = body.checks && body.checks.length > 0 ? body.checks : null;
      else if (question.type !== 'free_text') question.checks = null;
      if (body.order !== undefined && Number(body.order) >= 1 && Number(body.order) !== question.order) {
        this.move(snapshot, question, Number(body.order));
      }
      assertRulesValid(snapshot.questions, snapshot.rules);
      assertChecksValid(snapshot.questions.map(checkedTemplate));
      await this.repo.save(tx);
      return toTemplate(question, questionsWithLogic(snapshot.rules).has(id));
    });
  }

  /** Deletes the question with its rules (FK cascade) and closes the gap in the order. */
  async delete(id: string): Promise<{ deleted: true }> {
    await this.repo.transaction(async (tx) => {
      const { topicId } = await this.findOrFail(tx, id);
      const snapshot = await this.repo.snapshotForEdit(tx, topicId);
      const removed = inTopicOrFail(snapshot, id);
      const remaining = snapshot.questions.filter((q) => q.id !== id);
      remaining.forEach((q, index) => {
        q.order = index + 1;
        // Checks naming the deleted question go with it, as its rules do.
        const checks = checksWithout(q.checks, id);
        if (checks?.length !== q.checks?.length) q.checks = checks;
      });
      this.repo.remove(tx, removed);
      await this.repo.save(tx);
    });
    return { deleted: true };
  }

  /** Renumbers from 1 in the given sequence, in one transaction; refuses ids of other topics. */
  async reorder(topicId: string, items: ReorderBody): Promise<QuestionTemplate[]> {
    return this.repo.transaction(async (tx) => {
      const snapshot = await this.repo.snapshotForEdit(tx, topicId);
      const result = renumber(
        snapshot.questions.map((q) => ({ id: q.id, order: q.order })),
        items.map((i) => ({ id: i.id, order: Number(i.order) })),
      );
      if (!result.ok) {
        throw new DomainError(
          ErrorCode.ValidationFailed,
          result.reason === 'foreign'
            ? TemplateMessages.orderForeignTemplate
            : TemplateMessages.orderIncomplete,
          [{ path: 'id', message: result.id }],
        );
      }
      for (const question of snapshot.questions) question.order = result.order.get(question.id)!;
      snapshot.questions.sort((a, b) => a.order - b.order);
      assertRulesValid(snapshot.questions, snapshot.rules);
      assertChecksValid(snapshot.questions.map(checkedTemplate));
      await this.repo.save(tx);
      return present(snapshot);
    });
  }

  private move(snapshot: TopicSnapshot, question: QuestionTemplateEntity, target: number): void {
    const others = snapshot.questions.filter((q) => q !== question);
    const position = Math.min(Math.max(target, 1), snapshot.questions.length);
    others.splice(position - 1, 0, question);
    others.forEach((q, index) => {
      q.order = index + 1;
    });
    snapshot.questions.sort((a, b) => a.order - b.order);
  }

  private async findOrFail(tx: EntityManager, id: string): Promise<QuestionTemplateEntity> {
    const question = await this.repo.find(tx, id);
    if (!question) throw new DomainError(ErrorCode.NotFound, TemplateMessages.templateNotFound);
    return question;
  }
}

/**
 * The question in its topic as read under the topic's lock: 404 when it is gone (deleted, e.g. by a
 * catalogue update, between the first read and the lock).
 */
function inTopicOrFail(snapshot: TopicSnapshot, id: string): QuestionTemplateEntity {
  const question = snapshot.questions.find((q) => q.id === id);
  if (!question) throw new DomainError(ErrorCode.NotFound, TemplateMessages.templateNotFound);
  return question;
}

/** The typed fields of a create or update (see resolveTypedFields), or a 400 naming the field. */
function typedFields(body: TypedFieldsBody, stored?: QuestionTemplateEntity): TypedFields {
  const current: TypedFields | undefined = stored && {
    type: stored.type,
    options: stored.options,
    optionClauses: stored.optionClauses,
    format: stored.format,
    clauseTemplate: stored.clauseTemplate,
    partyRoles: stored.partyRoles,
  };
  const result = resolveTypedFields(body, current);
  if (!result.ok)
    throw new DomainError(ErrorCode.ValidationFailed, result.message, [
      { path: result.path, message: result.message },
    ]);
  return result.fields;
}

/** A stored question as the value-check validator reads it. */
function checkedTemplate(q: QuestionTemplateEntity) {
  return { ...toLogicQuestion(q), checks: q.checks };
}

/** A blank subject heading is none (the clause goes under 'Andre avtalepunkter'). */
function sectionOf(value: string | null | undefined): string | null {
  return value?.trim() || null;
}

function present(snapshot: TopicSnapshot): QuestionTemplate[] {
  const withLogic = questionsWithLogic(snapshot.rules);
  return snapshot.questions.map((q) => toTemplate(q, withLogic.has(q.id)));
}
