import type { ShowToast, ToastOptions } from '../components/toast/toast-context';
import { hooksT } from '../hooks/texts';
import { apiErrorMessage } from './http';

/** The error toast of a mutation or query: its title, and its text when the server gave no message. */
export interface ErrorToast {
  title: string;
  fallback?: string;
  /**
   * The server's message in the reader's language, where the caller knows a translation the server cannot
   * give (a topic's value-check message is catalogue text, not one of the contracts' messages).
   */
  translate?: (message: string) => string;
}

/** A success toast made from the mutation's result and variables (a method, so hooks may type both). */
type SuccessToastOf = { toast(data: unknown, variables: unknown): ToastOptions }['toast'];

/** An error toast chosen per failure, from the error and the mutation's variables (a method, as above). */
type ErrorToastOf = { toast(error: unknown, variables: unknown): ErrorToast | false }['toast'];

/** The error toast, or false when the caller shows the error itself; a function decides per failure. */
export type ErrorToastChoice = ErrorToast | false | ErrorToastOf;

/**
 * `meta` of a mutation. Every failed mutation shows the server's message in an error toast (title 'Feil'
 * unless `errorToast` names one); `errorToast: false` when the caller shows the error itself (under a form's
 * fields, in a dialog, or by sending the visitor to log in). `successToast` when the mutation only announces
 * that it succeeded: it is shown even when the page that started it has gone meanwhile.
 */
export type MutationToastMeta = {
  errorToast?: ErrorToastChoice;
  successToast?: ToastOptions | SuccessToastOf;
};

/** `meta` of a query: only a query that names `errorToast` shows a toast when it fails (pages show the rest). */
export type QueryToastMeta = {
  errorToast?: ErrorToast;
};

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: MutationToastMeta;
    queryMeta: QueryToastMeta;
  }
}

const same = (message: string) => message;

/** Shows a failed mutation's or query's toast through `show`, unless its choice is false. */
function showError(
  show: ShowToast,
  error: unknown,
  choice: ErrorToastChoice | undefined,
  variables?: unknown,
) {
  const toast = typeof choice === 'function' ? choice(error, variables) : choice;
  if (toast === false) return;
  show({
    title: toast?.title ?? hooksT('toast.error'),
    description: (toast?.translate ?? same)(
      apiErrorMessage(error, toast?.fallback ?? hooksT('toast.generic')),
    ),
    variant: 'destructive',
  });
}

/*
 * The handlers of the query client's caches (query-client.ts loads this module when one fires, so that it is
 * not part of the front page's download); their arguments are the caches' own, after `show`.
 */

export function mutationError(
  show: ShowToast,
  error: unknown,
  variables: unknown,
  _context: unknown,
  mutation: { meta?: MutationToastMeta },
): void {
  showError(show, error, mutation.meta?.errorToast, variables);
}

export function mutationSuccess(
  show: ShowToast,
  data: unknown,
  variables: unknown,
  _context: unknown,
  mutation: { meta?: MutationToastMeta },
): void {
  const toast = mutation.meta?.successToast;
  if (toast) show(typeof toast === 'function' ? toast(data, variables) : toast);
}

export function queryError(show: ShowToast, error: unknown, query: { meta?: QueryToastMeta }): void {
  if (query.meta?.errorToast) showError(show, error, query.meta.errorToast);
}
