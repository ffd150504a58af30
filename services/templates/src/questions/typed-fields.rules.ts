import { TemplateMessages, type QuestionType, type ValueFormat } from '@avtalt/contracts';

/** The fields of a question template that depend on its type (docs/typed-answers.md). */
export interface TypedFields {
  type: QuestionType;
  /** multiple_choice only. */
  options: string[] | null;
  /** multiple_choice only: one clause (or null) per option. */
  optionClauses: (string | null)[] | null;
  /** free_text only (text when none is given). */
  format: ValueFormat | null;
  /** free_text only: with `{{svar}}`. */
  clauseTemplate: string | null;
}

/** The typed fields of a create or update body as the contracts' schemas leave them. */
export interface TypedFieldsBody {
  type?: QuestionType;
  options?: string[] | null;
  optionClauses?: (string | null)[] | null;
  format?: ValueFormat | null;
  clauseTemplate?: string | null;
}

export type TypedFieldsResult =
  | { ok: true; fields: TypedFields }
  | { ok: false; path: 'options' | 'optionClauses' | 'clauseTemplate'; message: string };

const PLACEHOLDER = /\{\{\s*svar\s*\}\}/;

/**
 * A question's typed fields after a create (stored = undefined) or an update. A body with `type` sets
 * every field of that type as the contracts normalised them and clears the other types' fields. A body
 * without `type` is read against the STORED type: options and option clauses of a multiple_choice
 * (clauses kept by position, their count must match the options, blank options dropped with their
 * clause, at least two left), format and clause template of a free_text (the template must hold
 * `{{svar}}`); fields of another type are ignored.
 */
export function resolveTypedFields(body: TypedFieldsBody, stored?: TypedFields): TypedFieldsResult {
  const type = body.type ?? stored?.type ?? 'yes_no';
  const fromBody = body.type !== undefined || !stored;
  switch (type) {
    case 'multiple_choice': {
      const options = body.options ?? (fromBody ? [] : (stored?.options ?? []));
      const clauses = body.optionClauses !== undefined || fromBody ? (body.optionClauses ?? null) : (stored?.optionClauses ?? null);
      if (clauses && clauses.length !== options.length) return { ok: false, path: 'optionClauses', message: TemplateMessages.optionClauses };
      const kept = options
        .map((option, i) => ({ option: option.trim(), clause: clauses?.[i]?.trim() || null }))
        .filter((o) => o.option.length > 0);
      if (kept.length < 2) return { ok: false, path: 'options', message: TemplateMessages.options };
      return {
        ok: true,
        fields: {
          type,
          options: kept.map((o) => o.option),
          optionClauses: clauses && kept.some((o) => o.clause) ? kept.map((o) => o.clause) : null,
          format: null,
          clauseTemplate: null,
        },
      };
    }
    case 'free_text': {
      const format = body.format !== undefined || fromBody ? (body.format ?? 'text') : (stored?.format ?? 'text');
      const template = body.clauseTemplate !== undefined || fromBody ? body.clauseTemplate?.trim() || null : (stored?.clauseTemplate ?? null);
      if (template && !PLACEHOLDER.test(template)) return { ok: false, path: 'clauseTemplate', message: TemplateMessages.clauseTemplate };
      return { ok: true, fields: { type, options: null, optionClauses: null, format, clauseTemplate: template } };
    }
    default:
      return { ok: true, fields: { type, options: null, optionClauses: null, format: null, clauseTemplate: null } };
  }
}
