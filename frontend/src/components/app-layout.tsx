import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, Link as RouterLink } from 'react-router';
import { useHydrationDone } from '../hooks/use-hydrating';
import { useAccountLanguage } from '../hooks/use-language';
import { Header } from './header/header';
import { ScrollToTop } from './scroll-to-top';
import { MAIN_ID, SkipLink } from './skip-link';
import { PageSpinner } from './spinner';

/**
 * Renders nothing; its effect runs once the page it is next to has hydrated (the lazily loaded page too,
 * being in the same Suspense boundary). A page rendered at build time is `inert` until then
 * (src/prerender.rules.ts): this makes it usable.
 */
function HydrationDone() {
  const done = useHydrationDone();
  useEffect(() => {
    document.getElementById('root')?.removeAttribute('inert');
    done();
  }, [done]);
  return null;
}

/** Every page: the header, the page itself and a quiet footer; in the account's language once it is known. */
export function AppLayout() {
  const { t } = useTranslation();
  useAccountLanguage();
  return (
    <>
      <SkipLink />
      <Header />
      <Box
        component="main"
        id={MAIN_ID}
        tabIndex={-1}
        sx={{
          flex: 1,
          display: 'flex',
          flexDirection: 'column',
          outline: 'none',
          // At least the screen below the header: the footer starts below the fold and does not jump
          // down the screen as a page's content arrives (layout shift, CLS).
          minHeight: { xs: 'calc(100vh - 56px)', sm: 'calc(100vh - 64px)' },
        }}
      >
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
          <HydrationDone />
        </Suspense>
      </Box>
      <Box component="footer" sx={{ borderTop: 1, borderColor: 'divider', py: 3, mt: 'auto' }}>
        <Container maxWidth="lg">
          <Typography variant="body2" color="text.secondary">
            {t('layout.footer', { year: new Date().getFullYear() })}{' '}
            <Link component={RouterLink} to="/personvern" color="inherit">
              {t('layout.privacy')}
            </Link>
          </Typography>
        </Container>
      </Box>
      <ScrollToTop />
    </>
  );
}
