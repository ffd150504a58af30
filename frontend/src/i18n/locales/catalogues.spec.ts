import { en } from './en';
import { nb } from './nb';
import { nn } from './nn';

/** Every text of a catalogue by its key (`header.myAgreements`). */
function texts(catalogue: object, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  for (const [key, value] of Object.entries(catalogue)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value !== null && typeof value === 'object')
      for (const [inner, text] of texts(value, path)) out.set(inner, text);
    else out.set(path, value);
  }
  return out;
}

/** The values a text asks for (`{{title}}`), sorted. */
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

const catalogues = { nb: texts(nb), nn: texts(nn), en: texts(en) };

describe('the catalogues', () => {
  // The types hold this for the compiler (nn and en are `Messages`); the test holds it for what runs.
  it.each(['nn', 'en'] as const)('%s has exactly the keys of nb', (language) => {
    expect([...catalogues[language].keys()].sort()).toEqual([...catalogues.nb.keys()].sort());
  });

  it.each(['nb', 'nn', 'en'] as const)('%s has a text, not empty, at every key', (language) => {
    const empty = [...catalogues[language]]
      .filter(([, text]) => typeof text !== 'string' || text.trim() === '')
      .map(([key]) => key);
    expect(empty).toEqual([]);
  });

  it.each(['nn', 'en'] as const)('%s asks for the same values as nb in each text', (language) => {
    const differing = [...catalogues.nb]
      .filter(
        ([key, text]) =>
          placeholders(String(catalogues[language].get(key))).join() !== placeholders(String(text)).join(),
      )
      .map(([key]) => key);
    expect(differing).toEqual([]);
  });
});
