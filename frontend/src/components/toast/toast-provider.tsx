import Alert, { type AlertColor } from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Portal from '@mui/material/Portal';
import Snackbar, { type SnackbarCloseReason } from '@mui/material/Snackbar';
import { useCallback, useEffect, useRef, useState, type ReactNode, type SyntheticEvent } from 'react';
import { ToastContext, type ToastOptions, type ToastVariant } from './toast-context';

export const TOAST_DURATION_MS = 5000;

const severityOf: Record<ToastVariant, AlertColor> = {
  default: 'info',
  info: 'info',
  success: 'success',
  destructive: 'error',
};

interface ShownToast extends ToastOptions {
  id: number;
}

/**
 * Shows one toast at a time (spec §9): a new toast replaces the one on screen. F8 moves focus to the
 * notification region so keyboard users can reach a toast before it disappears.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toast, setToast] = useState<ShownToast | null>(null);
  const [open, setOpen] = useState(false);
  const nextId = useRef(1);
  const regionRef = useRef<HTMLDivElement>(null);

  const show = useCallback((options: ToastOptions) => {
    setToast({ ...options, id: nextId.current++ });
    setOpen(true);
  }, []);

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

  const handleClose = (_event: SyntheticEvent | Event, reason?: SnackbarCloseReason) => {
    if (reason === 'clickaway') return;
    setOpen(false);
  };

  return (
    <ToastContext.Provider value={show}>
      {children}
      {toast ? (
        // A fresh portal per toast, under <body>: an open MUI Dialog marks everything that existed when
        // it opened as aria-hidden, which would hide a toast rendered inside #root from screen readers.
        <Portal key={toast.id}>
          <Box ref={regionRef} role="region" aria-label="Varsler (F8)" tabIndex={-1} sx={{ outline: 'none' }}>
            <Snackbar
              key={toast.id}
              open={open}
              autoHideDuration={toast.duration ?? TOAST_DURATION_MS}
              onClose={handleClose}
              anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
              slotProps={{ transition: { onExited: () => setToast(null) } }}
              sx={{ maxWidth: { sm: 420 } }}
            >
              <Alert
                onClose={() => setOpen(false)}
                severity={severityOf[toast.variant ?? 'default']}
                variant="filled"
                sx={{ width: '100%', boxShadow: 6 }}
                closeText="Lukk"
              >
                <AlertTitle sx={{ mb: toast.description ? 0.25 : 0, fontWeight: 700 }}>
                  {toast.title}
                </AlertTitle>
                {toast.description}
              </Alert>
            </Snackbar>
          </Box>
        </Portal>
      ) : null}
    </ToastContext.Provider>
  );
}
