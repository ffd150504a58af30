import { AGREEMENT_KINDS, type AgreementKind, type TitleReadingView } from '@avtalt/contracts';
import CheckIcon from '@mui/icons-material/Check';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { readTitle } from '../../api/question-drafts';
import { queryKeys } from '../../api/query-keys';
import { visuallyHidden } from '../../components/visually-hidden';
import { intlLocale } from '../../i18n/i18n';
import { customTopicT, type CustomTopicT, useCustomTopicTexts } from './custom-topic/texts';

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

/** «a», «b» og «c», in the language in use. */
const listOf = (kinds: readonly AgreementKind[], t: CustomTopicT) =>
  new Intl.ListFormat(intlLocale(), { type: 'conjunction' }).format(
    kinds.map((kind) => t('kindPicker.quoted', { label: t(`kinds.${kind}`) })),
  );

/** What the reading of the title is, as far as the dialog knows it. */
export type ReadingState =
  { status: 'no-title' } | { status: 'failed' } | { status: 'read'; reading: TitleReadingView };

/**
 * What the line above the chips says: what the questions will be made for, and that it can be changed. In the
 * language of `t` (the component's), else in the language in use.
 */
export function kindHint(
  state: ReadingState,
  chosen: AgreementKind[] | null,
  t: CustomTopicT = customTopicT,
): string {
  if (chosen && chosen.length > 0) return t('kindPicker.chosen', { kinds: listOf(chosen, t) });
  if (chosen) return t('kindPicker.chooseOne');
  if (state.status === 'no-title') return t('kindPicker.noTitle');
  if (state.status === 'failed') return t('kindPicker.failed');
  const { kinds, object, guessed } = state.reading;
  if (kinds.length === 0) return t('kindPicker.none');
  const list = listOf(kinds, t);
  if (guessed)
    return object
      ? t('kindPicker.guessedWithObject', { object, kinds: list })
      : t('kindPicker.guessed', { kinds: list });
  return object
    ? t('kindPicker.readWithObject', { object, kinds: list })
    : t('kindPicker.read', { kinds: list });
}

/**
 * The kinds after a tap. While the person follows the reading, a tap on a kind not marked replaces the
 * reading (it was wrong) and a tap on a marked one takes it away; once they have chosen, a tap adds or takes
 * away one, up to three.
 */
export function toggleKind(
  selected: readonly AgreementKind[],
  chosen: AgreementKind[] | null,
  kind: AgreementKind,
): AgreementKind[] {
  if (selected.includes(kind)) return selected.filter((k) => k !== kind);
  if (chosen === null) return [kind];
  return selected.length >= MAX_KINDS ? [...selected] : [...selected, kind];
}

/**
 * 'Hva slags avtale er det?': the kinds the title reads as are marked while the person types; a tap chooses
 * others (up to three), and the questions are made for those. While a new reading is on its way the old one
 * is shown dimmed; a reading that fails says so and leaves the choice to the person.
 */
export function AgreementKindPicker({
  title,
  description,
  chosen,
  onChange,
  disabled,
}: AgreementKindPickerProps) {
  const t = useCustomTopicTexts();
  const settledTitle = useSettled(title.trim(), READ_AFTER_MS);
  const settledDescription = useSettled(description.trim(), READ_AFTER_MS);
  const hasTitle = settledTitle.length >= 2;
  const reading = useQuery({
    queryKey: queryKeys.titleReading(settledTitle, settledDescription),
    queryFn: () => readTitle(settledTitle, settledDescription),
    enabled: hasTitle,
    staleTime: Infinity,
    retry: false,
    placeholderData: keepPreviousData,
  });
  const state: ReadingState = !hasTitle
    ? { status: 'no-title' }
    : reading.data
      ? { status: 'read', reading: reading.data }
      : reading.isError
        ? { status: 'failed' }
        : { status: 'no-title' };
  const waiting = hasTitle && (reading.isPlaceholderData || reading.isFetching);
  const selected = chosen ?? (state.status === 'read' ? state.reading.kinds : []);
  const full = chosen !== null && chosen.length >= MAX_KINDS;

  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mt: 1.5, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle2" sx={{ p: 0 }}>
        {t('kindPicker.legend')}
      </Typography>
      <Typography variant="body2" color="text.secondary" data-testid="agreement-kind-hint" sx={{ mb: 1 }}>
        {kindHint(state, chosen, t)}
        {full ? ` ${t('kindPicker.full')}` : ''}
      </Typography>
      {/* Read out when the marked kinds change, not at every pause in the typing. */}
      <Box component="span" aria-live="polite" sx={visuallyHidden}>
        {selected.length > 0
          ? t('kindPicker.selected', { kinds: selected.map((k) => t(`kinds.${k}`)).join(', ') })
          : ''}
      </Box>
      <Box
        aria-busy={waiting}
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, opacity: waiting && chosen === null ? 0.6 : 1 }}
      >
        {AGREEMENT_KINDS.map((kind) => {
          const on = selected.includes(kind);
          return (
            <Chip
              key={kind}
              label={t(`kinds.${kind}`)}
              icon={on ? <CheckIcon /> : undefined}
              color={on ? 'primary' : 'default'}
              variant={on ? 'filled' : 'outlined'}
              onClick={() => onChange(toggleKind(selected, chosen, kind))}
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
