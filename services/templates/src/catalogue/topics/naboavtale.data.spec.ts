import { checkValues, evaluateVisibility, fillClause, partyWording } from '@avtalt/logic';
import { answeredPaths, clauseOfAnswer, toLogic, topicKit } from '../catalogue.spec-helper';
import type { CatalogueChoiceQuestion, CatalogueYesNoQuestion } from '../catalogue.types';
import { checkCatalogueTopic } from '../topic-checks.spec-helper';
import { naboavtaleMiddleGround } from './naboavtale.middle-ground.data';
import { naboavtaleTopic as topic } from './naboavtale.data';

checkCatalogueTopic(topic, {
  middleGround: naboavtaleMiddleGround,
  typedCount: 8,
  typedPoints: {
    'eier-eiendom-1': 'party',
    'eiendom-1': 'text',
    'eiendom-2': 'text',
    'hekk-maks-hoyde': 'number',
    'hekk-eier': 'party',
    'vei-kostnadsfordeling': 'multiple_choice',
    adkomst: 'multiple_choice',
    veirett: 'multiple_choice',
  },
  replaced: ['vei-vedlikehold', 'nye-eiere', 'felles-vei', 'eiendommene', 'matrikkel'],
  pairs: [
    ['hekk-hoyde:no', 'hekk-maks-hoyde:*'],
    ['adkomst:Nei, hver eiendom har egen adkomst', 'vei-kostnadsfordeling:*'],
    ['adkomst:Nei, hver eiendom har egen adkomst', 'broyting:*'],
    // Shared work on the hedge has no single owner to name.
    ['hekk-deles:yes', 'hekk-eier:*'],
    // A veirett needs a shared road.
    ['adkomst:Nei, hver eiendom har egen adkomst', 'veirett:*'],
  ],
  premises: [
    { when: 'adkomst:Nei, hver eiendom har egen adkomst', noOtherClause: /\bveien\b|innkjørsel/i },
    { when: 'hekk-eier:*', noOtherClause: /den av partene som eier hekken/i },
    // Road on a third party's land: the agreement grants no veirett over it; without konfliktråd no clause sends
    // a dispute there.
    { when: 'veirett:Over grunn som ingen av oss eier', noOtherClause: /har en varig veirett/i },
    { when: 'konfliktradet:no', noOtherClause: /mekling i konfliktrådet før saken/i },
  ],
});

const { question } = topicKit(topic);

/** The neighbour agreement after the legal review of issue 33 (§ 4.7, Naboavtale): a veirett, and one dispute ladder. */
const SHARED = 'Ja, en felles privat vei eller innkjørsel';
const OWN = 'Nei, hver eiendom har egen adkomst';

describe('naboavtale after the legal review of issue 33', () => {
  describe('the veirett', () => {
    const veirett = question('veirett') as CatalogueChoiceQuestion;

    it('asks over whose property the road runs only when the properties share one', () => {
      const { questions, rules } = toLogic(topic);
      expect(evaluateVisibility(questions, rules, { adkomst: SHARED }).has('veirett')).toBe(true);
      expect(evaluateVisibility(questions, rules, { adkomst: OWN }).has('veirett')).toBe(false);
    });

    it('gives the property the road does not cross a lasting veirett (servitutt) that follows it to new owners', () => {
      const clause = (text: string) => veirett.options.find((o) => o.text === text)!.clause;
      expect(clause('Over eiendom 1')).toMatch(
        /går over eiendom 1, og eiendom 2 har en varig veirett \(servitutt\).*følger eiendom 2 også når den får nye eiere/,
      );
      expect(clause('Over eiendom 2')).toMatch(
        /går over eiendom 2, og eiendom 1 har en varig veirett \(servitutt\).*følger eiendom 1 også når den får nye eiere/,
      );
      expect(clause('Over begge eiendommene')).toMatch(
        /hver av eiendommene har en varig veirett \(servitutt\) på den delen av veien som ligger på den andre eiendommen/,
      );
      // Land neither owns: the agreement cannot grant a right over it, and says so.
      expect(clause('Over grunn som ingen av oss eier')).toMatch(/gir ingen rett over den grunnen/);
    });

    it('ties the veirett to the tinglysing question: what binds a new owner, and what Nei means', () => {
      expect(veirett.description).toMatch(
        /bare bundet av den når den er tinglyst, se spørsmålet om tinglysing/,
      );
      const tinglysing = question('tinglysing') as CatalogueYesNoQuestion;
      expect(tinglysing.description).toMatch(/veirett/);
      expect(tinglysing.clauseYes).toMatch(/tinglyses som en erklæring om servitutt på begge eiendommene/);
      expect(tinglysing.clauseNo).toMatch(
        /ikke binder en ny eier eller panthaver som verken kjente eller burde kjenne til den/,
      );
      const keys = topic.questions.map((q) => q.key);
      expect(keys.indexOf('veirett')).toBeLessThan(keys.indexOf('tinglysing'));
    });
  });

  describe('one dispute ladder', () => {
    const ladder = topic.document!.disputeClause!;

    it('passes through the agreed mediation before the courts, with forliksrådet as the main rule', () => {
      expect(ladder).toMatch(
        /først forsøke å løse den gjennom forhandlinger i god tro og deretter gjennom den meklingen avtalen eventuelt bestemmer/,
      );
      expect(ladder).toMatch(
        /Fører ikke dette fram, kan hver av partene bringe saken inn for de alminnelige domstolene/,
      );
      expect(ladder).toMatch(/forliksrådet \(tvisteloven § 6-2\)/);
    });

    it('prints no second route on any answered path: konfliktrådet comes first with Ja, and Nei opens no route of its own', () => {
      const q = question('konfliktradet') as CatalogueYesNoQuestion;
      expect(q.clauseYes).toMatch(
        /forsøker de mekling i konfliktrådet før saken bringes inn for forliksrådet eller domstolene/,
      );
      expect(q.clauseNo).not.toMatch(/kan hver av dem bringe saken/);
      for (const path of answeredPaths(topic, ['konfliktradet'])) {
        const routes = [...path.entries()]
          .filter(([key]) => key !== 'konfliktradet')
          .map(([key, answer]) => clauseOfAnswer(question(key), answer))
          .filter((clause) => /forliksrådet|domstol/i.test(clause));
        expect(routes).toEqual([]);
      }
    });
  });

  describe('value checks', () => {
    const { checked } = topicKit(topic);

    it('checks one value: the hedge height in centimetres', () => {
      expect(topic.questions.filter((q) => q.checks?.length).map((q) => q.key)).toEqual(['hekk-maks-hoyde']);
    });

    it('asks to confirm a height that looks like metres, and accepts one in centimetres', () => {
      const issues = (height: string) =>
        checkValues(checked, { 'hekk-hoyde': true, 'hekk-maks-hoyde': height }, '2026-11-29');
      expect(issues('2').map((i) => i.severity)).toEqual(['warning']);
      expect(issues('180')).toEqual([]);
    });
  });
});

describe('naboavtale: the properties', () => {
  it('identifies both neighbouring properties, each with its owner, and names who owns the hedge', () => {
    const facts = topic.questions.filter((q) => q.fact);
    const owner = facts.find((q) => q.key === 'eier-eiendom-1')!;
    if (owner.type !== 'free_text') throw new Error('eier-eiendom-1 is a value question');
    expect(owner.format).toBe('party');
    expect(owner.partyRoles).toEqual({ chosen: 'eier av eiendom 1', others: 'eier av eiendom 2' });
    expect(partyWording(fillClause(owner.clauseTemplate, 'Kari Nordmann'), 2)).toBe(
      'Kari Nordmann eier eiendom 1, og den andre parten eier eiendom 2.',
    );
    for (const n of [1, 2]) {
      const property = facts.find((q) => q.key === `eiendom-${n}`)!;
      expect(property.text).toMatch(/gårdsnummeret og bruksnummeret/);
      expect(
        property.type === 'free_text' &&
          fillClause(property.clauseTemplate, 'Bakkeveien 1, gnr. 12, bnr. 34 i Asker kommune'),
      ).toBe(`Eiendom ${n} er Bakkeveien 1, gnr. 12, bnr. 34 i Asker kommune.`);
    }
    const { questions, rules } = toLogic(topic);
    expect(evaluateVisibility(questions, rules, { 'hekk-deles': false }).has('hekk-eier')).toBe(true);
    expect(evaluateVisibility(questions, rules, { 'hekk-deles': true }).has('hekk-eier')).toBe(false);
    const hedge = question('hekk-eier');
    expect(hedge.type === 'free_text' && hedge.format).toBe('party');
  });
});
