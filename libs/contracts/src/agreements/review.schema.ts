import { z } from 'zod';
import { strictBody } from '../common/errors';
import { fullNameSchema } from '../common/person-name.schema';
import { callerSchema } from './agreements.schema';

/** Texts of the review date (docs/reviews.md). */
export const ReviewMessages = {
  reviewOn: 'Velg datoen da dere vil se over avtalen igjen',
  notAfterToday: 'Datoen for gjennomgang må være etter i dag',
  tooFar: 'Datoen for gjennomgang kan være høyst ti år fram i tid',
  notSigned: 'Dere kan sette dato for gjennomgang når alle har signert avtalen',
  replaced: 'Avtalen er erstattet av en nyere versjon: gjennomgangen gjelder den',
  ended: 'Avtalen er avsluttet: den har ingen gjennomgang',
  notParty: 'Bare partene i avtalen kan sette dato for gjennomgang eller bekrefte at den gjelder fortsatt',
} as const;

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** `PUT /api/agreements/{id}/review`: a party sets the date the agreement is to be looked at again. */
export const reviewBodySchema = strictBody({
  reviewOn: z.string(ReviewMessages.reviewOn).regex(/^\d{4}-\d{2}-\d{2}$/, ReviewMessages.reviewOn),
});
export type ReviewBody = z.infer<typeof reviewBodySchema>;

/**
 * Why the next review is on its date: `set` by a party; suggested by Avtalt — `final-payment` (a loan's last
 * instalment), `yearly` (a year after signing) — or `confirmed` (a year after a party said it still applies).
 */
export const reviewReasonSchema = z.enum(['set', 'final-payment', 'yearly', 'confirmed']);
export type ReviewReason = z.infer<typeof reviewReasonSchema>;

const mark = z.strictObject({ at: z.iso.datetime(), by: fullNameSchema });

/**
 * `GET /api/agreements/{id}/review`: `active` (signed, the current version: a next review date), `not-signed`,
 * `replaced` and `ended` (ended together: none, nothing to review). `mayAct`: the caller is a party (may set the date and confirm).
 */
export const reviewViewSchema = z.strictObject({
  agreementId: z.uuid(),
  status: z.enum(['not-signed', 'active', 'replaced', 'ended']),
  reviewOn: isoDate.nullable(),
  reason: reviewReasonSchema.nullable(),
  setBy: fullNameSchema.nullable(),
  /** The last time a party recorded «Avtalen gjelder fortsatt». */
  confirmed: mark.nullable(),
  mayAct: z.boolean(),
});
export type ReviewView = z.infer<typeof reviewViewSchema>;

/** `agreements.review.set.v1`. */
export const setReviewMessageSchema = z.strictObject({
  caller: callerSchema,
  agreementId: z.uuid(),
  body: reviewBodySchema,
});
