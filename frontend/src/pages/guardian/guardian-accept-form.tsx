import type { Agreement, GuardianRelation } from '@avtalt/contracts';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { apiErrorDetails } from '../../api/http';
import { useAcceptGuardian } from '../../hooks/use-accept-guardian';
import { norwegianToday, RELATION_LABELS } from '../../lib/guardians.rules';
import { yourGuardianship } from '../../lib/agreement-facts.rules';
import {
  acceptErrorToast,
  checkGuardianForm,
  EMPTY_GUARDIAN_FORM,
  type GuardianForm,
  type GuardianFormErrors,
} from './guardian-invitation.rules';

/** The declaration the guardian ticks (the API's `declaration: true`), in their own words. */
export const DECLARATION_LABEL =
  'Jeg er verge for parten, og en eventuell annen verge (den andre forelderen med foreldreansvar) samtykker i avtalen.';

/** The toast after accepting: whom the guardian now signs with. */
function acceptedToast(agreement: Agreement) {
  const ward = yourGuardianship(agreement)?.partyName.trim();
  return {
    title: 'Du er verge i avtalen',
    description: ward
      ? `Les avtalen, og signer den sammen med ${ward}.`
      : 'Les avtalen, og signer den sammen med parten.',
    variant: 'success' as const,
  };
}

/**
 * «Godta som verge»: how the person is the party's guardian, their own date of birth (the document names
 * them with it) and the declaration. Checked as the server checks it before it is sent; a refusal is a
 * toast (api/toast-policy.ts), except an unconfirmed address, which the page shows (`onRefused`).
 */
export function GuardianAcceptForm({
  agreementId,
  email,
  onAccepted,
  onRefused,
}: {
  agreementId: string;
  email: string | null;
  onAccepted: () => void;
  onRefused: (error: unknown) => void;
}) {
  const [form, setForm] = useState<GuardianForm>(EMPTY_GUARDIAN_FORM);
  const [errors, setErrors] = useState<GuardianFormErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const accept = useAcceptGuardian(agreementId, {
    errorToast: acceptErrorToast,
    successToast: (agreement) => acceptedToast(agreement as Agreement),
  });

  const change = (next: Partial<GuardianForm>) => {
    const value = { ...form, ...next };
    setForm(value);
    // Once sent, the messages follow each change.
    if (submitted) setErrors(checkGuardianForm(value, norwegianToday()).errors ?? {});
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    const checked = checkGuardianForm(form, norwegianToday());
    setErrors(checked.errors ?? {});
    if (!checked.body) return;
    accept.mutate(checked.body, {
      onSuccess: onAccepted,
      onError: (error) => {
        // A field the server refused is said under it.
        const fields: GuardianFormErrors = {};
        for (const issue of apiErrorDetails(error)) {
          const field = issue.path.split('.')[0] as keyof GuardianForm;
          if (field in EMPTY_GUARDIAN_FORM && !fields[field]) fields[field] = issue.message;
        }
        if (Object.keys(fields).length > 0) setErrors(fields);
        onRefused(error);
      },
    });
  };

  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2.5} aria-label="Godta som verge">
      {email ? (
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          Du er logget inn som {email}. Invitasjonen må være sendt til denne adressen.
        </Typography>
      ) : null}
      <FormControl error={Boolean(errors.relation)} required>
        <FormLabel id="guardian-relation-label" sx={{ fontWeight: 600, color: 'text.primary' }}>
          Hvordan er du verge for parten?
        </FormLabel>
        <RadioGroup
          aria-labelledby="guardian-relation-label"
          name="relation"
          value={form.relation}
          onChange={(event) => change({ relation: event.target.value as GuardianRelation })}
        >
          {(Object.keys(RELATION_LABELS) as GuardianRelation[]).map((relation) => (
            <FormControlLabel
              key={relation}
              value={relation}
              control={<Radio />}
              label={RELATION_LABELS[relation]}
            />
          ))}
        </RadioGroup>
        {errors.relation ? <FormHelperText>{errors.relation}</FormHelperText> : null}
      </FormControl>
      <TextField
        id="guardian-birth-date"
        label="Din fødselsdato"
        required
        value={form.birthDate}
        onChange={(event) => change({ birthDate: event.target.value })}
        placeholder="1. mars 1980"
        autoComplete="bday"
        error={Boolean(errors.birthDate)}
        helperText={
          errors.birthDate ??
          'For eksempel 1.3.1980 eller 1. mars 1980. Den står i avtaleteksten sammen med navnet ditt.'
        }
      />
      <FormControl error={Boolean(errors.declaration)} required>
        <FormControlLabel
          sx={{ alignItems: 'flex-start', '& .MuiCheckbox-root': { mt: -0.75 } }}
          control={
            <Checkbox
              checked={form.declaration}
              onChange={(event) => change({ declaration: event.target.checked })}
              slotProps={
                errors.declaration
                  ? { input: { 'aria-describedby': 'guardian-declaration-error' } }
                  : undefined
              }
            />
          }
          label={DECLARATION_LABEL}
        />
        {errors.declaration ? (
          <FormHelperText id="guardian-declaration-error">{errors.declaration}</FormHelperText>
        ) : null}
      </FormControl>
      <Button
        type="submit"
        variant="contained"
        size="large"
        fullWidth
        endIcon={<ArrowForwardIcon />}
        disabled={accept.isPending}
      >
        {accept.isPending ? 'Godtar...' : 'Godta som verge'}
      </Button>
    </Stack>
  );
}
