import type { CatalogueFieldChange, CatalogueUpdate } from '@avtalt/contracts';

/** The notice on the topic list and the topic's page (issue 33). */
export const CATALOGUE_UPDATE_NOTICE = 'En oppdatering av katalogen er tilgjengelig';

/** What taking the update does, said before it is done. */
export const TAKE_CONFIRMATION =
  'Temaets innhold erstattes med katalogens versjon: spørsmål, logikkregler, tekster, dokumentinnstillinger, ' +
  'signeringsmerknader, mellomløsninger og kontroller. Dine egne endringer i dette temaet blir erstattet og kan ' +
  'ikke hentes tilbake. Avtaler som allerede er laget, beholder spørsmålene sine.';

const FIELD_LABELS: Readonly<Record<string, string>> = {
  title: 'Tittel',
  description: 'Beskrivelse',
  text: 'Spørsmålstekst',
  order: 'Plassering',
  type: 'Type',
  options: 'Alternativer',
  optionClauses: 'Avtaletekst per alternativ',
  format: 'Svarformat',
  clauseTemplate: 'Avtaletekst for svaret',
  clauseYes: 'Avtaletekst ved Ja',
  clauseNo: 'Avtaletekst ved Nei',
  section: 'Emne i dokumentet',
  fact: 'Bakgrunnsopplysning',
  partyRoles: 'Roller',
  middleGround: 'Mellomløsninger',
  checks: 'Kontroller av svaret',
  'document.kind': 'Dokumenttype',
  'document.heading': 'Dokumentets overskrift',
  'document.termClause': 'Varighet',
  'document.disputeClause': 'Tvisteløsning',
  'document.signingNotes': 'Signeringsmerknader',
};

/** A field's Norwegian name in the difference; a field without one is shown by its own name. */
export function fieldLabel(field: string): string {
  return FIELD_LABELS[field] ?? field;
}

/** A record's text field, when it has one. */
const textOf = (item: unknown, field: string): string | undefined => {
  const value =
    item !== null && typeof item === 'object' ? (item as Record<string, unknown>)[field] : undefined;
  return typeof value === 'string' ? value : undefined;
};

/**
 * Lists of records read as what a person sees of them: a value check by its message, a compromise by its
 * question, a signing note by its title; roles as «valgt: … / andre: …».
 */
const READABLE: Readonly<Record<string, (value: unknown) => string | undefined>> = {
  checks: (value) => listOf(value, (c) => textOf(c, 'message')),
  middleGround: (value) => listOf(value, (m) => textOf(m, 'text')),
  'document.signingNotes': (value) => listOf(value, (n) => textOf(n, 'title')),
  partyRoles: (value) => {
    const chosen = textOf(value, 'chosen');
    const others = textOf(value, 'others');
    return chosen === undefined && others === undefined
      ? undefined
      : `valgt: ${chosen ?? '—'} / andre: ${others ?? '—'}`;
  },
};

function listOf(value: unknown, read: (item: unknown) => string | undefined): string | undefined {
  if (!Array.isArray(value)) return undefined;
  const texts = value.map(read);
  return texts.every((t): t is string => t !== undefined)
    ? texts.map((t) => `«${t}»`).join(' · ')
    : undefined;
}

/**
 * A field's value as the difference shows it: text as it is, yes/no, the records of `READABLE` by their
 * texts, other lists and objects as short JSON, none as '—'.
 */
export function formatValue(value: unknown, field?: string): string {
  if (value === null || value === undefined || (Array.isArray(value) && value.length === 0)) return '—';
  const readable = field === undefined ? undefined : READABLE[field]?.(value);
  if (readable !== undefined) return readable;
  if (typeof value === 'string') return value;
  if (typeof value === 'boolean') return value ? 'Ja' : 'Nei';
  if (typeof value === 'number') return String(value);
  if (Array.isArray(value) && value.every((v) => typeof v === 'string' || v === null))
    return value.map((v) => v ?? '—').join(' · ');
  return JSON.stringify(value);
}

/** One line per change, old → new. */
export function changeLine(change: CatalogueFieldChange): string {
  return `${fieldLabel(change.field)}: ${formatValue(change.from, change.field)} → ${formatValue(change.to, change.field)}`;
}

/** The whole difference in one sentence, for the top of the view. */
export function diffSummary(diff: CatalogueUpdate['diff']): string {
  const count = (change: 'added' | 'removed' | 'changed') =>
    diff.questions.filter((q) => q.change === change).length;
  const parts = [`${count('changed')} endret`, `${count('added')} nye`, `${count('removed')} fjernet`];
  const rules =
    diff.rules.added + diff.rules.removed > 0
      ? `; logikkregler: ${diff.rules.added} nye, ${diff.rules.removed} fjernet`
      : '';
  const topic =
    diff.topic.length > 0
      ? `; ${diff.topic.length === 1 ? '1 endring' : `${diff.topic.length} endringer`} i tema og dokument`
      : '';
  const order = diff.reordered ? '; rekkefølgen på spørsmålene endres' : '';
  return `Spørsmål: ${parts.join(', ')}${rules}${topic}${order}.`;
}

export const CHANGE_LABELS = { added: 'Nytt', removed: 'Fjernes', changed: 'Endret' } as const;
