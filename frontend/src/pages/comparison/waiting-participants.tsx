import type { Participant } from '@avtalt/contracts';
import PersonRemoveIcon from '@mui/icons-material/PersonRemoveOutlined';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { LazyConfirmDialog } from '../../components/lazy-confirm-dialog';
import { useRemoveParticipant } from '../../hooks/use-remove-participant';
import { participantLabel } from './comparison.rules';
import { removeConfirmText } from './group-status.rules';
import { useComparisonTexts } from './texts';

interface WaitingParticipantsProps {
  agreementId: string;
  round: number;
  /** Those the caller may remove (see `removableParticipants`); nothing is shown when empty. */
  participants: Participant[];
}

/**
 * For the one who started the agreement: who has not answered this round, each with 'Fjern', so one
 * person who never answers cannot hold the agreement open (asks before removing).
 */
export function WaitingParticipants({ agreementId, round, participants }: WaitingParticipantsProps) {
  const t = useComparisonTexts();
  const [chosen, setChosen] = useState<Participant | null>(null);
  const name = chosen ? participantLabel(chosen, t) : '';
  const remove = useRemoveParticipant(agreementId, {
    errorToast: { title: t('waiting.removeFailed') },
    successToast: {
      title: t('waiting.removed'),
      description: t('waiting.removedText', { name }),
      variant: 'success',
    },
  });
  if (participants.length === 0) return null;
  const confirmText = removeConfirmText(name, round, t);

  const confirm = () => {
    if (chosen) remove.mutate(chosen.id, { onSettled: () => setChosen(null) });
  };

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="waiting-heading"
      sx={{ p: { xs: 2, sm: 2.5 }, mb: 3, borderRadius: 3 }}
    >
      <Typography id="waiting-heading" variant="h6" component="h2" sx={{ mb: 0.5 }}>
        {t('waiting.heading')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {t('waiting.text', { round })}
      </Typography>
      <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {participants.map((p) => (
          <Stack
            component="li"
            key={p.id}
            direction="row"
            spacing={2}
            sx={{ alignItems: 'center', justifyContent: 'space-between' }}
          >
            <Typography sx={{ overflowWrap: 'anywhere' }}>{participantLabel(p, t)}</Typography>
            <Button
              variant="outlined"
              color="error"
              size="small"
              startIcon={<PersonRemoveIcon />}
              aria-label={t('waiting.removeNamed', { name: participantLabel(p, t) })}
              onClick={() => setChosen(p)}
            >
              {t('waiting.remove')}
            </Button>
          </Stack>
        ))}
      </Stack>
      <LazyConfirmDialog
        open={chosen !== null}
        title={confirmText.title}
        description={confirmText.description}
        confirmLabel={t('waiting.remove')}
        pending={remove.isPending}
        onConfirm={confirm}
        onClose={() => setChosen(null)}
      />
    </Paper>
  );
}
