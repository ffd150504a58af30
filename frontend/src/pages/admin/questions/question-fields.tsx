import { QUESTION_TYPES, TemplateMessages, type QuestionType } from '@avtalt/contracts';
import AddIcon from '@mui/icons-material/Add';
import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { QUESTION_TYPE_LABELS } from './question-labels';
import { canRemoveOption } from './question-form.rules';
import type { QuestionForm } from './use-question-form';

/** The words of one form: the 'Add Question Template' card keeps the English names the spec gives it. */
export interface QuestionFieldTexts {
  text: string;
  type: string;
  /** The placeholder and accessible name of option n (1-based). */
  option: (n: number) => string;
  removeOption: (n: number) => string;
  addOption: string;
}

export const ENGLISH_FIELD_TEXTS: QuestionFieldTexts = {
  text: 'Question Text',
  type: 'Question Type',
  option: (n) => `Option ${n}`,
  removeOption: (n) => `Remove option ${n}`,
  addOption: 'Add Option',
};

export const NORWEGIAN_FIELD_TEXTS: QuestionFieldTexts = {
  text: 'Spørsmålstekst',
  type: 'Spørsmålstype',
  option: (n) => `Alternativ ${n}`,
  removeOption: (n) => `Fjern alternativ ${n}`,
  addOption: 'Legg til alternativ',
};

interface QuestionFieldsProps {
  form: QuestionForm;
  idPrefix: string;
  texts: QuestionFieldTexts;
  autoFocus?: boolean;
}

/** The fields of a question template: text, type, options, description, agreement texts and required. */
export function QuestionFields({ form, idPrefix, texts, autoFocus = false }: QuestionFieldsProps) {
  const { values, errors } = form;
  const optionCount = values.options.length;

  return (
    <Stack spacing={0.5}>
      <TextField
        id={`${idPrefix}-text`}
        label={texts.text}
        value={values.text}
        onChange={(event) => form.set('text', event.target.value)}
        error={Boolean(errors.text)}
        helperText={errors.text ?? ' '}
        required
        multiline
        minRows={2}
        autoFocus={autoFocus}
      />
      <TextField
        id={`${idPrefix}-type`}
        select
        label={texts.type}
        value={values.type}
        onChange={(event) => form.setType(event.target.value as QuestionType)}
        helperText=" "
      >
        {QUESTION_TYPES.map((type) => (
          <MenuItem key={type} value={type}>
            {QUESTION_TYPE_LABELS[type]}
          </MenuItem>
        ))}
      </TextField>

      {values.type === 'multiple_choice' ? (
        <Box
          component="fieldset"
          sx={{
            border: 1,
            borderColor: errors.options ? 'error.main' : 'divider',
            borderRadius: 2.5,
            px: 2,
            pt: 1,
            pb: 1.5,
            mb: 2.5,
            mx: 0,
          }}
        >
          <Typography
            component="legend"
            variant="body2"
            sx={{ px: 0.5, color: 'text.secondary', fontWeight: 600 }}
          >
            Alternativer
          </Typography>
          <Stack spacing={1} sx={{ mt: 0.5 }}>
            {values.options.map((option, index) => {
              const n = index + 1;
              const removable = canRemoveOption(index, optionCount);
              return (
                <Stack key={index} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                  <TextField
                    id={`${idPrefix}-option-${n}`}
                    size="small"
                    value={option}
                    placeholder={texts.option(n)}
                    onChange={(event) => form.setOption(index, event.target.value)}
                    required
                    slotProps={{ htmlInput: { 'aria-label': texts.option(n), 'aria-required': true } }}
                  />
                  <Tooltip title={removable ? texts.removeOption(n) : TemplateMessages.options}>
                    {/* A span, so the tooltip also explains a disabled button. */}
                    <span>
                      <IconButton
                        aria-label={texts.removeOption(n)}
                        size="small"
                        disabled={!removable}
                        onClick={() => form.removeOption(index)}
                      >
                        <CloseIcon fontSize="small" />
                      </IconButton>
                    </span>
                  </Tooltip>
                </Stack>
              );
            })}
          </Stack>
          {errors.options ? (
            <FormHelperText error sx={{ mx: 0.5 }}>
              {errors.options}
            </FormHelperText>
          ) : null}
          <Button size="small" startIcon={<AddIcon />} onClick={form.addOption} sx={{ mt: 1 }}>
            {texts.addOption}
          </Button>
        </Box>
      ) : null}

      <TextField
        id={`${idPrefix}-description`}
        label="Beskrivelse (valgfri)"
        value={values.description}
        onChange={(event) => form.set('description', event.target.value)}
        error={Boolean(errors.description)}
        helperText={errors.description ?? 'Vises under spørsmålet som forklaring.'}
        multiline
        minRows={2}
      />
      <TextField
        id={`${idPrefix}-clause-yes`}
        label="Avtaletekst ved Ja"
        value={values.clauseYes}
        onChange={(event) => form.set('clauseYes', event.target.value)}
        error={Boolean(errors.clauseYes)}
        helperText={errors.clauseYes ?? 'Det avtalen sier når alle svarer Ja.'}
        multiline
        minRows={2}
      />
      <TextField
        id={`${idPrefix}-clause-no`}
        label="Avtaletekst ved Nei"
        value={values.clauseNo}
        onChange={(event) => form.set('clauseNo', event.target.value)}
        error={Boolean(errors.clauseNo)}
        helperText={errors.clauseNo ?? 'Det avtalen sier når alle svarer Nei.'}
        multiline
        minRows={2}
      />
      <FormControlLabel
        control={
          <Switch
            checked={values.required}
            onChange={(event) => form.set('required', event.target.checked)}
          />
        }
        label="Påkrevd"
      />
    </Stack>
  );
}
