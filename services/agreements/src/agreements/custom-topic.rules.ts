import {
  ErrorCode,
  QuestionDraftMessages,
  type GeneratedQuestion,
  type QuestionDraft,
} from '@avtalt/contracts';

export type DraftQuestions =
  | {
      usable: true;
      questions: GeneratedQuestion[];
      document: QuestionDraft['document'];
      translations: QuestionDraft['translations'];
    }
  | { usable: false; code: typeof ErrorCode.Conflict; message: string };

/**
 * Whether an agreement on a custom topic may be made from a question draft: only a finished one with
 * questions (an agreement is never without questions). A pending draft is "not now" (409); a failed
 * one has to be started again (409 with the failure's Norwegian message).
 */
export function draftQuestions(
  draft: Pick<QuestionDraft, 'status' | 'questions' | 'message' | 'document' | 'translations'>,
): DraftQuestions {
  if (draft.status === 'ready' && draft.questions.length > 0)
    return {
      usable: true,
      questions: draft.questions,
      document: draft.document ?? null,
      translations: draft.translations,
    };
  if (draft.status === 'pending')
    return { usable: false, code: ErrorCode.Conflict, message: QuestionDraftMessages.notReady };
  return { usable: false, code: ErrorCode.Conflict, message: draft.message ?? QuestionDraftMessages.failed };
}
