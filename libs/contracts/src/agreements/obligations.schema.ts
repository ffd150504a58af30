import { z } from 'zod';
import { strictBody } from '../common/errors';
import { fullNameSchema } from '../common/person-name.schema';
import { callerSchema } from './agreements.schema';

/** Texts of the payment schedule (docs/obligations.md). */
export const ObligationMessages = {
  step: 'Velg om betalingen er betalt eller mottatt',
  itemId: 'Betalingen finnes ikke i avtalens betalingsplan',
  notSigned: 'Betalingsplanen gjelder når alle har signert avtalen',
  replaced: 'Avtalen er erstattet av en nyere versjon: bruk betalingsplanen i den',
  notPayer: 'Bare den som skal betale, kan markere betalingen som betalt',
  notPayee: 'Bare den som skal motta betalingen, kan bekrefte at den er mottatt',
  alreadyPaid: 'Betalingen er allerede markert som betalt',
  alreadyReceived: 'Betalingen er allerede bekreftet mottatt',
  noSchedule: 'Avtalen har ingen betalingsplan',
  statementNotSigned: 'Betalingsoversikten lages når alle har signert avtalen',
} as const;

/** A payment's id in the schedule: `<rule>-<n>` (docs/obligations.md). */
export const paymentItemIdSchema = z
  .string(ObligationMessages.itemId)
  .regex(/^[a-z0-9-]{1,50}$/, ObligationMessages.itemId);

/**
 * `POST /api/agreements/{id}/obligations/{itemId}`: the payer marks the payment «Betalt» (`paid`), the payee
 * confirms it «Mottatt» (`received`). Nothing is moved: it is a record both confirm.
 */
export const paymentStepBodySchema = strictBody({
  step: z.enum(['paid', 'received'], ObligationMessages.step),
});
export type PaymentStepBody = z.infer<typeof paymentStepBodySchema>;
export type PaymentStep = PaymentStepBody['step'];

const party = z.strictObject({ participantId: z.uuid(), name: fullNameSchema });
const mark = z.strictObject({ at: z.iso.datetime(), by: fullNameSchema });
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
/** A payment's label in nynorsk and English, where the topic has them («Avdrag»: «Avdrag», «Instalment»). */
const labelWordings = z.strictObject({ nn: z.string().optional(), en: z.string().optional() }).optional();

/**
 * Where a payment stands: `upcoming` (due later), `due` (due within the reminder's days), `overdue`,
 * `paid` (the payer marked it, the payee has not confirmed), `received` (the payee confirmed it).
 */
export const paymentStateSchema = z.enum(['upcoming', 'due', 'overdue', 'paid', 'received']);
export type PaymentState = z.infer<typeof paymentStateSchema>;

export const scheduledPaymentSchema = z.strictObject({
  id: paymentItemIdSchema,
  ruleId: z.string(),
  label: z.string(),
  labels: labelWordings,
  n: z.number().int().min(1),
  /** Null for a running payment without an end (listed twelve months ahead). */
  of: z.number().int().min(1).nullable(),
  dueDate: isoDate,
  /** In kroner (two decimals at most). */
  amount: z.number(),
  payers: z.array(party),
  payees: z.array(party),
  paid: mark.nullable(),
  received: mark.nullable(),
  state: paymentStateSchema,
  /** The caller's part in it (null: neither pays nor receives). */
  mine: z.enum(['payer', 'payee']).nullable(),
});
export type ScheduledPaymentDto = z.infer<typeof scheduledPaymentSchema>;

/** Per rule: what is due in all, what the payee confirmed, and what remains («Nedbetalingsoversikt»). */
export const obligationSummarySchema = z.strictObject({
  ruleId: z.string(),
  label: z.string(),
  labels: labelWordings,
  total: z.number(),
  received: z.number(),
  remaining: z.number(),
  payments: z.number().int().min(0),
  /** A running payment without an end: `total` and `remaining` are of the payments listed so far. */
  openEnded: z.boolean(),
});

export const statementHeadingSchema = z.enum(['Nedbetalingsoversikt', 'Betalingsoversikt']);

/**
 * `GET /api/agreements/{id}/obligations`. `status`: `active` (signed, the current version), `not-signed`
 * (the schedule applies once everyone has signed; shown as a preview), `replaced` (a later version holds
 * the schedule now), `none` (the agreement makes nobody pay anything on a date).
 */
export const obligationsViewSchema = z.strictObject({
  agreementId: z.uuid(),
  status: z.enum(['none', 'not-signed', 'active', 'replaced']),
  /** Today in Oslo, as the states were decided. */
  today: isoDate,
  payments: z.array(scheduledPaymentSchema),
  summaries: z.array(obligationSummarySchema),
  /** The statement PDF's name when there is one (a signed schedule): a loan's is «Nedbetalingsoversikt». */
  statement: statementHeadingSchema.nullable(),
});
export type ObligationsView = z.infer<typeof obligationsViewSchema>;

/** `agreements.obligations.record.v1`: a payment marked paid or confirmed received. */
export const paymentStepMessageSchema = z.strictObject({
  caller: callerSchema,
  agreementId: z.uuid(),
  itemId: paymentItemIdSchema,
  body: paymentStepBodySchema,
});

/**
 * What the statement PDF («Nedbetalingsoversikt» for a loan, else «Betalingsoversikt») is made from: the same
 * for every reader (no caller's side), so both parties get the same file (docs/obligations.md).
 */
export const statementDocumentSchema = z.strictObject({
  heading: statementHeadingSchema,
  agreementTitle: z.string().min(1).max(300),
  version: z.number().int().min(1),
  parties: z.array(fullNameSchema).min(1),
  /** When the last party signed (YYYY-MM-DD in Oslo). */
  signedOn: isoDate,
  today: isoDate,
  /** A later version holds the schedule now: this statement is of the replaced one. */
  replaced: z.boolean(),
  summaries: z.array(obligationSummarySchema),
  payments: z.array(scheduledPaymentSchema.omit({ mine: true })),
});
export type StatementDocument = z.infer<typeof statementDocumentSchema>;
