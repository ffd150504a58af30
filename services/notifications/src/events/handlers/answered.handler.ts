import type { Contact } from '@avtalt/contracts';
import { Inject, Injectable } from '@nestjs/common';
import { NOTIFICATIONS_CONFIG, type NotificationsConfig } from '../../config/notifications.config';
import { MailOutbox } from '../../mail/mail-outbox.service';
import type { Sql } from '../../persistence/database.repository';
import { PreferencesRepository } from '../../preferences/preferences.repository';
import { activityLink, decideAnswered, decideFlush } from '../../rules/notification.rules';
import { digestJobId } from '../../timers/timer-job';
import type { Effects } from '../activity-transaction';
import { AnswerDigestRepository } from '../answer-digest.repository';
import type { ActivityContext, ActivityHandler } from './activity-context';
import { ReminderSync } from './reminder-sync';

/**
 * 'answered': at most one mail per agreement per person per window (ANSWERED_DIGEST_MINUTES). The first
 * answer is mailed at once and opens the window; answers inside it are gathered and mailed together by
 * the window's timer ({@link flush}). The answer also ends the answerer's reminders.
 */
@Injectable()
export class AnsweredHandler implements ActivityHandler {
  /** Every answer of a round is an event for every other participant: their addresses are asked once a burst. */
  readonly recentContacts = true;

  constructor(
    @Inject(NOTIFICATIONS_CONFIG) private readonly config: NotificationsConfig,
    private readonly digests: AnswerDigestRepository,
    private readonly prefs: PreferencesRepository,
    private readonly outbox: MailOutbox,
    private readonly reminders: ReminderSync,
  ) {}

  private get windowMs(): number {
    return Math.round(this.config.ANSWERED_DIGEST_MINUTES * 60_000);
  }

  async handle(ctx: ActivityContext): Promise<void> {
    for (const userId of ctx.targets) await this.answeredFor(ctx, userId, ctx.contacts.get(userId)!);
    await this.reminders.sync(ctx.sql, ctx.fx, ctx.event, ctx.actor, ctx.now);
  }

  /** One 'answered' for one recipient: mail now and open a window, or gather it for the window's end. */
  private async answeredFor(ctx: ActivityContext, userId: string, contact: Contact): Promise<void> {
    const { sql, fx, event } = ctx;
    const id = event.agreementId;
    // '' for an answerer the event does not name: each mail writes «En deltaker» in its reader's language.
    const actorName = ctx.actorName;
    const window = await this.digests.lockWindow(sql, id, userId);
    const pending = await this.digests.gathered(sql, id, userId);
    const decision = decideAnswered(
      { windowEndsAt: window.windowEndsAt, pending: pending.length },
      ctx.now,
      this.windowMs,
    );
    if (decision.action === 'gather') {
      await this.digests.gather(sql, {
        agreementId: id,
        userId,
        eventId: event.eventId,
        actorName,
        answeredAt: event.occurredAt,
      });
      fx.timers.push({
        id: digestJobId(id, userId, decision.flushAt),
        job: { type: 'digest', agreementId: id, userId },
        at: decision.flushAt,
      });
      return;
    }
    await this.digests.clearGathered(sql, id, userId);
    await this.mail(sql, fx, {
      agreementId: id,
      userId,
      contact,
      title: event.title,
      actors: [...pending.map((p) => p.actor_name), actorName],
      windowEndsAt: decision.windowEndsAt,
      eventId: event.eventId,
    });
  }

  /**
   * The window's timer: one mail naming the answers gathered in it (unless the person's address is not
   * confirmed or they turned 'answered' off), and a new window from now.
   */
  async flush(
    sql: Sql,
    fx: Effects,
    data: { agreementId: string; userId: string },
    title: string,
    contact: Contact | undefined,
    now: Date,
  ): Promise<string> {
    const { agreementId: id, userId } = data;
    const window = await this.digests.lockExisting(sql, id, userId);
    if (!window) return 'no window';
    const pending = await this.digests.gathered(sql, id, userId);
    const decision = decideFlush(
      { windowEndsAt: window.windowEndsAt, pending: pending.length },
      now,
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
    await this.digests.clearGathered(sql, id, userId);
    if (!contact) return 'address not confirmed';
    if ((await this.prefs.disabled(sql, [userId], 'answered')).has(userId)) return 'turned off';
    await this.mail(sql, fx, {
      agreementId: id,
      userId,
      contact,
      title,
      actors: pending.map((p) => p.actor_name),
      windowEndsAt: decision.windowEndsAt,
    });
    return `digest of ${pending.length}`;
  }

  /** An 'answered' mail naming `actors` (each once), and a new window in which further answers are gathered. */
  private async mail(
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
    await this.digests.openWindow(sql, m.agreementId, m.userId, m.windowEndsAt);
    fx.mails.push(
      await this.outbox.prepare(
        sql,
        { userId: m.userId, email: m.contact.email, language: m.contact.language },
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
}
