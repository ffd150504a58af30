import { useCallback, useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import type { z } from 'zod';
import type { FieldIssue } from '../api/http';
import { loadServerText, serverTextIfLoaded } from '../lib/server-text-loader';
import { useHooksTexts } from './texts';
import { nb } from './texts/nb';

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
 * A form's schema, or a function that loads it. A page that is among the first a visitor opens (the
 * login page) loads its schema this way: the contracts' schemas are then not built while the page loads
 * (on a phone a fifth of the login page's script time), but when a field is first focused, and at the
 * latest on submit.
 */
export type SchemaSource<O> = z.ZodType<O> | (() => Promise<z.ZodType<O>>);

/**
 * Under the first field when a schema to be loaded could not be (offline): the form was not sent. Kept in the
 * errors as this bokmål text, shown in the language in use.
 */
export const SCHEMA_LOAD_ERROR = nb.form.schemaLoadFailed;

/**
 * Minimal form state validated with a shared zod schema (the same one the server uses). Errors show
 * after the first submit and follow every change from then on, each under its own field, in the language in
 * use: a schema's message is a constant of the contracts in bokmål, translated by serverText when it is shown.
 * serverText comes with the contracts' catalogues, so it is loaded, not imported: with a schema to be loaded,
 * together with it; with a schema given, when the form is first shown (its page has the contracts already).
 */
export function useZodForm<V extends Record<string, string>, O>(
  source: SchemaSource<O>,
  initialValues: V,
  { idPrefix }: { idPrefix: string },
) {
  const t = useHooksTexts();
  const [values, setValues] = useState<V>(initialValues);
  const [errors, setErrors] = useState<FormErrors<V>>({});
  // Renders errors shown meanwhile again once serverText is there.
  const [, setTranslating] = useState(false);
  const showingErrors = useRef(false);
  showingErrors.current = Object.keys(errors).length > 0;
  const submitted = useRef(false);
  const schemaRef = useRef<z.ZodType<O> | null>(typeof source === 'function' ? null : source);
  const sourceRef = useRef(source);
  sourceRef.current = source;

  const loading = useRef<Promise<z.ZodType<O>> | null>(null);

  useEffect(() => {
    if (typeof sourceRef.current === 'function') return;
    let mounted = true;
    void loadServerText().then((translate) => {
      if (translate && mounted && showingErrors.current) setTranslating(true);
    });
    return () => {
      mounted = false;
    };
  }, []);

  /** The schema, loading it once when the form was given a loader (again after a failed load). */
  const load = useCallback((): Promise<z.ZodType<O>> => {
    if (schemaRef.current) return Promise.resolve(schemaRef.current);
    if (!loading.current) {
      const current = sourceRef.current;
      const schema = typeof current === 'function' ? current() : Promise.resolve(current);
      loading.current = Promise.all([schema, loadServerText()]).then(
        ([loaded]) => (schemaRef.current = loaded),
        (error: unknown) => {
          loading.current = null;
          throw error;
        },
      );
    }
    return loading.current;
  }, []);

  const validate = useCallback((schema: z.ZodType<O>, next: V) => {
    const result = schema.safeParse(next);
    setErrors(result.success ? {} : errorsFrom<V>(result.error.issues));
    return result;
  }, []);

  /** An error as shown: the schema's (or the server's) message in the language in use. */
  const shown = (message: string | undefined): string | undefined =>
    message === undefined
      ? undefined
      : message === SCHEMA_LOAD_ERROR
        ? t('form.schemaLoadFailed')
        : serverTextIfLoaded(message);
  const shownErrors = Object.fromEntries(
    Object.entries(errors).map(([name, message]) => [name, shown(message as string | undefined)]),
  ) as FormErrors<V>;

  const setValue = (name: keyof V & string, value: string) => {
    const next = { ...values, [name]: value };
    setValues(next);
    // After a submit the schema is there (the submit waited for it).
    if (submitted.current && schemaRef.current) validate(schemaRef.current, next);
  };

  /** Props for an MUI TextField: value, change handler, error state and the message under it. */
  const field = (name: keyof V & string) => ({
    name,
    id: `${idPrefix}-${name}`,
    value: values[name],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      setValue(name, event.target.value),
    // The first focus starts loading a schema given as a loader, so it is there when the form is sent.
    onFocus: () => {
      load().catch(() => undefined);
    },
    error: Boolean(errors[name]),
    helperText: shownErrors[name] ?? ' ',
  });

  const handleSubmit = (onValid: (data: O) => void) => (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    submitted.current = true;
    const check = (schema: z.ZodType<O>) => {
      const result = validate(schema, values);
      if (result.success) onValid(result.data);
    };
    if (schemaRef.current) return check(schemaRef.current);
    const first = Object.keys(values)[0];
    load().then(check, () => {
      if (first) setErrors({ [first]: SCHEMA_LOAD_ERROR } as FormErrors<V>);
    });
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

  return { values, errors: shownErrors, field, setValue, handleSubmit, setServerErrors, reset };
}
