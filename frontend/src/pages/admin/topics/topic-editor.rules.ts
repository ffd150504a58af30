import {
  updateTopicBodySchema,
  type DocumentKind,
  type Topic,
  type UpdateTopicBody,
} from '@avtalt/contracts';
import type { z } from 'zod';
import type { FieldIssue } from '../../../api/http';
import { adminTopicsT as t } from './texts';

/** What the topic editor edits; every text as typed, blanks become null on submit. */
export interface TopicEditorValues {
  title: string;
  description: string;
  /** 'Type dokument': an agreement, or a plan that is not legally binding (docs/legal-document.md). */
  kind: DocumentKind;
  /** 'Overskrift' ('Samboeravtale'); blank: 'Avtale' or 'Plan'. */
  heading: string;
  /** 'Varighet og oppsigelse'; blank: the general term clause. Agreements only. */
  termClause: string;
  /** 'Tvisteløsning'; blank: the general dispute clause. Agreements only. */
  disputeClause: string;
}

export type TopicEditorErrors = Partial<Record<keyof TopicEditorValues, string>>;

/** A choice of 'Type dokument', in the language in use. */
export function documentKindLabel(kind: DocumentKind): string {
  return t(`editor.kinds.${kind}`);
}

/** The editor's values for a topic: its document settings, or the defaults when it has none. */
export function topicEditorValuesFrom(topic: Topic): TopicEditorValues {
  const document = topic.document ?? null;
  return {
    title: topic.title,
    description: topic.description,
    kind: document?.kind ?? 'agreement',
    heading: document?.heading ?? '',
    termClause: document?.termClause ?? '',
    disputeClause: document?.disputeClause ?? '',
  };
}

const blankToNull = (text: string): string | null => (text.trim() === '' ? null : text);

/**
 * The body of `PUT /api/admin/topics/{id}`: title, description and the document settings. A plan has
 * no final clauses (docs/legal-document.md), so its term and dispute clauses are sent as none.
 */
export function topicBodyFrom(values: TopicEditorValues) {
  const agreement = values.kind === 'agreement';
  return {
    title: values.title,
    description: values.description,
    document: {
      kind: values.kind,
      heading: blankToNull(values.heading),
      termClause: agreement ? blankToNull(values.termClause) : null,
      disputeClause: agreement ? blankToNull(values.disputeClause) : null,
    },
  };
}

/**
 * The first message per field of the editor: a document issue (`document.heading`) goes to its own
 * field. Works for the schema's issues and for the server's 400 `details` alike.
 */
export function topicEditorErrors(
  issues: readonly { path: readonly PropertyKey[] | string; message: string }[],
): TopicEditorErrors {
  const errors: TopicEditorErrors = {};
  for (const issue of issues) {
    const path = typeof issue.path === 'string' ? issue.path.split('.') : issue.path.map(String);
    const field = (path[0] === 'document' ? (path[1] ?? 'kind') : path[0]) as keyof TopicEditorValues;
    if (!(field in EMPTY) || errors[field]) continue;
    errors[field] = issue.message;
  }
  return errors;
}

const EMPTY: TopicEditorValues = {
  title: '',
  description: '',
  kind: 'agreement',
  heading: '',
  termClause: '',
  disputeClause: '',
};

/** Validates the editor with the shared schema: the body to send, or the errors per field. */
export function validateTopicEditor(
  values: TopicEditorValues,
): { ok: true; body: UpdateTopicBody } | { ok: false; errors: TopicEditorErrors } {
  const result: z.ZodSafeParseResult<UpdateTopicBody> = updateTopicBodySchema.safeParse(
    topicBodyFrom(values),
  );
  return result.success
    ? { ok: true, body: result.data }
    : { ok: false, errors: topicEditorErrors(result.error.issues) };
}

/** The server's field issues (400 `details`) per field of the editor. */
export function topicEditorServerErrors(details: FieldIssue[]): TopicEditorErrors {
  return topicEditorErrors(details);
}

/**
 * The help under 'Overskrift': an example named as one, and what a blank field gives. The example was a
 * grey placeholder ('Samboeravtale'), which read as a value already filled in (issue 34, ux.md admin 4).
 */
export function headingHelp(kind: DocumentKind): string {
  return kind === 'plan' ? t('editor.headingHelp.plan') : t('editor.headingHelp.agreement');
}
