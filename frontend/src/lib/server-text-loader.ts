import type { serverText } from './server-text';

/*
 * serverText (server-text.ts) for code that must not import the contracts' catalogues: a form whose page loads
 * its schema only when it is used (the login page), a hook the front page loads. They are loaded with the
 * schema, or when a form that has its schema already is shown; until then a message is shown as it is.
 */

let loaded: typeof serverText | null = null;
let loading: Promise<typeof serverText | null> | null = null;

/** Loads serverText once (again after a failed load: offline); resolves with it, or null when it could not be. */
export function loadServerText(): Promise<typeof serverText | null> {
  loading ??= import('./server-text').then(
    (module) => (loaded = module.serverText),
    () => {
      loading = null;
      return null;
    },
  );
  return loading;
}

/** serverText once {@link loadServerText} has loaded it; before that the message as it is. */
export function serverTextIfLoaded(message: string): string {
  return loaded ? loaded(message) : message;
}
