import {
  createTemplateBodySchema,
  updateTemplateBodySchema,
  type CreateTemplateBody,
  type QuestionType,
  type UpdateTemplateBody,
} from '@avtalt/contracts';
import { useRef, useState } from 'react';
import type { FieldIssue } from '../../../api/http';
import { errorsFrom } from '../../../hooks/use-zod-form';
import { serverTexts } from '../../../lib/server-text';
import {
  clausesForOptions,
  optionsForType,
  templateFieldsFrom,
  type QuestionFormValues,
} from './question-form.rules';

export type QuestionFormErrors = Partial<Record<keyof QuestionFormValues, string>>;

type Parsed<M> = M extends 'create' ? CreateTemplateBody : UpdateTemplateBody;

/**
 * State of the question form (the 'Add Question Template' card and the editor dialog), validated
 * with the shared schemas: errors show after the first submit and follow every change from then on.
 */
export function useQuestionForm<M extends 'create' | 'edit'>(mode: M, initial: () => QuestionFormValues) {
  const [values, setValues] = useState<QuestionFormValues>(initial);
  const [errors, setErrors] = useState<QuestionFormErrors>({});
  const submitted = useRef(false);

  const check = (next: QuestionFormValues) => {
    const fields = templateFieldsFrom(next);
    const result =
      mode === 'create'
        ? createTemplateBodySchema.safeParse({ id: next.id, ...fields })
        : updateTemplateBodySchema.safeParse(fields);
    setErrors(result.success ? {} : errorsFrom<QuestionFormValues>(result.error.issues));
    return result;
  };

  const update = (change: (current: QuestionFormValues) => QuestionFormValues) => {
    const next = change(values);
    setValues(next);
    if (submitted.current) check(next);
  };

  return {
    values,
    // The schemas' messages (contract constants in bokmål) in the language in use.
    errors: serverTexts(errors),
    set: <K extends keyof QuestionFormValues>(name: K, value: QuestionFormValues[K]) =>
      update((v) => ({ ...v, [name]: value })),
    setType: (type: QuestionType) =>
      update((v) => {
        const options = optionsForType(type, v.options);
        return { ...v, type, options, optionClauses: clausesForOptions(options, v.optionClauses) };
      }),
    setOption: (index: number, text: string) =>
      update((v) => ({ ...v, options: v.options.map((o, i) => (i === index ? text : o)) })),
    /** The clause beside option `index` ('Avtaletekst når dette velges'). */
    setOptionClause: (index: number, text: string) =>
      update((v) => ({
        ...v,
        optionClauses: clausesForOptions(v.options, v.optionClauses).map((c, i) => (i === index ? text : c)),
      })),
    addOption: () =>
      update((v) => ({
        ...v,
        options: [...v.options, ''],
        optionClauses: [...clausesForOptions(v.options, v.optionClauses), ''],
      })),
    removeOption: (index: number) =>
      update((v) => ({
        ...v,
        options: v.options.filter((_, i) => i !== index),
        optionClauses: clausesForOptions(v.options, v.optionClauses).filter((_, i) => i !== index),
      })),
    /** The request body when the form is valid (blank options dropped), else null with the errors shown. */
    validate: (): Parsed<M> | null => {
      submitted.current = true;
      const result = check(values);
      return result.success ? (result.data as Parsed<M>) : null;
    },
    /** Shows the server's field issues (400 `details`) under the fields they name. */
    setServerErrors: (issues: FieldIssue[]) => {
      const next: QuestionFormErrors = {};
      for (const issue of issues) {
        const name = issue.path.split('.')[0] as keyof QuestionFormValues;
        if (name in values && !next[name]) next[name] = issue.message;
      }
      if (Object.keys(next).length > 0) setErrors(next);
    },
    reset: (next: QuestionFormValues) => {
      submitted.current = false;
      setValues(next);
      setErrors({});
    },
  };
}

export type QuestionForm = ReturnType<typeof useQuestionForm>;
