import type { AgreementQuestion } from '@avtalt/contracts';
import { DATE_MAX, DATE_MIN, formatOf, PARTY_SELF, parseAnswer, type AnswerValue } from '@avtalt/logic';
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
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
import { alpha } from '@mui/material/styles';
import { useRef, useState, type FormEvent, type ReactElement, type ReactNode } from 'react';
import { flowSettledText } from '../../lib/settled-by.rules';
import {
  CAPITAL_HINT,
  capitalMidSentence,
  optionClauseList,
  selfClauseName,
  typedDisplay,
  valueClause,
  yesNoClauses,
} from '../../lib/answer-clauses.rules';
import {
  badgeCount,
  inputText,
  previousAnswerLabel,
  selectedParty,
  VALUE_INPUTS,
  type PartyChoice,
} from './question-flow.rules';
import { CONFIRM_WARNING_LABEL, NO_VERDICT, type ValueCheckVerdict } from './value-checks.rules';

/**
 * The answer widgets of the question flow, one per kind of question (docs/typed-answers.md): Ja/Nei,
 * a button per option, and a value input per free_text format. Each hands the canonical answer
 * (parseAnswer's value) to `onAnswer`.
 */

const bigButton = {
  py: { xs: 2, sm: 2.5 },
  fontSize: '1.15rem',
  borderWidth: 2,
  '&:hover': { borderWidth: 2 },
};

interface CountBadgeProps {
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
          {shown > 99 ? '99+' : shown} har svart {label}
        </Typography>
      )}
    </Box>
  );
}

interface AnswerButtonProps {
  label: 'Ja' | 'Nei';
  count: number;
  selected: boolean;
  disabled: boolean;
  onClick: () => void;
}

/** Ja or Nei, with how many have given that answer (from the comparison) under it. */
export function AnswerButton({ label, count, selected, disabled, onClick }: AnswerButtonProps) {
  const yes = label === 'Ja';
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
  counts: readonly number[];
  selected: AnswerValue | undefined;
  disabled: boolean;
  onChoose: (option: string) => void;
}

/**
 * A multiple_choice question: one button per option with its count under it; stacked full width on a
 * phone, side by side and wrapping on wider screens. Choosing an option answers, as Ja/Nei do.
 */
export function ChoiceButtons({ options, counts, selected, disabled, onChoose }: ChoiceButtonsProps) {
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
            <CountBadge label={option} count={counts[i] ?? 0}>
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
                {option}
              </Button>
            </CountBadge>
          </Box>
        );
      })}
    </Box>
  );
}

type ClauseQuestion = Pick<
  AgreementQuestion,
  'type' | 'options' | 'format' | 'clauseYes' | 'clauseNo' | 'optionClauses' | 'clauseTemplate'
>;

const clauseBox = {
  mt: 2,
  p: 1.5,
  borderRadius: 2,
  bgcolor: 'action.hover',
  fontSize: '0.875rem',
  lineHeight: 1.5,
  overflowWrap: 'anywhere',
} as const;

/**
 * "Dette betyr:" under Ja/Nei and the option buttons (issue 15): what each answer commits to, read
 * before answering. For yes/no both Ja and Nei, so a Nei never commits anyone to unread terms; for a
 * choice every option that produces a clause, the chosen one in bold. Nothing when no clause exists.
 */
export function AnswerClauses({
  question,
  selected,
}: {
  question: ClauseQuestion;
  selected: AnswerValue | undefined;
}) {
  const lines =
    question.type === 'yes_no'
      ? yesNoClauses(question).map((c) => ({
          key: c.answer,
          label: c.answer,
          clause: c.clause,
          chosen: selected === (c.answer === 'Ja'),
        }))
      : question.type === 'multiple_choice'
        ? optionClauseList(question).map((c) => ({
            key: c.option,
            label: c.option,
            clause: c.clause,
            chosen: selected === c.option,
          }))
        : [];
  if (lines.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="answer-clauses" data-testid="answer-clauses" sx={clauseBox}>
      <Typography id="answer-clauses" component="h3" variant="body2" sx={{ fontWeight: 700, mb: 0.5 }}>
        Dette betyr:
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 2.5, display: 'grid', gap: 0.5 }}>
        {lines.map((line) => (
          <Typography
            key={line.key}
            component="li"
            variant="body2"
            sx={{ fontWeight: line.chosen ? 700 : undefined }}
          >
            <Box component="span" sx={{ fontWeight: 700 }}>
              {line.label}:
            </Box>{' '}
            {line.clause}
          </Typography>
        ))}
      </Box>
    </Box>
  );
}

/** The live "Dette betyr:" of a value question: its template with the value typed so far ('…' until valid). */
function ValueClausePreview({ question, display }: { question: ClauseQuestion; display: string }) {
  const clause = valueClause(question, display);
  if (clause === null) return null;
  return (
    <Typography
      variant="body2"
      component="p"
      aria-live="polite"
      data-testid="value-clause"
      sx={{ ...clauseBox, mt: 0 }}
    >
      <Box component="span" sx={{ fontWeight: 700 }}>
        Dette betyr:
      </Box>{' '}
      {clause}
    </Typography>
  );
}

/**
 * A party choice as the preview of the caller's clause names it: their own choice «Du» / «deg» ('Meg selv
 * (Ola Nordmann)' and 'Meg selv' alike; issue 34), anyone else by the label.
 */
function partyClauseName(question: ClauseQuestion, choice: PartyChoice, selfIds: readonly string[]): string {
  return choice.value === PARTY_SELF || selfIds.includes(choice.value)
    ? selfClauseName(question)
    : choice.label;
}

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
   * Issue 33: the value checks' verdict on a value read from the input (docs/value-checks.md); absent:
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
  const format = formatOf(question) ?? 'text';
  const [text, setText] = useState(() =>
    format === 'party' ? selectedParty(saved, parties, selfIds) : inputText(question, saved),
  );
  const [error, setError] = useState<string | null>(null);
  // Issue 33: «Ja, verdien er riktig» holds for the value it was ticked for; the server's verdict for the
  // value it judged. Both go when the value changes.
  const [confirmed, setConfirmed] = useState(false);
  const [changed, setChanged] = useState(false);
  const inputRef = useRef<HTMLInputElement | null>(null);
  // The party chosen, read against the current choices: 'Meg selv' picked before the caller joined
  // (self) stays picked when the agreement comes back with their participant id.
  const party = format === 'party' ? selectedParty(text, parties, selfIds) : '';

  // The checks run as soon as the value can be read (docs/value-checks.md).
  const read = text.trim() === '' || format === 'party' ? null : parseAnswer(question, text);
  const local = read?.ok && verdictFor ? verdictFor(read.value) : NO_VERDICT;
  const server = !changed && serverVerdict ? serverVerdict : NO_VERDICT;
  const checkError = local.error ?? server.error;
  const warnings = [...new Set([...local.warnings, ...server.warnings])];
  const blocked = checkError !== null || (warnings.length > 0 && !confirmed);

  const edit = (value: string) => {
    setText(value);
    setConfirmed(false);
    setChanged(true);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (disabled) return;
    const parsed = parseAnswer(question, format === 'party' ? party : text);
    if (!parsed.ok) {
      setError(parsed.message);
      inputRef.current?.focus();
      return;
    }
    setError(null);
    if (blocked) return inputRef.current?.focus();
    onAnswer(parsed.value, warnings.length > 0 && confirmed);
  };

  // On blur only what was typed is judged: leaving an empty field is not yet a mistake.
  const blur = () => {
    if (text.trim() === '') return setError(null);
    const parsed = parseAnswer(question, text);
    setError(parsed.ok ? null : parsed.message);
  };

  let field: ReactNode;
  if (format === 'party') {
    field = (
      <FormControl component="fieldset" error={error !== null} fullWidth>
        <FormLabel component="legend" id={`${INPUT_ID}-label`} sx={{ mb: 1 }}>
          Velg part
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
        label={spec.label}
        type={spec.type}
        value={text}
        onChange={(event) => {
          edit(event.target.value);
          if (error) setError(null);
        }}
        onBlur={blur}
        error={error !== null || checkError !== null}
        helperText={error ?? checkError ?? (capitalMidSentence(question, text) ? CAPITAL_HINT : undefined)}
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
            label={CONFIRM_WARNING_LABEL}
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
        {userName.trim() || 'En annen part'} har fylt inn:{' '}
        <Box component="span" sx={{ fontWeight: 700 }}>
          «{display}»
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
          Det stemmer
        </Button>
        <Typography variant="body2" color="text.secondary">
          Stemmer det ikke? Svar selv nedenfor.
        </Typography>
      </Box>
    </Box>
  );
}

/** From round 2: what each participant answered the round before ('Deg' for the caller). */
export function PreviousAnswers({ answers }: { answers: AgreementQuestion['previousAnswers'] }) {
  if (answers.length === 0) return null;
  return (
    <Box
      component="section"
      aria-labelledby="previous-answers"
      sx={{ mb: 3, p: 2, borderRadius: 2, bgcolor: 'action.hover' }}
    >
      <Typography id="previous-answers" variant="subtitle2" component="h3" sx={{ mb: 1 }}>
        Svarene i forrige runde
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
              {previousAnswerLabel(a)}
            </Typography>
            <Typography
              component="dd"
              sx={{ m: 0, overflowWrap: 'anywhere' }}
              color={a.display ? undefined : 'text.secondary'}
            >
              {a.display || 'Ikke svart'}
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
   * Issue 34: confirms the filled-in answer as given (Ja/Nei and choices, whose buttons would otherwise have
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
 * Issue 19: the point was settled by a proposal everyone accepted in the round before. The answer is already
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
  const text = flowSettledText(settledBy);
  if (!text || !settledBy) return null;
  return (
    <Box
      component="section"
      aria-label="Kompromiss"
      data-testid="settled-by"
      sx={{ mb: 3, p: 2, borderRadius: 2, border: 1, borderColor: 'success.main', bgcolor: 'action.hover' }}
    >
      <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{text}</Typography>
      {settledBy.replacesText ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
          Erstatter: {settledBy.replacesText}
        </Typography>
      ) : null}
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
        {onConfirm
          ? `Svaret er fylt ut. Trykk «${confirmLabel}» for å bekrefte det, eller velg et annet svar.`
          : `Svaret er fylt ut. Trykk «${submitLabel}» under svaret for å bekrefte det, eller skriv et annet.`}
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
