import { DOCUMENT_KINDS, type DocumentKind, type Topic } from '@avtalt/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { apiErrorDetails } from '../../../api/http';
import { useUpdateTopic } from '../../../hooks/use-admin-topics';
import { useSmallScreen } from '../../../hooks/use-small-screen';
import { serverTexts } from '../../../lib/server-text';
import { useAdminTopicsTexts } from './texts';
import {
  documentKindLabel,
  headingHelp,
  topicEditorServerErrors,
  topicEditorValuesFrom,
  validateTopicEditor,
  type TopicEditorErrors,
  type TopicEditorValues,
} from './topic-editor.rules';

interface TopicEditorDialogProps {
  open: boolean;
  topic: Topic;
  onClose: () => void;
}

/**
 * 'Rediger tema' (admins): title, description and the 'Dokument' part — what the topic's agreements
 * produce (docs/legal-document.md): an agreement or a non-binding plan, its heading, and an agreement's
 * term and dispute clauses (blank: the general ones). Mount it with a `key` per opening.
 */
export function TopicEditorDialog({ open, topic, onClose }: TopicEditorDialogProps) {
  const t = useAdminTopicsTexts();
  const fullScreen = useSmallScreen();
  const update = useUpdateTopic({
    errorToast: { title: t('common.error'), fallback: t('editor.updateFailed') },
    successToast: (saved) => ({
      title: t('list.updated'),
      description: (saved as Topic).title,
      variant: 'success',
    }),
  });
  const [values, setValues] = useState<TopicEditorValues>(() => topicEditorValuesFrom(topic));
  const [found, setErrors] = useState<TopicEditorErrors>({});
  // The schema's messages (contract constants in bokmål) in the language in use.
  const errors = serverTexts(found);
  const [submitted, setSubmitted] = useState(false);

  const set = <K extends keyof TopicEditorValues>(name: K, value: TopicEditorValues[K]) => {
    const next = { ...values, [name]: value };
    setValues(next);
    if (submitted) {
      const result = validateTopicEditor(next);
      setErrors(result.ok ? {} : result.errors);
    }
  };
  const text = (name: Exclude<keyof TopicEditorValues, 'kind'>) => ({
    id: `topic-editor-${name}`,
    value: values[name],
    onChange: (event: { target: { value: string } }) => set(name, event.target.value),
    error: Boolean(errors[name]),
  });

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    const result = validateTopicEditor(values);
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    try {
      await update.mutateAsync({ id: topic.id, body: result.body });
      onClose();
    } catch (error) {
      setErrors(topicEditorServerErrors(apiErrorDetails(error)));
    }
  };

  const agreement = values.kind === 'agreement';
  return (
    <Dialog
      open={open}
      onClose={update.isPending ? undefined : onClose}
      fullScreen={fullScreen}
      fullWidth
      scroll="paper"
      slotProps={{ paper: { sx: { maxWidth: 560 } } }}
    >
      <Box
        component="form"
        noValidate
        onSubmit={(event: FormEvent<HTMLFormElement>) => void onSubmit(event)}
        sx={{ display: 'flex', flexDirection: 'column', minHeight: 0, flex: '1 1 auto' }}
      >
        <DialogTitle>{t('editor.heading')}</DialogTitle>
        <DialogContent dividers sx={{ pt: 2.5 }}>
          <Stack spacing={0.5}>
            <TextField
              {...text('title')}
              label={t('common.title')}
              required
              helperText={errors.title ?? ' '}
            />
            <TextField
              {...text('description')}
              label={t('common.description')}
              required
              multiline
              minRows={2}
              helperText={errors.description ?? ' '}
            />
            <Box
              component="fieldset"
              sx={{
                border: 1,
                borderColor: 'divider',
                borderRadius: 2.5,
                px: 2,
                pt: 1,
                pb: 0.5,
                mx: 0,
                minWidth: 0,
              }}
            >
              <Typography
                component="legend"
                variant="body2"
                sx={{ px: 0.5, color: 'text.secondary', fontWeight: 600 }}
              >
                {t('editor.document')}
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, mb: 2 }}>
                {t('editor.documentIntro')}
              </Typography>
              <Stack spacing={0.5}>
                <TextField
                  id="topic-editor-kind"
                  select
                  label={t('editor.kind')}
                  value={values.kind}
                  onChange={(event) => set('kind', event.target.value as DocumentKind)}
                  error={Boolean(errors.kind)}
                  helperText={
                    errors.kind ?? (agreement ? t('editor.kindHelp.agreement') : t('editor.kindHelp.plan'))
                  }
                >
                  {DOCUMENT_KINDS.map((kind) => (
                    <MenuItem key={kind} value={kind}>
                      {documentKindLabel(kind)}
                    </MenuItem>
                  ))}
                </TextField>
                <TextField
                  {...text('heading')}
                  label={t('editor.headingLabel')}
                  helperText={errors.heading ?? headingHelp(values.kind)}
                  slotProps={{ htmlInput: { maxLength: 120 } }}
                />
                {agreement ? (
                  <>
                    <TextField
                      {...text('termClause')}
                      label={t('editor.term')}
                      multiline
                      minRows={3}
                      helperText={errors.termClause ?? t('editor.termHelp')}
                    />
                    <TextField
                      {...text('disputeClause')}
                      label={t('editor.dispute')}
                      multiline
                      minRows={3}
                      helperText={errors.disputeClause ?? t('editor.disputeHelp')}
                    />
                  </>
                ) : null}
              </Stack>
            </Box>
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, py: 2 }}>
          <Button onClick={onClose} disabled={update.isPending}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={update.isPending}>
            {update.isPending ? t('common.saving') : t('common.save')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
