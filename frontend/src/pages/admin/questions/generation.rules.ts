import { TemplateMessages } from '@avtalt/contracts';
import { apiErrorDetailsText } from '../../../api/error-details-text';
import { apiErrorMessage } from '../../../api/http';
import { serverText } from '../../../lib/server-text';
import { adminQuestionsT as t } from './texts';

/**
 * The toast text of a failed generation (admin spec §8): 'Kunne ikke regenerere spørsmål. Prøv igjen
 * senere.', replaced by the server's message followed by ' Detaljer: ' and the details when the
 * response has details.
 */
export function generationFailureText(error: unknown): string {
  const details = apiErrorDetailsText(error);
  const failed = serverText(TemplateMessages.generationFailed);
  if (details === null) return failed;
  const message = apiErrorMessage(error, failed);
  return t('tab.failedDetails', { message, details });
}

/** The success toast (admin spec §8). */
export function generationSuccessText(count: number, topicTitle: string): string {
  return t('tab.generated', { count, title: topicTitle });
}
