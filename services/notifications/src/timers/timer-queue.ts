import { type JobDefinition, type JobQueue, PENDING_JOB_STATES } from '@avtalt/service-kit';
import { Inject, Injectable } from '@nestjs/common';
import type { Sql } from '../persistence/database.repository';
import { CLOCK, type Clock } from '../time/clock';
import type { ScheduledTimer, TimerJob } from './timer-job';
import { TimersRepository } from './timers.repository';

export const TIMER_QUEUE = 'notification-timers';

/**
 * Schedules and cancels timers: a row in `timers` (in the caller's transaction) and one delayed job per
 * timer (its id the timer's) in `notification-timers`, the queue ActivityService owns and works off.
 */
@Injectable()
export class TimerQueue {
  private queue: { jobs: JobQueue; fire: JobDefinition<TimerJob> } | undefined;

  constructor(
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly timers: TimersRepository,
  ) {}

  /** The queue the delayed jobs go to and their job (made by its owner when the module starts). */
  attach(jobs: JobQueue, fire: JobDefinition<TimerJob>): void {
    this.queue = { jobs, fire };
  }

  private jobs(): { jobs: JobQueue; fire: JobDefinition<TimerJob> } {
    if (!this.queue) throw new Error(`${TIMER_QUEUE} is not open yet`);
    return this.queue;
  }

  /** Removes timers in the caller's transaction, and their jobs. */
  async cancel(sql: Sql, ids: readonly string[]): Promise<void> {
    await this.timers.remove(sql, ids);
    for (const id of ids) await this.jobs().jobs.remove(id);
  }

  /** Stores timers in the caller's transaction and adds their delayed jobs (before it commits). */
  async schedule(sql: Sql, timers: readonly ScheduledTimer[]): Promise<void> {
    await this.timers.add(sql, timers);
    const { jobs, fire } = this.jobs();
    for (const timer of timers) {
      // A job of that id that failed (or completed and was kept) would make BullMQ ignore the new one:
      // removed first. One still pending stays as it is.
      const existing = await jobs.find(fire, timer.id);
      if (existing) {
        if (PENDING_JOB_STATES.includes(existing.state)) continue;
        await jobs.remove(timer.id);
      }
      await jobs.enqueue(fire, timer.job, {
        jobId: timer.id,
        delayMs: Math.max(0, timer.at.getTime() - this.clock.now().getTime()),
      });
    }
  }
}
