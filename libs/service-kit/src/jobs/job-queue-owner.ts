import type { OnApplicationShutdown, OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import type { JobQueue } from './job-queue';

/**
 * The Nest provider that owns a {@link JobQueue} and works it: the one place the queue's lifecycle is
 * tied to Nest's (docs/graceful-shutdown.md). Extend it, make `jobs` in the constructor (after the job
 * definitions, which are usually fields bound to the provider), and Nest
 *
 * - connects the queue and starts its worker on `onModuleInit`;
 * - stops the worker on `onModuleDestroy`: it takes no new job and its running ones finish (the first
 *   step of shutdown, while everything they use is still open);
 * - closes the queue's connection on `onApplicationShutdown`, once every worker and consumer of the
 *   process has stopped (one of them may still queue a job until then).
 *
 * A provider with more to do at start overrides `onModuleInit` and calls `super.onModuleInit()` where
 * the queue must be started; one that does not call it (its feature switched off) never starts the queue,
 * and its shutdown steps then do nothing.
 */
export abstract class JobQueueOwner implements OnModuleInit, OnModuleDestroy, OnApplicationShutdown {
  /** The queue this provider works. */
  protected abstract readonly jobs: JobQueue;

  async onModuleInit(): Promise<void> {
    await this.jobs.start();
  }

  async onModuleDestroy(): Promise<void> {
    await this.jobs.stopWorker();
  }

  async onApplicationShutdown(): Promise<void> {
    await this.jobs.close();
  }
}
