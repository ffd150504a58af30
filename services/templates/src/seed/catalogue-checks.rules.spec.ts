import { valueChecksSchema } from '@avtalt/contracts';
import { validateValueChecks, VALUE_CHECK_MESSAGES } from '@avtalt/logic';
import { CATALOGUE } from '../catalogue/catalogue.data';
import type { CatalogueTopic } from '../catalogue/catalogue.types';
import { catalogueRows } from './catalogue-rows.rules';

/** Issue 33: value checks of the catalogue, seeded with the questions they name as template ids. */
const LOAN: CatalogueTopic = {
  key: 'test-lan',
  title: 'Lån',
  description: 'Et tema for testing.',
  featured: false,
  questions: [
    {
      key: 'belop',
      type: 'free_text',
      format: 'amount',
      text: 'Hvor mye lånes?',
      clauseTemplate: 'Lånet er {{svar}}.',
    },
    {
      key: 'utbetalt',
      type: 'free_text',
      format: 'date',
      text: 'Når utbetales lånet?',
      clauseTemplate: 'Lånet utbetales {{svar}}.',
    },
    {
      key: 'avdrag',
      text: 'Betales lånet ned månedlig?',
      clauseYes: 'Lånet betales ned månedlig.',
      clauseNo: 'Lånet betales tilbake på én gang.',
    },
    {
      key: 'forfall',
      type: 'free_text',
      format: 'date',
      text: 'Når skal lånet være betalt?',
      clauseTemplate: 'Lånet skal være betalt {{svar}}.',
      checks: [
        {
          kind: 'after',
          other: 'utbetalt',
          severity: 'error',
          message: 'Forfallsdatoen må være etter utbetalingen.',
        },
      ],
    },
    {
      key: 'termin',
      type: 'free_text',
      format: 'amount',
      text: 'Hvor mye betales hver måned?',
      clauseTemplate: 'Hver måned betales {{svar}}.',
      showIf: { questionKey: 'avdrag', equals: true },
      checks: [
        {
          kind: 'instalmentsCover',
          amount: 'belop',
          from: 'utbetalt',
          until: 'forfall',
          severity: 'error',
          message: 'Avdragene dekker ikke lånet innen forfall. Øk avdraget eller flytt forfallsdatoen.',
          when: { question: 'avdrag', operator: 'equals', value: true },
        },
      ],
    },
  ],
};

let counter = 0;
const ids = () => `00000000-0000-4000-8000-${String(++counter).padStart(12, '0')}`;

describe('catalogueRows: value checks (issue 33)', () => {
  it('names the questions a check refers to by their rows’ ids, as it maps rules', () => {
    const { templates } = catalogueRows(LOAN, ids, () => []);
    const id = (key: string) => templates.find((t) => t.catalogueKey === key)!.id;
    expect(templates.find((t) => t.catalogueKey === 'belop')!.checks).toBeNull();
    expect(templates.find((t) => t.catalogueKey === 'forfall')!.checks).toEqual([
      {
        kind: 'after',
        other: id('utbetalt'),
        severity: 'error',
        message: 'Forfallsdatoen må være etter utbetalingen.',
      },
    ]);
    expect(templates.find((t) => t.catalogueKey === 'termin')!.checks).toEqual([
      expect.objectContaining({
        amount: id('belop'),
        from: id('utbetalt'),
        until: id('forfall'),
        when: { question: id('avdrag'), operator: 'equals', value: true },
      }),
    ]);
  });

  it('stops the seeding, naming the topic and question, at a check naming an unknown or later question', () => {
    const unknown: CatalogueTopic = {
      ...LOAN,
      questions: LOAN.questions.map((q) =>
        q.key === 'forfall'
          ? { ...q, checks: [{ kind: 'after', other: 'nope', severity: 'error', message: 'x' }] }
          : q,
      ),
    };
    expect(() => catalogueRows(unknown, ids, () => [])).toThrow(
      'Catalogue topic test-lan: forfall has a check naming unknown question nope',
    );
    const later: CatalogueTopic = {
      ...LOAN,
      questions: LOAN.questions.map((q) =>
        q.key === 'utbetalt'
          ? { ...q, checks: [{ kind: 'after', other: 'forfall', severity: 'error', message: 'x' }] }
          : q,
      ),
    };
    expect(() => catalogueRows(later, ids, () => [])).toThrow(
      `Catalogue topic test-lan: utbetalt check 1: ${VALUE_CHECK_MESSAGES.notBefore}`,
    );
  });

  it('every check of every catalogue topic is valid: references, order, formats, and what the contracts take', () => {
    for (const entry of CATALOGUE) {
      const { templates } = catalogueRows(entry, ids, () => []);
      expect({ topic: entry.key, problems: validateValueChecks(templates) }).toEqual({
        topic: entry.key,
        problems: [],
      });
      for (const t of templates)
        if (t.checks) expect(valueChecksSchema.safeParse(t.checks).success).toBe(true);
    }
  });
});
