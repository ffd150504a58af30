import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useChooseLanguage } from '../../hooks/use-choose-language';
import { useLanguage } from '../../hooks/use-language';
import { isLanguage, LANGUAGE_NAMES, LANGUAGES } from '../../i18n/language.rules';

/**
 * The three languages as radio buttons (the mobile menu, /profile), each named in itself and marked with its
 * `lang`; choosing one puts it in use at once. `labelledBy`: the id of the heading that names the group.
 */
export function LanguageChoice({ labelledBy }: { labelledBy: string }) {
  const language = useLanguage();
  const choose = useChooseLanguage();
  return (
    <RadioGroup
      aria-labelledby={labelledBy}
      value={language}
      onChange={(event) => {
        if (isLanguage(event.target.value)) choose(event.target.value);
      }}
    >
      {LANGUAGES.map((option) => (
        <FormControlLabel
          key={option}
          value={option}
          lang={option}
          control={<Radio />}
          label={LANGUAGE_NAMES[option]}
        />
      ))}
    </RadioGroup>
  );
}
