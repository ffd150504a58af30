import type { CatalogueFieldChange, CatalogueUpdate } from '@avtalt/contracts';
import { adminTopicsT as t } from './texts';
import { nb } from './texts/nb';

/**
 * What taking the update does, said before it is done, in bokmål: the words the spec looks for. The panel
 * says it with `t('catalogueUpdate.takeConfirmation')`, in the language in use.
 */
export const TAKE_CONFIRMATION = nb.catalogueUpdate.takeConfirmation;

type FieldKey = keyof typeof nb.catalogueUpdate.fields;

/**
 * A field's name in the difference, in the language in use (`document.kind` is `documentKind` in the
 * catalogue); a field without one is shown by its own name.
 */
export function fieldLabel(field: string): string {
  const key = field.replace(/^document\.(\w)/, (_, first: string) => `document${first.toUpperCase()}`);
  return Object.hasOwn(nb.catalogueUpdate.fields, key)
    ? t(`catalogueUpdate.fields.${key as FieldKey}`)
    : field;
}

/** A record's text field, when it has one. */
const textOf = (item: unknown, field: string): string | undefined => {
  const value =
    item !== null && typeof item === 'object' ? (item as Record<string, unknown>)[field] : undefined;
  return typeof value === 'string' ? value : undefined;
};

/**
 * Lists of records read as what a person sees of them: a value check by its message, a compromise by its
 * question, a signing note by its title; roles as «valgt: … / andre: …» (in the language in use).
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
      : t('catalogueUpdate.roles', { chosen: chosen ?? '—', others: others ?? '—' });
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
  if (typeof value === 'boolean') return value ? t('catalogueUpdate.yes') : t('catalogueUpdate.no');
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
  const parts: string[] = [
    t('catalogueUpdate.summary.questions', {
      changed: count('changed'),
      added: count('added'),
      removed: count('removed'),
    }),
  ];
  if (diff.rules.added + diff.rules.removed > 0)
    parts.push(t('catalogueUpdate.summary.rules', { added: diff.rules.added, removed: diff.rules.removed }));
  if (diff.topic.length > 0) parts.push(t('catalogueUpdate.summary.topic', { count: diff.topic.length }));
  if (diff.reordered) parts.push(t('catalogueUpdate.summary.reordered'));
  return `${parts.join('; ')}.`;
}

/** The label of a question's change, in the language in use. */
export function changeLabel(change: 'added' | 'removed' | 'changed'): string {
  return t(`catalogueUpdate.changes.${change}`);
}
