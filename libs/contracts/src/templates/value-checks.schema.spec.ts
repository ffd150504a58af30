import type { ValueCheck } from '@avtalt/logic';
import { submitAnswersBodySchema, submitOneAnswerBodySchema } from '../agreements/agreements.schema';
import { createTemplateBodySchema, valueCheckSchema, type ValueCheckDto } from './question-templates.schema';
import { TemplateMessages } from './templates.schema';

const A = '00000000-0000-4000-8000-00000000000a';
const B = '00000000-0000-4000-8000-00000000000b';
const messageOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('valueCheckSchema (issue 33)', () => {
  it('takes every kind, with a condition, as the logic type has it', () => {
    const checks: ValueCheck[] = [
      { kind: 'after', other: A, months: 36, severity: 'error', message: 'Minst tre år.' },
      { kind: 'notFuture', severity: 'error', message: 'Ikke i fremtiden.' },
      {
        kind: 'atMost',
        value: 25,
        severity: 'warning',
        message: 'Høy rente.',
        when: { question: B, operator: 'equals', value: true },
      },
      { kind: 'atLeast', value: 0, severity: 'error', message: 'Ikke negativ.' },
      { kind: 'atMostTimes', other: A, factor: 6, severity: 'error', message: 'Høyst seks ganger.' },
      {
        kind: 'instalmentsCover',
        amount: A,
        from: B,
        until: B,
        severity: 'error',
        message: 'Dekker ikke lånet.',
      },
    ];
    for (const check of checks) {
      const parsed = valueCheckSchema.parse(check);
      const back: ValueCheck = parsed;
      expect(back).toEqual(check);
    }
  });

  it('refuses unknown kinds and fields, bad severities, empty messages, references that are not ids and bad numbers, in Norwegian', () => {
    expect(messageOf(valueCheckSchema.safeParse({ kind: 'someday', severity: 'error', message: 'x' }))).toBe(
      TemplateMessages.checkKind,
    );
    expect(
      valueCheckSchema.safeParse({ kind: 'notFuture', severity: 'error', message: 'x', extra: 1 }).success,
    ).toBe(false);
    expect(
      messageOf(valueCheckSchema.safeParse({ kind: 'notFuture', severity: 'fatal', message: 'x' })),
    ).toBe(TemplateMessages.checkSeverity);
    expect(
      messageOf(valueCheckSchema.safeParse({ kind: 'notFuture', severity: 'error', message: '  ' })),
    ).toBe(TemplateMessages.checkMessage);
    expect(
      messageOf(
        valueCheckSchema.safeParse({ kind: 'after', other: 'utbetalt', severity: 'error', message: 'x' }),
      ),
    ).toBe(TemplateMessages.checkReference);
    expect(
      messageOf(
        valueCheckSchema.safeParse({ kind: 'after', other: A, months: 1.5, severity: 'error', message: 'x' }),
      ),
    ).toBe(TemplateMessages.checkMonths);
    expect(
      messageOf(
        valueCheckSchema.safeParse({
          kind: 'atMostTimes',
          other: A,
          factor: 0,
          severity: 'error',
          message: 'x',
        }),
      ),
    ).toBe(TemplateMessages.checkFactor);
    expect(
      messageOf(valueCheckSchema.safeParse({ kind: 'atMost', value: '25', severity: 'error', message: 'x' })),
    ).toBe(TemplateMessages.checkNumber);
  });

  it('a template keeps checks on a value question and refuses them on another type', () => {
    const check: ValueCheckDto = { kind: 'notFuture', severity: 'error', message: 'Ikke i fremtiden.' };
    const value = createTemplateBodySchema.parse({
      text: 'Når flyttet dere sammen?',
      type: 'free_text',
      format: 'date',
      checks: [check],
    });
    expect(value.checks).toEqual([check]);
    const yesNo = createTemplateBodySchema.safeParse({
      text: 'Har dere barn?',
      type: 'yes_no',
      checks: [check],
    });
    expect(messageOf(yesNo)).toBe(TemplateMessages.checksNotValue);
  });
});

describe('confirming warnings (issue 33)', () => {
  it('an answer set names the questions whose warnings are confirmed; one answer carries a boolean', () => {
    expect(
      submitAnswersBodySchema.parse({ answers: { [A]: 60 }, confirmedWarnings: [A] }).confirmedWarnings,
    ).toEqual([A]);
    expect(submitAnswersBodySchema.safeParse({ answers: {}, confirmedWarnings: ['rente'] }).success).toBe(
      false,
    );
    expect(submitOneAnswerBodySchema.parse({ response: 60, confirmedWarning: true }).confirmedWarning).toBe(
      true,
    );
    expect(submitOneAnswerBodySchema.safeParse({ response: 60, confirmedWarning: 'ja' }).success).toBe(false);
  });
});
