import type { Comparison } from '@avtalt/contracts';
import { parseAnswer } from '@avtalt/logic';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useNegotiationTexts } from './negotiation/texts';

type Row = Comparison['questionAnswers'][number];

/**
 * «Din private grense» on a disputed amount or date (docs/negotiation.md, «Private limits»): the least
 * favourable value the caller accepts, set once per round after ticking that it binds them. Once set, only what
 * they set is shown. Nothing here is about anyone else's limit: the server gives the caller their own only.
 */
export function LimitSection({
  row,
  busy,
  onSet,
}: {
  row: Row;
  busy: boolean;
  /** Sends the value (kroner or `YYYY-MM-DD`); true when it was stored. */
  onSet: (value: number | string) => Promise<boolean>;
}) {
  const t = useNegotiationTexts();
  const headingId = useId();
  const inputId = useId();
  const [raw, setRaw] = useState('');
  const [binding, setBinding] = useState(false);
  const [invalid, setInvalid] = useState(false);
  const limit = row.negotiation?.limit;
  if (!limit || (!limit.canSet && limit.yours === null)) return null;
  const date = row.format === 'date';

  const submit = async () => {
    const parsed = parseAnswer({ type: 'free_text', format: date ? 'date' : 'amount' }, raw);
    if (!parsed.ok || (typeof parsed.value !== 'number' && typeof parsed.value !== 'string')) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    await onSet(parsed.value);
  };

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mb: 2 }} data-testid="limit-section">
      <Typography id={headingId} variant="subtitle1" component="h3" sx={{ fontWeight: 700, mb: 0.5 }}>
        {t('limit.heading')}
      </Typography>
      {limit.yours !== null ? (
        <Typography variant="body2" role="status">
          {t('limit.yours', { value: limit.yoursDisplay ?? String(limit.yours) })}
        </Typography>
      ) : (
        <>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
            {t('limit.note')}
          </Typography>
          <TextField
            id={inputId}
            label={t(limit.side === 'atMost' ? 'limit.atMost' : 'limit.atLeast')}
            type={date ? 'date' : 'text'}
            value={raw}
            onChange={(event) => setRaw(event.target.value)}
            error={invalid}
            helperText={invalid ? t('limit.invalid') : undefined}
            size="small"
            fullWidth
            slotProps={{
              inputLabel: date ? { shrink: true } : undefined,
              htmlInput: date ? undefined : { inputMode: 'decimal' },
              input: date
                ? undefined
                : { endAdornment: <InputAdornment position="end">{t('limit.unit')}</InputAdornment> },
            }}
            sx={{ mb: 1 }}
          />
          <FormControlLabel
            control={<Checkbox checked={binding} onChange={(event) => setBinding(event.target.checked)} />}
            label={t('limit.binding')}
          />
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {t('limit.bindingHelp')}
          </Typography>
          <Button
            variant="outlined"
            disabled={!binding || raw.trim() === '' || busy}
            onClick={() => void submit()}
          >
            {busy ? t('limit.setting') : t('limit.set')}
          </Button>
        </>
      )}
    </Box>
  );
}
