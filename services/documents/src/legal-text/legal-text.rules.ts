import type { LegalDocument } from '@avtalt/contracts';
import { clauseText, partyWording } from '@avtalt/logic';

/**
 * The pure part of the legal text: from a `LegalDocument` to the view model the Handlebars templates
 * render (docs/legal-document.md). Everything here is plain text; the templates escape it.
 */

type AgreedPoint = LegalDocument['agreed'][number];
type Party = LegalDocument['parties'][number];

/** 'd. MMMM yyyy' in Norwegian, e.g. '22. november 2026'. */
export function norwegianDate(iso: string): string {
  return new Intl.DateTimeFormat('nb-NO', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Europe/Oslo',
  }).format(new Date(iso));
}

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A date of birth (`YYYY-MM-DD`, a calendar date with no time zone) as '1. mars 1980'. Anything else is
 * printed as it was given rather than guessed at.
 */
export function birthDateText(value: string): string {
  const match = CALENDAR_DATE.exec(value.trim());
  if (!match) return value.trim();
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  if (date.getUTCDate() !== Number(match[3])) return value.trim();
  return new Intl.DateTimeFormat('nb-NO', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(date);
}

/** 'a', 'a og b', 'a, b og c'. */
export function listText(items: readonly string[]): string {
  return items.length <= 1
    ? (items[0] ?? '')
    : `${items.slice(0, -1).join(', ')} og ${items[items.length - 1]}`;
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
): string {
  if (kind === 'plan') {
    switch (variant) {
      case 'completed':
        return `Planen ble laget ${date}.`;
      case 'partial':
        return `Planen viser hva deltakerne var enige om ${date}. Den er ikke ferdig.`;
      case 'disagreement':
        return `Protokollen ble laget ${date}.`;
    }
  }
  switch (variant) {
    case 'completed':
      return `Partene ble enige om innholdet i avtalen ${date}. Avtalen er inngått når alle partene har signert den.`;
    case 'partial':
      return `Teksten viser hva partene var enige om ${date}. Den er ikke en fullstendig avtale.`;
    case 'disagreement':
      return `Protokollen ble laget ${date}.`;
  }
}

type DocumentKind = NonNullable<LegalDocument['kind']>;

/** The general clauses (the topic's own term and dispute clauses replace theirs). Written for any number of parties. */
export const GENERAL_CLAUSES = {
  term: 'Avtalen gjelder til partene skriftlig blir enige om å avslutte eller endre den, eller til den opphører etter sine egne bestemmelser eller etter loven. Ingen av partene kan si den opp alene. Det som allerede er oppgjort etter avtalen, står ved lag.',
  changes: 'Endringer i og tillegg til avtalen skal være skriftlige og godkjent av alle partene.',
  severability:
    'Blir en bestemmelse i avtalen kjent ugyldig eller satt til side, gjelder avtalen for øvrig fortsatt.',
  law: 'Avtalen er underlagt norsk rett.',
  dispute:
    'Oppstår det uenighet om hvordan avtalen skal forstås eller gjennomføres, skal partene først forsøke å løse den gjennom forhandlinger i god tro. Fører ikke forhandlingene fram, kan hver av partene bringe saken inn for de alminnelige domstolene. En tvist om penger eller andre formuesverdier skal som hovedregel først behandles i forliksrådet (tvisteloven §\u00a06-2).',
  signing: 'Avtalen signeres av alle partene, og hver part får et eksemplar av den signerte avtalen.',
} as const;

/** The notices at the top of a partial agreement, a protocol and a plan. `{openSection}`: the section number. */
export const NOTICES = {
  partial: (openSection: string) =>
    `Dette er en delvis avtale. Punktene under punkt ${openSection} er ennå ikke avtalt og binder ingen. Signerer alle partene denne teksten, er de bundet av resten av avtalen, også om punktene under punkt ${openSection} aldri blir avtalt.`,
  partialWithoutOpenPoints:
    'Dette er en delvis avtale. Signerer alle partene denne teksten, er de bundet av punktene i den.',
  disagreement:
    'Partene har ikke kommet til enighet. Denne protokollen viser hva partene var enige om, og hva de ikke ble enige om. Protokollen er ikke en bindende avtale om de punktene der partene er uenige.',
  plan: 'Dette er en plan for hvordan deltakerne fordeler oppgavene seg imellom. Den er ikke en juridisk bindende avtale, og deltakerne kan endre den når de blir enige om det.',
  partialPlan: 'Deltakerne er ennå ikke enige om alle punktene. Punktene som gjenstår, står til slutt.',
  disagreementPlan:
    'Deltakerne har ikke kommet til enighet om hele planen. Her står hva de var enige om, og hva de ikke ble enige om.',
} as const;

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
export interface LegalTextView {
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
  /** One signature block per party; empty for a plan. */
  signatures: { caption: string }[];
}

const sameText = (a: string, b: string) =>
  a.trim().toLocaleLowerCase('nb') === b.trim().toLocaleLowerCase('nb');

/** The heading line(s) of the document: variant and topic heading combined without saying anything twice. */
export function headingOf(doc: Pick<LegalDocument, 'variant' | 'heading' | 'kind' | 'title' | 'topic'>): {
  eyebrow: string | null;
  heading: string;
  subtitle: string | null;
} {
  const kind = doc.kind ?? 'agreement';
  const own = doc.heading?.trim() || null;
  const base = own ?? (kind === 'plan' ? 'Plan' : 'Avtale');
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
      if (!own && kind === 'agreement') heading = 'Delvis avtale';
      else {
        heading = base;
        eyebrow = kind === 'plan' ? 'Ikke ferdig plan' : 'Delvis avtale';
      }
      break;
    case 'disagreement':
      heading = own ? `Protokoll – ${own}` : 'Protokoll';
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

/** How a guardian is the party's guardian, as the document says it (vergemålsloven §§ 16–17). */
const GUARDIAN_RELATION: Record<'parent' | 'appointed', string> = {
  parent: 'forelder med foreldreansvar',
  appointed: 'oppnevnt verge',
};

/** The guardian who represents a party under 18, as the party line names them. */
function guardianText(guardian: NonNullable<Party['guardian']>): string {
  const born = guardian.birthDate?.trim() ? `, født ${birthDateText(guardian.birthDate)}` : '';
  return `representert ved verge ${guardian.name.trim()}${born} (${GUARDIAN_RELATION[guardian.relation]})`;
}

/**
 * A party line: name, then date of birth and/or address, then the guardian of a party under 18, then the
 * roles in brackets.
 */
export function partyView(party: Party): PartyView {
  const name = party.name.trim();
  const details = [
    party.birthDate?.trim() ? `født ${birthDateText(party.birthDate)}` : null,
    party.address?.trim() || null,
    party.guardian ? guardianText(party.guardian) : null,
  ].filter((part): part is string => part !== null);
  const roles = [...new Set((party.roles ?? []).map((role) => role.trim()).filter(Boolean))];
  const rolesText = roles.length ? listText(roles) : null;
  return {
    name,
    details: details.length ? `, ${details.join(', ')}` : '',
    roles: rolesText,
    caption: rolesText ? `${name} (${rolesText})` : name,
    guardianCaption: party.guardian ? `${party.guardian.name.trim()}, verge for ${name}` : null,
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

/** The view model the Handlebars templates render (all text is escaped by the templates). */
export function viewModel(doc: LegalDocument): LegalTextView {
  const isPlan = doc.kind === 'plan';
  const count = doc.parties.length;
  const worded = (text: string) => partyWording(text, count);
  const date = norwegianDate(doc.date);
  const { eyebrow, heading, subtitle } = headingOf(doc);

  // Sections are numbered in a binding document; a plan is a list with headings.
  let next = 1;
  const take = () => (isPlan ? null : String(next++));

  const partiesNumber = take();
  const parties = {
    number: partiesNumber,
    title: isPlan ? 'Deltakere' : 'Parter',
    intro: isPlan
      ? 'Planen gjelder:'
      : doc.variant === 'disagreement'
        ? 'Protokollen gjelder forhandlingene mellom:'
        : 'Avtalen er mellom:',
    // A plan names its participants only: no dates of birth, addresses or roles.
    list: doc.parties.map((party) =>
      isPlan
        ? { name: party.name.trim(), details: '', roles: null, caption: party.name.trim() }
        : partyView(party),
    ),
    outro: isPlan
      ? null
      : count === 1
        ? 'heretter kalt «parten».'
        : 'heretter hver for seg kalt «part» og sammen kalt «partene».',
  };

  const facts = doc.agreed.filter((point) => point.fact).map((point) => worded(clauseText(point)));
  const description = doc.description.trim() || null;
  const background = description || facts.length ? { number: take(), description, facts } : null;

  const untitled = isPlan
    ? {
        some: 'Andre punkter',
        all: doc.variant === 'disagreement' ? 'Punkter deltakerne ble enige om' : 'Punkter',
      }
    : {
        some: 'Andre avtalepunkter',
        all: doc.variant === 'disagreement' ? 'Punkter partene ble enige om' : 'Avtalepunkter',
      };
  const sections = groupBySection(
    doc.agreed.filter((point) => !point.fact),
    untitled,
  ).map(({ title, points }): SectionView => {
    const number = take();
    return {
      number,
      title,
      clauses: points.map((point, index) => ({
        number: number ? `${number}.${index + 1}` : null,
        text: worded(clauseText(point)),
      })),
    };
  });

  const openPoints = doc.notAgreed.length
    ? {
        number: take(),
        title:
          doc.variant === 'disagreement'
            ? isPlan
              ? 'Punkter deltakerne ikke ble enige om'
              : 'Punkter partene ikke ble enige om'
            : isPlan
              ? 'Punkter deltakerne ennå ikke er enige om'
              : 'Punkter som ennå ikke er avtalt',
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
    finalSections.push(
      section('Varighet og opphør', [doc.termClause?.trim() || GENERAL_CLAUSES.term]),
      section('Endringer', [GENERAL_CLAUSES.changes, GENERAL_CLAUSES.severability]),
      section('Lovvalg og tvister', [
        GENERAL_CLAUSES.law,
        doc.disputeClause?.trim() || GENERAL_CLAUSES.dispute,
      ]),
    );
  }

  let notice: string | null = null;
  if (isPlan) {
    notice = [
      NOTICES.plan,
      doc.variant === 'partial'
        ? NOTICES.partialPlan
        : doc.variant === 'disagreement'
          ? NOTICES.disagreementPlan
          : null,
    ]
      .filter(Boolean)
      .join(' ');
  } else if (doc.variant === 'partial') {
    notice = worded(openPoints ? NOTICES.partial(openPoints.number!) : NOTICES.partialWithoutOpenPoints);
  } else if (doc.variant === 'disagreement') {
    notice = worded(NOTICES.disagreement);
  }

  return {
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
    dateSentence: worded(dateSentence(doc.variant, date, isPlan ? 'plan' : 'agreement')),
    signingSentence: isPlan || doc.variant === 'disagreement' ? null : worded(GENERAL_CLAUSES.signing),
    // A party under 18 signs with their guardian: a line for each (vergemålsloven § 9).
    signatures: isPlan
      ? []
      : parties.list.flatMap((party) => [
          { caption: party.caption },
          ...(party.guardianCaption ? [{ caption: party.guardianCaption }] : []),
        ]),
  };
}
