import FormControlLabel from '@mui/material/FormControlLabel';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useSetBlind } from '../../hooks/use-blind-rounds';
import { useShareTexts } from './texts';

/**
 * 'Skjul svarene til alle har svart' (issue 16, docs/blind-rounds-and-finishing.md): the initiator makes
 * the rounds blind, so nobody answers after seeing how the others answered. Off by default (the spec's
 * behaviour); the server enforces it.
 */
export function BlindRoundsCard({ agreementId, blind }: { agreementId: string; blind: boolean }) {
  const t = useShareTexts();
  const setBlind = useSetBlind(agreementId);
  // The toasts come from the hook's meta (api/toast-policy.ts).
  const change = (next: boolean) => setBlind.mutate(next);

  return (
    <Card component="section" aria-labelledby="blind-title">
      <CardContent>
        <Typography id="blind-title" variant="h6" component="h2" sx={{ mb: 1 }}>
          {t('blind.title')}
        </Typography>
        <Typography id="blind-help" variant="body2" color="text.secondary" sx={{ mb: 1.5, lineHeight: 1.6 }}>
          {t('blind.help')}
        </Typography>
        <FormControlLabel
          control={
            <Switch
              checked={blind}
              disabled={setBlind.isPending}
              onChange={(event) => change(event.target.checked)}
              slotProps={{ input: { 'aria-describedby': 'blind-help' } }}
            />
          }
          label={t('blind.label')}
        />
      </CardContent>
    </Card>
  );
}
