import { TemplateMessages, type PartyRoles, type QuestionType, type ValueFormat } from '@avtalt/contracts';

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
  /** free_text with format party only: the roles the answer gives (docs/legal-document.md). */
  partyRoles: PartyRoles | null;
}

/** The typed fields of a create or update body as the contracts' schemas leave them. */
export interface TypedFieldsBody {
  type?: QuestionType;
  options?: string[] | null;
  optionClauses?: (string | null)[] | null;
  format?: ValueFormat | null;
  clauseTemplate?: string | null;
  partyRoles?: PartyRoles | null;
}

export type TypedFieldsResult =
  | { ok: true; fields: TypedFields }
  | { ok: false; path: 'options' | 'optionClauses' | 'clauseTemplate' | 'partyRoles'; message: string };

const PLACEHOLDER = /\{\{\s*svar\s*\}\}/;

/**
 * A question's typed fields after a create (stored = undefined) or an update. A body with `type` sets
 * every field of that type as the contracts normalised them and clears the other types' fields. A body
 * without `type` is read against the STORED type: options and option clauses of a multiple_choice
 * (clauses kept by position, their count must match the options, blank options dropped with their
 * clause, at least two left), format and clause template of a free_text (the template must hold
 * `{{svar}}`); fields of another type are ignored.
 *
 * Party roles belong to a free_text question of format party: kept from the store when the body leaves
 * them out (and the question stays a party question), cleared by any change of type or format away from
 * party, and refused ('Roller kan bare settes på spørsmål med svarformat part') when a body gives roles
 * to a question that is not, or would no longer be, a party question.
 */
export function resolveTypedFields(body: TypedFieldsBody, stored?: TypedFields): TypedFieldsResult {
  const type = body.type ?? stored?.type ?? 'yes_no';
  const fromBody = body.type !== undefined || !stored;
  const rolesRefused = { ok: false, path: 'partyRoles', message: TemplateMessages.partyRoles } as const;
  switch (type) {
    case 'multiple_choice': {
      const options = body.options ?? (fromBody ? [] : (stored?.options ?? []));
      const clauses =
        body.optionClauses !== undefined || fromBody
          ? (body.optionClauses ?? null)
          : (stored?.optionClauses ?? null);
      if (clauses && clauses.length !== options.length)
        return { ok: false, path: 'optionClauses', message: TemplateMessages.optionClauses };
      const kept = options
        .map((option, i) => ({ option: option.trim(), clause: clauses?.[i]?.trim() || null }))
        .filter((o) => o.option.length > 0);
      if (kept.length < 2) return { ok: false, path: 'options', message: TemplateMessages.options };
      if (body.partyRoles) return rolesRefused;
      return {
        ok: true,
        fields: {
          type,
          options: kept.map((o) => o.option),
          optionClauses: clauses && kept.some((o) => o.clause) ? kept.map((o) => o.clause) : null,
          format: null,
          clauseTemplate: null,
          partyRoles: null,
        },
      };
    }
    case 'free_text': {
      const format =
        body.format !== undefined || fromBody ? (body.format ?? 'text') : (stored?.format ?? 'text');
      const template =
        body.clauseTemplate !== undefined || fromBody
          ? body.clauseTemplate?.trim() || null
          : (stored?.clauseTemplate ?? null);
      if (template && !PLACEHOLDER.test(template))
        return { ok: false, path: 'clauseTemplate', message: TemplateMessages.clauseTemplate };
      if (format !== 'party') {
        if (body.partyRoles) return rolesRefused;
        return {
          ok: true,
          fields: {
            type,
            options: null,
            optionClauses: null,
            format,
            clauseTemplate: template,
            partyRoles: null,
          },
        };
      }
      const partyRoles =
        body.partyRoles !== undefined || fromBody ? (body.partyRoles ?? null) : (stored?.partyRoles ?? null);
      return {
        ok: true,
        fields: { type, options: null, optionClauses: null, format, clauseTemplate: template, partyRoles },
      };
    }
    default:
      if (body.partyRoles) return rolesRefused;
      return {
        ok: true,
        fields: {
          type,
          options: null,
          optionClauses: null,
          format: null,
          clauseTemplate: null,
          partyRoles: null,
        },
      };
  }
}
