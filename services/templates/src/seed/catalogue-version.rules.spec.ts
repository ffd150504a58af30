import { randomUUID } from 'node:crypto';
import { CATALOGUE } from '../catalogue/catalogue.data';
import type { CatalogueTopic } from '../catalogue/catalogue.types';
import { CATALOGUE_VERSIONS } from './catalogue-versions.data';
import { catalogueDocument } from './catalogue-document.rules';
import { catalogueRows, type MiddleGroundSource } from './catalogue-rows.rules';
import {
  canonicalCatalogueTopic,
  canonicalStoredTopic,
  catalogueDiff,
  catalogueRowFields,
  catalogueVersion,
  classifyUnversioned,
  isNewer,
  replaceIds,
  stableJson,
  topicVersion,
  updateAvailable,
  type StoredTopicRows,
} from './catalogue-version.rules';

/** A small topic of this test's own: a value with a check naming another question, a choice shown by a rule. */
const TOPIC: CatalogueTopic = {
  key: 'test-leie',
  title: 'Leie (test)',
  description: 'Et tema for testing.',
  featured: false,
  document: {
    kind: 'agreement',
    heading: 'Leieavtale',
    termClause: null,
    disputeClause: null,
    signingNotes: [],
  },
  questions: [
    {
      key: 'leie',
      type: 'free_text',
      format: 'amount',
      text: 'Hvor mye er leien?',
      clauseTemplate: 'Leien er {{svar}}.',
      section: 'Økonomi',
    },
    {
      key: 'depositum',
      type: 'free_text',
      format: 'amount',
      text: 'Hvor stort er depositumet?',
      clauseTemplate: 'Depositumet er {{svar}}.',
      section: 'Økonomi',
      checks: [
        {
          kind: 'atMostTimes',
          other: 'leie',
          factor: 6,
          severity: 'error',
          message: 'Depositumet kan være høyst seks måneders leie. Sett et lavere beløp.',
        },
      ],
    },
    { key: 'dyr', text: 'Er dyr tillatt?', clauseYes: 'Dyr er tillatt.', clauseNo: 'Dyr er ikke tillatt.' },
    {
      key: 'hvilke-dyr',
      type: 'multiple_choice',
      text: 'Hvilke dyr?',
      options: [
        { text: 'Katt', clause: 'Katt er tillatt.' },
        { text: 'Hund', clause: 'Hund er tillatt.' },
      ],
      showIf: { questionKey: 'dyr', equals: true },
    },
  ],
};
const noLibrary: MiddleGroundSource = () => [];

/** The topic as the seeder stores it: the rows of catalogueRows() with fresh ids, as entities would read. */
function stored(entry: CatalogueTopic = TOPIC, library: MiddleGroundSource = noLibrary): StoredTopicRows {
  const rows = catalogueRows(entry, randomUUID, library);
  return {
    title: entry.title,
    description: entry.description,
    document: catalogueDocument(entry),
    questions: rows.templates.map((t) => ({ ...t, required: false, createdAt: new Date() })),
    rules: rows.rules,
  };
}
const fields = catalogueRowFields(catalogueRows(TOPIC, randomUUID, noLibrary).templates);
const storedVersion = (rows: StoredTopicRows) => {
  const canonical = canonicalStoredTopic(rows, fields);
  return canonical && topicVersion(canonical);
};
const withQuestion = (key: string, change: Record<string, unknown>): CatalogueTopic => ({
  ...TOPIC,
  questions: TOPIC.questions.map((q) => (q.key === key ? ({ ...q, ...change } as typeof q) : q)),
});

describe('catalogueVersion', () => {
  it('is a SHA-256 that stays the same for the same content, whatever ids the rows get', () => {
    expect(catalogueVersion(TOPIC, noLibrary)).toMatch(/^[0-9a-f]{64}$/);
    expect(catalogueVersion(TOPIC, noLibrary)).toBe(catalogueVersion(structuredClone(TOPIC), noLibrary));
    expect(storedVersion(stored())).toBe(catalogueVersion(TOPIC, noLibrary));
    expect(storedVersion(stored())).toBe(storedVersion(stored()));
  });

  it('changes with a text, an option clause, a rule, a check, the document, a signing note, the middle ground, the title and the order', () => {
    const base = catalogueVersion(TOPIC, noLibrary);
    const variants: CatalogueTopic[] = [
      withQuestion('dyr', { text: 'Er kjæledyr tillatt?' }),
      withQuestion('hvilke-dyr', {
        options: [
          { text: 'Katt', clause: 'Katt kan holdes.' },
          { text: 'Hund', clause: 'Hund er tillatt.' },
        ],
      }),
      withQuestion('hvilke-dyr', { showIf: { questionKey: 'dyr', equals: false } }),
      withQuestion('depositum', {
        checks: [
          { kind: 'atMostTimes', other: 'leie', factor: 3, severity: 'error', message: 'Høyst tre måneder.' },
        ],
      }),
      withQuestion('leie', {
        checks: [{ kind: 'atLeast', value: 1, severity: 'warning', message: 'Leien bør være over null.' }],
      }),
      { ...TOPIC, document: { ...TOPIC.document!, termClause: 'Avtalen gjelder i ett år.' } },
      {
        ...TOPIC,
        document: {
          ...TOPIC.document!,
          signingNotes: [{ id: 'note', title: 'Merk', text: 'En merknad.', source: 'husleieloven § 3-5' }],
        },
      },
      { ...TOPIC, title: 'Leie' },
      {
        ...TOPIC,
        questions: [TOPIC.questions[0], TOPIC.questions[2], TOPIC.questions[1], TOPIC.questions[3]],
      },
    ];
    const versions = variants.map((v) => catalogueVersion(v, noLibrary));
    for (const version of versions) expect(version).not.toBe(base);
    expect(new Set(versions).size).toBe(variants.length);
    const library: MiddleGroundSource = (_topic, question) =>
      question === 'dyr' ? [{ text: 'Bare små dyr', clause: 'Små dyr er tillatt.', description: null }] : [];
    expect(catalogueVersion(TOPIC, library)).not.toBe(base);
  });

  it('does not change with the front-page placement, nor with a field that is empty everywhere (so a new column leaves old versions)', () => {
    expect(catalogueVersion({ ...TOPIC, featured: true }, noLibrary)).toBe(
      catalogueVersion(TOPIC, noLibrary),
    );
    const rows = stored();
    const withEmptyField = {
      ...rows,
      questions: rows.questions.map((q) => ({ ...q, someNewField: null, middleGround: [] })),
    };
    const wider = canonicalStoredTopic(withEmptyField, [...fields, 'someNewField']);
    expect(topicVersion(wider!)).toBe(catalogueVersion(TOPIC, noLibrary));
  });

  it('compares value checks by the questions they name, not by their ids', () => {
    const rows = stored();
    const depositum = rows.questions.find((q) => q.catalogueKey === 'depositum')!;
    const leie = rows.questions.find((q) => q.catalogueKey === 'leie')!;
    expect(JSON.stringify(depositum.checks)).toContain(leie.id);
    const dyr = rows.questions.find((q) => q.catalogueKey === 'dyr')!;
    const pointingElsewhere = {
      ...rows,
      questions: rows.questions.map((q) =>
        q === depositum ? { ...q, checks: replaceIds(q.checks, new Map([[leie.id, dyr.id]])) } : q,
      ),
    };
    expect(storedVersion(pointingElsewhere)).not.toBe(catalogueVersion(TOPIC, noLibrary));
  });

  it('has no comparable form for a topic with a question an admin wrote (no catalogue key) or a jump rule', () => {
    const rows = stored();
    expect(
      canonicalStoredTopic(
        { ...rows, questions: [...rows.questions, { id: randomUUID(), catalogueKey: null, text: 'Eget?' }] },
        fields,
      ),
    ).toBeNull();
    const jump = { ...rows.rules[0], action: 'jump_to', targetQuestionId: rows.questions[3].id };
    expect(canonicalStoredTopic({ ...rows, rules: [jump] }, fields)).toBeNull();
  });

  it('covers the row fields the past versions were computed with (a new field must be empty where unused, or they must be recomputed)', () => {
    // CATALOGUE_VERSIONS were computed from rows with these fields (checks empty everywhere then). A new field
    // that is null or [] where unused leaves them valid; one with a value on every row (a `false`, a `0`) would
    // make every installation's topics count as edited at their first start: recompute them (docs/catalogue-versions.md).
    expect(catalogueRowFields(CATALOGUE.flatMap((t) => catalogueRows(t).templates))).toEqual([
      'catalogueKey',
      'checks',
      'clauseNo',
      'clauseTemplate',
      'clauseYes',
      'description',
      'fact',
      'format',
      'middleGround',
      'optionClauses',
      'options',
      'order',
      'partyRoles',
      'section',
      'text',
      'type',
    ]);
  });

  it('gives every topic of the real catalogue a version, and lists versions only for catalogue topics', () => {
    const keys = new Set(CATALOGUE.map((t) => t.key));
    for (const entry of CATALOGUE) expect(catalogueVersion(entry)).toMatch(/^[0-9a-f]{64}$/);
    for (const [key, versions] of Object.entries(CATALOGUE_VERSIONS)) {
      expect(keys.has(key)).toBe(true);
      for (const version of versions) expect(version).toMatch(/^[0-9a-f]{64}$/);
      expect(new Set(versions).size).toBe(versions.length);
    }
  });

  it("carries each topic's current version as the last of its versions (a content change must append its new version)", () => {
    const missing = CATALOGUE.filter(
      (entry) => CATALOGUE_VERSIONS[entry.key]?.at(-1) !== catalogueVersion(entry),
    ).map(
      (entry) =>
        `'${entry.key}': append '${catalogueVersion(entry)}' to CATALOGUE_VERSIONS in catalogue-versions.data.ts`,
    );
    expect(missing).toEqual([]);
  });
});

describe('stableJson', () => {
  it('sorts keys at every level and leaves out undefined', () => {
    expect(stableJson({ b: 1, a: { d: [2, { f: 1, e: undefined }], c: null } })).toBe(
      '{"a":{"c":null,"d":[2,{"f":1}]},"b":1}',
    );
  });
});

describe('classifyUnversioned (a topic seeded before versions were stored)', () => {
  const current = 'c'.repeat(64);
  const past = 'a'.repeat(64);
  it('is not edited when its content is the current or a known past catalogue version, and takes that version', () => {
    expect(classifyUnversioned(current, current, [past])).toEqual({ version: current, edited: false });
    expect(classifyUnversioned(past, current, [past])).toEqual({ version: past, edited: false });
  });
  it('counts as edited when its content matches no known version or has no comparable form (the safe side)', () => {
    expect(classifyUnversioned('b'.repeat(64), current, [past])).toEqual({ version: null, edited: true });
    expect(classifyUnversioned(null, current, [past])).toEqual({ version: null, edited: true });
  });
});

describe('isNewer (a version written by a newer release)', () => {
  const current = 'c'.repeat(64);
  const past = 'a'.repeat(64);
  it('is a version neither current nor known; the current, a known past one and none are not newer', () => {
    expect(isNewer('d'.repeat(64), current, [past, current])).toBe(true);
    expect(isNewer(current, current, [past, current])).toBe(false);
    expect(isNewer(past, current, [past, current])).toBe(false);
    expect(isNewer(null, current, [past, current])).toBe(false);
    // A topic with no versions listed (only a test's own catalogue) is never taken for a newer release's.
    expect(isNewer('d'.repeat(64), current, [])).toBe(false);
  });
});

describe('updateAvailable', () => {
  const current = 'c'.repeat(64);
  const known = ['a'.repeat(64), 'b'.repeat(64), current];
  it('is never offered for a topic a newer release brought to a version this one does not know', () => {
    expect(updateAvailable({ version: 'd'.repeat(64), keptVersion: null }, true, current, known)).toBe(false);
  });
  it('is offered for an edited topic at another (or an unknown) version, until it is kept against this version', () => {
    expect(updateAvailable({ version: 'a'.repeat(64), keptVersion: null }, true, current, known)).toBe(true);
    expect(updateAvailable({ version: null, keptVersion: null }, true, current, known)).toBe(true);
    expect(updateAvailable({ version: 'a'.repeat(64), keptVersion: current }, true, current, known)).toBe(
      false,
    );
    expect(
      updateAvailable({ version: 'a'.repeat(64), keptVersion: 'b'.repeat(64) }, true, current, known),
    ).toBe(true);
  });
  it('is not offered for a topic at the current version, nor for an unedited one (the seeder updates those)', () => {
    expect(updateAvailable({ version: current, keptVersion: null }, true, current, known)).toBe(false);
    expect(updateAvailable({ version: 'a'.repeat(64), keptVersion: null }, false, current, known)).toBe(
      false,
    );
  });
});

describe('catalogueDiff', () => {
  it('is empty for a topic that is the catalogue version', () => {
    expect(catalogueDiff(stored(), canonicalCatalogueTopic(TOPIC, noLibrary), fields)).toEqual({
      topic: [],
      questions: [],
      rules: { added: 0, removed: 0 },
      reordered: false,
    });
  });

  it('lists per question what is added, removed and changed (old → new), the topic and document fields, and the rules that come and go', () => {
    const old = stored();
    const dyr = old.questions.find((q) => q.catalogueKey === 'dyr')!;
    const own = { id: randomUUID(), catalogueKey: null, text: 'Eget spørsmål?', type: 'yes_no', order: 5 };
    const edited: StoredTopicRows = {
      ...old,
      title: 'Min leie',
      document: { ...old.document!, heading: 'Min avtale' },
      questions: [
        ...old.questions
          .filter((q) => q.catalogueKey !== 'hvilke-dyr')
          .map((q) =>
            q === dyr ? { ...q, text: 'Er katt tillatt?', clauseNo: 'Katt er ikke tillatt.' } : q,
          ),
        own,
      ],
      rules: [],
    };
    const diff = catalogueDiff(edited, canonicalCatalogueTopic(TOPIC, noLibrary), fields);
    expect(diff.topic).toEqual([
      { field: 'title', from: 'Min leie', to: 'Leie (test)' },
      { field: 'document.heading', from: 'Min avtale', to: 'Leieavtale' },
    ]);
    expect(diff.questions).toEqual([
      {
        key: 'dyr',
        change: 'changed',
        text: 'Er dyr tillatt?',
        fields: [
          { field: 'clauseNo', from: 'Katt er ikke tillatt.', to: 'Dyr er ikke tillatt.' },
          { field: 'text', from: 'Er katt tillatt?', to: 'Er dyr tillatt?' },
        ],
      },
      { key: 'hvilke-dyr', change: 'added', text: 'Hvilke dyr?', fields: [] },
      { key: null, change: 'removed', text: 'Eget spørsmål?', fields: [] },
    ]);
    expect(diff.rules).toEqual({ added: 1, removed: 0 });
    expect(diff.reordered).toBe(false);
  });

  it('does not list a question as changed for its position alone, and says once that the order changes', () => {
    const old = stored();
    const [first, second, ...rest] = old.questions;
    // The same questions, the first two swapped: no question changed, only the order.
    const swapped: StoredTopicRows = {
      ...old,
      questions: [{ ...second!, order: first!.order }, { ...first!, order: second!.order }, ...rest],
    };
    const diff = catalogueDiff(swapped, canonicalCatalogueTopic(TOPIC, noLibrary), fields);
    expect(diff.questions).toEqual([]);
    expect(diff.reordered).toBe(true);
    // A question added in the middle shifts the positions of those after it: they are not listed as changed.
    const withoutDeposit: StoredTopicRows = {
      ...old,
      questions: old.questions
        .filter((q) => q.catalogueKey !== 'depositum')
        .map((q, i) => ({ ...q, order: i + 1 })),
    };
    const shifted = catalogueDiff(withoutDeposit, canonicalCatalogueTopic(TOPIC, noLibrary), fields);
    expect(shifted.questions.map((q) => q.change)).toEqual(['added']);
    expect(shifted.reordered).toBe(false);
  });
});
