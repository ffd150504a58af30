import type { Observer } from '@avtalt/contracts';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { observerLabel } from '../../lib/observers.rules';
import { useLibTexts } from '../../lib/texts';
import { useComparisonTexts } from './texts';

/**
 * Who reads along (docs/observers.md): the accepted observers, shown to everyone who takes part (the server
 * lists them to the parties and the observers only), each marked «Observatør».
 */
export function ObserversLine({
  observers,
}: {
  observers: Pick<Observer, 'id' | 'name' | 'email' | 'status' | 'isYou'>[];
}) {
  const t = useComparisonTexts();
  const lib = useLibTexts();
  if (observers.length === 0) return null;
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="observers-heading"
      data-testid="observers-line"
      sx={{ px: { xs: 2, sm: 2.5 }, py: 1.5, mb: 3, borderRadius: 3 }}
    >
      <Typography id="observers-heading" variant="subtitle2" component="h2" sx={{ fontWeight: 700 }}>
        {t('observers.heading')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('observers.text')}
      </Typography>
      <Box
        component="ul"
        sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexWrap: 'wrap', columnGap: 2.5, rowGap: 1 }}
      >
        {observers.map((o) => (
          <Box component="li" key={o.id} sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
            <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
              {observerLabel(o, lib)}
            </Typography>
            <Chip label={t('observers.observer')} size="small" variant="outlined" color="success" />
          </Box>
        ))}
      </Box>
    </Paper>
  );
}
