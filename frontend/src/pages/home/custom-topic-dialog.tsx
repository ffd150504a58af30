import { createTopicBodySchema, formRequirementNotices, type AgreementKind } from '@avtalt/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { DraftProgress } from '../../hooks/use-question-draft';
import { useSmallScreen } from '../../hooks/use-small-screen';
import { useZodForm } from '../../hooks/use-zod-form';
import { AgreementKindPicker } from './agreement-kind-picker';
import { useCustomTopicTexts } from './custom-topic/texts';
import { FormRequirementNotices } from './form-requirement-notice';
import { QuestionDraftProgress } from './question-draft-progress';
import type { CustomTopicOutcome, CustomTopicRequest } from './use-start-agreement';

interface CustomTopicDialogProps {
  open: boolean;
  pending: boolean;
  /** The questions being made for the topic (the form gives way to the waiting state), or idle. */
  progress: DraftProgress;
  onClose: () => void;
  onSubmit: (request: CustomTopicRequest) => Promise<CustomTopicOutcome>;
  /** 'Prøv igjen' after the questions failed. */
  onRetry: () => void;
}

/**
 * 'Opprett eget tema' (spec §2): title, description and whether to publish the topic for everyone.
 * Validated with the server's schema; everything is reset when the dialog closes. While the questions
 * are made the dialog shows that it waits (and 'Avbryt' stops waiting); when they failed, why, with
 * 'Prøv igjen'. A title or description that names a testament or an ektepakt (issue 31) shows, while it
 * is typed and while the questions are made, why Avtalt cannot make it; the user may then choose
 * something else ('Velg noe annet' closes the dialog) or go on ('Fortsett likevel'). Under the description the
 * person sees what kind of agreement the title reads as and may choose others (`AgreementKindPicker`).
 */
export function CustomTopicDialog({
  open,
  pending,
  progress,
  onClose,
  onSubmit,
  onRetry,
}: CustomTopicDialogProps) {
  const t = useCustomTopicTexts();
  const smallScreen = useSmallScreen();
  const form = useZodForm(
    createTopicBodySchema,
    { title: '', description: '' },
    { idPrefix: 'custom-topic' },
  );
  const [makePublic, setMakePublic] = useState(false);
  const [kinds, setKinds] = useState<AgreementKind[] | null>(null);

  const drafting = progress.phase !== 'idle';
  const notices = drafting
    ? formRequirementNotices(progress.request.title, progress.request.description)
    : formRequirementNotices(form.values.title, form.values.description);
  const close = () => {
    if (pending && !drafting) return;
    form.reset();
    setMakePublic(false);
    setKinds(null);
    onClose();
  };

  const submit = form.handleSubmit(async (body) => {
    const outcome = await onSubmit({
      title: body.title,
      description: body.description,
      makePublic,
      ...(kinds?.length ? { kinds } : {}),
    });
    if (outcome.status === 'failed') form.setServerErrors(outcome.fieldIssues);
  });

  return (
    <Dialog
      open={open}
      onClose={close}
      fullScreen={smallScreen}
      fullWidth
      maxWidth="sm"
      aria-labelledby="custom-topic-dialog-title"
      aria-describedby="custom-topic-dialog-subtitle"
    >
      <Box
        component="form"
        noValidate
        onSubmit={submit}
        sx={{ display: 'flex', flexDirection: 'column', flex: 1 }}
      >
        <DialogTitle id="custom-topic-dialog-title" sx={{ pb: 0.5 }}>
          {t('dialog.title')}
        </DialogTitle>
        <Typography id="custom-topic-dialog-subtitle" color="text.secondary" sx={{ px: 3, pb: 1.5 }}>
          {t('dialog.subtitle')}
        </Typography>
        <DialogContent sx={{ pt: '8px !important' }}>
          {drafting ? <FormRequirementNotices notices={notices} /> : null}
          {drafting ? <QuestionDraftProgress progress={progress} /> : null}
          <Stack spacing={0.5} sx={drafting ? { display: 'none' } : undefined}>
            <TextField
              {...form.field('title')}
              label={t('dialog.titleLabel')}
              placeholder={t('dialog.titlePlaceholder')}
              autoFocus
              disabled={pending}
            />
            <TextField
              {...form.field('description')}
              label={t('dialog.descriptionLabel')}
              placeholder={t('dialog.descriptionPlaceholder')}
              multiline
              minRows={4}
              disabled={pending}
            />
            <FormRequirementNotices notices={notices} />
            <AgreementKindPicker
              title={form.values.title}
              description={form.values.description}
              chosen={kinds}
              onChange={setKinds}
              disabled={pending}
            />
            <FormControlLabel
              control={
                <Switch
                  checked={makePublic}
                  onChange={(event) => setMakePublic(event.target.checked)}
                  disabled={pending}
                />
              }
              label={t('dialog.makePublic')}
            />
            <FormHelperText sx={{ mt: '0 !important', mx: 0 }}>
              {makePublic ? t('dialog.publicHelp') : t('dialog.privateHelp')}
            </FormHelperText>
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2.5, pt: 1 }}>
          <Button onClick={close} disabled={pending && !drafting}>
            {notices.length > 0 && !drafting ? t('dialog.chooseOther') : t('dialog.cancel')}
          </Button>
          {progress.phase === 'failed' ? (
            <Button variant="contained" onClick={onRetry}>
              {t('dialog.retry')}
            </Button>
          ) : progress.phase === 'waiting' ? null : (
            <Button
              type="submit"
              variant="contained"
              disabled={pending}
              startIcon={
                pending ? <CircularProgress size={16} color="inherit" aria-hidden="true" /> : undefined
              }
            >
              {notices.length > 0
                ? t('dialog.continueAnyway')
                : makePublic
                  ? t('dialog.createAndPublish')
                  : t('dialog.create')}
            </Button>
          )}
        </DialogActions>
      </Box>
    </Dialog>
  );
}
