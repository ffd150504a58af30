import type { Language, LegalDocument } from '@avtalt/contracts';
import { partyWording } from '@avtalt/logic';
import { LEGAL_WORDS, TRANSLATION_UNSIGNED, type LegalWords } from './legal-words';

/**
 * The pure part of the legal text: from a `LegalDocument` to the view model the Handlebars templates
 * render (docs/legal-document.md). Everything here is plain text; the templates escape it. The fixed words
 * come from the text's language (legal-words.ts); the agreed points arrive written in it.
 */

type AgreedPoint = LegalDocument['agreed'][number];
type Party = LegalDocument['parties'][number];
type DocumentKind = NonNullable<LegalDocument['kind']>;

/** A catalogue text with its `{name}`s filled in, in one pass: a value is never read for placeholders. */
export function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (match, name: string) => values[name] ?? match);
}

const longDate = (date: Date, language: Language, timeZone: string) =>
  new Intl.DateTimeFormat(LEGAL_WORDS[language].locale, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone,
  }).format(date);

/** 'd. MMMM yyyy' in Norwegian time, in the text's language: '22. november 2026', '22 November 2026'. */
export function norwegianDate(iso: string, language: Language = 'nb'): string {
  return longDate(new Date(iso), language, 'Europe/Oslo');
}

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A date of birth (`YYYY-MM-DD`, a calendar date with no time zone) as '1. mars 1980' ('1 March 1980').
 * Anything else is printed as it was given rather than guessed at.
 */
export function birthDateText(value: string, language: Language = 'nb'): string {
  const match = CALENDAR_DATE.exec(value.trim());
  if (!match) return value.trim();
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  if (date.getUTCDate() !== Number(match[3])) return value.trim();
  return longDate(date, language, 'UTC');
}

/** 'a', 'a og b', 'a, b og c' ('a, b and c'). */
export function listText(items: readonly string[], language: Language = 'nb'): string {
  return items.length <= 1
    ? (items[0] ?? '')
    : `${items.slice(0, -1).join(', ')} ${LEGAL_WORDS[language].and} ${items[items.length - 1]}`;
}

/**
 * When the text was made, saying only what is true then: a completed agreement's content was agreed on
 * that day and it is entered into when everyone has signed (nobody has signed when the text is made).
 * A plan is not signed: it only says when it was made.
 */
export function dateSentence(
  variant: LegalDocument['variant'],
  date: string,
  kind: DocumentKind = 'agreement',
  language: Language = 'nb',
): string {
  return fill(LEGAL_WORDS[language].dateSentence[kind][variant], { date });
}

/**
 * The clause of an agreed point: the question's clause (for a typed answer with the answer filled in), or
 * a sentence of the question and the answer. Bokmål says it as `clauseText` of @avtalt/logic does.
 */
export function clauseOf(
  point: Pick<AgreedPoint, 'question' | 'answer' | 'clause'>,
  language: Language = 'nb',
): string {
  if (point.clause?.trim()) return point.clause.trim();
  const words = LEGAL_WORDS[language].fallback;
  const question = point.question.trim().replace(/\?+$/, '');
  return typeof point.answer === 'boolean'
    ? fill(words.yesNo, { answer: point.answer ? words.yes : words.no, question })
    : fill(words.typed, { answer: point.answer.trim(), question });
}

export interface ClauseView {
  /** '3.1'; null in a plan (bullets). */
  number: string | null;
  text: string;
}
export interface SectionView {
  /** '3'; null in a plan. */
  number: string | null;
  title: string;
  clauses: ClauseView[];
}
export interface PartyView {
  name: string;
  /** ', født 1. mars 1980, Storgata 1, 0150 Oslo', or ''. */
  details: string;
  /** 'långiver og eier', or null. */
  roles: string | null;
  /** Under the signature line: 'Kari Nordmann (långiver)'. */
  caption: string;
  /** Under the guardian's line of a party under 18: 'Ola Nordmann, verge for Per Nordmann' (else null). */
  guardianCaption?: string | null;
}
/** One document as the templates print it: the Norwegian text, or the English appendix. */
export interface DocumentView {
  /** The `lang` of the HTML. */
  lang: Language;
  isPlan: boolean;
  /** The HTML <title>. */
  documentTitle: string;
  /** A small line above the heading ('Delvis avtale'), or null. */
  eyebrow: string | null;
  heading: string;
  /** The agreement's own title when it differs from the heading. */
  subtitle: string | null;
  notice: string | null;
  parties: { number: string | null; title: string; intro: string; list: PartyView[]; outro: string | null };
  background: { number: string | null; description: string | null; facts: string[] } | null;
  sections: SectionView[];
  openPoints: { number: string | null; title: string; items: string[] } | null;
  finalSections: SectionView[];
  dateSentence: string;
  /** The sentence about signing and copies; null when nobody signs (a plan) or for a protocol. */
  signingSentence: string | null;
  /** One signature block per party; empty for a plan and in the appendix. */
  signatures: { caption: string }[];
  /** In the appendix of a text that is signed: that only the Norwegian text is. */
  unsignedNote: string | null;
  /** The words the templates print ('Bakgrunn', 'Underskrifter', 'Sted og dato'). */
  words: LegalWords['template'];
}
export interface LegalTextView extends DocumentView {
  /** A nynorsk text not yet read by a nynorsk writer: the notice at the top and the mark on every page. */
  review: { notice: string; mark: string } | null;
  /** The English translation after the signatures, under a heading saying the Norwegian text prevails. */
  appendix: { heading: string; line: string | null; view: DocumentView } | null;
}

const sameText = (a: string, b: string) =>
  a.trim().toLocaleLowerCase('nb') === b.trim().toLocaleLowerCase('nb');

/** The heading line(s) of the document: variant and topic heading combined without saying anything twice. */
export function headingOf(
  doc: Pick<LegalDocument, 'variant' | 'heading' | 'kind' | 'title' | 'topic' | 'language'>,
): {
  eyebrow: string | null;
  heading: string;
  subtitle: string | null;
} {
  const words = LEGAL_WORDS[doc.language ?? 'nb'].heading;
  const kind = doc.kind ?? 'agreement';
  const own = doc.heading?.trim() || null;
  const base = own ?? (kind === 'plan' ? words.plan : words.agreement);
  const title = doc.title.trim();
  let heading: string;
  let eyebrow: string | null = null;
  switch (doc.variant) {
    case 'completed':
      heading = base;
      break;
    case 'partial':
      // Without a heading of its own an agreement keeps the old 'Delvis avtale'; otherwise the type stays the
      // heading ('Samboeravtale') and a line above it says that the text is partial.
      if (!own && kind === 'agreement') heading = words.partialAgreement;
      else {
        heading = base;
        eyebrow = kind === 'plan' ? words.partialPlan : words.partialAgreement;
      }
      break;
    case 'disagreement':
      heading = own ? fill(words.protocolOf, { heading: own }) : words.protocol;
      break;
  }
  // The title is the parties' own name for the agreement; it is shown unless it only repeats the heading.
  // Without a heading of its own (an older message, a custom topic) the topic is added when the title
  // does not already name it ('Samboeravtale Kari og Ola' never becomes '… · Samboeravtale').
  if (!title || sameText(title, base) || sameText(title, heading))
    return { eyebrow, heading, subtitle: null };
  const topic = doc.topic?.trim();
  const withTopic = !own && topic && !title.toLocaleLowerCase('nb').includes(topic.toLocaleLowerCase('nb'));
  return { eyebrow, heading, subtitle: withTopic ? `${title} · ${topic}` : title };
}

/**
 * A party line: name, then date of birth and/or address, then the guardian of a party under 18
 * ('representert ved verge …', vergemålsloven §§ 16–17), then the roles in brackets.
 */
export function partyView(party: Party, language: Language = 'nb'): PartyView {
  const words = LEGAL_WORDS[language];
  const born = (date: string | null | undefined) =>
    date?.trim() ? fill(words.born, { date: birthDateText(date, language) }) : null;
  const name = party.name.trim();
  const guardian = party.guardian;
  const details = [
    born(party.birthDate),
    party.address?.trim() || null,
    guardian
      ? fill(words.representedBy, {
          name: [guardian.name.trim(), born(guardian.birthDate)].filter(Boolean).join(', '),
          relation: words.guardianRelation[guardian.relation],
        })
      : null,
  ].filter((part): part is string => part !== null);
  const roles = [...new Set((party.roles ?? []).map((role) => role.trim()).filter(Boolean))];
  const rolesText = roles.length ? listText(roles, language) : null;
  return {
    name,
    details: details.length ? `, ${details.join(', ')}` : '',
    roles: rolesText,
    caption: rolesText ? `${name} (${rolesText})` : name,
    guardianCaption: guardian
      ? fill(words.guardianCaption, { guardian: guardian.name.trim(), party: name })
      : null,
  };
}

/**
 * The subject sections in the order their subjects first appear; points without a subject go last under
 * 'Andre avtalepunkter', or, when no point has a subject, all under one section.
 */
export function groupBySection(
  points: readonly AgreedPoint[],
  untitled: { some: string; all: string },
): { title: string; points: AgreedPoint[] }[] {
  const groups = new Map<string, AgreedPoint[]>();
  const rest: AgreedPoint[] = [];
  for (const point of points) {
    const title = point.section?.trim();
    if (!title) rest.push(point);
    else groups.set(title, [...(groups.get(title) ?? []), point]);
  }
  const sections = [...groups].map(([title, list]) => ({ title, points: list }));
  if (rest.length) sections.push({ title: sections.length ? untitled.some : untitled.all, points: rest });
  return sections;
}

/** One document in its language: the Norwegian text, or the English translation of the appendix. */
export function documentView(doc: Omit<LegalDocument, 'awaitingReview' | 'translation'>): DocumentView {
  const language = doc.language ?? 'nb';
  const words = LEGAL_WORDS[language];
  const isPlan = doc.kind === 'plan';
  const kind = isPlan ? 'plan' : 'agreement';
  const count = doc.parties.length;
  const worded = (text: string) => partyWording(text, count, language);
  const { eyebrow, heading, subtitle } = headingOf(doc);

  // Sections are numbered in a binding document; a plan is a list with headings.
  let next = 1;
  const take = () => (isPlan ? null : String(next++));

  const partiesNumber = take();
  const parties = {
    number: partiesNumber,
    title: isPlan ? words.parties.planTitle : words.parties.title,
    intro: isPlan
      ? words.parties.planIntro
      : doc.variant === 'disagreement'
        ? words.parties.protocolIntro
        : words.parties.intro,
    // A plan names its participants only: no dates of birth, addresses or roles.
    list: doc.parties.map((party) =>
      isPlan
        ? { name: party.name.trim(), details: '', roles: null, caption: party.name.trim() }
        : partyView(party, language),
    ),
    outro: isPlan ? null : count === 1 ? words.parties.outroOne : words.parties.outroMany,
  };

  const facts = doc.agreed.filter((point) => point.fact).map((point) => worded(clauseOf(point, language)));
  const description = doc.description.trim() || null;
  const background = description || facts.length ? { number: take(), description, facts } : null;

  const untitled = words.untitled[kind];
  const sections = groupBySection(
    doc.agreed.filter((point) => !point.fact),
    { some: untitled.some, all: doc.variant === 'disagreement' ? untitled.agreed : untitled.all },
  ).map(({ title, points }): SectionView => {
    const number = take();
    return {
      number,
      title,
      clauses: points.map((point, index) => ({
        number: number ? `${number}.${index + 1}` : null,
        text: worded(clauseOf(point, language)),
      })),
    };
  });

  const openPoints = doc.notAgreed.length
    ? {
        number: take(),
        title: words.openPoints[kind][doc.variant === 'disagreement' ? 'disagreement' : 'partial'],
        items: doc.notAgreed.map((point) => point.question.trim()),
      }
    : null;

  // The final clauses: a binding agreement (also a partial one) has them, a protocol and a plan do not.
  const finalSections: SectionView[] = [];
  if (!isPlan && doc.variant !== 'disagreement') {
    const section = (title: string, texts: string[]): SectionView => {
      const number = take()!;
      return {
        number,
        title,
        clauses: texts.map((text, index) => ({ number: `${number}.${index + 1}`, text: worded(text) })),
      };
    };
    const general = words.general;
    finalSections.push(
      section(words.finalSections.term, [doc.termClause?.trim() || general.term]),
      section(words.finalSections.changes, [general.changes, general.severability]),
      section(words.finalSections.law, [general.law, doc.disputeClause?.trim() || general.dispute]),
    );
  }

  const notices = words.notices;
  let notice: string | null = null;
  if (isPlan) {
    notice = [
      notices.plan,
      doc.variant === 'partial'
        ? notices.partialPlan
        : doc.variant === 'disagreement'
          ? notices.disagreementPlan
          : null,
    ]
      .filter(Boolean)
      .join(' ');
  } else if (doc.variant === 'partial') {
    notice = worded(
      openPoints
        ? fill(notices.partial, { openSection: openPoints.number! })
        : notices.partialWithoutOpenPoints,
    );
  } else if (doc.variant === 'disagreement') {
    notice = worded(notices.disagreement);
  }

  return {
    lang: language,
    isPlan,
    documentTitle: doc.title.trim() || heading,
    eyebrow,
    heading,
    subtitle,
    notice,
    parties,
    background,
    sections,
    openPoints,
    finalSections,
    dateSentence: worded(dateSentence(doc.variant, norwegianDate(doc.date, language), kind, language)),
    signingSentence: isPlan || doc.variant === 'disagreement' ? null : worded(words.general.signing),
    // A party under 18 signs with their guardian: a line for each (vergemålsloven § 9).
    signatures: isPlan
      ? []
      : parties.list.flatMap((party) => [
          { caption: party.caption },
          ...(party.guardianCaption ? [{ caption: party.guardianCaption }] : []),
        ]),
    unsignedNote: null,
    words: words.template,
  };
}

/**
 * The view model the Handlebars templates render (all text is escaped by the templates): the text in its
 * language, marked «til gjennomlesing» while its nynorsk is unread, and the English translation, if any, as an
 * appendix without signature lines (the parties sign the Norwegian text).
 */
export function viewModel(doc: LegalDocument): LegalTextView {
  const view = documentView(doc);
  const words = LEGAL_WORDS[view.lang];
  const english = LEGAL_WORDS.en.appendixHeading;
  let appendix: LegalTextView['appendix'] = null;
  if (doc.translation) {
    const translation = documentView(doc.translation);
    appendix = {
      heading: words.appendixHeading,
      line: words.appendixHeading === english ? null : english,
      view: {
        ...translation,
        signatures: [],
        unsignedNote: translation.isPlan ? null : TRANSLATION_UNSIGNED,
      },
    };
  }
  return { ...view, review: doc.awaitingReview ? { ...words.review } : null, appendix };
}
