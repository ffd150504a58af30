import { ACTIONS } from '@avtalt/contracts';
import type { Action, Operator } from '@avtalt/logic';
import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { FormEvent } from 'react';
import { RuleValueField } from './logic-rule-value-field';
import { useAdminLogicTexts } from './texts';
import type { LogicRulesForm } from './use-logic-rules-form';

/** 'Ny regel', or 'Rediger regel' with 'Oppdater regel' and 'Avbryt': source, operator, value, action, target. */
export function LogicRuleForm({ form }: { form: LogicRulesForm }) {
  const t = useAdminLogicTexts();
  const {
    values,
    errors,
    editingId,
    pending,
    sources,
    targets,
    operators,
    sourceInput,
    targetInput,
    set,
    chooseSource,
    resetForm,
    submit,
  } = form;
  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event: FormEvent<HTMLFormElement>) => void submit(event)}
      aria-labelledby="rule-form-title"
      sx={{ mt: 3, pt: 2.5, borderTop: 1, borderColor: 'divider' }}
    >
      <Typography id="rule-form-title" variant="subtitle2" component="h3" sx={{ mb: 2 }}>
        {editingId ? t('form.editRule') : t('form.newRule')}
      </Typography>
      <Grid container columnSpacing={2} rowSpacing={1}>
        <Grid size={{ xs: 12, sm: 7 }}>
          <TextField
            id="rule-source"
            select
            label={t('form.source')}
            value={values.sourceQuestionId}
            onChange={(event) => chooseSource(event.target.value)}
            error={Boolean(errors.sourceQuestionId)}
            helperText={errors.sourceQuestionId ?? t('form.sourceHelp')}
            inputRef={sourceInput}
            required
          >
            {sources.length === 0 ? (
              <MenuItem value="" disabled>
                {t('form.noSources')}
              </MenuItem>
            ) : null}
            {sources.map((source) => (
              <MenuItem key={source.id} value={source.id} sx={{ whiteSpace: 'normal' }}>
                {source.order}. {source.text}
              </MenuItem>
            ))}
          </TextField>
        </Grid>
        <Grid size={{ xs: 12, sm: 5 }}>
          <TextField
            id="rule-operator"
            select
            label={t('form.operator')}
            value={values.operator}
            onChange={(event) => set('operator', event.target.value as Operator)}
            error={Boolean(errors.operator)}
            helperText={errors.operator ?? ' '}
          >
            {operators.map((operator) => (
              <MenuItem key={operator} value={operator}>
                {t(`operators.${operator}`)}
              </MenuItem>
            ))}
          </TextField>
        </Grid>
        <Grid size={{ xs: 12, sm: 7 }}>
          <RuleValueField form={form} />
        </Grid>
        <Grid size={{ xs: 12, sm: 5 }}>
          <TextField
            id="rule-action"
            select
            label={t('form.action')}
            value={values.action}
            onChange={(event) => set('action', event.target.value as Action)}
            error={Boolean(errors.action)}
            helperText={errors.action ?? ' '}
          >
            {ACTIONS.map((action) => (
              <MenuItem key={action} value={action}>
                {t(`actions.${action}`)}
              </MenuItem>
            ))}
          </TextField>
        </Grid>
        {values.action === 'jump_to' ? (
          <Grid size={12}>
            <TextField
              id="rule-target"
              select
              label={t('form.target')}
              value={values.targetQuestionId}
              onChange={(event) => set('targetQuestionId', event.target.value)}
              error={Boolean(errors.targetQuestionId)}
              helperText={errors.targetQuestionId ?? t('form.targetHelp')}
              inputRef={targetInput}
              required
            >
              {targets.length === 0 ? (
                <MenuItem value="" disabled>
                  {t('form.noTargets')}
                </MenuItem>
              ) : null}
              {targets.map((target) => (
                <MenuItem key={target.id} value={target.id} sx={{ whiteSpace: 'normal' }}>
                  {target.order}. {target.text}
                </MenuItem>
              ))}
            </TextField>
          </Grid>
        ) : null}
      </Grid>
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
        {editingId ? (
          <Button onClick={resetForm} disabled={pending}>
            {t('form.cancel')}
          </Button>
        ) : null}
        <Button
          type="submit"
          variant="contained"
          startIcon={editingId ? undefined : <AddIcon />}
          disabled={pending}
        >
          {editingId ? t('form.update') : t('form.add')}
        </Button>
      </Stack>
    </Box>
  );
}
