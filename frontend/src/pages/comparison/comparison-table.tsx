import type { Comparison } from '@avtalt/contracts';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { lazy, memo, Suspense, useMemo, useState } from 'react';
import { useScreenLayout } from '../../hooks/use-hydrating';
import { useSmallScreen } from '../../hooks/use-small-screen';
import { partyCountOf } from '../../lib/answer-clauses.rules';
import { disagreementFilterLabel, disagreedCount, visibleRows } from './comparison-filter.rules';
import { agreedClause, answerCell, participantLabel, statusChip, type AnswerTone } from './comparison.rules';
import { settledLines } from '../../lib/settled-by.rules';
import { useLibTexts } from '../../lib/texts';
import { pointAnchor } from '../../lib/agreement-next-step.rules';
import { useComparisonTexts } from './texts';

// The negotiation UI (issue 19) is a chunk of its own, loaded only when the comparison carries `negotiation`.
const NegotiationRowControls = lazy(() =>
  import('./negotiation-ui').then((m) => ({ default: m.NegotiationRowControls })),
);
const NegotiationTrades = lazy(() =>
  import('./negotiation-ui').then((m) => ({ default: m.NegotiationTrades })),
);

type Row = Comparison['questionAnswers'][number];

const stickyFirst = {
  position: 'sticky',
  left: 0,
  zIndex: 1,
  bgcolor: 'background.paper',
  borderRight: 1,
  borderRightColor: 'divider',
} as const;

const TONE_COLOURS: Record<AnswerTone, string | undefined> = {
  yes: 'success.main',
  no: 'error.main',
  none: 'text.disabled',
  value: undefined,
};

/** "Dette betyr: …" under an agreed question: the clause everyone's answer produces (nothing without one). */
function AgreedClause({ clause }: { clause: string | null }) {
  const t = useComparisonTexts();
  if (clause === null) return null;
  return (
    <Typography
      variant="body2"
      color="text.secondary"
      data-testid="agreed-clause"
      sx={{ mt: 0.75, lineHeight: 1.5, overflowWrap: 'anywhere' }}
    >
      <Box component="span" sx={{ fontWeight: 700 }}>
        {t('table.meaning')}
      </Box>{' '}
      {clause}
    </Typography>
  );
}

/** «Kompromiss fra runde 1» (and «Erstatter: …») on a row that comes from an accepted proposal. */
function SettledNote({ row }: { row: Row }) {
  const lib = useLibTexts();
  const lines = settledLines(row.settledBy, lib);
  if (!lines) return null;
  return (
    <Box data-testid="settled-note" sx={{ mt: 0.75 }}>
      <Chip label={lines.title} size="small" color="success" variant="outlined" sx={{ fontWeight: 600 }} />
      {lines.ai ? <Chip label={lines.ai} size="small" variant="outlined" sx={{ ml: 0.75 }} /> : null}
      {lines.replaces ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
          {lines.replaces}
        </Typography>
      ) : null}
    </Box>
  );
}

interface NegotiationProps {
  /** Needed for the negotiation commands; without it (tests of the table alone) the controls are left out. */
  agreementId?: string;
  /** 'Diskuter dette punktet': the page opens the chat filtered to the question. */
  onDiscuss?: (questionId: string) => void;
}

/** The controls of a disputed row while negotiation is open (lazily loaded). */
function RowNegotiation({
  row,
  comparison,
  agreementId,
  onDiscuss,
}: { row: Row; comparison: Comparison } & NegotiationProps) {
  // Only a disputed row while negotiation is open carries `negotiation` (the server decides).
  const negotiation = row.negotiation;
  if (!agreementId || !comparison.negotiation || !negotiation) return null;
  return (
    <Suspense fallback={null}>
      <NegotiationRowControls
        agreementId={agreementId}
        row={{ ...row, negotiation }}
        open={comparison.negotiation.open}
        onDiscuss={onDiscuss}
      />
    </Suspense>
  );
}

/**
 * The answers of the round: each person's answer as people read it (Ja/Nei, the option, '12 000 kr',
 * '1. mars 2027', a name) and the status per question. A table on wider screens (a row per question, a
 * column per participant, 'Deg' for the caller); a card per question on phones, where a table of
 * values would have to scroll sideways.
 */
export const ComparisonTable = memo(function ComparisonTable({
  comparison,
  agreementId,
  onDiscuss,
}: { comparison: Comparison } & NegotiationProps) {
  // Rendered on the server (and while hydrating) the layout is the one the server rendered for: a
  // phone's cards or a desktop's table when it could tell the screen, else both, and CSS shows the one of
  // the screen (the same breakpoint as useSmallScreen). After hydration only the screen's own stays; each
  // layout keeps its place in the tree, so the one on screen is kept as it is.
  const t = useComparisonTexts();
  const layout = useScreenLayout(useSmallScreen());
  const both = layout === 'both';
  // 'Bare uenigheter' (issue 16): a long round narrowed to what is left to agree on, on both layouts.
  const [onlyDisagreed, setOnlyDisagreed] = useState(false);
  const all = comparison.questionAnswers;
  // The same object while the comparison and the filter are: the rows (memo) then do not render again
  // when only the page around them does (the user known, the live connection's status).
  const shown = useMemo(
    () => ({ ...comparison, questionAnswers: visibleRows(all, onlyDisagreed) }),
    [comparison, all, onlyDisagreed],
  );
  const empty = onlyDisagreed ? t('table.noDisagreements') : t('table.empty');
  return (
    <>
      {all.length > 0 ? (
        <FormControlLabel
          sx={{ mb: 1.5, ml: 0 }}
          control={
            <Switch
              checked={onlyDisagreed}
              onChange={(event) => setOnlyDisagreed(event.target.checked)}
              disabled={disagreedCount(all) === 0 && !onlyDisagreed}
            />
          }
          label={disagreementFilterLabel(all, t)}
        />
      ) : null}
      {agreementId && comparison.negotiation && comparison.negotiation.trades.length > 0 ? (
        <Suspense fallback={null}>
          <NegotiationTrades agreementId={agreementId} trades={comparison.negotiation.trades} />
        </Suspense>
      ) : null}
      {layout !== 'large' ? (
        <Box sx={both ? { display: { xs: 'block', sm: 'none' } } : undefined}>
          <AnswerCards comparison={shown} empty={empty} agreementId={agreementId} onDiscuss={onDiscuss} />
        </Box>
      ) : null}
      {layout !== 'small' ? (
        <Box sx={both ? { display: { xs: 'none', sm: 'block' } } : undefined}>
          <AnswersTable comparison={shown} empty={empty} agreementId={agreementId} onDiscuss={onDiscuss} />
        </Box>
      ) : null}
    </>
  );
});

const AnswersTable = memo(function AnswersTable({
  comparison,
  empty,
  agreementId,
  onDiscuss,
}: { comparison: Comparison; empty: string } & NegotiationProps) {
  const t = useComparisonTexts();
  const { participants, questionAnswers } = comparison;
  const partyCount = partyCountOf(comparison);
  return (
    // With many participants the table scrolls sideways: the region takes focus (arrow keys scroll it)
    // and has a name, so keyboard users reach every column (axe scrollable-region-focusable).
    <TableContainer
      component={Paper}
      variant="outlined"
      role="region"
      aria-label={t('table.region')}
      tabIndex={0}
      sx={{ borderRadius: 3, overflowX: 'auto' }}
    >
      <Table aria-label={t('table.answers')} sx={{ minWidth: 360 + participants.length * 110 }}>
        <TableHead>
          <TableRow>
            <TableCell
              sx={{
                ...stickyFirst,
                minWidth: { xs: 180, sm: 260 },
                fontWeight: 700,
                bgcolor: 'background.default',
              }}
            >
              {t('table.question')}
            </TableCell>
            {participants.map((p) => (
              <TableCell
                key={p.id}
                align="center"
                sx={{
                  fontWeight: 700,
                  bgcolor: 'background.default',
                  color: p.isYou ? 'primary.main' : undefined,
                  maxWidth: 220,
                  overflowWrap: 'anywhere',
                }}
              >
                {participantLabel(p, t)}
              </TableCell>
            ))}
            <TableCell align="center" sx={{ fontWeight: 700, bgcolor: 'background.default' }}>
              {t('table.status')}
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {questionAnswers.length === 0 ? (
            <TableRow>
              <TableCell colSpan={participants.length + 2}>
                <Typography color="text.secondary" sx={{ py: 2, textAlign: 'center' }}>
                  {empty}
                </Typography>
              </TableCell>
            </TableRow>
          ) : (
            questionAnswers.map((row) => {
              const chip = statusChip(row, t);
              return (
                <TableRow key={row.questionId} id={pointAnchor(row.questionId)} sx={{ scrollMarginTop: 80 }}>
                  <TableCell component="th" scope="row" sx={{ ...stickyFirst, lineHeight: 1.5 }}>
                    <span data-testid="comparison-question">{row.questionText}</span>
                    <AgreedClause clause={agreedClause(row, partyCount)} />
                    <SettledNote row={row} />
                    <RowNegotiation
                      row={row}
                      comparison={comparison}
                      agreementId={agreementId}
                      onDiscuss={onDiscuss}
                    />
                  </TableCell>
                  {participants.map((p) => {
                    const cell = answerCell(row, p, t);
                    return (
                      <TableCell
                        key={p.id}
                        align="center"
                        sx={{
                          fontWeight: cell.tone === 'value' ? 600 : 700,
                          color: TONE_COLOURS[cell.tone],
                          maxWidth: 220,
                          overflowWrap: 'anywhere',
                        }}
                      >
                        {cell.text}
                      </TableCell>
                    );
                  })}
                  <TableCell align="center">
                    <Chip label={chip.label} color={chip.color} size="small" sx={{ fontWeight: 600 }} />
                  </TableCell>
                </TableRow>
              );
            })
          )}
        </TableBody>
      </Table>
    </TableContainer>
  );
});

const AnswerCards = memo(function AnswerCards({
  comparison,
  empty,
  agreementId,
  onDiscuss,
}: { comparison: Comparison; empty: string } & NegotiationProps) {
  const t = useComparisonTexts();
  const { participants, questionAnswers } = comparison;
  const partyCount = partyCountOf(comparison);
  if (questionAnswers.length === 0) {
    return (
      <Paper variant="outlined" sx={{ borderRadius: 3, p: 3 }}>
        <Typography color="text.secondary" sx={{ textAlign: 'center' }}>
          {empty}
        </Typography>
      </Paper>
    );
  }
  return (
    <Stack
      component="ul"
      aria-label={t('table.answers')}
      spacing={1.5}
      sx={{ listStyle: 'none', p: 0, m: 0 }}
    >
      {questionAnswers.map((row) => {
        const chip = statusChip(row, t);
        const headingId = `comparison-question-${row.questionId}`;
        return (
          <Paper
            key={row.questionId}
            component="li"
            variant="outlined"
            aria-labelledby={headingId}
            data-testid="comparison-card"
            id={pointAnchor(row.questionId)}
            // The cards below the first screen are laid out when they come near (index.html, .below-fold).
            className="below-fold fold-card"
            sx={{ borderRadius: 3, p: 2, scrollMarginTop: 80 }}
          >
            <Box
              sx={{
                display: 'flex',
                alignItems: 'flex-start',
                justifyContent: 'space-between',
                gap: 1.5,
                mb: 1.5,
              }}
            >
              <Typography
                id={headingId}
                component="h2"
                sx={{ fontWeight: 600, lineHeight: 1.45, overflowWrap: 'anywhere' }}
              >
                {row.questionText}
              </Typography>
              <Chip
                label={chip.label}
                color={chip.color}
                size="small"
                sx={{ fontWeight: 600, flexShrink: 0 }}
              />
            </Box>
            <Box
              component="dl"
              sx={{
                m: 0,
                display: 'grid',
                gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)',
                columnGap: 2,
                rowGap: 0.75,
              }}
            >
              {participants.map((p) => {
                const cell = answerCell(row, p, t);
                return (
                  <Box key={p.id} sx={{ display: 'contents' }}>
                    <Typography
                      component="dt"
                      variant="body2"
                      sx={{
                        color: p.isYou ? 'primary.main' : 'text.secondary',
                        fontWeight: 600,
                        overflowWrap: 'anywhere',
                      }}
                    >
                      {participantLabel(p, t)}
                    </Typography>
                    <Typography
                      component="dd"
                      variant="body2"
                      sx={{ m: 0, fontWeight: 700, color: TONE_COLOURS[cell.tone], overflowWrap: 'anywhere' }}
                    >
                      {cell.text}
                    </Typography>
                  </Box>
                );
              })}
            </Box>
            <AgreedClause clause={agreedClause(row, partyCount)} />
            <SettledNote row={row} />
            <RowNegotiation
              row={row}
              comparison={comparison}
              agreementId={agreementId}
              onDiscuss={onDiscuss}
            />
          </Paper>
        );
      })}
    </Stack>
  );
});
