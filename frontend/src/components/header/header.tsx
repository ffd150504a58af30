import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Toolbar from '@mui/material/Toolbar';
import { alpha } from '@mui/material/styles';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, NavLink } from 'react-router';
import { useAdminCheck } from '../../hooks/use-admin-check';
import { useUser } from '../../hooks/use-auth';
import { useSignOut } from '../../hooks/use-sign-out';
import { LanguageButton } from '../language/language-button';
import { Logo } from '../logo';
import { navItemsFor } from './nav-items';

// The slide-in menu (MUI's Drawer, Modal and List) is downloaded when it is first opened, not with every
// page (docs/compression-and-code-splitting.md).
const MobileMenu = lazy(() => import('./mobile-menu').then((module) => ({ default: module.MobileMenu })));
// The avatar (MUI's Avatar) only when logged in: it arrives with the user, not with every visitor's
// download. Its place is kept meanwhile, so the bar does not move.
const UserAvatar = lazy(() => import('../user-avatar').then((module) => ({ default: module.UserAvatar })));
const AVATAR_SIZE = 36;

/** The navigation bar on every page: links inline from md up, a slide-in menu below. */
export function Header() {
  const { t } = useTranslation();
  const { user, isLoading } = useUser();
  const { isAdmin } = useAdminCheck();
  const { signOut, isPending } = useSignOut();
  const [menuOpen, setMenuOpen] = useState(false);
  // Once opened the menu stays mounted, so it can slide out again.
  const [menuLoaded, setMenuLoaded] = useState(false);
  if (menuOpen && !menuLoaded) setMenuLoaded(true);

  return (
    <AppBar
      position="sticky"
      component="header"
      sx={(theme) => ({
        bgcolor: alpha(theme.palette.background.default, 0.88),
        backdropFilter: 'saturate(180%) blur(12px)',
        borderBottom: `1px solid ${theme.palette.divider}`,
      })}
    >
      <Container maxWidth="lg">
        <Toolbar disableGutters sx={{ gap: 2, minHeight: { xs: 60, md: 68 } }}>
          <Logo />
          <Box sx={{ flexGrow: 1 }} />

          {isLoading ? null : (
            <Stack
              component="nav"
              aria-label={t('header.mainMenu')}
              direction="row"
              spacing={1}
              // Logged out there is only 'Logg inn', which fits on a phone too.
              sx={{ display: { xs: user ? 'none' : 'flex', md: 'flex' }, alignItems: 'center' }}
            >
              {user ? (
                <>
                  {navItemsFor(isAdmin).map((item) => (
                    <Button
                      key={item.to}
                      component={NavLink}
                      to={item.to}
                      color="inherit"
                      sx={{
                        color: 'text.secondary',
                        '&.active': {
                          color: 'primary.main',
                          bgcolor: (t) => alpha(t.palette.primary.main, 0.08),
                        },
                      }}
                    >
                      {t(item.label)}
                    </Button>
                  ))}
                  <Button variant="outlined" onClick={() => void signOut()} disabled={isPending}>
                    {isPending ? t('header.loggingOut') : t('header.logOut')}
                  </Button>
                  <Box
                    component={RouterLink}
                    to="/profile"
                    tabIndex={-1}
                    aria-hidden="true"
                    sx={{ pl: 1, display: 'flex' }}
                  >
                    <Suspense fallback={<Box sx={{ width: AVATAR_SIZE, height: AVATAR_SIZE }} />}>
                      <UserAvatar user={user} size={AVATAR_SIZE} />
                    </Suspense>
                  </Box>
                </>
              ) : (
                <Button component={RouterLink} to="/auth" variant="contained">
                  {t('header.logIn')}
                </Button>
              )}
            </Stack>
          )}

          {/* Last on wide screens: the links appearing once the user is known do not move it. */}
          <LanguageButton sx={{ display: { xs: 'none', md: 'inline-flex' } }} />

          <IconButton
            aria-label={t('header.openMenu')}
            aria-haspopup="dialog"
            aria-expanded={menuOpen}
            edge="end"
            onClick={() => setMenuOpen(true)}
            sx={{ display: { xs: 'inline-flex', md: 'none' }, color: 'text.primary' }}
          >
            <MenuIcon />
          </IconButton>
        </Toolbar>
      </Container>

      {menuLoaded ? (
        <Suspense fallback={null}>
          <MobileMenu
            open={menuOpen}
            onClose={() => setMenuOpen(false)}
            user={isLoading ? null : user}
            isAdmin={isAdmin}
            onSignOut={() => void signOut(() => setMenuOpen(false))}
            signingOut={isPending}
          />
        </Suspense>
      ) : null}
    </AppBar>
  );
}
