import { readdirSync } from 'node:fs';
import path from 'node:path';
import { CATALOGUE } from './catalogue.data';
import type { TopicTranslation, TranslationLanguage } from './catalogue-translation.types';
import { CATALOGUE_TRANSLATIONS } from './catalogue-translations';
import { BOKMAL_ONLY, translationProblems, translationTexts } from './translation-checks.rules';

const TOPICS = path.join(__dirname, 'topics');
// A topic's own translations; its compromises' (`<topic>.middle-ground.<language>.data.ts`) have their own spec.
const FILE = /^([a-z-]+)\.(nn|en)\.data\.ts$/;

/** Every translation file beside the topics, with the one translation it exports. */
const files = readdirSync(TOPICS)
  .map((name) => FILE.exec(name))
  .filter((m): m is RegExpExecArray => m !== null)
  .map(([name, key, language]) => {
    // The files are found, not named: each is loaded by its path.
    const exported = Object.values(
      jest.requireActual<Record<string, TopicTranslation>>(path.join(TOPICS, name)),
    );
    return { name, key, language: language as TranslationLanguage, translation: exported[0]! };
  });

describe('catalogue translations', () => {
  it('exist for every topic in nynorsk and English, and the registry lists each file', () => {
    const found = files.map((f) => `${f.key}.${f.language}`).sort();
    expect(found).toEqual(CATALOGUE.flatMap((t) => [`${t.key}.en`, `${t.key}.nn`]).sort());
    for (const f of files) expect(CATALOGUE_TRANSLATIONS[f.key]?.[f.language]).toBe(f.translation);
  });

  it.each(files.map((f) => [f.name, f] as const))(
    '%s carries every question with its clauses, placeholders and options',
    (_name, f) => {
      const topic = CATALOGUE.find((t) => t.key === f.key);
      expect(topic).toBeDefined();
      expect(translationProblems(topic!, f.translation, f.language)).toEqual([]);
    },
  );

  it.each(files.filter((f) => f.language === 'nn').map((f) => [f.name, f] as const))(
    '%s is written without the bokmål forms nynorsk does not have',
    (_name, f) => {
      const bokmal = translationTexts(f.translation)
        .map((text) => [text, BOKMAL_ONLY.exec(text)?.[0]] as const)
        .filter(([, form]) => form !== undefined);
      expect(bokmal).toEqual([]);
    },
  );

  it.each(files.filter((f) => f.language === 'en').map((f) => [f.name, f] as const))(
    '%s is written in English, naming Norwegian law and bodies only',
    (_name, f) => {
      const norwegian = /(?<!\p{L})(og|ikke|skal|avtalen|partene|som|med|eller)(?!\p{L})/iu;
      const words = translationTexts(f.translation).filter((text) => norwegian.test(text));
      expect(words).toEqual([]);
    },
  );
});

describe('translationProblems of the payment labels', () => {
  const loan = CATALOGUE.find((t) => t.key === 'lan-mellom-privatpersoner')!;
  const own = files.find((f) => f.key === loan.key && f.language === 'en')!.translation;

  it('names a payment label the translation lacks, and one of a rule the topic does not have', () => {
    const { avdrag: _left, ...rest } = own.paymentLabels!;
    expect(
      translationProblems(loan, { ...own, paymentLabels: { ...rest, renter: 'Interest' } }, 'en'),
    ).toEqual([
      'lan-mellom-privatpersoner.en: paymentLabels.avdrag',
      'lan-mellom-privatpersoner.en: paymentLabels.renter is not an obligation rule of the topic',
    ]);
  });
});
