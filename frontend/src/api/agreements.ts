import type {
  Agreement,
  AgreementLanguageBody,
  AgreementQuestion,
  AgreementSummary,
  Comparison,
  CreateAgreementBody,
  DocumentQuery,
  PartyDetailsBody,
} from '@avtalt/contracts';
import type { AnswerValue } from '@avtalt/logic';
import { apiJson, apiRequest } from './http';
import { retryAfterSeconds } from '../lib/poll';

/** Typed fetchers of the agreements API (gateway `/api/agreements`). */

const base = (id: string) => `/api/agreements/${encodeURIComponent(id)}`;

/** Creates an agreement; the caller (logged in or anonymous) becomes its initiator. */
export function createAgreement(body: CreateAgreementBody): Promise<{ id: string }> {
  return apiJson<{ id: string }>('POST', '/api/agreements', body);
}

export function fetchAgreement(id: string): Promise<Agreement> {
  return apiJson<Agreement>('GET', base(id));
}

/** The questions of the caller's current round, with the rules among them and the caller's saved answers. */
export function fetchAgreementQuestions(id: string): Promise<AgreementQuestion[]> {
  return apiJson<AgreementQuestion[]>('GET', `${base(id)}/questions`);
}

export function fetchComparison(id: string): Promise<Comparison> {
  return apiJson<Comparison>('GET', `${base(id)}/comparison`);
}

/**
 * Saves one answer as the respondent goes (the final submit still sends them all). The answer has the
 * question's type: a boolean, an option, or a free_text value in its canonical form (parseAnswer).
 */
export async function saveAnswer(
  id: string,
  questionId: string,
  response: AnswerValue,
  confirmedWarning = false,
): Promise<void> {
  // Issue 33: `confirmedWarning` only when the person ticked «Ja, verdien er riktig» (docs/value-checks.md).
  await apiRequest(
    'POST',
    `${base(id)}/questions/${encodeURIComponent(questionId)}/answers`,
    confirmedWarning ? { response, confirmedWarning } : { response },
  );
}

/**
 * The final submit of a round: marks the caller as responded. `confirmedWarnings`: the questions whose
 * value-check warnings the person confirmed (issue 33).
 */
export function submitAnswers(
  id: string,
  answers: Record<string, AnswerValue>,
  confirmedWarnings: readonly string[] = [],
): Promise<Agreement> {
  return apiJson<Agreement>(
    'POST',
    `${base(id)}/answers`,
    confirmedWarnings.length > 0 ? { answers, confirmedWarnings } : { answers },
  );
}

export function startNextRound(id: string): Promise<Agreement> {
  return apiJson<Agreement>('POST', `${base(id)}/nextRound`);
}

export function markDisagreement(id: string): Promise<Agreement> {
  return apiJson<Agreement>('POST', `${base(id)}/disagreement`);
}

export function updateExpectedParticipants(id: string, expectedParticipants: number): Promise<Agreement> {
  return apiJson<Agreement>('PUT', `${base(id)}/expected-participants`, { expectedParticipants });
}

/** 'Skjul svarene til alle har svart' on the share page (initiator only; docs/blind-rounds-and-finishing.md). */
export function setBlind(id: string, blind: boolean): Promise<Agreement> {
  return apiJson<Agreement>('PUT', `${base(id)}/blind`, { blind });
}

/** «Språk i avtaleteksten» on the result page (a party, until the first signature; docs/languages.md). */
export function setTextLanguage(id: string, body: AgreementLanguageBody): Promise<Agreement> {
  return apiJson<Agreement>('PUT', `${base(id)}/language`, body);
}

/**
 * The caller's date of birth and/or address in the agreement (issue 15, docs/legal-document.md): what
 * identifies them as a party in the document besides the account's name. Answers with the agreement.
 */

export function setPartyDetails(id: string, body: PartyDetailsBody): Promise<Agreement> {
  return apiJson<Agreement>('PUT', `${base(id)}/party-details`, body);
}

/** The initiator removes a participant who has not answered the current round. */
export function removeParticipant(id: string, participantId: string): Promise<Agreement> {
  return apiJson<Agreement>('DELETE', `${base(id)}/participants/${encodeURIComponent(participantId)}`);
}

export async function deleteAgreement(id: string): Promise<void> {
  await apiRequest('DELETE', base(id));
}

export function fetchActiveAgreements(): Promise<AgreementSummary[]> {
  return apiJson<AgreementSummary[]>('GET', '/api/agreements/active');
}

export function fetchCompletedAgreements(): Promise<AgreementSummary[]> {
  return apiJson<AgreementSummary[]>('GET', '/api/agreements/completed');
}

/** Which text of an agreement: the full agreement, the agreed points so far, or the disagreement protocol. */
export type DocumentVariant = NonNullable<DocumentQuery['variant']>;

/**
 * The legal text of a variant as a complete HTML document (open to anyone with the link). The full text
 * of a completed agreement normally comes with the agreement itself (`legalText`).
 */
export function fetchLegalText(id: string, variant: DocumentVariant): Promise<{ html: string }> {
  return apiJson<{ html: string }>('GET', `${base(id)}/legal-text?variant=${variant}`);
}

/** One ask for a PDF: the file when it is stored, or `pending` while its render job runs. */
export type PdfAnswer =
  { status: 'ready'; blob: Blob } | { status: 'pending'; retryAfterSeconds: number | null };

/**
 * The PDF of a variant (logged-in participants only). The server never waits for a render: it
 * answers 202 (with Retry-After) while the PDF is being made, and the caller asks again.
 */
export function fetchAgreementPdf(id: string, variant: DocumentVariant): Promise<PdfAnswer> {
  return fetchPdf(`${base(id)}/pdf?variant=${variant}`);
}

/** One ask for a PDF the server makes as a job (the agreement's, the payment statement). */
export async function fetchPdf(path: string): Promise<PdfAnswer> {
  const res = await apiRequest('GET', path);
  if (res.status === 202)
    return { status: 'pending', retryAfterSeconds: retryAfterSeconds(res.headers?.get('Retry-After')) };
  return { status: 'ready', blob: await res.blob() };
}
