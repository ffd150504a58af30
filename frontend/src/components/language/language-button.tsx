import TranslateIcon from '@mui/icons-material/Translate';
import Button from '@mui/material/Button';
import type { SxProps, Theme } from '@mui/material/styles';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../hooks/use-language';
import { shortName } from '../../i18n/language.rules';

// The menu (MUI's Menu, Popover and Modal) and the save behind it are downloaded when it is first opened,
// not with every page (docs/compression-and-code-splitting.md).
const LanguageMenu = lazy(() =>
  import('./language-menu').then((module) => ({ default: module.LanguageMenu })),
);

const BUTTON_ID = 'language-button';
const MENU_ID = 'language-menu';

/** The header's language picker on wide screens: the language in use (NB, NN, EN), opening a menu of the three. */
export function LanguageButton({ sx }: { sx?: SxProps<Theme> }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // Once opened the menu stays mounted, so it can play its closing transition.
  const [menuLoaded, setMenuLoaded] = useState(false);
  if (anchor && !menuLoaded) setMenuLoaded(true);

  return (
    <>
      <Button
        id={BUTTON_ID}
        color="inherit"
        aria-label={t('language.label')}
        aria-haspopup="menu"
        aria-expanded={anchor !== null}
        aria-controls={anchor ? MENU_ID : undefined}
        startIcon={<TranslateIcon />}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={[{ color: 'text.secondary', minWidth: 0 }, ...(Array.isArray(sx) ? sx : [sx])]}
      >
        {shortName(language)}
      </Button>
      {menuLoaded ? (
        <Suspense fallback={null}>
          <LanguageMenu id={MENU_ID} labelledBy={BUTTON_ID} anchor={anchor} onClose={() => setAnchor(null)} />
        </Suspense>
      ) : null}
    </>
  );
}
