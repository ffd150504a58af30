import * as contracts from '../index';
import { BOKMAL_MESSAGES, type CatalogueName, type MessageValue } from './message-catalogues';
import { MESSAGES_BY_LANGUAGE } from './translate-messages.rules';

type Entry = [catalogue: CatalogueName, key: string, value: MessageValue];

function entriesOf(language: 'nb' | 'nn' | 'en'): Entry[] {
  return Object.entries(MESSAGES_BY_LANGUAGE[language]).flatMap(([catalogue, messages]) =>
    Object.entries(messages as Record<string, MessageValue>).map(([key, value]): Entry => [
      catalogue as CatalogueName,
      key,
      value,
    ]),
  );
}

const bokmal = entriesOf('nb');
const targetOf = (language: 'nn' | 'en', [catalogue, key]: Entry) =>
  (MESSAGES_BY_LANGUAGE[language][catalogue] as Record<string, MessageValue>)[key] as MessageValue;
/** A text as each function message writes it, with sample values. */
const sampleText = (value: MessageValue): string =>
  typeof value === 'function' ? value(...Array.from({ length: value.length }, (_, i) => `${i + 7}`)) : value;

const placeholders = (text: string) => [...text.matchAll(/(?<!\{)\{(\w+)\}(?!\})/g)].map((m) => m[1]).sort();
const numbers = (text: string) =>
  [...new Set([...text.matchAll(/\d+/g)].map((m) => Number(m[0])))].sort((a, b) => a - b);

describe('the message catalogues', () => {
  it("hold every *Messages constant the contracts export, and the chat connection's ChatTexts", () => {
    const exported = Object.entries(contracts).filter(
      ([name, value]) =>
        /^(([A-Z]\w*)?Messages|ChatTexts)$/.test(name) && typeof value === 'object' && value !== null,
    );
    expect(exported.map(([name]) => name).sort()).toEqual(Object.keys(BOKMAL_MESSAGES).sort());
    for (const [name, value] of exported) expect(BOKMAL_MESSAGES[name as CatalogueName]).toBe(value);
  });

  it.each(['nn', 'en'] as const)('give %s a message of the same kind for every bokmål key', (language) => {
    const keys = (entries: Entry[]) => entries.map(([c, k]) => `${c}.${k}`).sort();
    expect(keys(entriesOf(language))).toEqual(keys(bokmal));
    for (const entry of bokmal) {
      const target = targetOf(language, entry);
      expect([`${entry[0]}.${entry[1]}`, typeof target]).toEqual([
        `${entry[0]}.${entry[1]}`,
        typeof entry[2],
      ]);
      if (typeof target === 'function' && typeof entry[2] === 'function')
        expect(target.length).toBe(entry[2].length);
      expect(sampleText(target).trim()).not.toBe('');
    }
  });

  it.each(['nn', 'en'] as const)(
    'keep the placeholders, numbers and values of each bokmål message in %s',
    (language) => {
      for (const entry of bokmal) {
        const label = `${entry[0]}.${entry[1]}`;
        const source = sampleText(entry[2]);
        const target = sampleText(targetOf(language, entry));
        expect([label, placeholders(target)]).toEqual([label, placeholders(source)]);
        expect([label, numbers(target)]).toEqual([label, numbers(source)]);
      }
    },
  );

  it.each(['nn', 'en'] as const)(
    'translate two constants with the same bokmål text alike in %s',
    (language) => {
      const byText = new Map<string, string>();
      for (const entry of bokmal) {
        if (typeof entry[2] !== 'string') continue;
        const target = targetOf(language, entry) as string;
        const earlier = byText.get(entry[2]);
        if (earlier !== undefined) expect([entry[2], target]).toEqual([entry[2], earlier]);
        else byText.set(entry[2], target);
      }
    },
  );

  it('write nynorsk without the bokmål forms nynorsk does not have', () => {
    const bokmalOnly =
      /(?<!\p{L})(ikke|hva|hvordan|hvis|noe|noen|bare|fra|være|også|allerede|ennå|nå|fant|tegn|høyst|lages|laget|gjelder|mangler|dere|deltakere|bekreft\p{L}*|forespørsel\p{L}*|vennligst)(?!\p{L})/iu;
    for (const entry of entriesOf('nn'))
      expect([`${entry[0]}.${entry[1]}`, bokmalOnly.exec(sampleText(entry[2]))?.[0]]).toEqual([
        `${entry[0]}.${entry[1]}`,
        undefined,
      ]);
  });

  it('write English without Norwegian, but for the names a Norwegian reader meets', () => {
    const names = /\b(bokmål|statsforvalteren|vergemålsloven)\b/g;
    for (const entry of entriesOf('en'))
      expect([`${entry[0]}.${entry[1]}`, /[æøåÆØÅ]/.test(sampleText(entry[2]).replace(names, ''))]).toEqual([
        `${entry[0]}.${entry[1]}`,
        false,
      ]);
  });
});
