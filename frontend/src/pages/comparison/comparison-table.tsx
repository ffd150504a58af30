import type { Comparison } from '@avtalt/contracts';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useSmallScreen } from '../../hooks/use-small-screen';
import { partyCountOf } from '../../lib/answer-clauses.rules';
import { agreedClause, answerCell, participantLabel, QUESTION_STATUS_CHIPS, type AnswerTone } from './comparison.rules';

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

const EMPTY = 'Ingen spørsmål i denne runden.';

/** "Dette betyr: …" under an agreed question: the clause everyone's answer produces (nothing without one). */
function AgreedClause({ clause }: { clause: string | null }) {
  if (clause === null) return null;
  return (
    <Typography variant="body2" color="text.secondary" data-testid="agreed-clause" sx={{ mt: 0.75, lineHeight: 1.5, overflowWrap: 'anywhere' }}>
      <Box component="span" sx={{ fontWeight: 700 }}>Dette betyr:</Box> {clause}
    </Typography>
  );
}

/**
 * The answers of the round: each person's answer as people read it (Ja/Nei, the option, '12 000 kr',
 * '1. mars 2027', a name) and the status per question. A table on wider screens (a row per question, a
 * column per participant, 'Deg' for the caller); a card per question on phones, where a table of
 * values would have to scroll sideways.
 */
export function ComparisonTable({ comparison }: { comparison: Comparison }) {
  const small = useSmallScreen();
  return small ? <AnswerCards comparison={comparison} /> : <AnswersTable comparison={comparison} />;
}

function AnswersTable({ comparison }: { comparison: Comparison }) {
  const { participants, questionAnswers } = comparison;
  const partyCount = partyCountOf(comparison);
  return (
    <TableContainer component={Paper} variant="outlined" sx={{ borderRadius: 3, overflowX: 'auto' }}>
      <Table aria-label="Svarene i denne runden" sx={{ minWidth: 360 + participants.length * 110 }}>
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
              Spørsmål
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
                {participantLabel(p)}
              </TableCell>
            ))}
            <TableCell align="center" sx={{ fontWeight: 700, bgcolor: 'background.default' }}>
              Status
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {questionAnswers.length === 0 ? (
            <TableRow>
              <TableCell colSpan={participants.length + 2}>
                <Typography color="text.secondary" sx={{ py: 2, textAlign: 'center' }}>
                  {EMPTY}
                </Typography>
              </TableCell>
            </TableRow>
          ) : (
            questionAnswers.map((row) => {
              const chip = QUESTION_STATUS_CHIPS[row.status] ?? QUESTION_STATUS_CHIPS.pending;
              return (
                <TableRow key={row.questionId}>
                  <TableCell component="th" scope="row" sx={{ ...stickyFirst, lineHeight: 1.5 }}>
                    {row.questionText}
                    <AgreedClause clause={agreedClause(row, partyCount)} />
                  </TableCell>
                  {participants.map((p) => {
                    const cell = answerCell(row, p);
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
}

function AnswerCards({ comparison }: { comparison: Comparison }) {
  const { participants, questionAnswers } = comparison;
  const partyCount = partyCountOf(comparison);
  if (questionAnswers.length === 0) {
    return (
      <Paper variant="outlined" sx={{ borderRadius: 3, p: 3 }}>
        <Typography color="text.secondary" sx={{ textAlign: 'center' }}>
          {EMPTY}
        </Typography>
      </Paper>
    );
  }
  return (
    <Stack component="ul" aria-label="Svarene i denne runden" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {questionAnswers.map((row) => {
        const chip = QUESTION_STATUS_CHIPS[row.status] ?? QUESTION_STATUS_CHIPS.pending;
        const headingId = `comparison-question-${row.questionId}`;
        return (
          <Paper
            key={row.questionId}
            component="li"
            variant="outlined"
            aria-labelledby={headingId}
            data-testid="comparison-card"
            sx={{ borderRadius: 3, p: 2 }}
          >
            <Box sx={{ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: 1.5, mb: 1.5 }}>
              <Typography id={headingId} component="h3" sx={{ fontWeight: 600, lineHeight: 1.45, overflowWrap: 'anywhere' }}>
                {row.questionText}
              </Typography>
              <Chip label={chip.label} color={chip.color} size="small" sx={{ fontWeight: 600, flexShrink: 0 }} />
            </Box>
            <Box
              component="dl"
              sx={{ m: 0, display: 'grid', gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)', columnGap: 2, rowGap: 0.75 }}
            >
              {participants.map((p) => {
                const cell = answerCell(row, p);
                return (
                  <Box key={p.id} sx={{ display: 'contents' }}>
                    <Typography
                      component="dt"
                      variant="body2"
                      sx={{ color: p.isYou ? 'primary.main' : 'text.secondary', fontWeight: 600, overflowWrap: 'anywhere' }}
                    >
                      {participantLabel(p)}
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
          </Paper>
        );
      })}
    </Stack>
  );
}
