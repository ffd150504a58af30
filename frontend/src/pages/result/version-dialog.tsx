import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useSmallScreen } from '../../hooks/use-small-screen';
import { useVersionDialogTexts } from './version-dialog/texts';

/**
 * The shell of the dialogs that start an agreement's next version (docs/amendments.md): «Foreslå endringer» and
 * «Avslutt avtalen». Full screen on a phone; the form's error said where it is (`errorId` for the field that
 * describes itself by it); «Avbryt» and the one action, disabled while the request runs. Shared by both lazily
 * loaded dialogs, so it imports nothing of the result page's own chunk.
 */
export function VersionDialog({
  id,
  title,
  error,
  errorId,
  action,
  icon,
  pending,
  onSubmit,
  onClose,
  children,
}: {
  id: string;
  title: string;
  error: string | null;
  errorId?: string;
  action: string;
  icon: ReactNode;
  pending: boolean;
  onSubmit: () => void;
  onClose: () => void;
  children: ReactNode;
}) {
  const t = useVersionDialogTexts();
  const fullScreen = useSmallScreen();
  return (
    <Dialog
      open
      onClose={onClose}
      fullScreen={fullScreen}
      maxWidth="sm"
      fullWidth
      aria-labelledby={`${id}-title`}
    >
      <DialogTitle id={`${id}-title`}>{title}</DialogTitle>
      <DialogContent>
        {children}
        {error ? (
          <Typography id={errorId} role="alert" color="error" variant="body2" sx={{ mt: 1.5 }}>
            {error}
          </Typography>
        ) : null}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>{t('cancel')}</Button>
        <Button variant="contained" startIcon={icon} onClick={onSubmit} disabled={pending}>
          {action}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** Where a party goes once the next version is made: its questions. */
export function useGoToVersion(): (created: { id: string }) => void {
  const navigate = useNavigate();
  return ({ id }) => void navigate(`/avtale/${id}/sporsmal`);
}
