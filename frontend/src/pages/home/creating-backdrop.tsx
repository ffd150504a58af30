import Backdrop from '@mui/material/Backdrop';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/**
 * 'Lager avtale...' over the front page while a topic chosen before login becomes an agreement. Shown
 * only then, so it is a chunk of its own (Backdrop, Fade and its transition are not in the home route's
 * download: docs/compression-and-code-splitting.md), and rendered only while shown: a hidden
 * indeterminate spinner would keep animating (CPU, battery).
 */
export default function CreatingBackdrop() {
  const { t } = useTranslation();
  return (
    <Backdrop
      open
      sx={(t) => ({ zIndex: t.zIndex.modal + 1, color: '#fff', flexDirection: 'column', gap: 2 })}
    >
      <CircularProgress color="inherit" aria-label={t('home.creating')} />
      <Typography>{t('home.creating')}</Typography>
    </Backdrop>
  );
}
