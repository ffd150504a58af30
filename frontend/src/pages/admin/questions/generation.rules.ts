import { TemplateMessages } from '@avtalt/contracts';
import { apiErrorDetailsText } from '../../../api/error-details-text';
import { apiErrorMessage } from '../../../api/http';

/**
 * The toast text of a failed generation (admin spec §8): 'Kunne ikke regenerere spørsmål. Prøv igjen
 * senere.', replaced by the server's message followed by ' Detaljer: ' and the details when the
 * response has details.
 */
export function generationFailureText(error: unknown): string {
  const details = apiErrorDetailsText(error);
  if (details === null) return TemplateMessages.generationFailed;
  return `${apiErrorMessage(error, TemplateMessages.generationFailed)} Detaljer: ${details}`;
}

/** The success toast (admin spec §8). */
export function generationSuccessText(count: number, topicTitle: string): string {
  return `${count} nye spørsmål har blitt generert for ${topicTitle}`;
}
