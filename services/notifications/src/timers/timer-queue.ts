import { Inject, Injectable } from '@nestjs/common';
import type { Queue } from 'bullmq';
import { CAPPED_BACKOFF, TIMER_ATTEMPTS } from '../mail/retry.rules';
import type { Sql } from '../persistence/database.repository';
import { CLOCK, type Clock } from '../time/clock';
import type { ScheduledTimer, TimerJob } from './timer-job';
import { TimersRepository } from './timers.repository';

export const TIMER_QUEUE = 'notification-timers';

/** Job states in which a timer is still going to fire: scheduling it again adds nothing. */
const PENDING = ['delayed', 'waiting', 'active', 'prioritized', 'waiting-children'];

/**
 * Schedules and cancels timers: a row in `timers` (in the caller's transaction) and one delayed job per
 * timer (its id the timer's) in `notification-timers`, the queue ActivityService owns and works off.
 */
@Injectable()
export class TimerQueue {
  private queue: Queue<TimerJob> | undefined;

  constructor(
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly timers: TimersRepository,
  ) {}

  /** The queue the delayed jobs go to (made by its owner when the module starts). */
  attach(queue: Queue<TimerJob>): void {
    this.queue = queue;
  }

  private jobs(): Queue<TimerJob> {
    if (!this.queue) throw new Error(`${TIMER_QUEUE} is not open yet`);
    return this.queue;
  }

  /** Removes timers in the caller's transaction, and their jobs. */
  async cancel(sql: Sql, ids: readonly string[]): Promise<void> {
    await this.timers.remove(sql, ids);
    for (const id of ids)
      await this.jobs()
        .remove(id)
        .catch(() => undefined);
  }

  /** Stores timers in the caller's transaction and adds their delayed jobs (before it commits). */
  async schedule(sql: Sql, timers: readonly ScheduledTimer[]): Promise<void> {
    await this.timers.add(sql, timers);
    for (const timer of timers) {
      // A job of that id that failed (or completed and was kept) would make BullMQ ignore the new one:
      // removed first. One still pending stays as it is.
      const existing = await this.jobs().getJob(timer.id);
      if (existing) {
        if (PENDING.includes(await existing.getState())) continue;
        await existing.remove().catch(() => undefined);
      }
      await this.jobs().add(timer.job.type, timer.job, {
        jobId: timer.id,
        delay: Math.max(0, timer.at.getTime() - this.clock.now().getTime()),
        attempts: TIMER_ATTEMPTS,
        backoff: { type: CAPPED_BACKOFF },
        removeOnComplete: true,
        removeOnFail: 1000,
      });
    }
  }
}
