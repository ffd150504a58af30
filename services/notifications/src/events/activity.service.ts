import {
  type AgreementActivityEvent,
  type AgreementDeletedEvent,
  type Contact,
  type DocumentSealedEvent,
  type NotificationKind,
  notificationKindSchema,
} from '@avtalt/contracts';
import { redisConnectionOptions, watchQueue } from '@avtalt/service-kit';
import { EntityManager } from '@mikro-orm/postgresql';
import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationShutdown,
  type OnModuleDestroy,
  type OnModuleInit,
} from '@nestjs/common';
import { type Job, Queue, Worker } from 'bullmq';
import { NOTIFICATIONS_CONFIG, type NotificationsConfig } from '../config/notifications.config';
import { MailOutbox, type PreparedMail, type Sql } from '../mail/mail-outbox.service';
import type { MailParams } from '../mail/mail-content.rules';
import { CAPPED_BACKOFF, cappedBackoff, TIMER_ATTEMPTS, TIMER_BACKOFF_MS } from '../mail/retry.rules';
import { placeholders } from '../preferences/preferences.service';
import { PreferencesService } from '../preferences/preferences.service';
import {
  activityLink,
  activityRecipients,
  actorUserId,
  decideAnswered,
  decideFlush,
  decideReminder,
  MAX_REMINDERS_PER_ROUND,
  pendingAnswerers,
  roundParticipants,
  signingRecipients,
} from '../rules/notification.rules';
import { auditReceipt, receiptAttachment, receiptMails } from '../rules/audit-receipt.rules';
import { confirmedAddress, Contacts } from './contacts';

export const TIMER_QUEUE = 'notification-timers';

type TimerJob =
  | { type: 'digest'; agreementId: string; userId: string }
  | { type: 'reminder'; agreementId: string; userId: string; round: number; number: number };

/** Deterministic job ids: two replicas (or a redelivered event) scheduling the same timer make one job. */
export const digestJobId = (agreementId: string, userId: string, at: Date): string =>
  `digest_${agreementId}_${userId}_${at.getTime()}`;
export const reminderJobId = (agreementId: string, round: number, userId: string, number: number): string =>
  `reminder_${agreementId}_${round}_${userId}_${number}`;

/** What a handler does on the queues once its SQL is written: run before the commit. */
interface Effects {
  mails: PreparedMail[];
  timers: { id: string; job: TimerJob; at: Date }[];
  cancel: string[];
}

/**
 * Decides who is told what about an agreement (docs/notifications.md): the mails of `agreement.activity`,
 * the 'answered' windows (one mail at once, the rest gathered into one when the window ends), reminders
 * (delayed jobs, checked against the stored round when they fire), and forgetting an agreement on
 * `agreement.deleted`. Each event is handled once (`processed_events`, in the same transaction as its
 * rows); jobs are added before the commit, so a crash never leaves a committed mail without its job.
 */
/** Activity kinds a person can switch off (signing kinds cannot: they are about what they signed). */
function isNotificationKind(kind: string): kind is NotificationKind {
  return (notificationKindSchema.options as readonly string[]).includes(kind);
}

@Injectable()
export class ActivityService implements OnModuleInit, OnModuleDestroy, OnApplicationShutdown {
  private readonly logger = new Logger(ActivityService.name);
  private timers!: Queue<TimerJob>;
  private worker: Worker<TimerJob> | undefined;

  constructor(
    @Inject(NOTIFICATIONS_CONFIG) private readonly config: NotificationsConfig,
    private readonly em: EntityManager,
    private readonly outbox: MailOutbox,
    private readonly prefs: PreferencesService,
    private readonly contacts: Contacts,
  ) {}

  private get windowMs(): number {
    return Math.round(this.config.ANSWERED_DIGEST_MINUTES * 60_000);
  }

  private get reminderMs(): number {
    return Math.round(this.config.REMINDER_AFTER_HOURS * 3_600_000);
  }

  async onModuleInit(): Promise<void> {
    const connection = redisConnectionOptions(this.config.REDIS_URL);
    this.timers = new Queue(TIMER_QUEUE, { connection });
    this.worker = new Worker(TIMER_QUEUE, (job) => this.fire(job), {
      connection,
      concurrency: 4,
      // Identity or Postgres down: retried doubling from 2 s, at most 10 minutes apart, for more than a day.
      settings: { backoffStrategy: (attemptsMade) => cappedBackoff(attemptsMade, TIMER_BACKOFF_MS) },
    });
    this.worker.on('failed', (job, error) =>
      this.logger.warn(`timer ${job?.name} ${job?.id} failed: ${error.message.slice(0, 200)}`),
    );
    watchQueue(this.timers, this.worker);
    await Promise.all([this.timers.waitUntilReady(), this.worker.waitUntilReady()]);
    // JetStream keeps events 7 days: an event id older than that cannot come again.
    await this.em
      .fork()
      .execute("delete from processed_events where processed_at < now() - interval '8 days'");
  }

  /** Shutdown (docs/graceful-shutdown.md): the worker finishes its active job and takes no new one. */
  async onModuleDestroy(): Promise<void> {
    await this.worker?.close();
  }

  /** Then, once every worker and consumer of the process has stopped, the queue's connection closes. */
  async onApplicationShutdown(): Promise<void> {
    await this.timers?.close();
  }

  /** Runs `work` in a transaction and applies its queue effects before committing. */
  private async transaction(work: (sql: Sql, effects: Effects) => Promise<void>): Promise<Effects> {
    const effects: Effects = { mails: [], timers: [], cancel: [] };
    await this.em.fork().transactional(async (em) => {
      const sql = this.outbox.sql(em);
      await work(sql, effects);
      for (const id of effects.cancel) await this.timers.remove(id).catch(() => undefined);
      for (const timer of effects.timers) {
        // Already scheduled (the same id waiting): adding again would be a no-op anyway. A job of that id
        // that failed (or completed and was kept) would make BullMQ ignore the new one: removed first.
        const existing = await this.timers.getJob(timer.id);
        if (existing) {
          const state = await existing.getState();
          if (['delayed', 'waiting', 'active', 'prioritized', 'waiting-children'].includes(state)) continue;
          await existing.remove().catch(() => undefined);
        }
        await this.timers.add(timer.job.type, timer.job, {
          jobId: timer.id,
          delay: Math.max(0, timer.at.getTime() - Date.now()),
          attempts: TIMER_ATTEMPTS,
          backoff: { type: CAPPED_BACKOFF },
          removeOnComplete: true,
          removeOnFail: 1000,
        });
      }
      await this.outbox.enqueue(effects.mails);
    });
    return effects;
  }

  async activity(event: AgreementActivityEvent): Promise<void> {
    if (event.kind === 'signature-added' || event.kind === 'signatures-voided' || event.kind === 'signed')
      return this.signing(event);
    const recipients = activityRecipients(event);
    // Issue 34, the one rule: nothing goes to an address that is not confirmed; those mails are not
    // sent later either (docs/notifications.md, 'Only confirmed addresses').
    const contacts = await this.contacts.confirmed(recipients);
    const actor = actorUserId(event);
    const actorName =
      event.participants.find((p) => p.participantId === event.actorParticipantId)?.name ?? '';
    const now = new Date();
    const effects = await this.transaction(async (sql, fx) => {
      if (!(await this.firstTime(sql, event.eventId))) return;
      const state = await this.updateAgreement(sql, event);
      if (state === 'deleted') return;
      // A removal has no recipients (and no preference of its own).
      const kind = event.kind;
      const off = isNotificationKind(kind)
        ? await this.prefs.disabled(sql, recipients, kind)
        : new Set<string>();
      const targets = recipients.filter((userId) => !off.has(userId) && contacts.has(userId));
      const link = activityLink(this.config.APP_ORIGIN, event.kind, event.agreementId);
      const refs = { agreementId: event.agreementId, eventId: event.eventId };
      /** One mail of this event to each target, with what `params` gives for them. */
      const mailTargets = async (params: (firstName: string) => MailParams): Promise<void> => {
        for (const userId of targets)
          fx.mails.push(
            await this.outbox.prepare(
              sql,
              recipient(userId, contacts),
              params(contacts.get(userId)!.firstName),
              refs,
            ),
          );
      };
      switch (event.kind) {
        case 'answered':
          for (const userId of targets)
            await this.answered(
              sql,
              fx,
              event,
              userId,
              contacts.get(userId)!,
              actorName || 'En deltaker',
              now,
            );
          await this.syncReminders(sql, fx, event, actor, now);
          break;
        case 'round-started':
          await mailTargets((firstName) => ({
            kind: 'round-started',
            firstName,
            title: event.title,
            link,
            round: event.round,
          }));
          await this.syncReminders(sql, fx, event, actor, now);
          break;
        case 'participant-removed':
          // No mail: the removed person's reminders end (syncReminders), the others' stay.
          await this.syncReminders(sql, fx, event, actor, now);
          break;
        case 'completed':
          await mailTargets((firstName) => ({ kind: 'completed', firstName, title: event.title, link }));
          fx.cancel.push(...(await this.reminderJobs(sql, event.agreementId)));
          break;
        case 'disagreement-declared':
          await mailTargets((firstName) => ({
            kind: 'disagreement-declared',
            firstName,
            title: event.title,
            link,
            actor: actorName || null,
          }));
          fx.cancel.push(...(await this.reminderJobs(sql, event.agreementId)));
          break;
        default:
          // Signing kinds (issue 18) are handled by `signing` above.
          break;
      }
    });
    this.logger.log(
      `${event.kind} event ${event.eventId} of agreement ${event.agreementId}: ${effects.mails.length} mails, ${effects.timers.length} timers`,
    );
  }

  /**
   * Signing (issue 18): `signature-added` → the parties who have not signed yet ("Kari Nordmann har
   * signert …"); `signatures-voided` → every party but the one who voided. Who has signed is kept from
   * these events (`agreement_signers`, cleared by a void). These mails cannot be turned off. The sealed
   * PDF goes out on `document.sealed`.
   * Issue 31: a `signature-added` or `signed` event with `auditHashes` also gives every party with a
   * confirmed address the trail's head and the receipt (`receiptMails`): in the 'har signert' mail to
   * those who have not signed, in an `audit-receipt` mail to the others. Older events: as before.
   */
  private async signing(event: AgreementActivityEvent): Promise<void> {
    const actor = actorUserId(event);
    const actorName =
      event.participants.find((p) => p.participantId === event.actorParticipantId)?.name ?? null;
    const receipt = event.kind === 'signatures-voided' ? null : auditReceipt(event);
    const parties = event.participants.flatMap((p) => (p.userId ? [p.userId] : []));
    const contacts = await this.contacts.confirmed(receipt ? parties : activityRecipients(event));
    const link = activityLink(this.config.APP_ORIGIN, event.kind, event.agreementId);
    const effects = await this.transaction(async (sql, fx) => {
      if (!(await this.firstTime(sql, event.eventId))) return;
      if ((await this.updateAgreement(sql, event)) === 'deleted') return;
      const id = event.agreementId;
      if (event.kind === 'signature-added' && actor)
        await sql.execute(
          'insert into agreement_signers (agreement_id, user_id, signed_at) values (?, ?, ?) on conflict do nothing',
          [id, actor, event.occurredAt],
        );
      if (event.kind === 'signatures-voided')
        await sql.execute('delete from agreement_signers where agreement_id = ? and signed_at <= ?', [
          id,
          event.occurredAt,
        ]);
      const signed = new Set(
        (
          await sql.execute<{ user_id: string }[]>(
            'select user_id from agreement_signers where agreement_id = ?',
            [id],
          )
        ).map((r) => r.user_id),
      );
      const refs = { agreementId: id, eventId: event.eventId };
      const receipts = receipt
        ? receiptMails(event, signed, (userId) => confirmedAddress(contacts.get(userId)) !== null)
        : [];
      const file = receipt ? receiptAttachment(receipt) : undefined;
      const inSignatureMail = new Set(
        receipts.filter((r) => r.mail === 'signature-added').map((r) => r.userId),
      );
      for (const userId of signingRecipients(event, signed)) {
        const contact = contacts.get(userId);
        if (!contact) continue;
        const params: MailParams =
          event.kind === 'signature-added'
            ? {
                kind: 'signature-added',
                firstName: contact.firstName,
                title: event.title,
                link,
                signer: actorName ?? 'En part',
                ...(file && inSignatureMail.has(userId) ? { receipt: file } : {}),
              }
            : {
                kind: 'signatures-voided',
                firstName: contact.firstName,
                title: event.title,
                link,
                actor: actorName,
              };
        fx.mails.push(await this.outbox.prepare(sql, recipient(userId, contacts), params, refs));
      }
      for (const { userId, mail } of receipts) {
        const contact = contacts.get(userId);
        if (mail !== 'audit-receipt' || !contact || !file) continue;
        const occasion =
          event.kind === 'signed' ? 'all-signed' : userId === actor ? 'you-signed' : 'other-signed';
        fx.mails.push(
          await this.outbox.prepare(
            sql,
            recipient(userId, contacts),
            {
              kind: 'audit-receipt',
              occasion,
              firstName: contact.firstName,
              title: event.title,
              link,
              signer: actorName ?? 'En part',
              receipt: file,
            },
            refs,
          ),
        );
      }
    });
    this.logger.log(
      `${event.kind} event ${event.eventId} of agreement ${event.agreementId}: ${effects.mails.length} mails`,
    );
  }

  /**
   * `document.sealed` (issue 18): every party in `userIds` with a confirmed address (issue 31) gets the
   * sealed PDF, attached when the mail is sent (fetched from documents then), with its SHA-256 and the
   * link to `/verifiser`.
   */
  async sealed(event: DocumentSealedEvent): Promise<void> {
    const contacts = await this.contacts.confirmed(event.userIds);
    const effects = await this.transaction(async (sql, fx) => {
      if (!(await this.firstTime(sql, event.eventId))) return;
      const [state] = await sql.execute<{ status: string }[]>(
        'select status from agreement_states where agreement_id = ?',
        [event.agreementId],
      );
      if (state?.status === 'deleted') return;
      const link = `${this.config.APP_ORIGIN}/avtale/${event.agreementId}/ferdig`;
      for (const userId of new Set(event.userIds)) {
        const contact = contacts.get(userId);
        if (!contact) continue;
        fx.mails.push(
          await this.outbox.prepare(
            sql,
            recipient(userId, contacts),
            {
              kind: 'signed-document',
              firstName: contact.firstName,
              title: event.title,
              link,
              pdfSha256: event.pdfSha256,
              verifyUrl: `${this.config.APP_ORIGIN}/verifiser`,
            },
            {
              agreementId: event.agreementId,
              eventId: event.eventId,
              sealedPdf: { agreementId: event.agreementId, sha256: event.pdfSha256 },
            },
          ),
        );
      }
    });
    this.logger.log(
      `document.sealed event ${event.eventId} of agreement ${event.agreementId}: ${effects.mails.length} mails`,
    );
  }

  async deleted(event: AgreementDeletedEvent): Promise<void> {
    let cancelled = 0;
    await this.transaction(async (sql, fx) => {
      if (!(await this.firstTime(sql, event.eventId))) return;
      const id = event.agreementId;
      await sql.execute(
        `insert into agreement_states (agreement_id, round, status, title) values (?, 1, 'deleted', '')
         on conflict (agreement_id) do update set status = 'deleted', title = '', updated_at = now()`,
        [id],
      );
      fx.cancel.push(...(await this.reminderJobs(sql, id)));
      const digests = await sql.execute<{ user_id: string; window_ends_at: Date | null }[]>(
        'select user_id, window_ends_at from answer_digests where agreement_id = ?',
        [id],
      );
      for (const d of digests)
        if (d.window_ends_at) fx.cancel.push(digestJobId(id, d.user_id, new Date(d.window_ends_at)));
      await sql.execute('delete from answer_digest_items where agreement_id = ?', [id]);
      await sql.execute('delete from answer_digests where agreement_id = ?', [id]);
      await sql.execute('delete from reminders where agreement_id = ?', [id]);
      await sql.execute('delete from agreement_signers where agreement_id = ?', [id]);
      const waiting = await sql.execute<{ id: string }[]>(
        "update mails set state = 'failed', last_error = 'Avtalen ble slettet før e-posten ble sendt' where agreement_id = ? and state = 'queued' returning id",
        [id],
      );
      cancelled = waiting.length;
      await this.outbox.remove(waiting.map((w) => w.id));
      // The log keeps ids, kinds, states and masked addresses; the subject names the agreement: gone.
      await sql.execute("update mails set subject = '' where agreement_id = ?", [id]);
    });
    this.logger.log(`agreement ${event.agreementId} deleted: ${cancelled} queued mails cancelled`);
  }

  private async firstTime(sql: Sql, eventId: string): Promise<boolean> {
    const rows = await sql.execute<unknown[]>(
      'insert into processed_events (event_id) values (?) on conflict do nothing returning event_id',
      [eventId],
    );
    return rows.length > 0;
  }

  /** The agreement's round and status as the events tell them (a deleted agreement stays deleted). */
  private async updateAgreement(sql: Sql, event: AgreementActivityEvent): Promise<string> {
    const closing = event.kind === 'completed' || event.kind === 'disagreement-declared';
    const [row] = await sql.execute<{ status: string }[]>(
      `insert into agreement_states (agreement_id, round, status, title) values (?, ?, ?, ?)
       on conflict (agreement_id) do update set
         status = case when agreement_states.status = 'deleted' then 'deleted'
                       when ? then 'closed'
                       when excluded.round > agreement_states.round then 'open'
                       else agreement_states.status end,
         round = greatest(agreement_states.round, excluded.round),
         title = case when agreement_states.status = 'deleted' then '' else excluded.title end,
         updated_at = now()
       returning status`,
      [event.agreementId, event.round, closing ? 'closed' : 'open', event.title, closing],
    );
    return row.status;
  }

  /** One 'answered' for one recipient: mail now and open a window, or gather it for the window's end. */
  private async answered(
    sql: Sql,
    fx: Effects,
    event: AgreementActivityEvent,
    userId: string,
    contact: Contact,
    actorName: string,
    now: Date,
  ): Promise<void> {
    const id = event.agreementId;
    await sql.execute(
      'insert into answer_digests (agreement_id, user_id) values (?, ?) on conflict do nothing',
      [id, userId],
    );
    const [digest] = await sql.execute<{ window_ends_at: Date | null }[]>(
      'select window_ends_at from answer_digests where agreement_id = ? and user_id = ? for update',
      [id, userId],
    );
    const pending = await sql.execute<{ actor_name: string }[]>(
      'select actor_name from answer_digest_items where agreement_id = ? and user_id = ? order by answered_at, created_at',
      [id, userId],
    );
    const decision = decideAnswered(
      {
        windowEndsAt: digest.window_ends_at ? new Date(digest.window_ends_at) : null,
        pending: pending.length,
      },
      now,
      this.windowMs,
    );
    if (decision.action === 'gather') {
      await sql.execute(
        'insert into answer_digest_items (agreement_id, user_id, event_id, actor_name, answered_at) values (?, ?, ?, ?, ?) on conflict do nothing',
        [id, userId, event.eventId, actorName, event.occurredAt],
      );
      fx.timers.push({
        id: digestJobId(id, userId, decision.flushAt),
        job: { type: 'digest', agreementId: id, userId },
        at: decision.flushAt,
      });
      return;
    }
    await this.clearGathered(sql, id, userId);
    await this.mailAnswered(sql, fx, {
      agreementId: id,
      userId,
      contact,
      title: event.title,
      actors: [...pending.map((p) => p.actor_name), actorName],
      windowEndsAt: decision.windowEndsAt,
      eventId: event.eventId,
    });
  }

  /** The answers gathered for one person's next 'answered' mail are sent (or no longer wanted). */
  private async clearGathered(sql: Sql, agreementId: string, userId: string): Promise<void> {
    await sql.execute('delete from answer_digest_items where agreement_id = ? and user_id = ?', [
      agreementId,
      userId,
    ]);
  }

  /** An 'answered' mail naming `actors` (each once), and a new window in which further answers are gathered. */
  private async mailAnswered(
    sql: Sql,
    fx: Effects,
    m: {
      agreementId: string;
      userId: string;
      contact: Contact;
      title: string;
      actors: string[];
      windowEndsAt: Date;
      eventId?: string;
    },
  ): Promise<void> {
    await sql.execute('update answer_digests set window_ends_at = ? where agreement_id = ? and user_id = ?', [
      m.windowEndsAt,
      m.agreementId,
      m.userId,
    ]);
    fx.mails.push(
      await this.outbox.prepare(
        sql,
        { userId: m.userId, email: m.contact.email },
        {
          kind: 'answered',
          firstName: m.contact.firstName,
          title: m.title,
          link: activityLink(this.config.APP_ORIGIN, 'answered', m.agreementId),
          actors: [...new Set(m.actors)],
        },
        { agreementId: m.agreementId, eventId: m.eventId ?? null },
      ),
    );
  }

  /**
   * Reminder rows of the event's round: who answered (their pending reminders are removed), and a first
   * (or next) reminder for everyone with an account who has not — also someone who joined since. Every
   * event lists the round's current participants: the reminders of anyone no longer listed (removed by
   * the initiator) are deleted with their jobs.
   */
  private async syncReminders(
    sql: Sql,
    fx: Effects,
    event: AgreementActivityEvent,
    actor: string | null,
    now: Date,
  ): Promise<void> {
    const id = event.agreementId;
    const answered = new Set(event.participants.filter((p) => p.userId && p.answered).map((p) => p.userId!));
    if (event.kind === 'answered' && actor) answered.add(actor);
    for (const userId of answered) {
      await sql.execute(
        `insert into reminders (agreement_id, round, user_id, answered) values (?, ?, ?, true)
         on conflict (agreement_id, round, user_id) do update set answered = true`,
        [id, event.round, userId],
      );
      for (let n = 1; n <= MAX_REMINDERS_PER_ROUND; n++)
        fx.cancel.push(reminderJobId(id, event.round, userId, n));
    }
    // The round's participants as the newest event handled so far tells them (events may come out of
    // order: an older one must not bring back someone the initiator removed since). Under the row lock
    // `updateAgreement` took.
    const [stored] = await sql.execute<
      { listed_round: number | null; listed_at: Date | null; listed: string | null }[]
    >(
      "select listed_round, listed_at, array_to_string(listed, ',') as listed from agreement_states where agreement_id = ?",
      [id],
    );
    const { listed, store } = roundParticipants(
      stored?.listed_round && stored.listed_at
        ? {
            round: stored.listed_round,
            at: new Date(stored.listed_at),
            users: stored.listed ? stored.listed.split(',') : [],
          }
        : null,
      {
        round: event.round,
        at: new Date(event.occurredAt),
        users: event.participants.flatMap((p) => (p.userId ? [p.userId] : [])),
      },
    );
    if (store)
      await sql.execute(
        "update agreement_states set listed_round = ?, listed_at = ?, listed = string_to_array(?, ',')::uuid[] where agreement_id = ?",
        [store.round, store.at, store.users.join(','), id],
      );
    const gone = await sql.execute<{ user_id: string }[]>(
      `delete from reminders where agreement_id = ? and round = ?${
        listed.length > 0 ? ` and user_id not in (${placeholders(listed)})` : ''
      } returning user_id`,
      [id, event.round, ...listed],
    );
    for (const { user_id } of gone)
      for (let n = 1; n <= MAX_REMINDERS_PER_ROUND; n++)
        fx.cancel.push(reminderJobId(id, event.round, user_id, n));
    const taking = new Set(listed);
    const waiting = pendingAnswerers(event.participants).filter((u) => !answered.has(u) && taking.has(u));
    for (const userId of waiting) {
      const [row] = await sql.execute<{ sent: number; answered: boolean }[]>(
        `insert into reminders (agreement_id, round, user_id) values (?, ?, ?)
         on conflict (agreement_id, round, user_id) do update set round = excluded.round returning sent, answered`,
        [id, event.round, userId],
      );
      if (row.answered || row.sent >= MAX_REMINDERS_PER_ROUND) continue;
      // Already scheduled (by the round start or an earlier answer): `transaction` adds no second job.
      const at = new Date(now.getTime() + this.reminderMs);
      fx.timers.push({
        id: reminderJobId(id, event.round, userId, row.sent + 1),
        job: { type: 'reminder', agreementId: id, userId, round: event.round, number: row.sent + 1 },
        at,
      });
    }
  }

  /** Job ids of every reminder the agreement may still have waiting. */
  private async reminderJobs(sql: Sql, agreementId: string): Promise<string[]> {
    const rows = await sql.execute<{ round: number; user_id: string }[]>(
      'select round, user_id from reminders where agreement_id = ?',
      [agreementId],
    );
    return rows.flatMap((r) =>
      Array.from({ length: MAX_REMINDERS_PER_ROUND }, (_, k) =>
        reminderJobId(agreementId, r.round, r.user_id, k + 1),
      ),
    );
  }

  // ---- timers -----------------------------------------------------------------------------------

  private async fire(job: Job<TimerJob>): Promise<string> {
    const data = job.data;
    // Undefined also for an address not confirmed (yet): that person gets no mail from this timer.
    const contact = (await this.contacts.confirmed([data.userId])).get(data.userId);
    let outcome = 'nothing';
    await this.transaction(async (sql, fx) => {
      const [agreement] = await sql.execute<
        { round: number; status: 'open' | 'closed' | 'deleted'; title: string }[]
      >('select round, status, title from agreement_states where agreement_id = ? for update', [
        data.agreementId,
      ]);
      if (!agreement || agreement.status === 'deleted') return;
      if (data.type === 'digest') outcome = await this.flushDigest(sql, fx, data, agreement.title, contact);
      else outcome = await this.remind(sql, fx, data, agreement, contact);
    });
    this.logger.log(`timer ${data.type} of agreement ${data.agreementId}: ${outcome}`);
    return outcome;
  }

  private async flushDigest(
    sql: Sql,
    fx: Effects,
    data: { agreementId: string; userId: string },
    title: string,
    contact: Contact | undefined,
  ): Promise<string> {
    const { agreementId: id, userId } = data;
    const [digest] = await sql.execute<{ window_ends_at: Date | null }[]>(
      'select window_ends_at from answer_digests where agreement_id = ? and user_id = ? for update',
      [id, userId],
    );
    if (!digest) return 'no window';
    const pending = await sql.execute<{ actor_name: string; event_id: string }[]>(
      'select actor_name, event_id from answer_digest_items where agreement_id = ? and user_id = ? order by answered_at, created_at',
      [id, userId],
    );
    const decision = decideFlush(
      {
        windowEndsAt: digest.window_ends_at ? new Date(digest.window_ends_at) : null,
        pending: pending.length,
      },
      new Date(),
      this.windowMs,
    );
    if (decision.action === 'nothing') return 'nothing waiting';
    if (decision.action === 'later') {
      fx.timers.push({
        id: digestJobId(id, userId, decision.flushAt),
        job: { type: 'digest', agreementId: id, userId },
        at: decision.flushAt,
      });
      return 'later';
    }
    await this.clearGathered(sql, id, userId);
    if (!contact) return 'address not confirmed';
    if ((await this.prefs.disabled(sql, [userId], 'answered')).has(userId)) return 'turned off';
    await this.mailAnswered(sql, fx, {
      agreementId: id,
      userId,
      contact,
      title,
      actors: pending.map((p) => p.actor_name),
      windowEndsAt: decision.windowEndsAt,
    });
    return `digest of ${pending.length}`;
  }

  private async remind(
    sql: Sql,
    fx: Effects,
    data: { agreementId: string; userId: string; round: number; number: number },
    agreement: { round: number; status: 'open' | 'closed' | 'deleted'; title: string },
    contact: Contact | undefined,
  ): Promise<string> {
    const { agreementId: id, userId, round, number } = data;
    const [row] = await sql.execute<{ round: number; answered: boolean; sent: number }[]>(
      'select round, answered, sent from reminders where agreement_id = ? and round = ? and user_id = ? for update',
      [id, round, userId],
    );
    const decision = decideReminder({ agreement, reminder: row ?? null }, round, number);
    if (!decision.send) return decision.reason;
    if ((await this.prefs.disabled(sql, [userId], 'reminder')).has(userId)) {
      await sql.execute(
        'update reminders set sent = ? where agreement_id = ? and round = ? and user_id = ?',
        [MAX_REMINDERS_PER_ROUND, id, round, userId],
      );
      return 'turned off';
    }
    await sql.execute('update reminders set sent = ? where agreement_id = ? and round = ? and user_id = ?', [
      number,
      id,
      round,
      userId,
    ]);
    // Not confirmed: this reminder counts as given without a mail, and the next one is still due, so a
    // person who confirms in between gets it.
    if (contact)
      fx.mails.push(
        await this.outbox.prepare(
          sql,
          { userId, email: contact.email },
          {
            kind: 'reminder',
            firstName: contact.firstName,
            title: agreement.title,
            link: activityLink(this.config.APP_ORIGIN, 'round-started', id),
            round,
            number,
          },
          { agreementId: id },
        ),
      );
    if (decision.scheduleNext) {
      const at = new Date(Date.now() + this.reminderMs);
      fx.timers.push({
        id: reminderJobId(id, round, userId, number + 1),
        job: { type: 'reminder', agreementId: id, userId, round, number: number + 1 },
        at,
      });
    }
    return contact ? `reminder ${number} sent` : `reminder ${number} not sent: address not confirmed`;
  }
}

function recipient(userId: string, contacts: Map<string, Contact>): { userId: string; email: string } {
  return { userId, email: contacts.get(userId)!.email };
}
