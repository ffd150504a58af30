import {
  AGREEMENT_KIND_LABELS,
  AGREEMENT_KINDS,
  type AgreementKind,
  type TitleReadingView,
} from '@avtalt/contracts';
import CheckIcon from '@mui/icons-material/Check';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { readTitle } from '../../api/question-drafts';
import { queryKeys } from '../../api/query-keys';

/** The most kinds one agreement may be made for (the server's limit). */
const MAX_KINDS = 3;
/** How long typing must pause before the title is read again. */
const READ_AFTER_MS = 400;

interface AgreementKindPickerProps {
  title: string;
  description: string;
  /** The kinds the person chose; null while they follow the reading. */
  chosen: AgreementKind[] | null;
  onChange: (kinds: AgreementKind[] | null) => void;
  disabled?: boolean;
}

function useSettled<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

const listOf = (kinds: readonly AgreementKind[]) =>
  kinds.map((k) => `«${AGREEMENT_KIND_LABELS[k].toLowerCase()}»`).join(' og ');

/** What the line above the chips says: what the questions will be made for, and that it can be changed. */
export function kindHint(reading: TitleReadingView | undefined, chosen: AgreementKind[] | null): string {
  if (chosen && chosen.length > 0) return `Spørsmålene lages for ${listOf(chosen)}.`;
  if (chosen) return 'Velg minst én, ellers lages spørsmålene ut fra tittelen.';
  if (!reading) return 'Skriv en tittel, så foreslår vi hva slags avtale det er.';
  if (reading.kinds.length === 0)
    return 'Vi ser ikke av tittelen hva slags avtale det er. Velg det som passer best, så blir spørsmålene bedre.';
  const about = reading.object ? ` om ${reading.object}` : '';
  return reading.guessed
    ? `Tittelen sier ikke hva dere skal gjøre. Vi gjetter ${listOf(reading.kinds)}${about}. Stemmer ikke det, velg det som passer.`
    : `Ut fra tittelen ser det ut som ${listOf(reading.kinds)}${about}. Stemmer ikke det, velg det som passer.`;
}

/**
 * 'Hva slags avtale er det?': the kinds the title reads as are marked while the person types; a tap chooses
 * others (up to three), and the questions are made for those. A reading that fails only leaves the chips unmarked.
 */
export function AgreementKindPicker({
  title,
  description,
  chosen,
  onChange,
  disabled,
}: AgreementKindPickerProps) {
  const settledTitle = useSettled(title.trim(), READ_AFTER_MS);
  const settledDescription = useSettled(description.trim(), READ_AFTER_MS);
  const reading = useQuery({
    queryKey: queryKeys.titleReading(settledTitle, settledDescription),
    queryFn: () => readTitle(settledTitle, settledDescription),
    enabled: settledTitle.length >= 2,
    staleTime: Infinity,
    retry: false,
    placeholderData: keepPreviousData,
  });
  const read = settledTitle.length >= 2 ? reading.data : undefined;
  const selected = chosen ?? read?.kinds ?? [];
  const full = selected.length >= MAX_KINDS;

  const toggle = (kind: AgreementKind) => {
    if (selected.includes(kind)) onChange(selected.filter((k) => k !== kind));
    else if (!full) onChange([...selected, kind]);
  };

  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mt: 1.5, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle2" sx={{ p: 0 }}>
        Hva slags avtale er det?
      </Typography>
      <Typography
        variant="body2"
        color="text.secondary"
        aria-live="polite"
        data-testid="agreement-kind-hint"
        sx={{ mb: 1 }}
      >
        {kindHint(read, chosen)}
        {full ? ' Du kan velge høyst tre.' : ''}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {AGREEMENT_KINDS.map((kind) => {
          const on = selected.includes(kind);
          return (
            <Chip
              key={kind}
              label={AGREEMENT_KIND_LABELS[kind]}
              icon={on ? <CheckIcon /> : undefined}
              color={on ? 'primary' : 'default'}
              variant={on ? 'filled' : 'outlined'}
              onClick={() => toggle(kind)}
              disabled={disabled || (!on && full)}
              aria-pressed={on}
              data-testid={`agreement-kind-${kind}`}
              sx={{ height: { xs: 40, sm: 32 }, maxWidth: '100%' }}
            />
          );
        })}
      </Box>
    </Box>
  );
}
