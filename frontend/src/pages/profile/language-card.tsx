import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { LanguageChoice } from '../../components/language/language-choice';

const TITLE_ID = 'language-title';

/** 'Språk' on /profile: the language of the interface, kept on the account. */
export function LanguageCard() {
  const { t } = useTranslation();
  return (
    <Card component="section" aria-labelledby={TITLE_ID}>
      <CardContent>
        <Typography id={TITLE_ID} variant="h6" component="h2">
          {t('language.label')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {t('language.intro')}
        </Typography>
        <LanguageChoice labelledBy={TITLE_ID} />
      </CardContent>
    </Card>
  );
}
