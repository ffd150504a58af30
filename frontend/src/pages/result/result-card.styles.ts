/**
 * The one look of the cards on the result page (party details, guardian, signing requirement, what the
 * signature does not do, signatures, version, payment schedule): outlined, as wide as the document, the same padding on a phone
 * and a desktop.
 */
export const RESULT_CARD_SX = { maxWidth: 800, mx: 'auto', mb: { xs: 3, md: 4 }, borderRadius: 3 } as const;
export const RESULT_CARD_CONTENT_SX = {
  p: { xs: 2.5, sm: 3.5 },
  '&:last-child': { pb: { xs: 2.5, sm: 3.5 } },
} as const;
