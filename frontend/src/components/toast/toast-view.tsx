import Alert, { type AlertColor } from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Portal from '@mui/material/Portal';
import Snackbar, { type SnackbarCloseReason, type SnackbarOrigin } from '@mui/material/Snackbar';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Ref, SyntheticEvent } from 'react';
import { useCommonTexts } from '../texts';
import type { ToastOptions, ToastVariant } from './toast-context';

/** The toast policy of the query client's caches runs here, in this lazily loaded chunk (toast-provider.tsx). */
export { mutationError, mutationSuccess, queryError } from '../../api/toast-policy';

export const TOAST_DURATION_MS = 5000;

const severityOf: Record<ToastVariant, AlertColor> = {
  default: 'info',
  info: 'info',
  success: 'success',
  destructive: 'error',
};

/**
 * Where a toast stands. On a wide screen at the bottom left: the pages keep their actions on the right (the
 * admin lists' 'Slett', 'Feature' and icons; the right-hand column of the two-column admin tabs), and at the
 * bottom right a toast covered the 'Slett' of the card at the foot of the screen for its 5 s (issue 34,
 * ux.md admin 8); on the left it stands over a form column or margin. On a phone the page's content fills
 * the width down to the bottom edge (the question's «Dette betyr» box, the «Signaturer» card), so the toast
 * goes to the top, over the sticky header, and is made compact so that it stays (nearly) within the
 * header's height.
 */
export function toastAnchor(phone: boolean): SnackbarOrigin {
  return phone ? { vertical: 'top', horizontal: 'center' } : { vertical: 'bottom', horizontal: 'left' };
}

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
  const t = useCommonTexts();
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'), { noSsr: true });
  const handleClose = (_event: SyntheticEvent | Event, reason?: SnackbarCloseReason) => {
    if (reason === 'clickaway') return;
    onClose(toast.id);
  };
  const exited = () => onExited(toast.id);

  return (
    // A fresh portal per toast, under <body>: an open MUI Dialog marks everything that existed when
    // it opened as aria-hidden, which would hide a toast rendered inside #root from screen readers.
    <Portal key={toast.id}>
      <Box
        ref={regionRef}
        role="region"
        aria-label={t('toast.region')}
        tabIndex={-1}
        sx={{ outline: 'none' }}
      >
        <Snackbar
          key={toast.id}
          open={open}
          autoHideDuration={toast.duration ?? TOAST_DURATION_MS}
          onClose={handleClose}
          anchorOrigin={toastAnchor(phone)}
          slotProps={{ transition: { onExited: exited } }}
          sx={{
            maxWidth: { sm: 420 },
            ...(phone ? { top: 'calc(4px + env(safe-area-inset-top, 0px))', left: 4, right: 4 } : {}),
          }}
        >
          <Alert
            onClose={() => onClose(toast.id)}
            severity={severityOf[toast.variant ?? 'default']}
            variant="filled"
            sx={{
              width: '100%',
              boxShadow: 6,
              ...(phone
                ? { py: 0, px: 1.5, fontSize: '0.8125rem', lineHeight: 1.35, '& .MuiAlert-icon': { mr: 1 } }
                : {}),
            }}
            closeText={t('toast.close')}
          >
            <AlertTitle
              sx={{
                mb: toast.description ? 0.25 : 0,
                fontWeight: 700,
                ...(phone ? { fontSize: '0.875rem', mt: 0 } : {}),
              }}
            >
              {toast.title}
            </AlertTitle>
            {toast.description}
          </Alert>
        </Snackbar>
      </Box>
    </Portal>
  );
}
