import { translateMessage } from '@avtalt/contracts';
import { languageInUse } from '../i18n/i18n';

/**
 * A message constant of the contracts (`GuardianMessages.acceptLogin`, a schema's validation message, …) shown
 * as the page's own text, in the language in use: the services write these in bokmål, and the contracts hold
 * each one in nynorsk and English (libs/contracts/src/i18n). A text that is not one of them (a server's reply,
 * already in the caller's language) is returned as it is. Called at render time, so a component that shows it
 * must render again when the language changes (any `useTranslation` does).
 *
 * It brings the contracts' catalogues: never import it into code the front page loads eagerly
 * (docs/compression-and-code-splitting.md, "The budget").
 */
export function serverText(message: string): string {
  return translateMessage(message, languageInUse());
}

/** A form's errors, each through {@link serverText} (a field without one stays without). */
export function serverTexts<E extends Partial<Record<string, string>>>(errors: E): E {
  return Object.fromEntries(
    Object.entries(errors).map(([field, message]) => [
      field,
      message === undefined ? message : serverText(message),
    ]),
  ) as E;
}
