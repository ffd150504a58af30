import { QUESTION_TYPES, TemplateMessages, type QuestionType } from '@avtalt/contracts';
import { VALUE_FORMATS, type ValueFormat } from '@avtalt/logic';
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
import { serverText } from '../../../lib/server-text';
import { questionTypeLabel } from './question-labels';
import { canRemoveOption, clauseTemplateHint, isPartyQuestion } from './question-form.rules';
import { useAdminQuestionsTexts } from './texts';
import type { QuestionForm } from './use-question-form';

interface QuestionFieldsProps {
  form: QuestionForm;
  idPrefix: string;
  /**
   * Which form: both say the same, in the same order, except where the admin spec fixes the 'Add Question
   * Template' card's English words in bokmål: its options' placeholder 'Option n' (also their accessible
   * name, since the placeholder is the only label on the screen) and 'Add Option'. Everything else there
   * is Norwegian like the editor dialog (issue 34, ux.md admin 5).
   */
  variant: 'add-card' | 'editor';
  autoFocus?: boolean;
}

/**
 * The fields of a question template: text, type, the type's own fields (Ja/Nei clauses; options with a
 * clause each; a free_text's answer format and clause template with `{{svar}}`), description, where the
 * clause goes in the document (subject, fact, a party question's roles; docs/legal-document.md) and
 * required.
 */
export function QuestionFields({ form, idPrefix, variant, autoFocus = false }: QuestionFieldsProps) {
  const t = useAdminQuestionsTexts();
  const { values, errors } = form;
  const optionText = (n: number) =>
    variant === 'add-card' ? t('addForm.option', { n }) : t('fields.option', { n });
  const optionCount = values.options.length;

  return (
    <Stack spacing={0.5}>
      <TextField
        id={`${idPrefix}-text`}
        label={t('fields.text')}
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
        label={t('fields.type')}
        value={values.type}
        onChange={(event) => form.setType(event.target.value as QuestionType)}
        helperText=" "
      >
        {QUESTION_TYPES.map((type) => (
          <MenuItem key={type} value={type}>
            {questionTypeLabel(type)}
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
            {t('common.options')}
          </Typography>
          <Stack spacing={1} sx={{ mt: 0.5 }}>
            {values.options.map((option, index) => {
              const n = index + 1;
              const removable = canRemoveOption(index, optionCount);
              return (
                <Stack key={index} direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
                  <Stack spacing={0.75} sx={{ flex: 1, minWidth: 0 }}>
                    <TextField
                      id={`${idPrefix}-option-${n}`}
                      size="small"
                      value={option}
                      placeholder={optionText(n)}
                      onChange={(event) => form.setOption(index, event.target.value)}
                      required
                      slotProps={{ htmlInput: { 'aria-label': optionText(n), 'aria-required': true } }}
                    />
                    <TextField
                      id={`${idPrefix}-option-clause-${n}`}
                      size="small"
                      value={values.optionClauses[index] ?? ''}
                      placeholder={t('fields.optionClausePlaceholder')}
                      onChange={(event) => form.setOptionClause(index, event.target.value)}
                      multiline
                      slotProps={{ htmlInput: { 'aria-label': t('fields.optionClause', { n }) } }}
                    />
                  </Stack>
                  <Tooltip
                    title={removable ? t('fields.removeOption', { n }) : serverText(TemplateMessages.options)}
                  >
                    {/* A span, so the tooltip also explains a disabled button. */}
                    <span>
                      <IconButton
                        aria-label={t('fields.removeOption', { n })}
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
          {errors.options || errors.optionClauses ? (
            <FormHelperText error sx={{ mx: 0.5 }}>
              {errors.options ?? errors.optionClauses}
            </FormHelperText>
          ) : null}
          <Button size="small" startIcon={<AddIcon />} onClick={form.addOption} sx={{ mt: 1 }}>
            {variant === 'add-card' ? t('addForm.addOption') : t('fields.addOption')}
          </Button>
        </Box>
      ) : null}

      {values.type === 'free_text' ? (
        <TextField
          id={`${idPrefix}-format`}
          select
          label={t('fields.format')}
          value={values.format}
          onChange={(event) => form.set('format', event.target.value as ValueFormat)}
          error={Boolean(errors.format)}
          helperText={errors.format ?? t('fields.formatHelp')}
        >
          {VALUE_FORMATS.map((format) => (
            <MenuItem key={format} value={format}>
              {t(`formats.${format}`)}
            </MenuItem>
          ))}
        </TextField>
      ) : null}

      <TextField
        id={`${idPrefix}-description`}
        label={t('fields.description')}
        value={values.description}
        onChange={(event) => form.set('description', event.target.value)}
        error={Boolean(errors.description)}
        helperText={errors.description ?? t('fields.descriptionHelp')}
        multiline
        minRows={2}
      />
      {values.type === 'free_text' ? (
        <TextField
          id={`${idPrefix}-clause-template`}
          label={t('fields.clause')}
          value={values.clauseTemplate}
          onChange={(event) => form.set('clauseTemplate', event.target.value)}
          error={Boolean(errors.clauseTemplate)}
          helperText={errors.clauseTemplate ?? clauseTemplateHint(values.format)}
          multiline
          minRows={2}
        />
      ) : null}
      {values.type === 'yes_no' ? (
        <>
          <TextField
            id={`${idPrefix}-clause-yes`}
            label={t('fields.clauseYes')}
            value={values.clauseYes}
            onChange={(event) => form.set('clauseYes', event.target.value)}
            error={Boolean(errors.clauseYes)}
            helperText={errors.clauseYes ?? t('fields.clauseYesHelp')}
            multiline
            minRows={2}
          />
          <TextField
            id={`${idPrefix}-clause-no`}
            label={t('fields.clauseNo')}
            value={values.clauseNo}
            onChange={(event) => form.set('clauseNo', event.target.value)}
            error={Boolean(errors.clauseNo)}
            helperText={errors.clauseNo ?? t('fields.clauseNoHelp')}
            multiline
            minRows={2}
          />
        </>
      ) : null}
      <Box
        component="fieldset"
        sx={{
          border: 1,
          borderColor: 'divider',
          borderRadius: 2.5,
          px: 2,
          pt: 1,
          pb: 0.5,
          mb: 1.5,
          mx: 0,
          minWidth: 0,
        }}
      >
        <Typography
          component="legend"
          variant="body2"
          sx={{ px: 0.5, color: 'text.secondary', fontWeight: 600 }}
        >
          {t('fields.inDocument')}
        </Typography>
        <Stack spacing={0.5} sx={{ mt: 1 }}>
          <TextField
            id={`${idPrefix}-section`}
            label={t('fields.section')}
            value={values.section}
            onChange={(event) => form.set('section', event.target.value)}
            error={Boolean(errors.section)}
            helperText={errors.section ?? t('fields.sectionHelp')}
            slotProps={{ htmlInput: { maxLength: 80 } }}
          />
          {isPartyQuestion(values) ? (
            <>
              <TextField
                id={`${idPrefix}-role-chosen`}
                label={t('fields.roleChosen')}
                value={values.partyRoles.chosen}
                onChange={(event) =>
                  form.set('partyRoles', { ...values.partyRoles, chosen: event.target.value })
                }
                error={Boolean(errors.partyRoles)}
                helperText={errors.partyRoles ?? t('fields.roleChosenHelp')}
                slotProps={{ htmlInput: { maxLength: 60 } }}
              />
              <TextField
                id={`${idPrefix}-role-others`}
                label={t('fields.roleOthers')}
                value={values.partyRoles.others}
                onChange={(event) =>
                  form.set('partyRoles', { ...values.partyRoles, others: event.target.value })
                }
                helperText={t('fields.roleOthersHelp')}
                slotProps={{ htmlInput: { maxLength: 60 } }}
              />
            </>
          ) : null}
          <Box>
            <FormControlLabel
              control={
                <Switch
                  checked={values.fact}
                  onChange={(event) => form.set('fact', event.target.checked)}
                  slotProps={{ input: { 'aria-describedby': `${idPrefix}-fact-help` } }}
                />
              }
              label={t('fields.fact')}
            />
            <FormHelperText id={`${idPrefix}-fact-help`} sx={{ mt: -0.5, mb: 1, mx: 0 }}>
              {t('fields.factHelp')}
            </FormHelperText>
          </Box>
        </Stack>
      </Box>
      <FormControlLabel
        control={
          <Switch
            checked={values.required}
            onChange={(event) => form.set('required', event.target.checked)}
          />
        }
        label={t('common.required')}
      />
    </Stack>
  );
}
