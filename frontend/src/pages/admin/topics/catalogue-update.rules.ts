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

/** A field's value as the difference shows it: text as it is, yes/no, lists and objects as short JSON, none as '—'. */
export function formatValue(value: unknown): string {
  if (value === null || value === undefined || (Array.isArray(value) && value.length === 0)) return '—';
  if (typeof value === 'string') return value;
  if (typeof value === 'boolean') return value ? 'Ja' : 'Nei';
  if (typeof value === 'number') return String(value);
  if (Array.isArray(value) && value.every((v) => typeof v === 'string' || v === null)) return value.map((v) => v ?? '—').join(' · ');
  return JSON.stringify(value);
}

/** One line per change, old → new. */
export function changeLine(change: CatalogueFieldChange): string {
  return `${fieldLabel(change.field)}: ${formatValue(change.from)} → ${formatValue(change.to)}`;
}

/** The whole difference in one sentence, for the top of the view. */
export function diffSummary(diff: CatalogueUpdate['diff']): string {
  const count = (change: 'added' | 'removed' | 'changed') => diff.questions.filter((q) => q.change === change).length;
  const parts = [
    `${count('changed')} endret`,
    `${count('added')} nye`,
    `${count('removed')} fjernet`,
  ];
  const rules = diff.rules.added + diff.rules.removed > 0 ? `; logikkregler: ${diff.rules.added} nye, ${diff.rules.removed} fjernet` : '';
  const topic = diff.topic.length > 0 ? `; ${diff.topic.length === 1 ? '1 endring' : `${diff.topic.length} endringer`} i tema og dokument` : '';
  return `Spørsmål: ${parts.join(', ')}${rules}${topic}.`;
}

export const CHANGE_LABELS = { added: 'Nytt', removed: 'Fjernes', changed: 'Endret' } as const;
