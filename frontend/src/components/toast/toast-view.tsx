import Alert, { type AlertColor } from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Portal from '@mui/material/Portal';
import Snackbar, { type SnackbarCloseReason } from '@mui/material/Snackbar';
import type { Ref, SyntheticEvent } from 'react';
import type { ToastOptions, ToastVariant } from './toast-context';

export const TOAST_DURATION_MS = 5000;

const severityOf: Record<ToastVariant, AlertColor> = {
  default: 'info',
  info: 'info',
  success: 'success',
  destructive: 'error',
};

export interface ShownToast extends ToastOptions {
  id: number;
}

export interface ToastViewProps {
  toast: ShownToast;
  open: boolean;
  /** The notification region, which F8 focuses. */
  regionRef: Ref<HTMLDivElement>;
  /** Called with the toast's id: the provider ignores a call for a toast it has replaced. */
  onClose: (id: number) => void;
  onExited: (id: number) => void;
}

/**
 * What a toast looks like (MUI's Snackbar and a filled Alert). Its own chunk: the provider loads it the
 * first time a toast is shown, or when the browser is idle (docs/compression-and-code-splitting.md).
 */
export default function ToastView({ toast, open, regionRef, onClose, onExited }: ToastViewProps) {
  const handleClose = (_event: SyntheticEvent | Event, reason?: SnackbarCloseReason) => {
    if (reason === 'clickaway') return;
    onClose(toast.id);
  };
  const exited = () => onExited(toast.id);

  return (
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
          slotProps={{ transition: { onExited: exited } }}
          sx={{ maxWidth: { sm: 420 } }}
        >
          <Alert
            onClose={() => onClose(toast.id)}
            severity={severityOf[toast.variant ?? 'default']}
            variant="filled"
            sx={{ width: '100%', boxShadow: 6 }}
            closeText="Lukk"
          >
            <AlertTitle sx={{ mb: toast.description ? 0.25 : 0, fontWeight: 700 }}>{toast.title}</AlertTitle>
            {toast.description}
          </Alert>
        </Snackbar>
      </Box>
    </Portal>
  );
}
