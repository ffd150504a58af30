import { PaymentDueHandler } from './handlers/payment-due.handler';
import { PaymentRecordedHandler } from './handlers/payment-recorded.handler';
import { ReviewHandler } from './handlers/review.handler';
import {
  type AgreementActivityEvent,
  type AgreementActivityKind,
  type AgreementDeletedEvent,
  type DocumentSealedEvent,
  type NotificationKind,
  notificationKindSchema,
} from '@avtalt/contracts';
import { defineJob, type JobDefinition, JobQueue, JobQueueOwner } from '@avtalt/service-kit';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { NOTIFICATIONS_CONFIG, type NotificationsConfig } from '../config/notifications.config';
import { cappedBackoff, TIMER_ATTEMPTS, TIMER_BACKOFF_MS } from '../mail/retry.rules';
import { Database } from '../persistence/database.repository';
import { PreferencesRepository } from '../preferences/preferences.repository';
import { activityLink, activityRecipients, actorUserId } from '../rules/notification.rules';
import { CLOCK, type Clock } from '../time/clock';
import { LEGACY_TIMER_JOB_NAMES, timerFirePayload } from '../timers/timer-fire.job';
import type { TimerJob } from '../timers/timer-job';
import { TIMER_QUEUE, TimerQueue } from '../timers/timer-queue';
import { TimersService } from '../timers/timers.service';
import { ActivityTransaction } from './activity-transaction';
import { AgreementStateRepository } from './agreement-state.repository';
import { Contacts } from './contacts';
import type { ActivityHandler } from './handlers/activity-context';
import { AnsweredHandler } from './handlers/answered.handler';
import { DeletedHandler } from './handlers/deleted.handler';
import { InviteeInvitedHandler } from './handlers/invitee-invited.handler';
import { ParticipantRemovedHandler } from './handlers/participant-removed.handler';
import { RoundClosedHandler } from './handlers/round-closed.handler';
import { RoundStartedHandler } from './handlers/round-started.handler';
import { SealedHandler } from './handlers/sealed.handler';
import { SigningHandler } from './handlers/signing.handler';

/** Activity kinds a person can switch off (signing kinds cannot: they are about what they signed). */
function isNotificationKind(kind: string): kind is NotificationKind {
  return (notificationKindSchema.options as readonly string[]).includes(kind);
}

type SigningKind = 'signature-added' | 'signatures-voided' | 'signed';
const SIGNING_KINDS: readonly string[] = ['signature-added', 'signatures-voided', 'signed'];

/**
 * Where the work of notifications comes in and goes to its handler (docs/notifications.md): the events
 * (from the consumers in agreement-events.consumer.ts), each to the handler of its kind, and the timers
 * (the jobs of the queue `notification-timers`, which this service owns) to TimersService. For the
 * activity kinds it does what they share: each event is handled once (`processed_events`, in the same
 * transaction as its rows), the agreement's state is recorded first (a deleted agreement gets nothing
 * more), and mail goes only to confirmed addresses of people who did not turn the kind off.
 */
@Injectable()
export class ActivityService extends JobQueueOwner {
  private readonly logger = new Logger(ActivityService.name);
  private readonly handlers: Record<Exclude<AgreementActivityKind, SigningKind>, ActivityHandler>;
  /** A timer's delayed job (`timer.fire.v1`); the release before's `digest` and `reminder` jobs run as it. */
  readonly fire: JobDefinition<TimerJob, string>;
  protected readonly jobs: JobQueue;

  constructor(
    @Inject(NOTIFICATIONS_CONFIG) private readonly config: NotificationsConfig,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly db: Database,
    private readonly tx: ActivityTransaction,
    private readonly agreements: AgreementStateRepository,
    private readonly prefs: PreferencesRepository,
    private readonly contacts: Contacts,
    answered: AnsweredHandler,
    roundStarted: RoundStartedHandler,
    participantRemoved: ParticipantRemovedHandler,
    inviteeInvited: InviteeInvitedHandler,
    roundClosed: RoundClosedHandler,
    paymentRecorded: PaymentRecordedHandler,
    paymentDue: PaymentDueHandler,
    review: ReviewHandler,
    private readonly signing: SigningHandler,
    private readonly sealedHandler: SealedHandler,
    private readonly deletedHandler: DeletedHandler,
    private readonly timerQueue: TimerQueue,
    private readonly timers: TimersService,
  ) {
    super();
    this.handlers = {
      answered,
      'round-started': roundStarted,
      'participant-removed': participantRemoved,
      completed: roundClosed,
      'disagreement-declared': roundClosed,
      'observer-invited': inviteeInvited,
      'guardian-invited': inviteeInvited,
      'payment-recorded': paymentRecorded,
      'payment-due': paymentDue,
      'review-due': review,
      'review-recorded': review,
    };
    this.fire = defineJob({
      id: 'timer.fire',
      version: 1,
      payload: timerFirePayload,
      handler: (timer, context) => this.timers.fire(context.jobId, timer),
      // Identity or Postgres down: retried doubling from 2 s, at most 10 minutes apart, for more than a day.
      options: {
        attempts: TIMER_ATTEMPTS,
        backoff: { type: 'custom', delayMs: (attemptsMade) => cappedBackoff(attemptsMade, TIMER_BACKOFF_MS) },
        removeOnComplete: true,
        removeOnFail: 1000,
      },
      legacy: { names: LEGACY_TIMER_JOB_NAMES, payload: (raw) => raw },
    });
    this.jobs = new JobQueue({
      name: TIMER_QUEUE,
      redisUrl: config.REDIS_URL,
      jobs: [this.fire],
      concurrency: 4,
    });
  }

  /** The timer queue is handed to TimerQueue once started, so timers are scheduled only on an open queue. */
  override async onModuleInit(): Promise<void> {
    await super.onModuleInit();
    this.timerQueue.attach(this.jobs, this.fire);
    await this.agreements.forgetOldEvents(this.db.sql());
  }

  async activity(event: AgreementActivityEvent): Promise<void> {
    if (SIGNING_KINDS.includes(event.kind)) return this.signing.handle(event);
    const handler = this.handlers[event.kind as Exclude<AgreementActivityKind, SigningKind>];
    const recipients = activityRecipients(event);
    // Nothing goes to an address that is not confirmed; those mails are not sent later either
    // (docs/notifications.md, 'Only confirmed addresses').
    const now = this.clock.now();
    const contacts = handler.recentContacts
      ? await this.contacts.confirmedRecently(recipients, now.getTime())
      : await this.contacts.confirmed(recipients);
    const actorName =
      event.participants.find((p) => p.participantId === event.actorParticipantId)?.name ?? '';
    const actor = actorUserId(event);
    const actorLanguage =
      handler.inActorsLanguage && actor
        ? ((await this.contacts.of([actor])).get(actor)?.language ?? 'nb')
        : null;
    const closing = event.kind === 'completed' || event.kind === 'disagreement-declared';
    const effects = await this.tx.run(async (sql, fx) => {
      if (!(await this.agreements.firstTime(sql, event.eventId))) return;
      if ((await this.agreements.record(sql, event, closing)) === 'deleted') return;
      // A removal has no recipients (and no preference of its own).
      const off = isNotificationKind(event.kind)
        ? await this.prefs.disabled(sql, recipients, event.kind)
        : new Set<string>();
      await handler.handle({
        sql,
        fx,
        event,
        targets: recipients.filter((userId) => !off.has(userId) && contacts.has(userId)),
        contacts,
        actor,
        actorName,
        actorLanguage,
        now,
        link: activityLink(this.config.APP_ORIGIN, event.kind, event.agreementId),
      });
    });
    this.logger.log(
      `${event.kind} event ${event.eventId} of agreement ${event.agreementId}: ${effects.mails.length} mails, ${effects.timers.length} timers`,
    );
  }

  sealed(event: DocumentSealedEvent): Promise<void> {
    return this.sealedHandler.handle(event);
  }

  deleted(event: AgreementDeletedEvent): Promise<void> {
    return this.deletedHandler.handle(event);
  }
}
