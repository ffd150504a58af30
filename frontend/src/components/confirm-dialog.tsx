import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { useCommonTexts } from './texts';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  description: string;
  /** 'Slett' when not given. */
  confirmLabel?: string;
  /** 'Avbryt' when not given. */
  cancelLabel?: string;
  /** While the confirmed action runs: both buttons are disabled. */
  pending?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks before something destructive; the confirm button is red and the cancel button has focus. */
export function ConfirmDialog({
  open,
  title,
  description,
  confirmLabel,
  cancelLabel,
  pending = false,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  const id = useId();
  const t = useCommonTexts();
  return (
    <Dialog
      open={open}
      onClose={pending ? undefined : onClose}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-description`}
      slotProps={{ paper: { sx: { maxWidth: 440 } } }}
      fullWidth
    >
      <DialogTitle id={`${id}-title`}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={`${id}-description`}>{description}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button onClick={onClose} disabled={pending} autoFocus>
          {cancelLabel ?? t('confirmDialog.cancel')}
        </Button>
        <Button onClick={onConfirm} disabled={pending} variant="contained" color="error">
          {confirmLabel ?? t('confirmDialog.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
