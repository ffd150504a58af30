import { z } from 'zod';
import type { TimerJob } from './timer-job';

/** The payload of a `timer.fire` job: which timer it is (TimerJob). */
export const timerFirePayload = z.discriminatedUnion('type', [
  z.object({ type: z.literal('digest'), agreementId: z.string().min(1), userId: z.string().min(1) }),
  z.object({
    type: z.literal('reminder'),
    agreementId: z.string().min(1),
    userId: z.string().min(1),
    round: z.number().int(),
    number: z.number().int(),
  }),
]) satisfies z.ZodType<TimerJob>;

/**
 * The BullMQ names the hand-made queue gave timer jobs (their `type`); their data was the payload itself.
 * A reminder may wait days, so these stay mapped until no job of the release before can be delayed.
 */
export const LEGACY_TIMER_JOB_NAMES = ['digest', 'reminder'];
