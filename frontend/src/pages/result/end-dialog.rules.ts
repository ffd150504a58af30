import { AmendmentMessages, endingBodySchema, type EndingBody } from '@avtalt/contracts';

/*
 * The ending dialog's date rules, apart from ./version.rules.ts: the dialog is its own lazily loaded chunk, and
 * importing from a module of the result page's chunk would make that chunk a static dependency of the dialog
 * (the build's route preloads then find no manifest entry for the page).
 */

/** How many years ahead an ending may be set, as the server allows. */
export const ENDING_MAX_YEARS = 5;

/** The dates the dialog's field offers: from today to the same day five years on (YYYY-MM-DD). */
export function endingDateRange(today: string): { min: string; max: string } {
  return { min: today, max: `${Number(today.slice(0, 4)) + ENDING_MAX_YEARS}${today.slice(4)}` };
}

/**
 * The body of `POST /api/agreements/{id}/ending` for the date in the field, or the message the dialog shows
 * instead of sending it: no date, a date before `today`, or one more than five years ahead. The server judges
 * the same way; this spares the party a round trip and says what is wrong beside the field.
 */
export function endingBodyOf(endsOn: string, today: string): { body: EndingBody } | { error: string } {
  const parsed = endingBodySchema.safeParse({ endsOn });
  if (!parsed.success) return { error: parsed.error.issues[0]?.message ?? AmendmentMessages.endsOn };
  const { min, max } = endingDateRange(today);
  if (endsOn < min) return { error: AmendmentMessages.endsOnPast };
  if (endsOn > max) return { error: AmendmentMessages.endsOnTooLate };
  return { body: parsed.data };
}
