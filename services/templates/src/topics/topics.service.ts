import { ErrorCode, TemplateMessages, type Actor, type CreateTopicBody, type Topic, type UpdateTopicBody } from '@avtalt/contracts';
import { DomainError } from '@avtalt/service-kit';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { toTopic } from '../templates.mapper';
import { TopicEntity } from './topic.entity';

const byTitle = (a: TopicEntity, b: TopicEntity): number => a.title.localeCompare(b.title, 'nb');

@Injectable()
export class TopicsService {
  constructor(private readonly em: EntityManager) {}

  /** Every topic, for the admin list: featured first, then by title. */
  async listAll(): Promise<Topic[]> {
    const topics = await this.em.fork().find(TopicEntity, {});
    return topics.sort((a, b) => Number(b.featured) - Number(a.featured) || byTitle(a, b)).map((t) => toTopic(t));
  }

  /** The public catalogue: seeded topics, admin topics and custom topics users published. */
  async listPublic(featuredOnly = false): Promise<Topic[]> {
    const topics = await this.em.fork().find(TopicEntity, featuredOnly ? { isPublic: true, featured: true } : { isPublic: true });
    return topics.sort(byTitle).map((t) => toTopic(t));
  }

  async get(id: string): Promise<Topic> {
    return toTopic(await this.findOrFail(this.em.fork(), id));
  }

  /**
   * Admins create catalogue topics as they wish; a logged-in normal user publishes a custom topic:
   * public, never featured, marked custom (end-user spec §4).
   */
  async create(actor: Actor, body: CreateTopicBody): Promise<Topic> {
    const em = this.em.fork();
    const topic = em.create(TopicEntity, {
      title: body.title,
      description: body.description,
      featured: actor.isAdmin ? body.featured : false,
      isPublic: true,
      isCustom: !actor.isAdmin,
      createdBy: actor.userId,
    });
    await em.flush();
    return toTopic(topic);
  }

  async update(id: string, body: UpdateTopicBody): Promise<Topic> {
    const em = this.em.fork();
    const topic = await this.findOrFail(em, id);
    if (body.title !== undefined) topic.title = body.title;
    if (body.description !== undefined) topic.description = body.description;
    if (body.featured !== undefined) topic.featured = body.featured;
    await em.flush();
    return toTopic(topic);
  }

  /** Templates and rules go with the topic (FK cascade); agreements keep their own copies. */
  async delete(id: string): Promise<{ deleted: true }> {
    const em = this.em.fork();
    const topic = await this.findOrFail(em, id);
    await em.removeAndFlush(topic);
    return { deleted: true };
  }

  private async findOrFail(em: EntityManager, id: string): Promise<TopicEntity> {
    const topic = await em.findOne(TopicEntity, { id });
    if (!topic) throw new DomainError(ErrorCode.NotFound, TemplateMessages.topicNotFound);
    return topic;
  }
}
