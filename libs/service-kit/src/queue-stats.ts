import type { QueueStats } from '@avtalt/contracts';

/** The part of a BullMQ Queue that {@link queueStats} needs. */
export interface StatsQueue {
  name: string;
  getJobCounts(...types: string[]): Promise<Record<string, number>>;
  getFailed(
    start?: number,
    end?: number,
  ): Promise<{ id?: string; name: string; failedReason: string; finishedOn?: number }[]>;
}

/** Job counts and the latest failures of a queue, for operators. */
export async function queueStats(queue: StatsQueue): Promise<QueueStats> {
  const [counts, failed] = await Promise.all([
    queue.getJobCounts('waiting', 'active', 'completed', 'failed', 'delayed', 'paused'),
    queue.getFailed(0, 9),
  ]);
  return {
    queue: queue.name,
    counts,
    failed: failed.map((job) => ({
      id: String(job.id ?? ''),
      name: job.name,
      failedReason: job.failedReason,
      finishedOn: job.finishedOn ?? null,
    })),
  };
}
