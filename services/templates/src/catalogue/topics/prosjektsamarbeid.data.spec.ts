import { checkValues, evaluateVisibility, fillClause, partyWording } from '@avtalt/logic';
import { isYesNo, topicKit, type TopicChecks } from '../catalogue.spec-helper';
import { middleGroundOf } from '../middle-ground.rules';
import { checkCatalogueTopic } from '../topic-checks.spec-helper';
import { prosjektsamarbeidMiddleGround } from './prosjektsamarbeid.middle-ground.data';
import { prosjektsamarbeidTopic as topic } from './prosjektsamarbeid.data';

const checks: TopicChecks = {
  middleGround: prosjektsamarbeidMiddleGround,
  typedCount: 10,
  typedPoints: {
    'samarbeid-fra': 'date',
    'storst-andel-eier': 'party',
    'storst-andel-prosent': 'percent',
    selskapsform: 'multiple_choice',
    aksjekapital: 'amount',
    'rettigheter-til-selskapet': 'multiple_choice',
  },
  replaced: ['like-eierandeler', 'eget-selskap', 'aksjeselskap'],
  pairs: [
    ['eierandeler:Like store andeler', 'storst-andel-eier:*'],
    ['eierandeler:Like store andeler', 'storst-andel-prosent:*'],
    ['selskapsform:Ja, som aksjeselskap', 'egen-bankkonto:*'],
    ['selskapsform:Ja, med en annen selskapsform', 'egen-bankkonto:*'],
    ['ansvarsomrader:no', 'ansvarsomrader-fordeling:*'],
    // What the company gets of the rights only with a company, the share capital only for an AS.
    ['selskapsform:Nei, uten eget selskap', 'rettigheter-til-selskapet:*'],
    ['selskapsform:Nei, uten eget selskap', 'aksjekapital:*'],
    ['selskapsform:Ja, med en annen selskapsform', 'aksjekapital:*'],
  ],
  premises: [
    { when: 'selskapsform:Nei, uten eget selskap', noOtherClause: /selskap/i },
    { when: 'storst-andel-eier:*', noOtherClause: /én av (dem|partene)/i },
    // Where a company takes the rights over, no licence may end with the cooperation.
    {
      when: 'rettigheter-til-selskapet:*',
      noOtherClause: /(?:bruksrett|rett til å bruke)[^.]*så lenge samarbeidet varer/i,
    },
  ],
};
checkCatalogueTopic(topic, checks);

const { question, questions, rules, checked } = topicKit(topic);

/**
 * Samarbeid om et prosjekt as the lawyer's review of the completed agreements asked for it (issue 33,
 * shared/reviews/legal-content.md § 4.6): one test per finding.
 */

const options = (key: string): Record<string, string> => {
  const q = question(key);
  if (q.type !== 'multiple_choice') throw new Error(`${key} is not a choice`);
  return Object.fromEntries(q.options.map((o) => [o.text, o.clause]));
};

const visible = (answers: Record<string, unknown>) => evaluateVisibility(questions, rules, answers);

const AS = 'Ja, som aksjeselskap';
const OTHER = 'Ja, med en annen selskapsform';
const NONE = 'Nei, uten eget selskap';

describe('prosjektsamarbeid after the review of the completed agreements (issue 33)', () => {
  it('1. never lets the rights lapse at incorporation: they are transferred or licensed to the company, as the parties choose', () => {
    const own = question('rettigheter-felles');
    if (!isYesNo(own)) throw new Error('rettigheter-felles is a Ja/Nei question');
    // The licence goes to persons (the project is none) and lasts while the project is run.
    expect(own.clauseNo).not.toMatch(/så lenge samarbeidet varer|gir prosjektet/);
    expect(partyWording(own.clauseNo, 2)).toBe(
      'Hver av partene beholder rettighetene til det vedkommende selv har skapt, og gir den andre parten en vederlagsfri rett til å bruke det i prosjektet så lenge prosjektet drives, også om en av partene trer ut.',
    );
    // The term clause keeps the rights and the duty of confidence alive after incorporation ends the agreement.
    expect(topic.document!.termClause).toMatch(
      /til selskapet er stiftet og en avtale mellom eierne er inngått, og bestemmelsene om rettigheter og taushetsplikt gjelder også etter det\./,
    );

    for (const form of [AS, OTHER])
      expect(visible({ selskapsform: form }).has('rettigheter-til-selskapet')).toBe(true);
    expect(visible({ selskapsform: NONE }).has('rettigheter-til-selskapet')).toBe(false);
    const toCompany = options('rettigheter-til-selskapet');
    expect(toCompany['Rettighetene overdras til selskapet']).toMatch(
      /overdrar partene vederlagsfritt til selskapet de rettighetene de har til det som er skapt i prosjektet/,
    );
    expect(toCompany['Selskapet får en bruksrett']).toMatch(
      /vederlagsfri, eksklusiv og tidsubegrenset rett til å bruke det som er skapt i prosjektet, som partene ikke kan trekke tilbake/,
    );
    // From registration: an AS has no rights before it is registered (aksjeloven § 2-20).
    for (const clause of Object.values(toCompany))
      expect(clause).toMatch(/^Når selskapet er registrert i Foretaksregisteret/);
    // The combination tests keep a licence that ends with the cooperation off every path with a company.
    const premise = checks.premises.find((p) => p.when === 'rettigheter-til-selskapet:*');
    expect(
      premise?.noOtherClause.test(
        '… og gir prosjektet en vederlagsfri bruksrett så lenge samarbeidet varer.',
      ),
    ).toBe(true);
    expect(middleGroundOf('prosjektsamarbeid', 'rettigheter-til-selskapet')).toHaveLength(1);
    for (const { clause } of middleGroundOf('prosjektsamarbeid', 'rettigheter-felles'))
      expect(clause).not.toMatch(/gir prosjektet|så lenge samarbeidet varer/);
  });

  it('2. tells parties without a company that they may be an ansvarlig selskap, with its written agreement and registration', () => {
    const none = options('selskapsform')[NONE];
    expect(none).toMatch(/kan være et ansvarlig selskap etter selskapsloven §§ 1-1 og 1-2/);
    expect(none).toMatch(/hefter personlig og ubegrenset for gjelden/);
    expect(none).toMatch(
      /skal ha en skriftlig selskapsavtale og registreres i Foretaksregisteret, noe partene selv må sørge for eller søke råd om\.$/,
    );
    expect(question('selskapsform').description).toMatch(
      /skriftlig selskapsavtale og registreres i Foretaksregisteret/,
    );
  });

  it("3. asks an aksjeselskap's share capital, at least 30 000 kr, subscribed in the project's shares", () => {
    expect(visible({ selskapsform: AS }).has('aksjekapital')).toBe(true);
    for (const form of [OTHER, NONE]) expect(visible({ selskapsform: form }).has('aksjekapital')).toBe(false);
    const capital = question('aksjekapital');
    if (capital.type !== 'free_text') throw new Error('aksjekapital is a value question');
    expect(capital.format).toBe('amount');
    expect(fillClause(capital.clauseTemplate, '30 000 kr')).toBe(
      'Aksjeselskapet skal ha en aksjekapital på 30 000 kr, og partene tegner aksjene i samme forhold som eierandelene i prosjektet.',
    );
    expect(capital.checks).toEqual([
      {
        kind: 'atLeast',
        value: 30000,
        severity: 'error',
        message: expect.stringMatching(/minst 30 000 kr \(aksjeloven § 3-1\)/),
      },
    ]);
    const issues = (amount: number) =>
      checkValues(checked, { selskapsform: AS, aksjekapital: amount }, '2026-11-29');
    expect(issues(29999)).toEqual([
      { questionId: 'aksjekapital', severity: 'error', message: capital.checks![0].message },
    ]);
    expect(issues(30000)).toEqual([]);
    expect(issues(100000)).toEqual([]);
  });

  it('checks the largest share: under 100 % (error), above 50 % unless there are more than two (a warning to confirm)', () => {
    const issues = (share: number) =>
      checkValues(
        checked,
        { eierandeler: 'Én av oss eier en større andel', 'storst-andel-prosent': share },
        '2026-11-29',
      ).map((i) => i.severity);
    expect(issues(60)).toEqual([]);
    expect(issues(50)).toEqual(['warning']);
    expect(issues(100)).toEqual(['error']);
  });
});
