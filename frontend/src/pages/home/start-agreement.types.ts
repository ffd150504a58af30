import type { AgreementKind } from '@avtalt/contracts';
import type { FieldIssue } from '../../api/http';

export interface CustomTopicRequest {
  title: string;
  description: string;
  /** 'Gjør temaet tilgjengelig for alle': publish the topic before creating the agreement. */
  makePublic: boolean;
  /** The kinds of agreement the person chose; absent: the title is read for them. */
  kinds?: AgreementKind[];
}

/** How a custom-topic request ended: created (navigating away), sent to login, or failed. */
export type CustomTopicOutcome =
  { status: 'created' } | { status: 'login' } | { status: 'failed'; fieldIssues: FieldIssue[] };
