import type { QuestionTemplate } from '@avtalt/contracts';
import { formatAnswer, parseAnswer, PARTY_OTHER, PARTY_SELF } from '@avtalt/logic';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { testerInputKind } from './logic-tester.rules';
import { useAdminLogicTesterTexts } from './texts';

/** A row of buttons of which one is chosen (Ja/Nei, the options, the parties). */
function ChoiceButtons({
  choices,
  value,
  onChange,
}: {
  choices: { label: string; answer: unknown }[];
  value: unknown;
  onChange: (value: unknown) => void;
}) {
  const t = useAdminLogicTesterTexts();
  return (
    <Stack
      direction="row"
      spacing={1.5}
      useFlexGap
      role="group"
      aria-label={t('answer.label')}
      sx={{ flexWrap: 'wrap' }}
    >
      {choices.map(({ label, answer }) => (
        <Button
          key={label}
          size="large"
          variant={value === answer ? 'contained' : 'outlined'}
          aria-pressed={value === answer}
          onClick={() => onChange(answer)}
          sx={{ minWidth: 120 }}
        >
          {label}
        </Button>
      ))}
    </Stack>
  );
}

/**
 * The answer of a question by its type and format (admin spec §2, docs/typed-answers.md): Ja/Nei and
 * option buttons, 'Meg selv'/'Den andre parten' for a party (the tester is the one answering), a date
 * picker, a number field with its unit, or a text box; a value that cannot be read shows why.
 */
export function AnswerInput({
  template,
  value,
  error,
  onChange,
}: {
  template: QuestionTemplate;
  value: unknown;
  error: string | undefined;
  onChange: (value: unknown) => void;
}) {
  const t = useAdminLogicTesterTexts();
  const kind = testerInputKind(template);
  if (kind === 'yes_no') {
    return (
      <ChoiceButtons
        choices={[
          { label: t('answer.yes'), answer: true },
          { label: t('answer.no'), answer: false },
        ]}
        value={value}
        onChange={onChange}
      />
    );
  }
  if (kind === 'option') {
    return (
      <ChoiceButtons
        choices={(template.options ?? []).map((option) => ({ label: option, answer: option }))}
        value={value}
        onChange={onChange}
      />
    );
  }
  if (kind === 'party') {
    return (
      <ChoiceButtons
        choices={[
          { label: t('answer.self'), answer: PARTY_SELF },
          { label: t('answer.other'), answer: PARTY_OTHER },
        ]}
        value={value}
        onChange={onChange}
      />
    );
  }
  const text = typeof value === 'string' ? value : '';
  if (kind === 'date') {
    return (
      <TextField
        id={`tester-answer-${template.id}`}
        type="date"
        label={t('answer.label')}
        value={text}
        onChange={(event) => onChange(event.target.value)}
        error={Boolean(error)}
        helperText={error ?? ' '}
        slotProps={{ inputLabel: { shrink: true } }}
      />
    );
  }
  if (kind === 'number' || kind === 'amount' || kind === 'percent') {
    const parsed = text.trim() === '' ? undefined : parseAnswer(template, text);
    const unit = kind === 'amount' ? t('answer.kroner') : kind === 'percent' ? '%' : undefined;
    return (
      <TextField
        id={`tester-answer-${template.id}`}
        label={t('answer.label')}
        value={text}
        onChange={(event) => onChange(event.target.value)}
        error={Boolean(error)}
        helperText={
          error ?? (parsed?.ok ? t('answer.readAs', { value: formatAnswer(template, parsed.value) }) : ' ')
        }
        slotProps={{
          htmlInput: { inputMode: kind === 'number' ? 'numeric' : 'decimal' },
          input: unit ? { endAdornment: <InputAdornment position="end">{unit}</InputAdornment> } : undefined,
        }}
      />
    );
  }
  return (
    <TextField
      id={`tester-answer-${template.id}`}
      label={t('answer.label')}
      value={text}
      onChange={(event) => onChange(event.target.value)}
      error={Boolean(error)}
      helperText={error ?? ' '}
      multiline
      minRows={3}
    />
  );
}
