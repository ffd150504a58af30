import type { Comparison } from '@avtalt/contracts';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { answerText, participantLabel, QUESTION_STATUS_CHIPS } from './comparison.rules';

const stickyFirst = {
  position: 'sticky',
  left: 0,
  zIndex: 1,
  bgcolor: 'background.paper',
  borderRight: 1,
  borderRightColor: 'divider',
} as const;

/**
 * The answers of the round: a row per question, a column per participant ('Deg' for the caller) and
 * the status. On phones the table scrolls sideways inside its Paper with the question column pinned.
 */
export function ComparisonTable({ comparison }: { comparison: Comparison }) {
  const { participants, questionAnswers } = comparison;
  return (
    <TableContainer component={Paper} variant="outlined" sx={{ borderRadius: 3, overflowX: 'auto' }}>
      <Table aria-label="Svarene i denne runden" sx={{ minWidth: 360 + participants.length * 90 }}>
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
                  whiteSpace: 'nowrap',
                  bgcolor: 'background.default',
                  color: p.isYou ? 'primary.main' : undefined,
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
                  Ingen spørsmål i denne runden.
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
                  </TableCell>
                  {participants.map((p) => {
                    const text = answerText(row, p);
                    return (
                      <TableCell
                        key={p.id}
                        align="center"
                        sx={{
                          fontWeight: 700,
                          color:
                            text === 'Ja' ? 'success.main' : text === 'Nei' ? 'error.main' : 'text.disabled',
                        }}
                      >
                        {text}
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
