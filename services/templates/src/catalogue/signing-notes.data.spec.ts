import { signingNoteSchema, topicDocumentSchema } from '@avtalt/contracts';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { catalogueSigningNotes } from '../seed/catalogue-rows.rules';
import { CATALOGUE } from './catalogue.data';
import { SIGNING_NOTES_EN } from './signing-notes.en.data';
import { SIGNING_NOTES_NN } from './signing-notes.nn.data';
import { BOKMAL_ONLY } from './translation-checks.rules';

/** The section of docs/legal-sources.md that lists every signing note's source (issue 31). */
function signingNotesSection(): string {
  const text = readFileSync(join(__dirname, '../../../../docs/legal-sources.md'), 'utf8');
  const start = text.indexOf('## Signing notes (issue 31)');
  if (start < 0) throw new Error('docs/legal-sources.md has no «Signing notes (issue 31)» section');
  const end = text.indexOf('\n## ', start + 1);
  return text.slice(start, end < 0 ? undefined : end);
}

const notesOf = (topicKey: string) => CATALOGUE.find((t) => t.key === topicKey)?.document?.signingNotes ?? [];

/**
 * The topics whose signature in Avtalt does not give the effect the parties may expect (the lawyer's review,
 * `shared/reviews/legal-content.md` §§ 4 and 5.2; issue 31), and the note each must carry.
 */
const REQUIRED: Record<string, string[]> = {
  'lan-mellom-privatpersoner': ['lan-ikke-tvangsgrunnlag'],
  samvaersavtale: ['samvaer-tvangskraft', 'foreldreansvar-folkeregisteret'],
  'felles-hytte': ['hytte-tinglysing'],
  naboavtale: ['nabo-tinglysing'],
  'bruktbil-privat': ['bruktbil-salgsmelding'],
  samboeravtale: ['samboer-testament'],
};

describe('signing notes of the catalogue (issue 31)', () => {
  const section = signingNotesSection();

  it.each(Object.entries(REQUIRED))('%s carries its notes', (topicKey, ids) => {
    expect(CATALOGUE.some((t) => t.key === topicKey)).toBe(true);
    expect(notesOf(topicKey).map((n) => n.id)).toEqual(ids);
  });

  const everyNote = CATALOGUE.flatMap((t) =>
    (t.document?.signingNotes ?? []).map((note) => ({ topic: t.key, note })),
  );

  it('are checked for every topic that has them, not one', () => {
    expect(new Set(everyNote.map((n) => n.topic))).toEqual(new Set(Object.keys(REQUIRED)));
    expect(everyNote.length).toBe(Object.values(REQUIRED).flat().length);
  });

  it.each(everyNote.map(({ topic, note }) => [`${topic}: ${note.id}`, note] as const))(
    '%s is valid, plain and has a source listed in docs/legal-sources.md',
    (_name, note) => {
      expect(signingNoteSchema.parse(note)).toEqual(note);
      expect(note.source.trim().length).toBeGreaterThan(0);
      // The source as the note names it, word for word, with the note's id beside it.
      const row = section.split('\n').find((line) => line.includes(`\`${note.id}\``));
      expect(row).toBeDefined();
      expect(row).toContain(note.source);
      // Short enough to read in a dialog, and every sentence ends.
      expect(note.text.length).toBeLessThanOrEqual(700);
      expect(note.text.trim()).toMatch(/[.!]$/);
      // Written to the parties in bokmål, never in the lawyer's English.
      expect(note.text).not.toMatch(/\b(the|and|must|shall)\b/i);
    },
  );

  it('survive the contracts as part of the topic document, and the seeder reads them per topic', () => {
    for (const topic of CATALOGUE) {
      if (!topic.document) continue;
      expect(topicDocumentSchema.parse(topic.document).signingNotes).toEqual(topic.document.signingNotes);
    }
    expect(
      catalogueSigningNotes(CATALOGUE)
        .map((e) => e.topicKey)
        .sort(),
    ).toEqual(Object.keys(REQUIRED).sort());
  });

  describe('in nynorsk and English', () => {
    const notes = CATALOGUE.flatMap((t) => t.document?.signingNotes ?? []);
    const numbers = (text: string) => (text.match(/\d+/g) ?? []).join();

    it.each([
      ['nn', SIGNING_NOTES_NN],
      ['en', SIGNING_NOTES_EN],
    ] as const)(
      '%s has every note and no other, with the same numbers (§§, years)',
      (_language, translated) => {
        expect(Object.keys(translated).sort()).toEqual(notes.map((n) => n.id).sort());
        for (const note of notes) {
          const own = translated[note.id]!;
          expect(own.title.trim().length).toBeGreaterThan(0);
          expect(signingNoteSchema.safeParse({ ...note, ...own }).success).toBe(true);
          expect([note.id, numbers(own.text)]).toEqual([note.id, numbers(note.text)]);
        }
      },
    );

    it('nynorsk has none of the bokmål forms nynorsk lacks; English no Norwegian filler words', () => {
      const nn = Object.values(SIGNING_NOTES_NN).flatMap((n) => [n.title, n.text]);
      expect(nn.filter((text) => BOKMAL_ONLY.test(text))).toEqual([]);
      const norwegian = /(?<!\p{L})(og|ikke|skal|avtalen|partene|som|med|eller)(?!\p{L})/iu;
      const en = Object.values(SIGNING_NOTES_EN).flatMap((n) => [n.title, n.text]);
      expect(en.filter((text) => norwegian.test(text))).toEqual([]);
    });
  });

  it('stop the seeding, naming the topic, when a note is refused or appears twice', () => {
    const topic = CATALOGUE.find((t) => t.key === 'lan-mellom-privatpersoner')!;
    const note = topic.document!.signingNotes![0];
    const twice = { ...topic, document: { ...topic.document!, signingNotes: [note, note] } };
    expect(() => catalogueSigningNotes([twice])).toThrow(
      /lan-mellom-privatpersoner: signing note lan-ikke-tvangsgrunnlag appears twice/,
    );
    const bad = { ...topic, document: { ...topic.document!, signingNotes: [{ ...note, source: ' ' }] } };
    expect(() => catalogueSigningNotes([bad])).toThrow(
      /lan-mellom-privatpersoner: signing note lan-ikke-tvangsgrunnlag is refused/,
    );
  });
});
