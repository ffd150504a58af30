// The jobs kit (docs/long-work-as-jobs.md): defineJob, JobQueue and what a handler may throw.
export { defineJob, jobName } from './define-job';
export type {
  JobBackoff,
  JobContext,
  JobDefinition,
  JobKeep,
  JobOptions,
  JobSpec,
  LegacyJobs,
} from './define-job';
export { JobFailedForGood, type JobLog } from './job-runner';
export {
  type EnqueueOptions,
  type FoundJob,
  JobQueue,
  type JobQueueOptions,
  type JobState,
  PENDING_JOB_STATES,
} from './job-queue';
export { JobQueueOwner } from './job-queue-owner';
export { jobEnvelope, type JobEnvelope } from './jobs.rules';
