import { evaluateVisibility } from '@avtalt/logic';
import { documentTexts, toLogic, topicKit, CHECK_TODAY } from '../catalogue.spec-helper';
import { bruktbilPrivatMiddleGround } from './bruktbil-privat.middle-ground.data';
import { checkCatalogueTopic } from '../topic-checks.spec-helper';
import { bruktbilPrivatTopic as topic } from './bruktbil-privat.data';

checkCatalogueTopic(topic, {
  middleGround: bruktbilPrivatMiddleGround,
  typedCount: 14,
  typedPoints: {
    selger: 'party',
    registreringsnummer: 'text',
    forstegangsregistrert: 'date',
    kilometerstand: 'number',
    kjopesum: 'amount',
    betaling: 'multiple_choice',
    heftelser: 'multiple_choice',
    undersokelse: 'multiple_choice',
    'overlevering-dato': 'date',
  },
  pairs: [['heftelser:Nei, bilen er fri for heftelser', 'panthaver:*']],
  premises: [{ when: 'heftelser:Nei, bilen er fri for heftelser', noOtherClause: /\bpant/i }],
});

const { checksOf, issuesFor } = topicKit(topic);

/**
 * Issue 33: the lawyer's review § 4.7 and § 6 (shared/reviews/legal-content.md): a first registration in the future
 * and after the handover was accepted; the «som den er» compromise did not name the buyer's remedies.
 */

describe('bruktbil-privat (issue 33)', () => {
  it('refuses a first registration in the future, and accepts today', () => {
    expect(issuesFor({ forstegangsregistrert: CHECK_TODAY })).toEqual([]);
    expect(issuesFor({ forstegangsregistrert: '2027-03-01' })).toEqual([
      {
        questionId: 'forstegangsregistrert',
        severity: 'error',
        message: checksOf('forstegangsregistrert')[0].message,
      },
    ]);
  });

  it('refuses a handover on or before the first registration (the review: registered 1 March 2027, after the handover)', () => {
    expect(issuesFor({ forstegangsregistrert: '2019-05-01', 'overlevering-dato': '2026-12-15' })).toEqual([]);
    for (const handover of ['2019-05-01', '2019-04-30']) {
      expect(issuesFor({ forstegangsregistrert: '2019-05-01', 'overlevering-dato': handover })).toEqual([
        {
          questionId: 'overlevering-dato',
          severity: 'error',
          message: checksOf('overlevering-dato')[0].message,
        },
      ]);
    }
    expect(checksOf('overlevering-dato')[0].message).toMatch(/registrert første gang/);
  });

  it("names the buyer's remedies in the «som den er» compromise", () => {
    const [alternative] = bruktbilPrivatMiddleGround['som-den-er'];
    expect(alternative.clause).toMatch(
      /kjøperen kan da kreve retting, prisavslag eller heving etter reglene i kjøpsloven\.$/,
    );
    expect(alternative.clause).toMatch(/kjøpsloven § 19/);
  });
});

describe('bruktbil-privat: the topic', () => {
  it('(Kjøp av bruktbil mellom privatpersoner) has 10–20 questions with facts, roles and logic', () => {
    expect(topic.title).toBe('Kjøp av bruktbil mellom privatpersoner');
    expect(topic.questions.length).toBeGreaterThanOrEqual(10);
    expect(topic.questions.length).toBeLessThanOrEqual(20);
    expect(topic.questions.some((q) => q.showIf)).toBe(true);
    expect(topic.questions.filter((q) => q.fact).length).toBeGreaterThanOrEqual(3);
  });

  it('sells the car under kjøpsloven: risk at handover, «som den er» with § 19, and the complaint rules of § 32', () => {
    const text = documentTexts(topic)
      .map((t) => t.text)
      .join('\n');
    expect(text).toMatch(/kjøpsloven § 13/);
    expect(text).toMatch(/kjøpsloven § 19/);
    expect(text).toMatch(/kjøpsloven § 32/);
    expect(text).toMatch(/Statens vegvesen/);
    const { questions, rules } = toLogic(topic);
    expect(
      evaluateVisibility(questions, rules, { heftelser: 'Ja, det er pant som skal innfris' }).has(
        'panthaver',
      ),
    ).toBe(true);
    expect(
      evaluateVisibility(questions, rules, { heftelser: 'Nei, bilen er fri for heftelser' }).has('panthaver'),
    ).toBe(false);
  });
});
