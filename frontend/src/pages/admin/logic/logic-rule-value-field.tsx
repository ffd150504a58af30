import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { PARTY_VALUE_LABELS } from './logic-rules.rules';
import type { LogicRulesForm } from './use-logic-rules-form';

/** The rule's 'Verdi', in the input the source question's answers need (Ja/Nei, an option, a party, a date, a number). */
export function RuleValueField({ form }: { form: LogicRulesForm }) {
  const { values, errors, set, source, valueKind } = form;
  return valueKind === 'yes_no' ? (
    <Box sx={{ mb: 2.5 }}>
      <FormLabel id="rule-value-label" sx={{ display: 'block', fontSize: 13, mb: 0.5 }}>
        Verdi
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
          Ja
        </ToggleButton>
        <ToggleButton value="false" sx={{ px: 3 }}>
          Nei
        </ToggleButton>
      </ToggleButtonGroup>
      {errors.value ? <FormHelperText error>{errors.value}</FormHelperText> : null}
    </Box>
  ) : valueKind === 'option' || valueKind === 'party' ? (
    <TextField
      id="rule-value"
      select
      label="Verdi"
      value={typeof values.value === 'string' ? values.value : ''}
      onChange={(event) => set('value', event.target.value)}
      error={Boolean(errors.value)}
      helperText={
        errors.value ?? (valueKind === 'party' ? 'Hvem svaret peker på, sett fra den som svarer.' : ' ')
      }
    >
      {(valueKind === 'party'
        ? Object.entries(PARTY_VALUE_LABELS).map(([party, label]) => ({ value: party, label }))
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
      label="Verdi"
      value={typeof values.value === 'string' ? values.value : ''}
      onChange={(event) => set('value', event.target.value)}
      error={Boolean(errors.value)}
      helperText={errors.value ?? 'Større enn betyr senere, mindre enn tidligere.'}
      slotProps={{ inputLabel: { shrink: true } }}
    />
  ) : valueKind === 'number' ? (
    <TextField
      id="rule-value"
      label="Verdi"
      value={typeof values.value === 'string' ? values.value : String(values.value)}
      onChange={(event) => set('value', event.target.value)}
      error={Boolean(errors.value)}
      helperText={errors.value ?? 'Et tall, for eksempel 12 000.'}
      slotProps={{
        htmlInput: { inputMode: source?.format === 'number' ? 'numeric' : 'decimal' },
        input: {
          endAdornment:
            source?.format === 'amount' ? (
              <InputAdornment position="end">kr</InputAdornment>
            ) : source?.format === 'percent' ? (
              <InputAdornment position="end">%</InputAdornment>
            ) : undefined,
        },
      }}
    />
  ) : (
    <TextField
      id="rule-value"
      label="Verdi"
      value={typeof values.value === 'string' ? values.value : String(values.value)}
      onChange={(event) => set('value', event.target.value)}
      error={Boolean(errors.value)}
      helperText={errors.value ?? (source ? ' ' : 'Velg et kildespørsmål først.')}
      disabled={!source}
    />
  );
}
