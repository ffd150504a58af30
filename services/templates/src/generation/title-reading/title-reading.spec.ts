import { readFileSync } from 'node:fs';
import path from 'node:path';
import { inflections, readTitle } from './title-reading';
import type { Relation } from './title-reading.types';

interface Entry {
  title: string;
  description: string;
  relations: Relation[];
  object: { lemma: string; kind: string };
}

/** The development list (services/templates/test/question-generation/README.md); never the held-out one. */
const DEV: Entry[] = JSON.parse(
  readFileSync(path.resolve(__dirname, '../../../test/question-generation/dev-titles.json'), 'utf8'),
);

describe('readTitle', () => {
  it('reads the three titles of the issue as a horse rented out, paid garden work and shared lessons', () => {
    expect(readTitle('Leie ut hesten til en venninne')).toMatchObject({
      relations: ['rent'],
      object: { lemma: 'hest', kind: 'animal', word: 'hesten', gender: 'm' },
    });
    expect(readTitle('Hjelp med hagearbeid mot betaling')).toMatchObject({
      relations: ['service'],
      object: { lemma: 'hagearbeid', kind: 'service' },
    });
    expect(readTitle('Felles pianolærer for barna')).toMatchObject({
      relations: expect.arrayContaining(['share-costs', 'service']),
      object: { lemma: 'pianotime', kind: 'service' },
    });
  });

  it('finds an object in its inflected forms and as the last part of a compound, never inside a short word', () => {
    expect(readTitle('Selge bruktbilen').object).toMatchObject({ lemma: 'bil', word: 'bruktbilen' });
    expect(readTitle('Leie båtplass').object?.lemma).toBe('båtplass');
    expect(readTitle('Låne hytta i påsken').object?.lemma).toBe('hytte');
    expect(readTitle('Ny mobil til datteren').object?.lemma).toBe('datter');
    expect(inflections('hytte', 'f')).toEqual(['hytte', 'hytten', 'hytter', 'hyttene', 'hytta']);
    expect(inflections('hus', 'n')).toEqual(['hus', 'huset', 'husene', 'huser']);
  });

  it('tells lending a thing from lending money, and buying together from a sale', () => {
    expect(readTitle('Låne penger til en venn').relations).toEqual(['lend-money']);
    expect(readTitle('Låne bort bilen').relations).toEqual(['lend-thing']);
    expect(readTitle('Kjøpe båt sammen').relations).toEqual(['own-together']);
    expect(readTitle('Selge båt til naboen').relations).toEqual(['buy-sell']);
  });

  it('reads the development list: relations and objects, measured', () => {
    let relationHits = 0;
    let exact = 0;
    let kindHits = 0;
    let lemmaHits = 0;
    const misses: string[] = [];
    for (const entry of DEV) {
      const reading = readTitle(entry.title, entry.description);
      const hit = reading.relations.some((r) => entry.relations.includes(r));
      const same =
        reading.relations.length === entry.relations.length &&
        entry.relations.every((r) => reading.relations.includes(r));
      relationHits += hit ? 1 : 0;
      exact += same ? 1 : 0;
      kindHits += reading.object?.kind === entry.object.kind ? 1 : 0;
      lemmaHits += reading.object?.lemma === entry.object.lemma ? 1 : 0;
      if (!same || reading.object?.kind !== entry.object.kind)
        misses.push(
          `${entry.title}: ${reading.relations.join(',')} ${reading.object?.lemma ?? '-'} (${entry.relations.join(',')} ${entry.object.lemma})`,
        );
    }
    const share = (n: number) => Math.round((100 * n) / DEV.length);
    process.stdout.write(
      `title reading, development list (${DEV.length}): a right relation ${share(relationHits)} %, all relations ${share(exact)} %, object kind ${share(kindHits)} %, object lemma ${share(lemmaHits)} %\n  ${misses.join('\n  ')}\n`,
    );
    expect(relationHits / DEV.length).toBeGreaterThanOrEqual(0.9);
    expect(kindHits / DEV.length).toBeGreaterThanOrEqual(0.85);
  });
});
