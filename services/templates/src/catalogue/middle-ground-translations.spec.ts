import { MIDDLE_GROUND } from './middle-ground.data';
import { MIDDLE_GROUND_TRANSLATIONS } from './middle-ground-translations';
import { BOKMAL_ONLY, middleGroundProblems } from './translation-checks.rules';

const topics = Object.keys(MIDDLE_GROUND).sort();
const textsOf = (language: 'nn' | 'en', topic: string): string[] =>
  Object.values(MIDDLE_GROUND_TRANSLATIONS[topic]?.[language] ?? {}).flatMap((list) =>
    list.flatMap((m) => [m.text, m.clause, m.description ?? '']),
  );

describe('the curated compromises in nynorsk and English', () => {
  it('exist for every topic with compromises, and for no other', () => {
    expect(Object.keys(MIDDLE_GROUND_TRANSLATIONS).sort()).toEqual(topics);
  });

  it.each(topics.flatMap((t) => (['nn', 'en'] as const).map((l) => [t, l] as const)))(
    '%s in %s: the same compromises with the same content',
    (topic, language) => {
      expect(
        middleGroundProblems(
          topic,
          MIDDLE_GROUND[topic]!,
          MIDDLE_GROUND_TRANSLATIONS[topic]?.[language],
          language,
        ),
      ).toEqual([]);
    },
  );

  it.each(topics)('%s in nynorsk has none of the bokmål forms nynorsk does not have', (topic) => {
    expect(textsOf('nn', topic).filter((text) => BOKMAL_ONLY.test(text))).toEqual([]);
  });

  it.each(topics)('%s in English has no Norwegian words but names of law and bodies', (topic) => {
    const norwegian = /(?<!\p{L})(og|ikke|skal|avtalen|partene|som|med|eller)(?!\p{L})/iu;
    expect(textsOf('en', topic).filter((text) => norwegian.test(text))).toEqual([]);
  });

  it('finds a compromise that lost its number, one too few, and a missing description', () => {
    const bokmal = {
      k: [
        { text: 'Skal dere dele 60/40?', clause: 'Partene deler 60/40.', description: 'Et kompromiss.' },
        { text: 'Skal det koste 5 000 kr?', clause: 'Det koster 5 000 kr.' },
      ],
    };
    expect(
      middleGroundProblems(
        't',
        bokmal,
        {
          k: [
            { text: 'Skal de dele 60/40?', clause: 'Partane deler 60/40.', description: 'Eit kompromiss.' },
          ],
        },
        'nn',
      ),
    ).toEqual(['t.nn: k differs in number']);
    expect(
      middleGroundProblems(
        't',
        bokmal,
        {
          k: [
            { text: 'Share 50/50?', clause: 'The parties share 50/50.' },
            { text: 'Cost NOK 5,000?', clause: 'It costs NOK 5,000.' },
          ],
        },
        'en',
      ),
    ).toEqual([
      't.en: k[0] description',
      't.en: k[0] text numbers differ',
      't.en: k[0] clause numbers differ',
    ]);
    expect(middleGroundProblems('t', bokmal, undefined, 'en')).toEqual(['t.en: the compromises are missing']);
  });
});
