import { amendmentBodySchema } from '@avtalt/contracts';
import AddIcon from '@mui/icons-material/Add';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useProposeAmendment } from '../../hooks/use-amendments';
import { useGoToVersion, VersionDialog } from './version-dialog';
import { useVersionDialogTexts } from './version-dialog/texts';

/**
 * «Foreslå endringer» (docs/amendments.md): the party picks the questions to answer again and may add a yes/no
 * question; the next version is made and they go on to answer it. The other parties are told by mail.
 */
export default function AmendDialog({
  agreementId,
  questions,
  onClose,
}: {
  agreementId: string;
  questions: { id: string; text: string }[];
  onClose: () => void;
}) {
  const t = useVersionDialogTexts();
  const goToVersion = useGoToVersion();
  const [chosen, setChosen] = useState<Set<string>>(new Set());
  const [added, setAdded] = useState('');
  const [error, setError] = useState<string | null>(null);
  const propose = useProposeAmendment(agreementId, {
    errorToast: { title: t('amend.failed') },
  });

  const toggle = (id: string) =>
    setChosen((before) => {
      const next = new Set(before);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const submit = () => {
    const parsed = amendmentBodySchema.safeParse({
      questionIds: [...chosen],
      newQuestions: added.trim() ? [{ text: added.trim(), clauseYes: null, clauseNo: null }] : [],
    });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? t('amend.chooseWhat'));
      return;
    }
    setError(null);
    propose.mutate(parsed.data, { onSuccess: goToVersion });
  };

  return (
    <VersionDialog
      id="amend"
      title={t('amend.title')}
      error={error}
      action={t('amend.action')}
      icon={<AddIcon />}
      pending={propose.isPending}
      onSubmit={submit}
      onClose={onClose}
    >
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2, lineHeight: 1.6 }}>
        {t('amend.intro')}
      </Typography>
      <FormGroup aria-label={t('amend.questions')} sx={{ mb: 2 }}>
        {questions.map((q) => (
          <FormControlLabel
            key={q.id}
            control={<Checkbox checked={chosen.has(q.id)} onChange={() => toggle(q.id)} />}
            label={q.text}
            sx={{ alignItems: 'flex-start', py: 0.5, '& .MuiCheckbox-root': { pt: 0.25 } }}
          />
        ))}
      </FormGroup>
      <TextField
        id="amend-new-question"
        label={t('amend.newQuestion')}
        value={added}
        onChange={(e) => setAdded(e.target.value)}
        fullWidth
        slotProps={{ htmlInput: { maxLength: 500 } }}
        helperText={t('amend.example')}
      />
    </VersionDialog>
  );
}
