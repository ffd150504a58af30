import type { Agreement, LegalLanguage, SignaturesView } from '@avtalt/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useSetTextLanguage } from '../../hooks/use-text-language';
import { RESULT_CARD_CONTENT_SX, RESULT_CARD_SX } from './result-card.styles';
import { textLanguageCard } from './text-language.rules';
import { useResultTexts } from './texts';

const INPUT_SX = {
  mt: 0.5,
  width: 18,
  height: 18,
  flexShrink: 0,
  accentColor: (t: { palette: { primary: { main: string } } }) => t.palette.primary.main,
} as const;

/**
 * «Språk i avtaleteksten» (docs/languages.md): a party chooses bokmål or nynorsk and whether the PDF carries an
 * English translation, until someone has signed; saved at once, the toasts from the hook's meta. A nynorsk text
 * no nynorsk writer has read yet says why it cannot be signed, to everyone reading it.
 */
export function TextLanguageCard({
  agreement,
  view,
}: {
  agreement: Agreement;
  view: SignaturesView | undefined;
}) {
  const t = useResultTexts();
  const titleId = useId();
  const save = useSetTextLanguage(agreement.id);
  // What was picked shows while the server has not answered (as the signature level card does).
  const [picked, setPicked] = useState<{ language: LegalLanguage; englishAppendix: boolean } | null>(null);
  const card = textLanguageCard(agreement, view);
  if (!card) return null;
  const shown = picked ?? {
    language: agreement.language ?? 'nb',
    englishAppendix: agreement.englishAppendix ?? false,
  };
  const choose = (next: { language: LegalLanguage; englishAppendix: boolean }) => {
    setPicked(next);
    save.mutate(next, { onSettled: () => setPicked(null) });
  };
  const languages: { value: LegalLanguage; label: string; offered: boolean }[] = [
    { value: 'nb', label: t('textLanguage.bokmal'), offered: true },
    { value: 'nn', label: t('textLanguage.nynorsk'), offered: card.nynorsk },
  ];

  return (
    <Card
      component="section"
      aria-labelledby={titleId}
      variant="outlined"
      data-testid="text-language"
      sx={RESULT_CARD_SX}
    >
      <CardContent sx={RESULT_CARD_CONTENT_SX}>
        <Typography id={titleId} variant="h6" component="h2" sx={{ mb: 0.5 }}>
          {t('textLanguage.title')}
        </Typography>
        {card.choosing ? (
          <>
            <Typography color="text.secondary" sx={{ mb: 1.5 }}>
              {t('textLanguage.intro')}
            </Typography>
            <Box
              component="fieldset"
              aria-labelledby={titleId}
              disabled={save.isPending}
              sx={{ border: 0, p: 0, m: 0, display: 'grid', gap: 1.25 }}
            >
              {card.nynorsk ? (
                <Box sx={{ display: 'flex', gap: 3, flexWrap: 'wrap' }}>
                  {languages
                    .filter((l) => l.offered)
                    .map((l) => (
                      <Box
                        component="label"
                        key={l.value}
                        sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}
                      >
                        <Box
                          component="input"
                          type="radio"
                          name={`${titleId}-language`}
                          value={l.value}
                          checked={shown.language === l.value}
                          onChange={() => choose({ ...shown, language: l.value })}
                          sx={INPUT_SX}
                        />
                        <Typography sx={{ fontWeight: 500 }}>{l.label}</Typography>
                      </Box>
                    ))}
                </Box>
              ) : null}
              {card.english ? (
                <Box component="label" sx={{ display: 'flex', gap: 1.25, alignItems: 'flex-start' }}>
                  <Box
                    component="input"
                    type="checkbox"
                    checked={shown.englishAppendix}
                    onChange={(e: React.ChangeEvent<HTMLInputElement>) =>
                      choose({ ...shown, englishAppendix: e.target.checked })
                    }
                    sx={INPUT_SX}
                  />
                  <Box>
                    <Typography sx={{ fontWeight: 500 }}>{t('textLanguage.englishAppendix')}</Typography>
                    <Typography variant="body2" color="text.secondary">
                      {t('textLanguage.englishAppendixHelp')}
                    </Typography>
                  </Box>
                </Box>
              ) : null}
            </Box>
          </>
        ) : null}
        {card.awaitingReview ? (
          <Alert severity="warning" sx={{ mt: card.choosing ? 1.5 : 0 }}>
            {t('textLanguage.awaitingReview')}
          </Alert>
        ) : null}
      </CardContent>
    </Card>
  );
}
