import {
  clausesOf,
  duplicates,
  isClean,
  isSentence,
  startsUpperCase,
} from '../../catalogue/catalogue.spec-helper';
import { ANSWER_PLACEHOLDER, VALUE_FORMATS } from '@avtalt/logic';
import type { CatalogueQuestion } from '../../catalogue/catalogue.types';
import type { QuestionTemplate } from './relation-templates.data';

/*
 * The checks every list of question templates passes, whoever asks it (a relation, an object kind, a neighbours'
 * matter): each returns the problems found, named by where the template stands.
 */

export type Placed = { where: string; template: QuestionTemplate };

/** The question, its help text, its options and its clauses as written (placeholders kept). */
export function textsOf(template: QuestionTemplate): string[] {
  const texts = [template.text, template.description ?? ''];
  if (template.type === 'multiple_choice') texts.push(...template.options.flatMap((o) => [o.text, o.clause]));
  else if (template.type === 'free_text') texts.push(template.clauseTemplate);
  else texts.push(template.clauseYes, template.clauseNo);
  return texts;
}

/** Fails with every problem listed. */
export const report = (problems: string[]) => expect(problems).toEqual([]);

/** Every clause a template can print, with each answer filled in as the legal text does. */
export const clausesOfTemplate = (template: QuestionTemplate): string[] =>
  clausesOf({ ...template, key: 'q' } as CatalogueQuestion);

/** Each question one question ending with «?», its help text clean and ending with «.». */
export function questionShapeProblems(placed: readonly Placed[]): string[] {
  const problems: string[] = [];
  for (const { where, template } of placed) {
    const { text, description } = template;
    if (!isClean(text) || !startsUpperCase(text) || text.indexOf('?') !== text.length - 1)
      problems.push(`${where}: ${text}`);
    if (description !== undefined && (!isClean(description) || !description.endsWith('.')))
      problems.push(`${where}: ${description}`);
  }
  return problems;
}

/**
 * Every answer a clause that stands alone as one sentence, and each answer a different one; `named` fills in
 * what the set puts in place of a placeholder ('{objektet}').
 */
export function clauseProblems(placed: readonly Placed[], named = (text: string) => text): string[] {
  const problems: string[] = [];
  for (const { where, template } of placed) {
    const printed = clausesOfTemplate(template).map(named);
    if (printed.length < 2) problems.push(`${where}: ${template.text} has fewer than two clauses`);
    for (const clause of printed) if (!isSentence(clause)) problems.push(`${where}: ${clause}`);
    if (duplicates(printed).length > 0)
      problems.push(`${where}: ${template.text} prints the same clause twice`);
  }
  return problems;
}

/** In every list, each key once, and every showIf naming an earlier question of the list and an answer it has. */
export function followUpProblems(
  lists: readonly { where: string; templates: readonly QuestionTemplate[] }[],
): string[] {
  const problems: string[] = [];
  for (const { where, templates } of lists) {
    const keys = templates.flatMap((t) => (t.key === undefined ? [] : [t.key]));
    if (duplicates(keys).length > 0) problems.push(`${where}: a key twice (${duplicates(keys).join(', ')})`);
    templates.forEach((template, index) => {
      const { showIf } = template;
      if (!showIf) return;
      const parent = templates.slice(0, index).find((t) => t.key === showIf.questionKey);
      if (!parent) {
        problems.push(`${where}: ${template.text} follows «${showIf.questionKey}», not earlier in the list`);
        return;
      }
      if ('option' in showIf) {
        if (parent.type !== 'multiple_choice' || !parent.options.some((o) => o.text === showIf.option))
          problems.push(
            `${where}: ${template.text} follows the option «${showIf.option}», which ${parent.text} lacks`,
          );
      } else if (parent.type !== undefined && parent.type !== 'yes_no')
        problems.push(
          `${where}: ${template.text} follows a Ja/Nei answer of ${parent.text}, which is no Ja/Nei question`,
        );
    });
  }
  return problems;
}

/**
 * Choices with two or more short, clean options (none twice, each with a clause); a typed value taken once as
 * `{{svar}}`, in a format the logic knows, opening its clause only for a party; no other placeholder left in any
 * text; a fact printed under Bakgrunn.
 */
export function optionAndValueProblems(placed: readonly Placed[]): string[] {
  const problems: string[] = [];
  for (const { where, template } of placed) {
    if (template.type === 'multiple_choice') {
      if (template.options.length < 2) problems.push(`${where}: ${template.text}`);
      if (duplicates(template.options.map((o) => o.text.toLowerCase())).length > 0)
        problems.push(`${where}: an option twice in ${template.text}`);
      for (const { text, clause } of template.options)
        if (!isClean(text) || text.length > 200 || /[.?!]$/.test(text) || clause.trim() === '')
          problems.push(`${where}: «${text}»`);
    }
    if (template.type === 'free_text') {
      const { clauseTemplate, format } = template;
      if (!VALUE_FORMATS.includes(format)) problems.push(`${where}: format ${format}`);
      if (
        (clauseTemplate.match(ANSWER_PLACEHOLDER) ?? []).length !== 1 ||
        !clauseTemplate.includes('{{svar}}')
      )
        problems.push(`${where}: ${clauseTemplate}`);
      if (clauseTemplate.startsWith('{{svar}}') && format !== 'party')
        problems.push(`${where}: a ${format} opens ${clauseTemplate}`);
    }
    for (const text of textsOf(template))
      if (/[{}]/.test(text.replaceAll('{{svar}}', ''))) problems.push(`${where}: a placeholder in ${text}`);
    if (template.fact && template.section !== 'Bakgrunn') problems.push(`${where}: fact ${template.text}`);
  }
  return problems;
}

/** Clauses that point to a value «partene har avtalt skriftlig», which no field collects. */
export function unboundValueProblems(placed: readonly Placed[]): string[] {
  return placed.flatMap(({ where, template }) =>
    clausesOfTemplate(template)
      .filter((c) => /avtalt skriftlig|har skrevet inn|skriver inn i avtalen/i.test(c))
      .map((c) => `${where}: ${c}`),
  );
}
