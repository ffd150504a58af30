import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { setToastTarget, type ToastPolicyHandler } from '../../api/query-client';
import { ToastContext, type ToastOptions } from './toast-context';
import type { ShownToast } from './toast-view';

type ToastViewModule = typeof import('./toast-view');
type ToastViewComponent = ToastViewModule['default'];
/** The query client's toast policy, which the view's chunk carries (api/toast-policy.ts). */
type ToastPolicy = Pick<ToastViewModule, ToastPolicyHandler>;

/** Loads the toast's view once; `current` is the view when it has loaded, `policy` the toast policy with it. */
export interface ToastViewLoader {
  current: ToastViewComponent | null;
  policy?: Partial<ToastPolicy>;
  load(): Promise<ToastViewComponent>;
}

/** A loader over `importView`; a failed load (offline) is tried again by the next call. */
export function toastViewLoader(
  importView: () => Promise<{ default: ToastViewComponent } & Partial<ToastPolicy>>,
): ToastViewLoader {
  let loading: Promise<ToastViewComponent> | null = null;
  const loader: ToastViewLoader = {
    current: null,
    load() {
      if (loader.current) return Promise.resolve(loader.current);
      loading ??= importView().then(
        (module) => {
          loader.policy = module;
          return (loader.current = module.default);
        },
        (error: unknown) => {
          loading = null;
          throw error;
        },
      );
      return loading;
    },
  };
  return loader;
}

/**
 * The toast's look (Snackbar, Alert: ~5 KB gzipped) is a chunk of its own, not part of the home route's
 * download (docs/compression-and-code-splitting.md).
 */
const appToastView = toastViewLoader(() => import('./toast-view'));

/** Runs `task` once the browser has nothing else to do (after the first render and its requests). */
function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(task, { timeout: 5000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(task, 2000);
  return () => window.clearTimeout(id);
}

const FIRST_INTERACTION = ['pointerdown', 'keydown', 'focusin'] as const;

/**
 * Runs `task` when the browser is idle after the person first touches, clicks, types or tabs. A toast
 * answers something the person did, so the view is there well before it is needed (the action's request
 * takes longer than the chunk), and a page that is only read never evaluates it: on a phone its evaluation
 * was a 26–40 ms task (unthrottled, measured) in the middle of the page's load.
 */
function whenIdleAfterFirstInteraction(task: () => void): () => void {
  let cancelIdle: (() => void) | null = null;
  const start = () => {
    stopListening();
    cancelIdle = whenIdle(task);
  };
  const stopListening = () => {
    for (const type of FIRST_INTERACTION) window.removeEventListener(type, start, true);
  };
  for (const type of FIRST_INTERACTION)
    window.addEventListener(type, start, { capture: true, passive: true });
  return () => {
    stopListening();
    cancelIdle?.();
  };
}

/**
 * Shows one toast at a time (spec §9): a new toast replaces the one on screen. F8 moves focus to the
 * notification region so keyboard users can reach a toast before it disappears. The toast's view is
 * loaded when the browser is idle after the person's first interaction, or by the first toast if that comes
 * sooner: a toast shown before the view has arrived is kept in state and appears (for its whole duration)
 * when it has.
 */
export function ToastProvider({
  children,
  viewLoader = appToastView,
}: {
  children: ReactNode;
  /** Where the view comes from (tests pass their own). */
  viewLoader?: ToastViewLoader;
}) {
  const [toast, setToast] = useState<ShownToast | null>(null);
  /** The id of the toast that is open: a late close or exit of a replaced toast cannot touch the new one. */
  const [openId, setOpenId] = useState<number | null>(null);
  const [View, setView] = useState<ToastViewComponent | null>(() => viewLoader.current);
  const nextId = useRef(1);
  const regionRef = useRef<HTMLDivElement>(null);

  const show = useCallback((options: ToastOptions) => {
    const id = nextId.current++;
    setToast({ ...options, id });
    setOpenId(id);
  }, []);

  // The query client's toast policy (failed mutations, announced successes) runs with the view's chunk and
  // shows its toasts here.
  useEffect(
    () =>
      setToastTarget((handler, args) => {
        void viewLoader.load().then(
          () => {
            const policy = viewLoader.policy?.[handler] as
              ((target: typeof show, ...rest: unknown[]) => void) | undefined;
            policy?.(show, ...args);
          },
          () => undefined,
        );
      }),
    [show, viewLoader],
  );

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'F8') {
        event.preventDefault();
        regionRef.current?.focus();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  // Load the view when a toast needs it (each new toast tries again after a failed load) …
  const needsView = toast !== null && View === null;
  const toastId = toast?.id;
  useEffect(() => {
    if (!needsView) return;
    let current = true;
    viewLoader.load().then(
      (view) => current && setView(() => view),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [needsView, toastId, viewLoader]);

  // … or before, once the person has done something and the page is idle, so that a toast appears at once.
  const hasView = View !== null;
  useEffect(() => {
    if (hasView) return;
    let current = true;
    const cancel = whenIdleAfterFirstInteraction(() => {
      viewLoader.load().then(
        (view) => current && setView(() => view),
        () => undefined,
      );
    });
    return () => {
      current = false;
      cancel();
    };
  }, [hasView, viewLoader]);

  // A replaced toast's auto-hide timer or exit transition can end in the moment before React has swapped
  // in the new toast (under load, CI saw a success toast never appear): only the toast's own id counts.
  const close = useCallback((id: number) => setOpenId((current) => (current === id ? null : current)), []);
  const exited = useCallback(
    (id: number) => setToast((current) => (current?.id === id ? null : current)),
    [],
  );

  return (
    <ToastContext.Provider value={show}>
      {children}
      {toast && View ? (
        <View
          key={toast.id}
          toast={toast}
          open={openId === toast.id}
          regionRef={regionRef}
          onClose={close}
          onExited={exited}
        />
      ) : null}
    </ToastContext.Provider>
  );
}
