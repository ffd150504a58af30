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
import {
  DOCUMENT_KIND_LABELS,
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
  const fullScreen = useSmallScreen();
  const update = useUpdateTopic({
    errorToast: { title: 'Feil', fallback: 'Kunne ikke oppdatere tema.' },
    successToast: (saved) => ({
      title: 'Tema oppdatert',
      description: (saved as Topic).title,
      variant: 'success',
    }),
  });
  const [values, setValues] = useState<TopicEditorValues>(() => topicEditorValuesFrom(topic));
  const [errors, setErrors] = useState<TopicEditorErrors>({});
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
        <DialogTitle>Rediger tema</DialogTitle>
        <DialogContent dividers sx={{ pt: 2.5 }}>
          <Stack spacing={0.5}>
            <TextField {...text('title')} label="Tittel" required helperText={errors.title ?? ' '} />
            <TextField
              {...text('description')}
              label="Beskrivelse"
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
                Dokument
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, mb: 2 }}>
                Hva avtalene i dette temaet blir til når alle er enige.
              </Typography>
              <Stack spacing={0.5}>
                <TextField
                  id="topic-editor-kind"
                  select
                  label="Type dokument"
                  value={values.kind}
                  onChange={(event) => set('kind', event.target.value as DocumentKind)}
                  error={Boolean(errors.kind)}
                  helperText={
                    errors.kind ??
                    (agreement
                      ? 'En avtale med parter, nummererte punkter, sluttbestemmelser og signaturer.'
                      : 'En plan uten avtaleformaliteter: ingen sluttbestemmelser og ingen signaturer.')
                  }
                >
                  {DOCUMENT_KINDS.map((kind) => (
                    <MenuItem key={kind} value={kind}>
                      {DOCUMENT_KIND_LABELS[kind]}
                    </MenuItem>
                  ))}
                </TextField>
                <TextField
                  {...text('heading')}
                  label="Overskrift"
                  helperText={errors.heading ?? headingHelp(values.kind)}
                  slotProps={{ htmlInput: { maxLength: 120 } }}
                />
                {agreement ? (
                  <>
                    <TextField
                      {...text('termClause')}
                      label="Varighet og oppsigelse"
                      multiline
                      minRows={3}
                      helperText={
                        errors.termClause ??
                        'Hvor lenge avtalen gjelder og hvordan den kan avsluttes. Tomt: den generelle teksten, der ingen kan si opp avtalen alene.'
                      }
                    />
                    <TextField
                      {...text('disputeClause')}
                      label="Tvisteløsning"
                      multiline
                      minRows={3}
                      helperText={
                        errors.disputeClause ??
                        'Tomt: den generelle klausulen – forhandlinger, så forliksrådet, så de alminnelige domstolene.'
                      }
                    />
                  </>
                ) : null}
              </Stack>
            </Box>
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, py: 2 }}>
          <Button onClick={onClose} disabled={update.isPending}>
            Avbryt
          </Button>
          <Button type="submit" variant="contained" disabled={update.isPending}>
            {update.isPending ? 'Lagrer...' : 'Lagre'}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
