import type { AnswerValue } from '@avtalt/logic';
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ReactElement } from 'react';
import { badgeCount } from './question-flow.rules';
import { useQuestionsTexts } from './texts';

/**
 * The answer buttons of the question flow (docs/typed-answers.md): Ja/Nei and a button per option. A value
 * input per free_text format is `ValueAnswer` (value-answer.tsx); "Dette betyr:" is answer-clauses.tsx; the
 * notes above the answer (a fact filled in, the round before, a compromise) are flow-notes.tsx.
 */

const bigButton = {
  py: { xs: 2, sm: 2.5 },
  fontSize: '1.15rem',
  borderWidth: 2,
  '&:hover': { borderWidth: 2 },
};

interface CountBadgeProps {
  /** The answer as its button names it. */
  label: string;
  count: number;
  children: ReactElement;
  grow?: boolean;
}

/**
 * How many have given an answer (from the comparison), as plain text under its button: «1 har svart Ja»
 * (issue 34: a red number explained only by a hover title read as an error and said nothing on a phone).
 * Nothing while nobody has.
 */
function CountBadge({ label, count, children, grow = true }: CountBadgeProps) {
  const t = useQuestionsTexts();
  const shown = badgeCount(count);
  return (
    <Box sx={{ flex: grow ? 1 : undefined, display: 'flex', flexDirection: 'column', gap: 0.5, minWidth: 0 }}>
      {children}
      {shown === undefined ? null : (
        <Typography
          variant="body2"
          color="text.secondary"
          data-testid="answer-count"
          sx={{ textAlign: 'center', overflowWrap: 'anywhere' }}
        >
          {shown > 99
            ? t('answer.countMany', { answer: label })
            : t('answer.count', { count: shown, answer: label })}
        </Typography>
      )}
    </Box>
  );
}

interface AnswerButtonProps {
  /** Ja (true) or Nei. */
  yes: boolean;
  count: number;
  selected: boolean;
  disabled: boolean;
  onClick: () => void;
}

/** Ja or Nei, with how many have given that answer (from the comparison) under it. */
export function AnswerButton({ yes, count, selected, disabled, onClick }: AnswerButtonProps) {
  const t = useQuestionsTexts();
  const label = yes ? t('answer.yes') : t('answer.no');
  return (
    <CountBadge label={label} count={count}>
      <Button
        variant={selected ? 'contained' : 'outlined'}
        color={yes ? 'success' : 'error'}
        size="large"
        fullWidth
        aria-pressed={selected}
        disabled={disabled}
        onClick={onClick}
        startIcon={yes ? <CheckIcon /> : <CloseIcon />}
        sx={bigButton}
      >
        {label}
      </Button>
    </CountBadge>
  );
}

interface ChoiceButtonsProps {
  options: readonly string[];
  /** How an option reads in the reader's language (the option is what is stored). */
  labelOf?: (option: string) => string;
  counts: readonly number[];
  selected: AnswerValue | undefined;
  disabled: boolean;
  onChoose: (option: string) => void;
}

/**
 * A multiple_choice question: one button per option with its count under it; stacked full width on a
 * phone, side by side and wrapping on wider screens. Choosing an option answers, as Ja/Nei do.
 */
export function ChoiceButtons({
  options,
  labelOf = (option) => option,
  counts,
  selected,
  disabled,
  onChoose,
}: ChoiceButtonsProps) {
  return (
    <Box
      role="group"
      aria-labelledby="question-text"
      sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, flexWrap: 'wrap', gap: 2 }}
    >
      {options.map((option, i) => {
        const isSelected = typeof selected === 'string' && selected === option;
        return (
          <Box key={option} sx={{ flex: { xs: '1 1 auto', sm: '1 1 200px' }, minWidth: 0, display: 'flex' }}>
            <CountBadge label={labelOf(option)} count={counts[i] ?? 0}>
              <Button
                variant={isSelected ? 'contained' : 'outlined'}
                size="large"
                fullWidth
                aria-pressed={isSelected}
                disabled={disabled}
                onClick={() => onChoose(option)}
                sx={{
                  ...bigButton,
                  fontSize: '1.05rem',
                  textTransform: 'none',
                  overflowWrap: 'anywhere',
                  px: 3,
                }}
              >
                {labelOf(option)}
              </Button>
            </CountBadge>
          </Box>
        );
      })}
    </Box>
  );
}
