/**
 * The agreement's own copy of a topic's questions and logic rules, made when it is created: later
 * template edits change nothing in it. Pure: the service asks templates for the source.
 */
import type {
  LogicRuleDto,
  PartyRoles,
  QuestionTemplate,
  QuestionTranslations,
  Topic,
  TopicDocument,
  TopicTranslations,
} from '@avtalt/contracts';
import type { QuestionRow, RuleRow } from './agreement.rows';
import { remapObligations } from '@avtalt/logic';
import { copyChecks } from './value-checks.rules';

/** A question template as the agreement copies it; `templateId` is its id in the source's rules. */
export type SourceQuestion = Omit<QuestionTemplate, 'id' | 'topicId' | 'order' | 'hasLogic'> & {
  templateId: string;
  /** The catalogue's nynorsk and English of it (docs/languages.md); absent: none. */
  translations?: QuestionTranslations;
};

/** What an agreement is made from: a topic's questionnaire, or a custom topic's finished question draft. */
export interface QuestionSource {
  topic: Topic | null;
  /** The document settings: the topic's, or those the draft gives a custom topic (null: the defaults). */
  document: TopicDocument | null;
  questions: SourceQuestion[];
  rules: LogicRuleDto[];
  /** The topic's own nynorsk and English (absent: none). */
  translations?: TopicTranslations;
}

/** The agreement's questions and rules, each with a new id (`newId`); rules name the copied questions. */
export function copyQuestions(
  source: QuestionSource,
  newId: () => string,
): { questions: QuestionRow[]; rules: RuleRow[]; document: TopicDocument | null } {
  const idByTemplate = new Map(source.questions.map((q) => [q.templateId, newId()]));
  const questions: QuestionRow[] = source.questions.map((q, index) => ({
    id: idByTemplate.get(q.templateId)!,
    text: q.text,
    type: q.type,
    options: q.options,
    order: index + 1,
    description: q.description,
    required: q.required,
    clauseYes: q.clauseYes,
    clauseNo: q.clauseNo,
    // The typed fields belong to their types (docs/typed-answers.md): a format and a clause template
    // to free_text, a clause per option to multiple_choice.
    format: q.type === 'free_text' ? (q.format ?? 'text') : null,
    optionClauses: q.type === 'multiple_choice' ? (q.optionClauses ?? null) : null,
    clauseTemplate: q.type === 'free_text' ? (q.clauseTemplate ?? null) : null,
    // What the document makes of it (docs/legal-document.md); absent in the reply reads as none.
    section: q.section?.trim() || null,
    fact: q.fact === true,
    partyRoles: q.type === 'free_text' && q.format === 'party' ? rolesOf(q.partyRoles) : null,
    // The curated compromises (docs/middle-ground-library.md) as they are now (absent or empty: none).
    middleGround:
      q.middleGround && q.middleGround.length > 0
        ? q.middleGround
            .slice(0, 3)
            .map((m) => ({ text: m.text, clause: m.clause, description: m.description ?? null }))
        : null,
    // The value checks (docs/value-checks.md), naming this agreement's questions as the rules do (free_text only).
    checks: q.type === 'free_text' ? copyChecks(q.checks, idByTemplate) : null,
    translations: q.translations && (q.translations.nn || q.translations.en) ? q.translations : null,
    replacesQuestionId: null,
    fromRound: null,
    settledByProposalId: null,
  }));
  const rules: RuleRow[] = source.rules.flatMap((rule) => {
    const questionId = idByTemplate.get(rule.questionId);
    const sourceQuestionId = idByTemplate.get(rule.sourceQuestionId);
    if (!questionId || !sourceQuestionId) return [];
    const targetQuestionId = rule.targetQuestionId ? (idByTemplate.get(rule.targetQuestionId) ?? null) : null;
    return [
      {
        id: newId(),
        questionId,
        sourceQuestionId,
        operator: rule.operator,
        value: rule.value,
        action: rule.action,
        targetQuestionId,
      },
    ];
  });
  return { questions, rules, document: withObligationIds(source.document, idByTemplate) };
}

/**
 * Document settings whose obligation rules (docs/obligations.md) name the questions by the ids `ids` gives
 * them (a template's → the agreement's, a signed version's → the next one's); a rule naming a question
 * that was not copied is left out.
 */
export function withObligationIds(
  document: TopicDocument | null,
  ids: ReadonlyMap<string, string>,
): TopicDocument | null {
  if (!document?.obligations) return document;
  const { obligations, ...settings } = document;
  const mapped = remapObligations(obligations, (id) => ids.get(id));
  return mapped ? { ...settings, obligations: mapped } : settings;
}

/**
 * Document settings (a topic's, or a custom topic's draft's) as the agreement keeps them: null when there are
 * none (the defaults). The signing notes come along, so the signatures view and the seal show them.
 */
export function documentOf(document: TopicDocument | null | undefined): TopicDocument | null {
  if (!document) return null;
  return {
    kind: document.kind,
    heading: document.heading?.trim() || null,
    termClause: document.termClause?.trim() || null,
    disputeClause: document.disputeClause?.trim() || null,
    ...(document.signingNotes?.length ? { signingNotes: document.signingNotes } : {}),
    ...(document.obligations?.length ? { obligations: document.obligations } : {}),
  };
}

/** A party question's roles, trimmed; null when there is no role for the chosen party. */
function rolesOf(roles: PartyRoles | null | undefined): PartyRoles | null {
  const chosen = roles?.chosen.trim();
  if (!roles || !chosen) return null;
  return { chosen, others: roles.others?.trim() || null };
}
