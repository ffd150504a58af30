import { z } from 'zod';

/*
 * A topic's obligation rules (docs/obligations.md), part of its document settings: which agreed answers
 * are an amount with a due date, and who pays whom. Questions are named by their ids (a catalogue entry
 * names them by key until it is seeded). The schedule is computed by @avtalt/logic (obligations.rules.ts),
 * whose types these mirror.
 */
const ref = z.string().min(1).max(80);
const obligationPartySchema = z.strictObject({ question: ref, side: z.enum(['chosen', 'others']) });
const common = {
  id: z.string().regex(/^[a-z0-9-]{1,40}$/),
  label: z.string().trim().min(1).max(80),
  amount: ref,
  payer: obligationPartySchema,
  payee: obligationPartySchema,
  when: z.strictObject({ question: ref, equals: z.string().min(1).max(200) }).optional(),
};
export const obligationRuleSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('once'), ...common, due: ref }),
  z.strictObject({
    kind: z.literal('monthly-until-paid'),
    ...common,
    total: ref,
    from: ref,
    until: ref,
  }),
  z.strictObject({
    kind: z.literal('monthly'),
    ...common,
    from: ref,
    day: ref.optional(),
    until: ref.optional(),
    times: ref.optional(),
  }),
]);
export type ObligationRuleDto = z.infer<typeof obligationRuleSchema>;
