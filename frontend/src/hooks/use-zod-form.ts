import { useCallback, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import type { z } from 'zod';
import type { FieldIssue } from '../api/http';

export type FormErrors<V> = Partial<Record<keyof V & string, string>>;

/** The first message per top-level field. Union issues carry their real message one level down. */
export function errorsFrom<V>(issues: readonly z.core.$ZodIssue[]): FormErrors<V> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? '');
    if (!field || errors[field]) continue;
    let message = issue.message;
    if (issue.code === 'invalid_union') {
      const nested = issue.errors
        .flat()
        .find((inner) => inner.code !== 'invalid_type' && inner.code !== 'invalid_value');
      if (nested) message = nested.message;
    }
    errors[field] = message;
  }
  return errors as FormErrors<V>;
}

/**
 * Minimal form state validated with a shared zod schema (the same one the server uses). Errors show
 * after the first submit and follow every change from then on, each under its own field.
 */
export function useZodForm<V extends Record<string, string>, O>(
  schema: z.ZodType<O>,
  initialValues: V,
  { idPrefix }: { idPrefix: string },
) {
  const [values, setValues] = useState<V>(initialValues);
  const [errors, setErrors] = useState<FormErrors<V>>({});
  const submitted = useRef(false);

  const validate = useCallback(
    (next: V) => {
      const result = schema.safeParse(next);
      setErrors(result.success ? {} : errorsFrom<V>(result.error.issues));
      return result;
    },
    [schema],
  );

  const setValue = (name: keyof V & string, value: string) => {
    const next = { ...values, [name]: value };
    setValues(next);
    if (submitted.current) validate(next);
  };

  /** Props for an MUI TextField: value, change handler, error state and the message under it. */
  const field = (name: keyof V & string) => ({
    name,
    id: `${idPrefix}-${name}`,
    value: values[name],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      setValue(name, event.target.value),
    error: Boolean(errors[name]),
    helperText: errors[name] ?? ' ',
  });

  const handleSubmit = (onValid: (data: O) => void) => (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    submitted.current = true;
    const result = validate(values);
    if (result.success) onValid(result.data);
  };

  /** Shows the server's field issues (400 `details`) under the fields they name. */
  const setServerErrors = (issues: FieldIssue[]) => {
    const next: Record<string, string> = {};
    for (const issue of issues) {
      const name = issue.path.split('.')[0];
      if (name in values && !next[name]) next[name] = issue.message;
    }
    if (Object.keys(next).length > 0) setErrors(next as FormErrors<V>);
  };

  const reset = (next: V = initialValues) => {
    submitted.current = false;
    setValues(next);
    setErrors({});
  };

  return { values, errors, field, setValue, handleSubmit, setServerErrors, reset };
}
