import { en } from './en';
import { nb } from './nb';
import { nn } from './nn';

// The web app's types have no Node; jest runs the spec in Node, so the folders are read with its modules.
declare const __dirname: string;
const { readdirSync } = jest.requireActual<{
  readdirSync(dir: string, options: { recursive: true; encoding: 'utf8' }): string[];
}>('fs');
const path = jest.requireActual<{
  resolve(...parts: string[]): string;
  join(...parts: string[]): string;
  basename(file: string): string;
}>('path');

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

type Catalogues = Record<'nb' | 'nn' | 'en', Map<string, unknown>>;

/** The pages' own catalogues: every `texts/` folder under src (nb.ts, nn.ts, en.ts), by its folder. */
function pageCatalogues(): [string, Catalogues][] {
  const src = path.resolve(__dirname, '../..');
  const folders = readdirSync(src, { recursive: true, encoding: 'utf8' })
    .filter((entry) => path.basename(entry) === 'texts' && !entry.includes('node_modules'))
    .sort();
  return folders.map((folder) => {
    const load = (language: string) =>
      texts(jest.requireActual<Record<string, object>>(path.join(src, folder, language))[language]);
    return [folder, { nb: load('nb'), nn: load('nn'), en: load('en') }];
  });
}

const all: [string, Catalogues][] = [
  ['i18n/locales', { nb: texts(nb), nn: texts(nn), en: texts(en) }],
  ...pageCatalogues(),
];

it("finds the pages' catalogues", () => {
  expect(all.map(([folder]) => folder)).toContain('pages/not-found/texts');
});

describe.each(all)('the catalogue in %s', (_folder, catalogues) => {
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
