import Box from '@mui/material/Box';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';

/** The id of the page's `<main>`, which {@link SkipLink} moves focus to. */
export const MAIN_ID = 'innhold';

/**
 * 'Hopp til innholdet': the first thing Tab reaches on every page, hidden until it has focus. It moves
 * focus to `<main>` itself (which has tabIndex -1) rather than changing the URL's hash, which the router
 * would treat as a navigation.
 */
export function SkipLink() {
  const { t } = useTranslation();
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById(MAIN_ID);
    if (!main) return;
    event.preventDefault();
    main.focus();
    main.scrollIntoView?.({ block: 'start' });
  };
  return (
    <Box
      component="a"
      href={`#${MAIN_ID}`}
      onClick={skip}
      sx={(t) => ({
        position: 'fixed',
        top: 8,
        left: 8,
        zIndex: t.zIndex.tooltip + 1,
        px: 2,
        py: 1.25,
        borderRadius: 2,
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
        fontWeight: 600,
        textDecoration: 'none',
        // Off-screen until focused; transform keeps it out of the layout and of screenshots.
        transform: 'translateY(-200%)',
        '&:focus-visible, &:focus': { transform: 'none' },
      })}
    >
      {t('layout.skipToContent')}
    </Box>
  );
}
