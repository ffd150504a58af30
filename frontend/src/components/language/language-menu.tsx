import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useChooseLanguage } from '../../hooks/use-choose-language';
import { useLanguage } from '../../hooks/use-language';
import { LANGUAGE_NAMES, LANGUAGES } from '../../i18n/language.rules';

interface LanguageMenuProps {
  id: string;
  /** The button that opens it, which names it. */
  labelledBy: string;
  /** The button while the menu is open, null while closed. */
  anchor: HTMLElement | null;
  onClose: () => void;
}

/**
 * The three languages, each named in itself and marked with its `lang` (a screen reader says «English» in
 * English); the one in use is checked. Choosing one puts it in use at once.
 */
export function LanguageMenu({ id, labelledBy, anchor, onClose }: LanguageMenuProps) {
  const language = useLanguage();
  const choose = useChooseLanguage();
  return (
    <Menu
      id={id}
      anchorEl={anchor}
      open={anchor !== null}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{ list: { 'aria-labelledby': labelledBy } }}
    >
      {LANGUAGES.map((option) => (
        <MenuItem
          key={option}
          lang={option}
          role="menuitemradio"
          aria-checked={option === language}
          selected={option === language}
          onClick={() => {
            choose(option);
            onClose();
          }}
        >
          {LANGUAGE_NAMES[option]}
        </MenuItem>
      ))}
    </Menu>
  );
}
