import { randomUUID } from 'node:crypto';
import { catalogueRows } from '../seed/catalogue-rows.rules';
import { CATALOGUE } from './catalogue.data';
import type { TopicTranslation } from './catalogue-translation.types';
import type { TopicMiddleGround } from './catalogue.types';
import { MIDDLE_GROUND } from './middle-ground.data';
import { questionnaireTranslations, type Sources } from './questionnaire-translations.rules';

const topic = CATALOGUE.find((t) => t.key === 'husarbeid')!;
const rows = catalogueRows(topic, randomUUID, () => []).templates;
const stored = {
  catalogueKey: topic.key,
  title: topic.title,
  description: topic.description,
  document: topic.document ?? null,
};

/** A made-up translation: every question's text prefixed, so a test can tell which one it got. */
const translation = (mark: string): TopicTranslation => ({
  title: `${mark} tittel`,
  description: `${mark} skildring`,
  document: { heading: topic.document?.heading ? `${mark} heading` : null },
  questions: Object.fromEntries(
    topic.questions.map((q) => [
      q.key,
      {
        text: `${mark} ${q.text}`,
        ...(q.type === 'multiple_choice'
          ? { options: q.options.map((o) => ({ text: `${mark} ${o.text}`, clause: `${mark} ${o.clause}` })) }
          : {}),
      },
    ]),
  ),
});
/** The topic's compromises, made up the same way. */
const compromises = (mark: string): TopicMiddleGround =>
  Object.fromEntries(
    Object.entries(MIDDLE_GROUND.husarbeid!).map(([key, list]) => [
      key,
      list.map((m) => ({
        text: `${mark} ${m.text}`,
        clause: `${mark} ${m.clause}`,
        description: m.description,
      })),
    ]),
  );
const sources = (read: boolean): Sources => ({
  catalogue: CATALOGUE,
  translations: { husarbeid: { nn: translation('nn'), en: translation('en') } },
  nynorskRead: read ? { husarbeid: { by: 'Ola', on: '2027-01-01' } } : {},
  middleGround: MIDDLE_GROUND,
  middleGroundTranslations: { husarbeid: { nn: compromises('nn'), en: compromises('en') } },
  signingNotes: { nn: {}, en: {} },
});

describe('questionnaireTranslations', () => {
  it("gives each question of an unedited catalogue topic its nynorsk and English, by the question's key", () => {
    const out = questionnaireTranslations(stored, rows, sources(false));
    expect(out.questions).toHaveLength(rows.length);
    out.questions.forEach((t, i) => {
      expect(t?.nn?.text).toBe(`nn ${rows[i]!.text}`);
      expect(t?.en?.text).toBe(`en ${rows[i]!.text}`);
    });
    const choice = rows.findIndex((r) => r.type === 'multiple_choice');
    if (choice >= 0)
      expect(out.questions[choice]?.nn?.options).toEqual(rows[choice]!.options!.map((o) => `nn ${o}`));
    expect(out.topic).toEqual({
      nn: expect.objectContaining({ title: 'nn tittel', reviewed: false }),
      en: expect.objectContaining({ title: 'en tittel', reviewed: true }),
    });
  });

  it('gives the compromises their translations while they are the catalogue’s, one for one', () => {
    const withCompromises = catalogueRows(topic, randomUUID).templates;
    const i = withCompromises.findIndex((r) => (r.middleGround?.length ?? 0) > 0);
    const own = withCompromises[i]!;
    const out = questionnaireTranslations(stored, withCompromises, sources(false)).questions[i];
    expect(out?.nn?.middleGround?.map((m) => m.text)).toEqual(own.middleGround!.map((m) => `nn ${m.text}`));
    expect(out?.en?.middleGround?.map((m) => m.clause)).toEqual(
      own.middleGround!.map((m) => `en ${m.clause}`),
    );
    // An admin changed the compromises: the question keeps its own translation, its compromises get none.
    const changed = withCompromises.map((r, k) =>
      k === i ? { ...r, middleGround: [{ text: 'Skal dere bytte på?', clause: 'Partene bytter på.' }] } : r,
    );
    const after = questionnaireTranslations(stored, changed, sources(false)).questions[i];
    expect([after?.nn?.text, after?.nn?.middleGround]).toEqual([`nn ${own.text}`, null]);
  });

  it('gives the value checks’ messages beside the bokmål they translate, while each is the catalogue’s', () => {
    const loan = CATALOGUE.find((t) => t.key === 'lan-mellom-privatpersoner')!;
    const loanRows = catalogueRows(loan, randomUUID, () => []).templates;
    const english: TopicTranslation = {
      title: 'Loan',
      description: 'A loan',
      questions: Object.fromEntries(
        loan.questions.map((q) => [
          q.key,
          {
            text: `en ${q.text}`,
            ...(q.type === 'multiple_choice'
              ? { options: q.options.map((o) => ({ text: o.text, clause: o.clause })) }
              : {}),
            ...(q.checks ? { checks: q.checks.map((c) => `en ${c.message}`) } : {}),
          },
        ]),
      ),
    };
    const loanSources: Sources = {
      ...sources(false),
      translations: { 'lan-mellom-privatpersoner': { en: english } },
      middleGroundTranslations: {},
    };
    const storedLoan = {
      catalogueKey: loan.key,
      title: loan.title,
      description: loan.description,
      document: null,
    };
    const i = loanRows.findIndex((r) => (r.checks?.length ?? 0) > 1);
    const own = loanRows[i]!;
    const out = questionnaireTranslations(storedLoan, loanRows, loanSources).questions[i];
    expect(out?.en?.checkMessages).toEqual(
      own.checks!.map((c) => ({ message: c.message, translation: `en ${c.message}` })),
    );
    // An admin rewrote one message and dropped none: that one is shown as written, the others translated.
    const rewritten = loanRows.map((r, k) =>
      k === i
        ? { ...r, checks: r.checks!.map((c, n) => (n === 0 ? { ...c, message: 'Sjekk datoen.' } : c)) }
        : r,
    );
    const after = questionnaireTranslations(storedLoan, rewritten, loanSources).questions[i];
    expect(after?.en?.checkMessages?.map((m) => m.message)).toEqual(
      own.checks!.slice(1).map((c) => c.message),
    );
    // A question without checks has none.
    const plain = loanRows.findIndex((r) => !r.checks);
    expect(
      questionnaireTranslations(storedLoan, loanRows, loanSources).questions[plain]?.en?.checkMessages,
    ).toBeNull();
  });

  it('gives the topic’s signing notes their translations while each is the catalogue’s', () => {
    const loan = CATALOGUE.find((t) => t.key === 'lan-mellom-privatpersoner')!;
    const notes = loan.document!.signingNotes!;
    const noteSources: Sources = {
      ...sources(false),
      translations: { [loan.key]: { en: { title: 'Loan', description: 'A loan', questions: {} } } },
      signingNotes: {
        nn: {},
        en: Object.fromEntries(notes.map((n) => [n.id, { title: `en ${n.title}`, text: `en ${n.text}` }])),
      },
    };
    const storedLoan = {
      catalogueKey: loan.key,
      title: loan.title,
      description: loan.description,
      document: loan.document!,
    };
    const out = questionnaireTranslations(storedLoan, [], noteSources).topic;
    expect(out?.en?.signingNotes).toEqual(
      notes.map((n) => ({ id: n.id, title: `en ${n.title}`, text: `en ${n.text}` })),
    );
    // A note an admin rewrote keeps its bokmål only.
    const rewritten = {
      ...storedLoan,
      document: { ...loan.document!, signingNotes: notes.map((n) => ({ ...n, text: `${n.text} Endret.` })) },
    };
    expect(questionnaireTranslations(rewritten, [], noteSources).topic?.en?.signingNotes).toBeUndefined();
  });

  it('gives the payment schedule’s labels their translations while each rule’s label is the catalogue’s', () => {
    const loan = CATALOGUE.find((t) => t.key === 'lan-mellom-privatpersoner')!;
    const rules = loan.document!.obligations!;
    const labelSources: Sources = {
      ...sources(false),
      translations: {
        [loan.key]: {
          en: {
            title: 'Loan',
            description: 'A loan',
            paymentLabels: Object.fromEntries(rules.map((r) => [r.id, `en ${r.label}`])),
            questions: {},
          },
        },
      },
    };
    const storedLoan = {
      catalogueKey: loan.key,
      title: loan.title,
      description: loan.description,
      document: loan.document!,
    };
    expect(questionnaireTranslations(storedLoan, [], labelSources).topic?.en?.paymentLabels).toEqual(
      Object.fromEntries(rules.map((r) => [r.id, `en ${r.label}`])),
    );
    // A label an admin renamed keeps its bokmål only; the others keep their translations.
    const [renamed, ...kept] = rules;
    const relabelled = {
      ...storedLoan,
      document: { ...loan.document!, obligations: [{ ...renamed, label: 'Pengene' }, ...kept] },
    };
    expect(questionnaireTranslations(relabelled, [], labelSources).topic?.en?.paymentLabels).toEqual(
      Object.fromEntries(kept.map((r) => [r.id, `en ${r.label}`])),
    );
  });

  it('marks the nynorsk reviewed once a nynorsk writer has read the topic', () => {
    expect(questionnaireTranslations(stored, rows, sources(true)).topic?.nn?.reviewed).toBe(true);
  });

  it('gives no translation to a question whose bokmål an admin changed, nor to one an admin wrote', () => {
    const edited = rows.map((r, i) => (i === 0 ? { ...r, clauseYes: `${r.clauseYes ?? ''} Endret.` } : r));
    const written = [...rows, { ...rows[1]!, catalogueKey: null, text: 'Et nytt spørsmål?' }];
    expect(questionnaireTranslations(stored, edited, sources(false)).questions[0]).toBeUndefined();
    expect(questionnaireTranslations(stored, edited, sources(false)).questions[1]).toBeDefined();
    expect(questionnaireTranslations(stored, written, sources(false)).questions.at(-1)).toBeUndefined();
  });

  it('gives the topic no translation when its title or document was edited, and none for a custom topic', () => {
    expect(
      questionnaireTranslations({ ...stored, title: 'Vårt husarbeid' }, rows, sources(false)).topic,
    ).toBeUndefined();
    const custom = questionnaireTranslations({ ...stored, catalogueKey: null }, rows, sources(false));
    expect(custom.topic).toBeUndefined();
    expect(custom.questions.every((q) => q === undefined)).toBe(true);
  });
});
