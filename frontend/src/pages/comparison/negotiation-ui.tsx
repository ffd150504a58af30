import type { Comparison, NegotiationRow, ProposalOption, TradeSuggestion } from '@avtalt/contracts';
import ForumIcon from '@mui/icons-material/ForumOutlined';
import HandshakeIcon from '@mui/icons-material/HandshakeOutlined';
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
import { useEffect, useId, useRef, useState } from 'react';
import { apiErrorMessage } from '../../api/http';
import { useNegotiation } from '../../hooks/use-negotiation';
import { useSmallScreen } from '../../hooks/use-small-screen';
import {
  ALL_CAN_ACCEPT_TEXT,
  MARKS_LOCKED_TEXT,
  PRIVATE_MARKS_NOTE,
  SOURCE_LABELS,
  canPropose,
  proposalView,
  proposeBlockedText,
} from './negotiation.rules';

/**
 * The negotiation UI of the comparison (issue 19): loaded as a chunk of its own (React.lazy in
 * comparison-table.tsx) only when the comparison carries `negotiation`, so the page's first download stays small.
 */

const GENERIC_ERROR = 'Noe gikk galt. Prøv igjen senere.';
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
  const [panelOpen, setPanelOpen] = useState(false);
  const commands = useNegotiation(agreementId);
  const [error, setError] = useState<string | null>(null);
  const statusRef = useRef<HTMLDivElement>(null);
  // Set after a successful command; the status line takes focus once it is rendered (the new comparison
  // reaches the row a moment after the command answers, so a first proposal's line may not exist yet).
  const [focusStatus, setFocusStatus] = useState(false);
  const negotiation = row.negotiation;
  const view = proposalView(negotiation.proposal);
  const busy = commands.accept.isPending || commands.decline.isPending;

  useEffect(() => {
    if (!focusStatus || !statusRef.current) return;
    statusRef.current.focus();
    setFocusStatus(false);
  }, [focusStatus, view]);

  const respond = async (kind: 'accept' | 'decline') => {
    const proposal = negotiation.proposal;
    if (!proposal) return;
    setError(null);
    try {
      await (kind === 'accept' ? commands.accept : commands.decline).mutateAsync(proposal.id);
      setFocusStatus(true);
    } catch (e) {
      setError(apiErrorMessage(e, GENERIC_ERROR));
    }
  };

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
                Godta
              </Button>
              <Button
                size="small"
                variant="outlined"
                color="error"
                disabled={busy}
                onClick={() => void respond('decline')}
                sx={touchTarget}
              >
                Avslå
              </Button>
            </Stack>
          ) : null}
        </Box>
      ) : null}
      {negotiation.allCanAccept ? (
        <Typography variant="body2" sx={{ fontWeight: 600, mb: 1 }} data-testid="all-can-accept">
          {ALL_CAN_ACCEPT_TEXT}
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
          Finn et kompromiss
        </Button>
      ) : null}
      {panelOpen ? (
        <NegotiationPanel
          agreementId={agreementId}
          row={row}
          onClose={() => setPanelOpen(false)}
          onProposed={() => {
            setPanelOpen(false);
            setFocusStatus(true);
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

interface PanelProps {
  agreementId: string;
  row: Row & { negotiation: NegotiationRow };
  onClose: () => void;
  /** After a successful 'Foreslå': the row closes the panel and focuses the proposal's status line. */
  onProposed?: () => void;
  onDiscuss?: () => void;
}

/** 'Finn et kompromiss': the options, a model draft, the private marks and the point's discussion. */
export function NegotiationPanel({ agreementId, row, onClose, onProposed, onDiscuss }: PanelProps) {
  const small = useSmallScreen();
  const titleId = useId();
  const optionsId = useId();
  const marksId = useId();
  const commands = useNegotiation(agreementId);
  const [error, setError] = useState<string | null>(null);
  const [draftError, setDraftError] = useState<string | null>(null);
  const negotiation = row.negotiation;
  const proposable = canPropose(negotiation);
  const blocked = proposeBlockedText(negotiation);

  const propose = async (option: ProposalOption) => {
    setError(null);
    try {
      await commands.propose.mutateAsync({ questionId: row.questionId, optionId: option.id });
      onProposed?.();
    } catch (e) {
      setError(apiErrorMessage(e, GENERIC_ERROR));
    }
  };

  const mark = async (kind: 'concession' | 'importance', value: boolean) => {
    setError(null);
    try {
      await commands[kind].mutateAsync({ questionId: row.questionId, value });
    } catch (e) {
      setError(apiErrorMessage(e, GENERIC_ERROR));
    }
  };

  const draft = async () => {
    setDraftError(null);
    try {
      await commands.draft.mutateAsync(row.questionId);
    } catch (e) {
      setDraftError(apiErrorMessage(e, 'Språkmodellen kunne ikke lage et forslag nå. Prøv igjen senere.'));
    }
  };

  const marking = commands.concession.isPending || commands.importance.isPending;
  // Part of a match the others have seen: final for the round (NegotiationMessages.markFinal).
  const locked = negotiation.yourMarks.locked === true;
  const lockedId = useId();

  return (
    <Dialog open onClose={onClose} fullScreen={small} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <DialogTitle id={titleId} sx={{ pb: 0.5 }}>
        Finn et kompromiss
      </DialogTitle>
      <DialogContent>
        <Typography color="text.secondary" sx={{ mb: 2, overflowWrap: 'anywhere' }}>
          {row.questionText}
        </Typography>

        <Box component="section" aria-labelledby={optionsId} sx={{ mb: 3 }}>
          <Typography id={optionsId} variant="subtitle1" component="h3" sx={{ fontWeight: 700, mb: 1 }}>
            Forslag til kompromiss
          </Typography>
          {blocked ? (
            <Alert severity="info" sx={{ mb: 1.5 }}>
              {blocked}
            </Alert>
          ) : null}
          {negotiation.proposals.length === 0 ? (
            <Typography variant="body2" color="text.secondary">
              Ingen ferdige forslag til dette punktet. Skriv et forslag i diskusjonen.
            </Typography>
          ) : (
            <Stack component="ul" spacing={1.25} sx={{ listStyle: 'none', p: 0, m: 0 }}>
              {negotiation.proposals.map((option) => (
                <Paper
                  key={option.id}
                  component="li"
                  variant="outlined"
                  data-testid="proposal-option"
                  sx={{ p: 1.5, borderRadius: 2 }}
                >
                  <Chip
                    label={SOURCE_LABELS[option.source]}
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
                        Dette betyr:
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
                      disabled={commands.propose.isPending}
                      aria-label={`Foreslå: ${option.text}`}
                      onClick={() => void propose(option)}
                    >
                      Foreslå
                    </Button>
                  ) : null}
                </Paper>
              ))}
            </Stack>
          )}
          {negotiation.canDraft ? (
            <Box sx={{ mt: 1.5 }}>
              <Button
                variant="outlined"
                startIcon={<AutoAwesomeIcon />}
                disabled={commands.draft.isPending}
                onClick={() => void draft()}
              >
                Lag et utkast med språkmodell
              </Button>
              {commands.draft.isPending ? (
                <Box role="status" sx={{ mt: 1 }}>
                  <Typography variant="body2" color="text.secondary">
                    Språkmodellen skriver et utkast …
                  </Typography>
                  <LinearProgress aria-label="Språkmodellen skriver et utkast" sx={{ mt: 0.5 }} />
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
            Dine private markeringer
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {PRIVATE_MARKS_NOTE}
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
              label="Jeg kan godta det andre svaret"
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
              label="Viktig for meg"
            />
          </Stack>
          {locked ? (
            <Typography id={lockedId} variant="body2" color="text.secondary" data-testid="marks-locked">
              {MARKS_LOCKED_TEXT}
            </Typography>
          ) : null}
        </Box>

        {error ? (
          <Alert severity="error" sx={{ mb: 2 }}>
            {error}
          </Alert>
        ) : null}

        {onDiscuss ? (
          <Button variant="text" startIcon={<ForumIcon />} onClick={onDiscuss}>
            Diskuter dette punktet
          </Button>
        ) : null}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>Lukk</Button>
      </DialogActions>
    </Dialog>
  );
}

/** Trades suggested to the caller (above the table): 'Foreslå byttet' puts both options forward. */
export function NegotiationTrades({
  agreementId,
  trades,
}: {
  agreementId: string;
  trades: TradeSuggestion[];
}) {
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
        Forslag til bytte
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        Bare dere to ser dette forslaget. Det er bare et forslag.
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
  const commands = useNegotiation(agreementId);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const proposeBoth = async () => {
    setError(null);
    setPending(true);
    const failures: string[] = [];
    // One after the other: each answers the comparison, the last one is what the page shows.
    for (const give of trade.gives) {
      try {
        await commands.propose.mutateAsync({ questionId: give.questionId, optionId: give.optionId });
      } catch (e) {
        failures.push(`«${give.questionText}»: ${apiErrorMessage(e, GENERIC_ERROR)}`);
      }
    }
    setPending(false);
    if (failures.length > 0) setError(failures.join(' '));
  };

  return (
    <Box component="li" data-testid="trade-suggestion">
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere', mb: 1 }}>
        {trade.text}
      </Typography>
      <Button size="small" variant="contained" disabled={pending} onClick={() => void proposeBoth()}>
        Foreslå byttet
      </Button>
      {error ? (
        <Alert severity="error" sx={{ mt: 1 }}>
          {error}
        </Alert>
      ) : null}
    </Box>
  );
}
