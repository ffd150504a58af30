import type { Comparison, NegotiationRow } from '@avtalt/contracts';
import HandshakeIcon from '@mui/icons-material/HandshakeOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { NegotiationPanel } from './negotiation-panel';
import { useNegotiationTexts } from './negotiation/texts';
import { useProposalResponse } from './use-negotiation-ui';

/**
 * The negotiation UI of the comparison: loaded as a chunk of its own (React.lazy in
 * comparison-table.tsx) only when the comparison carries `negotiation`, so the page's first download stays
 * small. Its parts (negotiation-panel.tsx, negotiation-trades.tsx, use-negotiation-ui.ts) are imported by
 * nothing else, so they stay in this chunk.
 */

export { NegotiationPanel } from './negotiation-panel';
export { NegotiationTrades } from './negotiation-trades';

/** 'Godta' / 'Avslå' on a phone: at least 44 px high, the touch guideline (issue 34: they were 31 px). */
const touchTarget = { minHeight: { xs: 44, md: 32 }, minWidth: 88 } as const;
type Row = Comparison['questionAnswers'][number];

export interface NegotiationRowProps {
  agreementId: string;
  row: Row & { negotiation: NegotiationRow };
  /** Whether proposals and marks can be made now (comparison.negotiation.open). */
  open: boolean;
  /** 'Diskuter dette punktet': the page opens the chat filtered to the question. */
  onDiscuss?: (questionId: string) => void;
}

/**
 * On a disputed row: the current proposal (Godta/Avslå for the caller), the match line and 'Finn et kompromiss'.
 * After 'Foreslå' (the panel closes), 'Godta' or 'Avslå' the button pressed is gone, so focus moves to the
 * proposal's status line (a live region, so it is read out too).
 */
export function NegotiationRowControls({ agreementId, row, open, onDiscuss }: NegotiationRowProps) {
  const t = useNegotiationTexts();
  const [panelOpen, setPanelOpen] = useState(false);
  const negotiation = row.negotiation;
  const { view, busy, error, statusRef, respond, focusStatus } = useProposalResponse(
    agreementId,
    negotiation,
  );

  return (
    <Box data-testid="negotiation-row" sx={{ mt: 1.25 }}>
      {view ? (
        <Box
          role="status"
          data-testid="proposal-status"
          ref={statusRef}
          tabIndex={-1}
          sx={{
            p: 1.25,
            mb: 1,
            borderRadius: 2,
            border: 1,
            borderColor: view.status === 'accepted' ? 'success.main' : 'divider',
            bgcolor: 'action.hover',
          }}
        >
          <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            {view.headline}
          </Typography>
          {view.aiLine ? (
            <Typography variant="body2" color="text.secondary" data-testid="ai-label">
              {view.aiLine}
            </Typography>
          ) : null}
          {view.acceptedLine ? (
            <Typography variant="body2" color="text.secondary">
              {view.acceptedLine}
            </Typography>
          ) : null}
          {view.waitingLine ? (
            <Typography variant="body2" color="text.secondary">
              {view.waitingLine}
            </Typography>
          ) : null}
          {view.canRespond && open ? (
            <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
              <Button
                size="small"
                variant="contained"
                disabled={busy}
                onClick={() => void respond('accept')}
                sx={touchTarget}
              >
                {t('row.accept')}
              </Button>
              <Button
                size="small"
                variant="outlined"
                color="error"
                disabled={busy}
                onClick={() => void respond('decline')}
                sx={touchTarget}
              >
                {t('row.decline')}
              </Button>
            </Stack>
          ) : null}
        </Box>
      ) : null}
      {negotiation.allCanAccept ? (
        <Typography variant="body2" sx={{ fontWeight: 600, mb: 1 }} data-testid="all-can-accept">
          {t('row.allCanAccept')}
        </Typography>
      ) : null}
      {error ? (
        <Alert severity="error" sx={{ mb: 1 }}>
          {error}
        </Alert>
      ) : null}
      {open ? (
        <Button
          size="small"
          variant="outlined"
          startIcon={<HandshakeIcon />}
          onClick={() => setPanelOpen(true)}
        >
          {t('row.findCompromise')}
        </Button>
      ) : null}
      {panelOpen ? (
        <NegotiationPanel
          agreementId={agreementId}
          row={row}
          onClose={() => setPanelOpen(false)}
          onProposed={() => {
            setPanelOpen(false);
            focusStatus();
          }}
          onDiscuss={
            onDiscuss
              ? () => {
                  setPanelOpen(false);
                  onDiscuss(row.questionId);
                }
              : undefined
          }
        />
      ) : null}
    </Box>
  );
}
