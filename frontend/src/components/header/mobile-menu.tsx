import type { User } from '@avtalt/contracts';
import CloseIcon from '@mui/icons-material/Close';
import LoginIcon from '@mui/icons-material/Login';
import LogoutIcon from '@mui/icons-material/Logout';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { alpha, type Theme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { LanguageChoice } from '../language/language-choice';
import { Logo } from '../logo';
import { UserAvatar } from '../user-avatar';
import { navItemsFor } from './nav-items';

interface MobileMenuProps {
  open: boolean;
  onClose: () => void;
  user: User | null;
  isAdmin: boolean;
  onSignOut: () => void;
  signingOut: boolean;
}

const LANGUAGE_TITLE_ID = 'mobile-menu-language';

/**
 * The slide-in menu of small screens, with the user's picture, username and e-mail on top and the language
 * picker below the links.
 */
export function MobileMenu({ open, onClose, user, isAdmin, onSignOut, signingOut }: MobileMenuProps) {
  const { t } = useTranslation();
  const linkSx = (theme: Theme) => ({
    borderRadius: 2,
    '&.active': { color: theme.palette.primary.main, bgcolor: alpha(theme.palette.primary.main, 0.08) },
  });

  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      // The paper is the dialog: it needs a name (axe aria-dialog-name).
      slotProps={{
        paper: {
          'aria-label': t('header.menu'),
          sx: { width: 'min(320px, 86vw)', bgcolor: 'background.default' },
        },
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', px: 2.5, py: 1.5 }}>
        <Logo onClick={onClose} />
        <IconButton aria-label={t('header.closeMenu')} onClick={onClose} edge="end">
          <CloseIcon />
        </IconButton>
      </Box>
      <Divider />

      {user ? (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, px: 2.5, py: 2.5 }}>
          <UserAvatar user={user} size={48} />
          <Box sx={{ minWidth: 0 }}>
            <Typography sx={{ fontWeight: 700 }} noWrap>
              {user.username}
            </Typography>
            <Typography variant="body2" color="text.secondary" noWrap>
              {user.email}
            </Typography>
          </Box>
        </Box>
      ) : null}

      <Box component="nav" aria-label={t('header.mobileMenu')} sx={{ px: 1.5, py: user ? 0 : 1.5 }}>
        {user ? (
          <>
            <List disablePadding>
              {navItemsFor(isAdmin).map((item) => (
                <ListItem key={item.to} disablePadding>
                  <ListItemButton component={NavLink} to={item.to} onClick={onClose} sx={linkSx}>
                    <ListItemText primary={t(item.label)} slotProps={{ primary: { fontWeight: 600 } }} />
                  </ListItemButton>
                </ListItem>
              ))}
            </List>
            {/* Between the two lists: an <hr> directly inside a <ul> is not allowed (axe list). */}
            <Divider sx={{ my: 1 }} />
            <List disablePadding>
              <ListItem disablePadding>
                <ListItemButton onClick={onSignOut} disabled={signingOut} sx={{ borderRadius: 2 }}>
                  <LogoutIcon fontSize="small" sx={{ mr: 1.5, color: 'text.secondary' }} />
                  <ListItemText
                    primary={signingOut ? t('header.loggingOut') : t('header.logOut')}
                    slotProps={{ primary: { fontWeight: 600 } }}
                  />
                </ListItemButton>
              </ListItem>
            </List>
          </>
        ) : (
          <List disablePadding>
            <ListItem disablePadding>
              <ListItemButton component={NavLink} to="/auth" onClick={onClose} sx={linkSx}>
                <LoginIcon fontSize="small" sx={{ mr: 1.5, color: 'primary.main' }} />
                <ListItemText primary={t('header.logIn')} slotProps={{ primary: { fontWeight: 600 } }} />
              </ListItemButton>
            </ListItem>
          </List>
        )}
      </Box>

      <Divider sx={{ mt: 1 }} />
      <Box component="section" aria-labelledby={LANGUAGE_TITLE_ID} sx={{ px: 2.5, py: 1.5 }}>
        <Typography id={LANGUAGE_TITLE_ID} variant="subtitle2" component="h2" color="text.secondary">
          {t('language.label')}
        </Typography>
        <LanguageChoice labelledBy={LANGUAGE_TITLE_ID} />
      </Box>
    </Drawer>
  );
}
