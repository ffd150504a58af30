import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { PARTY_VALUES } from './logic-rules.rules';
import { useAdminLogicTexts } from './texts';
import type { LogicRulesForm } from './use-logic-rules-form';

/** The rule's 'Verdi', in the input the source question's answers need (Ja/Nei, an option, a party, a date, a number). */
export function RuleValueField({ form }: { form: LogicRulesForm }) {
  const t = useAdminLogicTexts();
  const { values, errors, set, source, valueKind } = form;
  return valueKind === 'yes_no' ? (
    <Box sx={{ mb: 2.5 }}>
      <FormLabel id="rule-value-label" sx={{ display: 'block', fontSize: 13, mb: 0.5 }}>
        {t('value.label')}
      </FormLabel>
      <ToggleButtonGroup
        exclusive
        color="primary"
        size="small"
        aria-labelledby="rule-value-label"
        value={values.value === false ? 'false' : 'true'}
        onChange={(_event, next: string | null) => {
          if (next !== null) set('value', next === 'true');
        }}
      >
        <ToggleButton value="true" sx={{ px: 3 }}>
          {t('value.yes')}
        </ToggleButton>
        <ToggleButton value="false" sx={{ px: 3 }}>
          {t('value.no')}
        </ToggleButton>
      </ToggleButtonGroup>
      {errors.value ? <FormHelperText error>{errors.value}</FormHelperText> : null}
    </Box>
  ) : valueKind === 'option' || valueKind === 'party' ? (
    <TextField
      id="rule-value"
      select
      label={t('value.label')}
      value={typeof values.value === 'string' ? values.value : ''}
      onChange={(event) => set('value', event.target.value)}
      error={Boolean(errors.value)}
      helperText={errors.value ?? (valueKind === 'party' ? t('value.partyHelp') : ' ')}
    >
      {(valueKind === 'party'
        ? PARTY_VALUES.map((party) => ({ value: party, label: t(`parties.${party}`) }))
        : (source?.options ?? []).map((option) => ({ value: option, label: option }))
      ).map((choice) => (
        <MenuItem key={choice.value} value={choice.value}>
          {choice.label}
        </MenuItem>
      ))}
    </TextField>
  ) : valueKind === 'date' ? (
    <TextField
      id="rule-value"
      type="date"
      label={t('value.label')}
      value={typeof values.value === 'string' ? values.value : ''}
      onChange={(event) => set('value', event.target.value)}
      error={Boolean(errors.value)}
      helperText={errors.value ?? t('value.dateHelp')}
      slotProps={{ inputLabel: { shrink: true } }}
    />
  ) : valueKind === 'number' ? (
    <TextField
      id="rule-value"
      label={t('value.label')}
      value={typeof values.value === 'string' ? values.value : String(values.value)}
      onChange={(event) => set('value', event.target.value)}
      error={Boolean(errors.value)}
      helperText={errors.value ?? t('value.numberHelp')}
      slotProps={{
        htmlInput: { inputMode: source?.format === 'number' ? 'numeric' : 'decimal' },
        input: {
          endAdornment:
            source?.format === 'amount' ? (
              <InputAdornment position="end">{t('value.kroner')}</InputAdornment>
            ) : source?.format === 'percent' ? (
              <InputAdornment position="end">%</InputAdornment>
            ) : undefined,
        },
      }}
    />
  ) : (
    <TextField
      id="rule-value"
      label={t('value.label')}
      value={typeof values.value === 'string' ? values.value : String(values.value)}
      onChange={(event) => set('value', event.target.value)}
      error={Boolean(errors.value)}
      helperText={errors.value ?? (source ? ' ' : t('value.chooseSourceFirst'))}
      disabled={!source}
    />
  );
}
