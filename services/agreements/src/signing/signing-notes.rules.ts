import type { SignaturesView, SigningNote } from '@avtalt/contracts';
import type { AgreementRow } from '../agreements/agreement.rows';

/** The topic's notes on what the signature cannot do (docs/signing.md), as stored with the agreement (none: empty). */
export const signingNotesOf = (document: AgreementRow['document'] | undefined): SigningNote[] => [
  ...(document?.signingNotes ?? []),
];

/**
 * The signing notes as the web app shows them: each with its nynorsk and English where the agreement was started
 * with them (a note is translated only while it is the catalogue's, docs/languages.md).
 */
export function signingNotesWorded(agreement: {
  document?: AgreementRow['document'];
  translations?: AgreementRow['translations'];
}): SignaturesView['signingNotes'] {
  const wordingIn = (language: 'nn' | 'en', id: string) => {
    const own = agreement.translations?.[language]?.signingNotes?.find((n) => n.id === id);
    return own && { title: own.title, text: own.text };
  };
  return signingNotesOf(agreement.document).map((note) => {
    const nn = wordingIn('nn', note.id);
    const en = wordingIn('en', note.id);
    return nn || en ? { ...note, wordings: { ...(nn && { nn }), ...(en && { en }) } } : note;
  });
}
