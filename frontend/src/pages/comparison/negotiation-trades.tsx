import type { TradeSuggestion } from '@avtalt/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useNegotiationTexts } from './negotiation/texts';
import { useTradeProposal } from './use-negotiation-ui';

/** Trades suggested to the caller (above the table): 'Foreslå byttet' puts both options forward. */
export function NegotiationTrades({
  agreementId,
  trades,
}: {
  agreementId: string;
  trades: TradeSuggestion[];
}) {
  const t = useNegotiationTexts();
  const headingId = useId();
  if (trades.length === 0) return null;
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={headingId}
      sx={{ p: 2, mb: 3, borderRadius: 3 }}
    >
      <Typography id={headingId} variant="subtitle1" component="h2" sx={{ fontWeight: 700, mb: 0.5 }}>
        {t('trades.heading')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {t('trades.text')}
      </Typography>
      <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {trades.map((trade) => (
          <TradeItem key={trade.id} agreementId={agreementId} trade={trade} />
        ))}
      </Stack>
    </Paper>
  );
}

function TradeItem({ agreementId, trade }: { agreementId: string; trade: TradeSuggestion }) {
  const t = useNegotiationTexts();
  const { error, pending, proposeBoth } = useTradeProposal(agreementId, trade);

  return (
    <Box component="li" data-testid="trade-suggestion">
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere', mb: 1 }}>
        {trade.text}
      </Typography>
      <Button size="small" variant="contained" disabled={pending} onClick={() => void proposeBoth()}>
        {t('trades.propose')}
      </Button>
      {error ? (
        <Alert severity="error" sx={{ mt: 1 }}>
          {error}
        </Alert>
      ) : null}
    </Box>
  );
}
