import { customTopicDocument, customTopicTranslations } from '../generation/custom-document.rules';
import {
  ErrorCode,
  formRequirementNotices,
  QuestionDraftMessages,
  type AgreementKind,
  type GeneratedQuestion,
  type JobStatus,
  type QuestionDraft,
  type TopicTranslations,
} from '@avtalt/contracts';

/** How many drafts one owner may start per window, and how many jobs may wait in each lane. */
export interface DraftLimits {
  perOwner: number;
  windowMs: number;
  /** Logged-in users' waiting jobs. */
  maxBacklog: number;
  /** Anonymous callers' waiting jobs. */
  maxAnonymousBacklog: number;
}

/**
 * The queue's two lanes: logged-in users' jobs are taken first; anonymous ones wait behind them. Each
 * counts only its own waiting jobs, so a full anonymous lane never refuses a logged-in user.
 */
export interface Backlog {
  loggedIn: number;
  anonymous: number;
}

/** A draft that is still pending this long after it was started is given up (its job was lost). */
export const DRAFT_STALE_MS = 5 * 60_000;
/** Drafts are deleted this long after they were started; an agreement made from one keeps its copy. */
export const DRAFT_TTL_MS = 24 * 60 * 60_000;

export type Admission =
  | { admitted: true }
  | {
      admitted: false;
      code: typeof ErrorCode.RateLimited | typeof ErrorCode.ServiceUnavailable;
      message: string;
    };

/**
 * Whether a new draft may start: the owner has started fewer than `perOwner` in the window (a user, or
 * one anonymous session), and the caller's lane is not already holding its most waiting jobs (a visitor
 * who drops the cookie gets a new anonymous id, so the anonymous lane's cap bounds what all of them can
 * queue; the gateway also limits each client address, docs/limits.md).
 */
export function admitDraft(
  startedInWindow: number,
  backlog: Backlog,
  anonymous: boolean,
  limits: DraftLimits,
): Admission {
  if (startedInWindow >= limits.perOwner) {
    return { admitted: false, code: ErrorCode.RateLimited, message: QuestionDraftMessages.rateLimited };
  }
  if (anonymous && backlog.anonymous >= limits.maxAnonymousBacklog) {
    return {
      admitted: false,
      code: ErrorCode.ServiceUnavailable,
      message: QuestionDraftMessages.anonymousBusy,
    };
  }
  if (!anonymous && backlog.loggedIn >= limits.maxBacklog) {
    return { admitted: false, code: ErrorCode.ServiceUnavailable, message: QuestionDraftMessages.busy };
  }
  return { admitted: true };
}

/** A stored draft as the repository reads it. */
export interface QuestionDraftRow {
  id: string;
  ownerId: string;
  title: string;
  description: string;
  count: number;
  /** The kinds of agreement the owner chose; null when the title is read for them. */
  kinds: AgreementKind[] | null;
  status: JobStatus;
  questions: GeneratedQuestion[] | null;
  message: string | null;
  createdAt: Date;
  finishedAt: Date | null;
}

/** Whether a pending draft has waited so long that its job must have been lost. */
export function isStale(
  row: Pick<QuestionDraftRow, 'status' | 'createdAt'>,
  now: Date,
  staleAfterMs = DRAFT_STALE_MS,
): boolean {
  return row.status === 'pending' && now.getTime() - row.createdAt.getTime() >= staleAfterMs;
}

/** The draft as its owner sees it: questions only when ready, a Norwegian message only when failed. */
export function draftView(row: QuestionDraftRow): QuestionDraft {
  return {
    id: row.id,
    status: row.status,
    title: row.title,
    description: row.description,
    questions: row.status === 'ready' ? (row.questions ?? []) : [],
    message: row.status === 'failed' ? (row.message ?? QuestionDraftMessages.failed) : null,
    createdAt: row.createdAt.toISOString(),
    // Issue 31: a testament or an ektepakt cannot be made in Avtalt; the reply says so before any question.
    formNotices: formRequirementNotices(row.title, row.description),
    kinds: row.kinds,
    // What kind of agreement the title says it is gives the document its heading (and a catalogue
    // topic's clauses and notes).
    document: row.status === 'ready' ? customTopicDocument(row.title, row.description, row.kinds) : null,
    ...(row.status === 'ready' ? translationsOf(row) : {}),
  };
}

/** The document's translations, for a draft whose questions have a language at all (none: bokmål only). */
function translationsOf(row: QuestionDraftRow): { translations?: TopicTranslations } {
  const questions = row.questions ?? [];
  if (!questions.some((q) => q.translations)) return {};
  const translations = customTopicTranslations(row.title, row.description, row.kinds);
  return translations ? { translations } : {};
}
