import { DATE_MAX, DATE_MIN } from '@avtalt/logic';
import type { AgreementQuestion } from '@avtalt/contracts';
import type { AnswerValue } from '@avtalt/logic';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import InputAdornment from '@mui/material/InputAdornment';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { capitalHint, capitalMidSentence, typedDisplay } from '../../lib/answer-clauses.rules';
import { useLibTexts } from '../../lib/texts';
import { partyClauseName, ValueClausePreview, type ClauseQuestion } from './answer-clauses';
import { VALUE_INPUTS, type PartyChoice } from './question-flow.rules';
import { useValueAnswer } from './use-value-answer';
import { useQuestionsTexts } from './texts';
import type { ValueCheckVerdict } from './value-checks.rules';

interface ValueAnswerProps {
  question: Pick<AgreementQuestion, 'id'> & ClauseQuestion;
  /** The answer saved or given before, if any. */
  saved: AnswerValue | undefined;
  /** The parties a party question offers (see partyChoices). */
  parties: readonly PartyChoice[];
  selfIds: readonly string[];
  /** 'Neste', or 'Send svar' on the last question. */
  submitLabel: string;
  disabled: boolean;
  /**
   * The value checks' verdict on a value read from the input (docs/value-checks.md); absent:
   * the question has none. An error blocks the answer; warnings ask for «Ja, verdien er riktig».
   */
  verdictFor?: (value: AnswerValue) => ValueCheckVerdict;
  /** The server's verdict on the value last sent (its 400), shown until the value is changed. */
  serverVerdict?: ValueCheckVerdict | null;
  /** The value and whether the person confirmed its warnings. */
  onAnswer: (value: AnswerValue, confirmedWarning: boolean) => void;
}

const INPUT_ID = 'answer-input';
const WARNING_ID = `${INPUT_ID}-warning`;
/** MUI's id of the helper text under a TextField (it sets aria-describedby to it itself). */
const ERROR_ID = `${INPUT_ID}-helper-text`;

/**
 * A free_text question: the input of its format, read with parseAnswer on blur and on submit (the
 * Norwegian reason shows under the field), and the canonical value handed on.
 */
export function ValueAnswer({
  question,
  saved,
  parties,
  selfIds,
  submitLabel,
  disabled,
  verdictFor,
  serverVerdict,
  onAnswer,
}: ValueAnswerProps) {
  const t = useQuestionsTexts();
  const lib = useLibTexts();
  const {
    format,
    text,
    setText,
    error,
    setError,
    confirmed,
    setConfirmed,
    inputRef,
    party,
    checkError,
    warnings,
    blocked,
    edit,
    submit,
    blur,
  } = useValueAnswer({ question, saved, parties, selfIds, disabled, verdictFor, serverVerdict, onAnswer });

  let field: ReactNode;
  if (format === 'party') {
    field = (
      <FormControl component="fieldset" error={error !== null} fullWidth>
        <FormLabel component="legend" id={`${INPUT_ID}-label`} sx={{ mb: 1 }}>
          {t('value.chooseParty')}
        </FormLabel>
        <RadioGroup
          name="party"
          value={party}
          aria-labelledby={`${INPUT_ID}-label`}
          aria-invalid={error !== null}
          aria-describedby={error ? ERROR_ID : undefined}
          onChange={(event) => {
            setText(event.target.value);
            setError(null);
          }}
        >
          {parties.map((party, i) => (
            <FormControlLabel
              key={party.value}
              value={party.value}
              control={<Radio inputRef={i === 0 ? inputRef : undefined} disabled={disabled} />}
              label={party.label}
              sx={{ overflowWrap: 'anywhere' }}
            />
          ))}
        </RadioGroup>
        {error ? <FormHelperText id={ERROR_ID}>{error}</FormHelperText> : null}
      </FormControl>
    );
  } else {
    const spec = VALUE_INPUTS[format];
    field = (
      <TextField
        id={INPUT_ID}
        label={t(`value.labels.${format}`)}
        type={spec.type}
        value={text}
        onChange={(event) => {
          edit(event.target.value);
          if (error) setError(null);
        }}
        onBlur={blur}
        error={error !== null || checkError !== null}
        helperText={
          error ?? checkError ?? (capitalMidSentence(question, text) ? capitalHint(lib) : undefined)
        }
        inputRef={inputRef}
        disabled={disabled}
        autoFocus
        fullWidth
        autoComplete="off"
        multiline={format === 'text'}
        maxRows={format === 'text' ? 6 : undefined}
        slotProps={{
          inputLabel: spec.type === 'date' ? { shrink: true } : undefined,
          htmlInput: {
            inputMode: spec.inputMode,
            ...(spec.type === 'date' ? { min: DATE_MIN, max: DATE_MAX } : {}),
          },
          input: spec.unit
            ? { endAdornment: <InputAdornment position="end">{spec.unit}</InputAdornment> }
            : undefined,
        }}
      />
    );
  }

  const chosenParty = format === 'party' ? parties.find((p) => p.value === party) : undefined;
  const display =
    format === 'party'
      ? chosenParty
        ? partyClauseName(question, chosenParty, selfIds)
        : ''
      : typedDisplay(question, text);

  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2.5 }}>
      {field}
      {warnings.length > 0 && checkError === null ? (
        <Alert severity="warning" id={WARNING_ID} data-testid="value-warning">
          {warnings.map((message) => (
            <Typography key={message} variant="body2" sx={{ mb: 0.5 }}>
              {message}
            </Typography>
          ))}
          <FormControlLabel
            control={
              <Checkbox
                checked={confirmed}
                onChange={(event) => setConfirmed(event.target.checked)}
                disabled={disabled}
              />
            }
            label={t('value.confirmWarning')}
          />
        </Alert>
      ) : null}
      <ValueClausePreview question={question} display={display} />
      <Button
        type="submit"
        variant="contained"
        size="large"
        disabled={disabled || blocked}
        sx={{ justifySelf: { xs: 'stretch', sm: 'end' }, minWidth: 160, py: 1.5 }}
      >
        {submitLabel}
      </Button>
    </Box>
  );
}
