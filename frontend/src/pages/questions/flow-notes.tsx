import type { AgreementQuestion } from '@avtalt/contracts';
import CheckIcon from '@mui/icons-material/Check';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import { aiLabel, flowSettledText } from '../../lib/settled-by.rules';
import { useLibTexts } from '../../lib/texts';
import { previousAnswerLabel } from './question-flow.rules';
import { useQuestionsTexts } from './texts';

/* The notes above a question's answer: a fact someone else filled in, the round before, a compromise. */

interface FactSuggestionProps {
  /** Who filled it in, and their answer as people read it. */
  userName: string;
  display: string;
  disabled: boolean;
  onConfirm: () => void;
}

/**
 * A fact someone else has filled in (docs/legal-document.md): '{name} har fylt inn: «…»' and 'Det
 * stemmer', which answers the same. The question's own input stays below for writing something else.
 */
export function FactSuggestion({ userName, display, disabled, onConfirm }: FactSuggestionProps) {
  const t = useQuestionsTexts();
  return (
    <Box
      component="section"
      aria-labelledby="fact-suggestion"
      data-testid="fact-suggestion"
      sx={(t) => ({
        mb: 3,
        p: 2,
        borderRadius: 2,
        border: 1,
        borderColor: alpha(t.palette.primary.main, 0.35),
        bgcolor: alpha(t.palette.primary.main, 0.06),
        display: 'grid',
        gap: 1.5,
      })}
    >
      <Typography id="fact-suggestion" sx={{ overflowWrap: 'anywhere', lineHeight: 1.5 }}>
        {t('notes.filledIn', { name: userName.trim() || t('notes.someone') })}{' '}
        <Box component="span" sx={{ fontWeight: 700 }}>
          {t('notes.quoted', { value: display })}
        </Box>
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 2, rowGap: 1 }}>
        <Button
          variant="contained"
          startIcon={<CheckIcon />}
          disabled={disabled}
          onClick={onConfirm}
          sx={{ flex: { xs: '1 1 100%', sm: '0 0 auto' }, py: 1.25 }}
        >
          {t('notes.itIsRight')}
        </Button>
        <Typography variant="body2" color="text.secondary">
          {t('notes.answerYourself')}
        </Typography>
      </Box>
    </Box>
  );
}

/** From round 2: what each participant answered the round before ('Deg' for the caller). */
export function PreviousAnswers({
  answers,
  answerText = (_, display) => display,
}: {
  answers: AgreementQuestion['previousAnswers'];
  /** How an answer reads in the reader's language (questionWording). */
  answerText?: (response: unknown, display: string) => string;
}) {
  const t = useQuestionsTexts();
  if (answers.length === 0) return null;
  return (
    <Box
      component="section"
      aria-labelledby="previous-answers"
      sx={{ mb: 3, p: 2, borderRadius: 2, bgcolor: 'action.hover' }}
    >
      <Typography id="previous-answers" variant="subtitle2" component="h3" sx={{ mb: 1 }}>
        {t('notes.previous')}
      </Typography>
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          gridTemplateColumns: 'minmax(0, auto) minmax(0, 1fr)',
          columnGap: 2,
          rowGap: 0.5,
        }}
      >
        {answers.map((a) => (
          <Box key={a.participantId} sx={{ display: 'contents' }}>
            <Typography component="dt" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
              {previousAnswerLabel(a, t)}
            </Typography>
            <Typography
              component="dd"
              sx={{ m: 0, overflowWrap: 'anywhere' }}
              color={a.display ? undefined : 'text.secondary'}
            >
              {answerText(a.response, a.display) || t('notes.notAnswered')}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}

interface SettledNoteProps {
  settledBy: AgreementQuestion['settledBy'];
  /**
   * Confirms the filled-in answer as given (Ja/Nei and choices, whose buttons would otherwise have
   * to be pressed again); absent for a value question, whose own button confirms it, or with no answer.
   */
  onConfirm?: () => void;
  /** 'Bekreft', or 'Send svar' on the last question. */
  confirmLabel: string;
  /** The value question's own button ('Neste' / 'Send svar'), named in the note. */
  submitLabel: string;
  disabled?: boolean;
}

/**
 * The point was settled by a proposal everyone accepted in the round before. The answer is already
 * filled in with it; the respondent confirms it with the button here (or the value's own button, which the
 * note names), or changes it: it is their answer.
 */
export function SettledNote({
  settledBy,
  onConfirm,
  confirmLabel,
  submitLabel,
  disabled = false,
}: SettledNoteProps) {
  const t = useQuestionsTexts();
  const lib = useLibTexts();
  const text = flowSettledText(settledBy, lib);
  if (!text || !settledBy) return null;
  return (
    <Box
      component="section"
      aria-label={t('notes.compromise')}
      data-testid="settled-by"
      sx={{ mb: 3, p: 2, borderRadius: 2, border: 1, borderColor: 'success.main', bgcolor: 'action.hover' }}
    >
      <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{text}</Typography>
      {aiLabel(settledBy, lib) ? (
        <Typography variant="body2" sx={{ mt: 0.5 }} data-testid="ai-label">
          {aiLabel(settledBy, lib)}
        </Typography>
      ) : null}
      {settledBy.replacesText ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
          {t('notes.replaces', { text: settledBy.replacesText })}
        </Typography>
      ) : null}
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
        {onConfirm
          ? t('notes.confirmHint', { label: confirmLabel })
          : t('notes.submitHint', { label: submitLabel })}
      </Typography>
      {onConfirm ? (
        <Button
          variant="contained"
          color="success"
          startIcon={<CheckIcon />}
          disabled={disabled}
          onClick={onConfirm}
          sx={{ mt: 1.5, minHeight: 44 }}
        >
          {confirmLabel}
        </Button>
      ) : null}
    </Box>
  );
}

/**
 * An amendment's question (docs/amendments.md): what the signed version says of it now, or that it is new, so
 * the person answers knowing what they change.
 */
export function SignedBefore({ text }: { text: string | null | undefined }) {
  const t = useQuestionsTexts();
  if (text === undefined) return null;
  return (
    <Box
      component="section"
      aria-labelledby="signed-before"
      sx={{ mb: 3, p: 2, borderRadius: 2, bgcolor: 'action.hover' }}
    >
      <Typography id="signed-before" variant="subtitle2" component="h3" sx={{ mb: 0.5 }}>
        {t('notes.signedBefore')}
      </Typography>
      <Typography sx={{ overflowWrap: 'anywhere' }} color={text ? undefined : 'text.secondary'}>
        {text ?? t('notes.newQuestion')}
      </Typography>
    </Box>
  );
}
