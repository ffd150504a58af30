import type { Comparison, NegotiationRow } from '@avtalt/contracts';
import ForumIcon from '@mui/icons-material/ForumOutlined';
import AutoAwesomeIcon from '@mui/icons-material/AutoAwesomeOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useSmallScreen } from '../../hooks/use-small-screen';
import { canPropose, proposeBlockedText, sourceLabel } from './negotiation.rules';
import { useNegotiationTexts } from './negotiation/texts';
import { LimitSection } from './negotiation-limit';
import { useNegotiationPanel } from './use-negotiation-ui';

type Row = Comparison['questionAnswers'][number];

export interface PanelProps {
  agreementId: string;
  row: Row & { negotiation: NegotiationRow };
  onClose: () => void;
  /** After a successful 'Foreslå': the row closes the panel and focuses the proposal's status line. */
  onProposed?: () => void;
  onDiscuss?: () => void;
}

/** 'Finn et kompromiss': the options, a model draft, the private marks and the point's discussion. */
export function NegotiationPanel({ agreementId, row, onClose, onProposed, onDiscuss }: PanelProps) {
  const t = useNegotiationTexts();
  const small = useSmallScreen();
  const titleId = useId();
  const optionsId = useId();
  const marksId = useId();
  const { error, draftError, propose, mark, draft, setLimit, settingLimit, proposing, drafting, marking } =
    useNegotiationPanel(agreementId, row.questionId, onProposed);
  const negotiation = row.negotiation;
  const proposable = canPropose(negotiation);
  const blocked = proposeBlockedText(negotiation, t);
  // Part of a match the others have seen: final for the round (NegotiationMessages.markFinal).
  const locked = negotiation.yourMarks.locked === true;
  const lockedId = useId();

  return (
    <Dialog open onClose={onClose} fullScreen={small} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <DialogTitle id={titleId} sx={{ pb: 0.5 }}>
        {t('row.findCompromise')}
      </DialogTitle>
      <DialogContent>
        <Typography color="text.secondary" sx={{ mb: 2, overflowWrap: 'anywhere' }}>
          {row.questionText}
        </Typography>

        <Box component="section" aria-labelledby={optionsId} sx={{ mb: 3 }}>
          <Typography id={optionsId} variant="subtitle1" component="h3" sx={{ fontWeight: 700, mb: 1 }}>
            {t('panel.options')}
          </Typography>
          {blocked ? (
            <Alert severity="info" sx={{ mb: 1.5 }}>
              {blocked}
            </Alert>
          ) : null}
          {negotiation.proposals.length === 0 ? (
            <Typography variant="body2" color="text.secondary">
              {t('panel.noOptions')}
            </Typography>
          ) : (
            <Stack component="ul" spacing={1.25} sx={{ listStyle: 'none', p: 0, m: 0 }}>
              {negotiation.proposals.map((option) => {
                return (
                  <Paper
                    key={option.id}
                    component="li"
                    variant="outlined"
                    data-testid="proposal-option"
                    sx={{ p: 1.5, borderRadius: 2 }}
                  >
                    <Chip
                      label={sourceLabel(option.source, t)}
                      size="small"
                      variant="outlined"
                      sx={{ mb: 0.75 }}
                    />
                    <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{option.text}</Typography>
                    {option.clause ? (
                      <Typography
                        variant="body2"
                        color="text.secondary"
                        sx={{ mt: 0.5, overflowWrap: 'anywhere' }}
                      >
                        <Box component="span" sx={{ fontWeight: 700 }}>
                          {t('panel.meaning')}
                        </Box>{' '}
                        {option.clause}
                      </Typography>
                    ) : null}
                    {option.description ? (
                      <Typography
                        variant="body2"
                        sx={{ mt: 0.5, fontStyle: 'italic', overflowWrap: 'anywhere' }}
                      >
                        {option.description}
                      </Typography>
                    ) : null}
                    {proposable ? (
                      <Button
                        size="small"
                        variant="contained"
                        sx={{ mt: 1 }}
                        disabled={proposing}
                        aria-label={t('panel.proposeOption', { text: option.text })}
                        onClick={() => void propose(option)}
                      >
                        {t('panel.propose')}
                      </Button>
                    ) : null}
                  </Paper>
                );
              })}
            </Stack>
          )}
          {negotiation.canDraft ? (
            <Box sx={{ mt: 1.5 }}>
              <Button
                variant="outlined"
                startIcon={<AutoAwesomeIcon />}
                disabled={drafting}
                onClick={() => void draft()}
              >
                {t('panel.draft')}
              </Button>
              {drafting ? (
                <Box role="status" sx={{ mt: 1 }}>
                  <Typography variant="body2" color="text.secondary">
                    {t('panel.drafting')}
                  </Typography>
                  <LinearProgress aria-label={t('panel.draftingLabel')} sx={{ mt: 0.5 }} />
                </Box>
              ) : null}
              {draftError ? (
                <Alert severity="error" sx={{ mt: 1 }}>
                  {draftError}
                </Alert>
              ) : null}
            </Box>
          ) : null}
        </Box>

        <Box component="section" aria-labelledby={marksId} sx={{ mb: 2 }}>
          <Typography id={marksId} variant="subtitle1" component="h3" sx={{ fontWeight: 700, mb: 0.5 }}>
            {t('panel.marks')}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {t('panel.marksNote')}
          </Typography>
          <Stack>
            <FormControlLabel
              control={
                <Switch
                  checked={negotiation.yourMarks.canAccept}
                  disabled={marking || locked}
                  slotProps={{ input: locked ? { 'aria-describedby': lockedId } : {} }}
                  onChange={(event) => void mark('concession', event.target.checked)}
                />
              }
              label={t('panel.canAccept')}
            />
            <FormControlLabel
              control={
                <Switch
                  checked={negotiation.yourMarks.important}
                  disabled={marking || locked}
                  slotProps={{ input: locked ? { 'aria-describedby': lockedId } : {} }}
                  onChange={(event) => void mark('importance', event.target.checked)}
                />
              }
              label={t('panel.important')}
            />
          </Stack>
          {locked ? (
            <Typography id={lockedId} variant="body2" color="text.secondary" data-testid="marks-locked">
              {t('panel.marksLocked')}
            </Typography>
          ) : null}
        </Box>

        <LimitSection row={row} busy={settingLimit} onSet={setLimit} />

        {error ? (
          <Alert severity="error" sx={{ mb: 2 }}>
            {error}
          </Alert>
        ) : null}

        {onDiscuss ? (
          <Button variant="text" startIcon={<ForumIcon />} onClick={onDiscuss}>
            {t('panel.discuss')}
          </Button>
        ) : null}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>{t('panel.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
