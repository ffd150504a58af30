import {
  ErrorCode,
  TemplateMessages,
  type Actor,
  type CreateTopicBody,
  type Topic,
  type UpdateTopicBody,
} from '@avtalt/contracts';
import { DomainError } from '@avtalt/service-kit';
import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import { CatalogueUpdatesService } from '../catalogue-updates/catalogue-updates.service';
import { TEMPLATES_CONFIG, type TemplatesConfig } from '../config/templates.config';
import { toTopic } from '../templates.mapper';
import type { TopicEntity } from './topic.entity';
import { TopicsRepository } from './topics.repository';
import {
  canPublishTopic,
  isListed,
  newTopicDocument,
  TOPIC_LIMIT_WINDOW_MS,
  updatedTopicDocument,
} from './topics.rules';

const byTitle = (a: TopicEntity, b: TopicEntity): number => a.title.localeCompare(b.title, 'nb');

@Injectable()
export class TopicsService {
  private readonly repo: TopicsRepository;

  constructor(
    em: EntityManager,
    @Inject(TEMPLATES_CONFIG) private readonly config: TemplatesConfig,
    private readonly catalogueUpdates: CatalogueUpdatesService,
  ) {
    this.repo = new TopicsRepository(em);
  }

  /**
   * Every topic, for the admin list (with its number of questions, 0 included): featured first, then by title;
   * each seeded topic says whether a catalogue update is offered for it.
   */
  async listAll(): Promise<Topic[]> {
    const { topics, counts } = await this.repo.allWithCounts();
    const offered = await this.catalogueUpdates.offered(topics);
    return topics
      .sort((a, b) => Number(b.featured) - Number(a.featured) || byTitle(a, b))
      .map((t) => ({
        ...toTopic(t, counts.get(t.id) ?? 0),
        ...(t.catalogueKey === null ? {} : { catalogueUpdate: offered.has(t.catalogueKey) }),
      }));
  }

  /**
   * The public catalogue: seeded topics, admin topics and custom topics users published, each once it
   * has questions (a topic without any cannot be used for an agreement).
   */
  async listPublic(featuredOnly = false): Promise<Topic[]> {
    const { topics, counts } = await this.repo.publicWithCounts(featuredOnly);
    return topics
      .filter((t) => isListed(t, counts.get(t.id) ?? 0))
      .sort(byTitle)
      .map((t) => toTopic(t));
  }

  async get(id: string): Promise<Topic> {
    return toTopic(orNotFound(await this.repo.find(id)));
  }

  /**
   * Admins create catalogue topics as they wish; a logged-in normal user publishes a custom topic:
   * public, never featured, marked custom, with the default document (end-user spec §4).
   */
  async create(actor: Actor, body: CreateTopicBody): Promise<Topic> {
    return this.repo.transaction(async (tx) => {
      if (!actor.isAdmin) {
        // One user's creations one at a time (across replicas): the count below and the insert are then
        // exact under parallel requests, and the limit is never passed.
        const since = new Date(Date.now() - TOPIC_LIMIT_WINDOW_MS);
        const n = await this.repo.lockAndCountCustomSince(tx, actor.userId, since);
        const decision = canPublishTopic(actor, n, this.config.USER_TOPICS_PER_DAY);
        if (!decision.allowed) throw new DomainError(decision.code, decision.message);
      }
      const topic = await this.repo.insert(tx, {
        title: body.title,
        description: body.description,
        featured: actor.isAdmin ? body.featured : false,
        isPublic: true,
        isCustom: !actor.isAdmin,
        createdBy: actor.userId,
        document: newTopicDocument(actor, body.document),
      });
      return toTopic(topic);
    });
  }

  /**
   * A change of the title, description or document is an edit of the topic's content (a seeded topic is then
   * marked edited, docs/catalogue-versions.md); `featured` alone is the front page's placement, not content.
   */
  async update(id: string, body: UpdateTopicBody): Promise<Topic> {
    return this.repo.transaction(async (tx) => {
      const content =
        body.title !== undefined || body.description !== undefined || body.document !== undefined;
      const topic = content ? await this.repo.findForEdit(tx, id) : orNotFound(await this.repo.find(id, tx));
      if (body.title !== undefined) topic.title = body.title;
      if (body.description !== undefined) topic.description = body.description;
      if (body.featured !== undefined) topic.featured = body.featured;
      const document = updatedTopicDocument(body.document, topic.document);
      if (document !== undefined) topic.document = document;
      await this.repo.save(tx);
      return toTopic(topic);
    });
  }

  /** Templates and rules go with the topic (FK cascade); agreements keep their own copies. */
  async delete(id: string): Promise<{ deleted: true }> {
    if (!(await this.repo.delete(id)))
      throw new DomainError(ErrorCode.NotFound, TemplateMessages.topicNotFound);
    return { deleted: true };
  }
}

function orNotFound(topic: TopicEntity | null): TopicEntity {
  if (!topic) throw new DomainError(ErrorCode.NotFound, TemplateMessages.topicNotFound);
  return topic;
}
