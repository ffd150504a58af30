import { clampGenerateCount, GENERATE_DEFAULT, GENERATE_MAX, GENERATE_MIN } from '@avtalt/contracts';
import AutoAwesomeIcon from '@mui/icons-material/AutoAwesome';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { useSmallScreen } from '../../../hooks/use-small-screen';
import { useAdminQuestionsTexts } from './texts';

interface RegenerateDialogProps {
  open: boolean;
  topicTitle: string;
  onClose: () => void;
  /** Called with the count clamped to 1..30 (10 when not a number). */
  onGenerate: (count: number) => void;
}

/** 'Regenerer spørsmål' (admin spec §2): warns that every question is replaced, asks how many to make. */
export function RegenerateDialog({ open, topicTitle, onClose, onGenerate }: RegenerateDialogProps) {
  const t = useAdminQuestionsTexts();
  const fullScreen = useSmallScreen();
  const [count, setCount] = useState(String(GENERATE_DEFAULT));

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const clamped = clampGenerateCount(count);
    setCount(String(clamped));
    onGenerate(clamped);
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullScreen={fullScreen}
      fullWidth
      slotProps={{ paper: { sx: { maxWidth: 500 } } }}
    >
      <form noValidate onSubmit={onSubmit}>
        <DialogTitle>{t('regenerate.heading')}</DialogTitle>
        <DialogContent>
          <Alert severity="warning" sx={{ mb: 2.5 }}>
            {t('regenerate.warning', { title: topicTitle })}
          </Alert>
          <TextField
            id="generate-count"
            label={t('regenerate.count')}
            type="number"
            value={count}
            onChange={(event) => setCount(event.target.value)}
            onBlur={() => setCount(String(clampGenerateCount(count)))}
            helperText={t('regenerate.range', { min: GENERATE_MIN, max: GENERATE_MAX })}
            slotProps={{ htmlInput: { min: GENERATE_MIN, max: GENERATE_MAX, step: 1, inputMode: 'numeric' } }}
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2.5 }}>
          <Button onClick={onClose}>{t('regenerate.cancel')}</Button>
          <Button type="submit" variant="contained" color="warning" startIcon={<AutoAwesomeIcon />}>
            {t('regenerate.submit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
