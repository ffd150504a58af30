import {
  type ChatChoice,
  type EraseAccountReply,
  type ErasurePlan,
  ErrorCode,
  ForgetRpc,
  IdentityRpc,
  NotificationsRpc,
  UserMessages,
} from '@avtalt/contracts';
import { defineJob, DomainError, JobQueue, JobQueueOwner, rpcRequest } from '@avtalt/service-kit';
import { Inject, Injectable, Logger } from '@nestjs/common';
import type { ClientProxy } from '@nestjs/microservices';
import { createHash, randomUUID } from 'node:crypto';
import { PRIVACY_CONFIG, type PrivacyConfig } from '../config/privacy.config';
import { ExportsService, PRIVACY_NATS } from '../exports/exports.service';
import {
  ERASURE_JOB,
  ERASURE_QUEUE,
  type ErasurePayload,
  VISITOR_ERASURE_JOB,
  type VisitorErasurePayload,
} from './erasure.job';
import { type ErasureRow, ErasuresRepository } from './erasures.repository';

/**
 * The job id of a visitor's erasure: a digest, not the id, since BullMQ's event stream keeps job ids after
 * the job is gone, and nothing may keep the visitor's id once they are forgotten.
 */
const visitorJobId = (anonymousId: string): string =>
  `visitor-${createHash('sha256').update(anonymousId).digest('hex').slice(0, 32)}`;

/** A deletion whose job has not finished this long after it started is queued again by the sweep. */
const STALLED_MS = 10 * 60 * 1000;

/**
 * «Slett kontoen min» (GDPR art. 17; docs/data-rights.md). The request checks the password with identity,
 * reads whom to find (names, addresses) and what will happen to each agreement, stores the deletion, and
 * has identity forget the account at once (nobody can log in to it any more); a job then has agreements,
 * chat and documents forget the person, mails the confirmed address what was kept, has notifications
 * forget them (the mail log keeps no address), deletes their exports, and clears the row but for its
 * counts. Every step is idempotent and what it did is recorded, so a failed job is simply run again (by
 * BullMQ, then by the sweep). Log lines carry ids and counts only.
 */
@Injectable()
export class ErasureService extends JobQueueOwner {
  private readonly logger = new Logger(ErasureService.name);
  readonly erasureJob = defineJob({
    ...ERASURE_JOB,
    handler: (payload) => this.run(payload),
    options: {
      attempts: 6,
      backoff: { type: 'exponential', delayMs: 2000 },
      // The payload is an id; the job's record goes once it is done (the row keeps the counts).
      removeOnComplete: true,
      removeOnFail: { age: 7 * 24 * 3600, count: 1000 },
    },
  });
  readonly visitorJob = defineJob({
    ...VISITOR_ERASURE_JOB,
    handler: (payload) => this.forgetVisitor(payload),
    options: {
      attempts: 6,
      backoff: { type: 'exponential', delayMs: 2000 },
      removeOnComplete: true,
      removeOnFail: { age: 7 * 24 * 3600, count: 1000 },
    },
  });
  protected readonly jobs: JobQueue;

  constructor(
    @Inject(PRIVACY_CONFIG) config: PrivacyConfig,
    private readonly erasures: ErasuresRepository,
    private readonly exports: ExportsService,
    @Inject(PRIVACY_NATS) private readonly nats: ClientProxy,
  ) {
    super();
    this.jobs = new JobQueue({
      name: ERASURE_QUEUE,
      redisUrl: config.REDIS_URL,
      jobs: [this.erasureJob, this.visitorJob],
      concurrency: 1,
      lockMs: 120_000,
    });
  }

  /** What deleting the account would do to each agreement (shown before the person confirms). */
  plan(userId: string): Promise<ErasurePlan> {
    return rpcRequest(this.nats, ForgetRpc.agreementsPlan, { userId });
  }

  /**
   * Deletes the account: 400 with the password wrong (nothing changed). Once the password is right the
   * account is forgotten before this answers; the rest follows in the job.
   */
  async start(userId: string, password: string, chatMessages: ChatChoice): Promise<EraseAccountReply> {
    const { valid } = await rpcRequest(this.nats, IdentityRpc.verifyPassword, { userId, password });
    if (!valid)
      throw new DomainError(ErrorCode.ValidationFailed, UserMessages.wrongCurrentPassword, [
        { path: 'password', message: UserMessages.wrongCurrentPassword },
      ]);
    const [subject, [contact], plan] = await Promise.all([
      rpcRequest(this.nats, ForgetRpc.identitySubject, { userId }),
      rpcRequest(this.nats, IdentityRpc.contacts, { userIds: [userId] }).then((r) => r.contacts),
      this.plan(userId),
    ]);
    const id = randomUUID();
    const kept = plan.agreements
      .filter((a) => a.outcome === 'kept' && a.keptUntil !== null)
      .map((a) => ({ title: a.title, keptUntil: a.keptUntil! }));
    await this.erasures.insert({
      id,
      userId,
      firstName: contact?.firstName ?? '',
      language: contact?.language ?? 'nb',
      names: subject.names,
      emails: subject.emails,
      confirmedEmail: contact?.emailVerified ? contact.email : null,
      chatChoice: chatMessages,
      kept,
      now: new Date(),
    });
    const forgotten = await rpcRequest(
      this.nats,
      ForgetRpc.identity,
      this.request(userId, subject, chatMessages),
    );
    await this.erasures.record(id, { counts: forgotten.counts });
    await this.enqueue(id);
    this.logger.log(
      `erasure ${id} started: the account is forgotten, ${plan.agreements.length} agreement(s) follow`,
    );
    return { erasureId: id, plan };
  }

  /** Deletions whose job is gone or failed for good are queued again (the hourly sweep). */
  async resume(now = new Date()): Promise<number> {
    const stalled = await this.erasures.running(new Date(now.getTime() - STALLED_MS));
    let queued = 0;
    for (const id of stalled) {
      const job = await this.jobs.find(this.erasureJob, id);
      if (job && job.state !== 'failed') continue;
      if (job) await this.jobs.remove(id);
      await this.enqueue(id);
      queued += 1;
    }
    if (queued > 0) this.logger.warn(`${queued} account deletion(s) queued again`);
    return queued;
  }

  /**
   * Visitors whose session expired (the gateway's sweep): a job each, so the gateway is answered at once and a
   * service that is down is asked again. A visitor already queued is not queued twice.
   */
  async forgetVisitors(anonymousIds: readonly string[]): Promise<{ queued: number }> {
    for (const anonymousId of anonymousIds)
      await this.jobs.enqueue(this.visitorJob, { anonymousId }, { jobId: visitorJobId(anonymousId) });
    return { queued: anonymousIds.length };
  }

  /**
   * What a visitor did under their random id: their agreements that nobody else took part in are deleted, in
   * the others they become «Tidligere deltaker» (as a deleted account, without a name to look for: theirs was
   * the generic «Anonym deltaker»). Asked again, agreements finds nothing left.
   */
  private async forgetVisitor({ anonymousId }: VisitorErasurePayload): Promise<{ done: boolean }> {
    const first = this.request(anonymousId, { names: [], emails: [] }, 'delete');
    const agreements = await rpcRequest(this.nats, ForgetRpc.agreements, first);
    const ids = (o: string) =>
      agreements.plan.agreements.filter((a) => a.outcome === o).map((a) => a.agreementId);
    const later = {
      ...first,
      deletedAgreementIds: ids('deleted'),
      anonymisedAgreementIds: ids('anonymised'),
    };
    const replies = await Promise.all([
      rpcRequest(this.nats, ForgetRpc.chat, later),
      rpcRequest(this.nats, ForgetRpc.documents, later),
      rpcRequest(this.nats, ForgetRpc.templates, later),
    ]);
    const total = [agreements, ...replies].flatMap((r) => Object.values(r.counts)).reduce((a, n) => a + n, 0);
    this.logger.log(
      `expired visitor forgotten: ${later.deletedAgreementIds.length} agreement(s) deleted, ${later.anonymisedAgreementIds.length} anonymised, ${total} row(s) in all`,
    );
    return { done: true };
  }

  private enqueue(erasureId: string): Promise<unknown> {
    return this.jobs.enqueue(this.erasureJob, { erasureId }, { jobId: erasureId });
  }

  private request(
    userId: string,
    subject: { names: readonly string[]; emails: readonly string[] },
    chatMessages: ChatChoice,
    row?: Pick<ErasureRow, 'deleted_ids' | 'anonymised_ids'>,
  ) {
    return {
      userId,
      names: [...subject.names],
      emails: [...subject.emails],
      chatMessages,
      deletedAgreementIds: row?.deleted_ids ?? [],
      anonymisedAgreementIds: row?.anonymised_ids ?? [],
    };
  }

  private async run({ erasureId }: ErasurePayload): Promise<{ done: boolean }> {
    let row = await this.erasures.find(erasureId);
    if (!row || row.status === 'done' || !row.user_id) return { done: true };
    const userId = row.user_id;
    // Full names only: a first name alone would be found inside other names and words.
    const subject = { names: row.names ?? [], emails: row.emails ?? [] };
    const agreements = await rpcRequest(
      this.nats,
      ForgetRpc.agreements,
      this.request(userId, subject, row.chat_choice),
    );
    const ids = (o: string) =>
      agreements.plan.agreements.filter((a) => a.outcome === o).map((a) => a.agreementId);
    await this.erasures.record(erasureId, {
      deletedIds: ids('deleted'),
      anonymisedIds: ids('anonymised'),
      counts: agreements.counts,
    });
    row = (await this.erasures.find(erasureId))!;
    const later = this.request(userId, subject, row.chat_choice, row);
    const [chat, documents, templates] = await Promise.all([
      rpcRequest(this.nats, ForgetRpc.chat, later),
      rpcRequest(this.nats, ForgetRpc.documents, later),
      rpcRequest(this.nats, ForgetRpc.templates, later),
    ]);
    await this.erasures.record(erasureId, {
      counts: { ...chat.counts, ...documents.counts, ...templates.counts },
    });
    // Mailed before notifications forgets them, so the log row of this mail loses its address too.
    if (!row.mailed_at && row.confirmed_email) {
      await rpcRequest(this.nats, NotificationsRpc.sendAccountMail, {
        kind: 'account-deleted',
        userId,
        email: row.confirmed_email,
        firstName: row.first_name ?? '',
        language: row.language ?? 'nb',
        kept: row.kept,
      });
      await this.erasures.markMailed(erasureId);
    }
    const notifications = await rpcRequest(this.nats, ForgetRpc.notifications, later);
    const exports = await this.exports.forget(userId);
    // Done at the start already; asked again so a start that stopped before it still ends with no account.
    const identity = await rpcRequest(this.nats, ForgetRpc.identity, later);
    await this.erasures.record(erasureId, {
      counts: { ...notifications.counts, data_exports: exports, users_again: identity.counts.users ?? 0 },
    });
    await this.erasures.finish(erasureId, new Date());
    const done = await this.erasures.find(erasureId);
    const total = Object.values(done?.counts ?? {}).reduce((sum, n) => sum + n, 0);
    this.logger.log(`erasure ${erasureId} done: ${total} row(s) deleted or anonymised over every service`);
    return { done: true };
  }
}
