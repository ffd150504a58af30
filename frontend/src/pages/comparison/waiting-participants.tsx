import type { Participant } from '@avtalt/contracts';
import PersonRemoveIcon from '@mui/icons-material/PersonRemoveOutlined';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { apiErrorMessage } from '../../api/http';
import { LazyConfirmDialog } from '../../components/lazy-confirm-dialog';
import { useToast } from '../../components/toast/toast-context';
import { useRemoveParticipant } from '../../hooks/use-remove-participant';
import { participantLabel } from './comparison.rules';
import { removeConfirmText } from './group-status.rules';

const GENERIC_ERROR = 'Noe gikk galt. Prøv igjen senere.';

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
  const remove = useRemoveParticipant(agreementId);
  const toast = useToast();
  const [chosen, setChosen] = useState<Participant | null>(null);
  if (participants.length === 0) return null;
  const name = chosen ? participantLabel(chosen) : '';
  const confirmText = removeConfirmText(name, round);

  const confirm = async () => {
    if (!chosen) return;
    try {
      await remove.mutateAsync(chosen.id);
      toast({
        title: 'Deltakeren er fjernet',
        description: `${name} ble fjernet fra avtalen.`,
        variant: 'success',
      });
    } catch (error) {
      toast({
        title: 'Kunne ikke fjerne deltakeren',
        description: apiErrorMessage(error, GENERIC_ERROR),
        variant: 'destructive',
      });
    } finally {
      setChosen(null);
    }
  };

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="waiting-heading"
      sx={{ p: { xs: 2, sm: 2.5 }, mb: 3, borderRadius: 3 }}
    >
      <Typography id="waiting-heading" variant="h6" component="h2" sx={{ mb: 0.5 }}>
        Venter på svar
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        Disse har ikke svart i runde {round}. Som den som startet avtalen kan du fjerne dem, så runden kan
        avgjøres uten dem.
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
            <Typography sx={{ overflowWrap: 'anywhere' }}>{participantLabel(p)}</Typography>
            <Button
              variant="outlined"
              color="error"
              size="small"
              startIcon={<PersonRemoveIcon />}
              aria-label={`Fjern ${participantLabel(p)}`}
              onClick={() => setChosen(p)}
            >
              Fjern
            </Button>
          </Stack>
        ))}
      </Stack>
      <LazyConfirmDialog
        open={chosen !== null}
        title={confirmText.title}
        description={confirmText.description}
        confirmLabel="Fjern"
        pending={remove.isPending}
        onConfirm={() => void confirm()}
        onClose={() => setChosen(null)}
      />
    </Paper>
  );
}
