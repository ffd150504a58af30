import FormControlLabel from '@mui/material/FormControlLabel';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { apiErrorMessage } from '../../api/http';
import { useToast } from '../../components/toast/toast-context';
import { useSetBlind } from '../../hooks/use-blind-rounds';

/**
 * 'Skjul svarene til alle har svart' (issue 16, docs/blind-rounds-and-finishing.md): the initiator makes
 * the rounds blind, so nobody answers after seeing how the others answered. Off by default (the spec's
 * behaviour); the server enforces it.
 */
export function BlindRoundsCard({ agreementId, blind }: { agreementId: string; blind: boolean }) {
  const setBlind = useSetBlind(agreementId);
  const toast = useToast();

  const change = async (next: boolean) => {
    try {
      await setBlind.mutateAsync(next);
      toast({
        title: next ? 'Svarene skjules' : 'Svarene vises',
        description: next
          ? 'Ingen ser de andres svar før alle har svart i runden.'
          : 'Alle ser svarene etter hvert som de kommer.',
        variant: 'success',
      });
    } catch (error) {
      toast({
        title: 'Kunne ikke lagre valget',
        description: apiErrorMessage(error, 'Noe gikk galt. Prøv igjen senere.'),
        variant: 'destructive',
      });
    }
  };

  return (
    <Card component="section" aria-labelledby="blind-title">
      <CardContent>
        <Typography id="blind-title" variant="h6" component="h2" sx={{ mb: 1 }}>
          Skjulte svar
        </Typography>
        <Typography id="blind-help" variant="body2" color="text.secondary" sx={{ mb: 1.5, lineHeight: 1.6 }}>
          Når svarene er skjult, ser ingen hva de andre har svart før alle har svart i runden – så ingen lar
          seg påvirke av de andres svar.
        </Typography>
        <FormControlLabel
          control={
            <Switch
              checked={blind}
              disabled={setBlind.isPending}
              onChange={(event) => void change(event.target.checked)}
              slotProps={{ input: { 'aria-describedby': 'blind-help' } }}
            />
          }
          label="Skjul svarene til alle har svart"
        />
      </CardContent>
    </Card>
  );
}
