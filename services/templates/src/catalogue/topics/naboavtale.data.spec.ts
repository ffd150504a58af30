import { checkValues, evaluateVisibility } from '@avtalt/logic';
import { answeredPaths, clauseOfAnswer, toLogic, topicKit } from '../catalogue.spec-helper';
import type { CatalogueChoiceQuestion, CatalogueYesNoQuestion } from '../catalogue.types';
import { naboavtaleTopic as topic } from './naboavtale.data';

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
