import type { GeneratedQuestion } from '@avtalt/contracts';
import { GENERATOR_LANGUAGES, LANGUAGES } from './title-reading/template-translations';

/*
 * What the first question of a generated set says before its own description when the title was not
 * fully understood: the person writing the topic then knows to read the questions and change them.
 */

/**
 * The description the first question of a set chosen by the title's words alone starts with: the title was
 * read, but neither a catalogue topic nor what the parties do with each other was found in it.
 */
export const KEYWORD_NOTICE =
  'Avtalt kjente ikke igjen hva dere skal gjøre sammen, så spørsmålene er valgt etter ordene i tittelen. Les gjennom spørsmålene, og endre eller bytt ut dem som ikke passer.';

/** The description the first question starts with when the relation was guessed from the object. */
export const GUESSED_NOTICE =
  'Tittelen sier ikke hva dere skal gjøre, så Avtalt har gjettet ut fra hva den handler om. Passer ikke spørsmålene, skriv det i tittelen, for eksempel «Leie ut …», «Låne …» eller «Eie … sammen».';

/** The description the first question of a generic set starts with. */
export const GENERIC_NOTICE =
  'Dette er generelle spørsmål: temaet ble ikke gjenkjent, så spørsmålene passer for de fleste avtaler. Endre eller bytt dem ut slik at de passer det dere skal avtale.';

/**
 * The first question of a set with `notice` before its description, in each of its languages too (the notice's
 * own words there).
 */
export function withNotice(question: GeneratedQuestion, notice: string): GeneratedQuestion {
  const kind = notice === KEYWORD_NOTICE ? 'keyword' : notice === GUESSED_NOTICE ? 'guessed' : 'generic';
  const before = (own: string, text: string | null | undefined) => (text ? `${own} ${text}` : own);
  const translations = question.translations && { ...question.translations };
  for (const language of LANGUAGES) {
    const own = translations?.[language];
    if (own)
      translations[language] = {
        ...own,
        description: before(GENERATOR_LANGUAGES[language].words.notices[kind], own.description),
      };
  }
  return {
    ...question,
    description: before(notice, question.description),
    ...(translations ? { translations } : {}),
  };
}
