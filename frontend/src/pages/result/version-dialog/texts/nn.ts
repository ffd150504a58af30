import type { Texts } from '../../../../i18n/page-texts';
import type { nb } from './nb';

/** The dialogs of the next version in nynorsk, key for key as nb.ts. */
export const nn: Texts<typeof nb> = {
  cancel: 'Avbryt',
  amend: {
    failed: 'Kunne ikkje føreslå endringane',
    chooseWhat: 'Vel kva de vil endre',
    title: 'Føreslå endringar',
    action: 'Start ny versjon',
    intro:
      'Vel spørsmåla de skal svare på igjen. Resten av avtalen står slik de signerte den. Når de er samde, signerer alle den nye versjonen, og den erstattar denne.',
    questions: 'Spørsmål i avtalen',
    newQuestion: 'Nytt ja/nei-spørsmål (valfritt)',
    example: 'Til dømes: Skal vi dele straumrekninga likt?',
  },
  end: {
    failed: 'Kunne ikkje føreslå å avslutte avtalen',
    title: 'Avslutte avtalen saman',
    action: 'Føreslå å avslutte',
    intro:
      'De kan avslutte avtalen når de er samde om det. Det blir ein ny versjon av avtalen med eitt spørsmål: om den skal opphøyre frå denne datoen. Når alle har svara ja og signert, er avtalen avslutta. Til då gjeld den som før.',
    settled:
      'Det som allereie er gjort opp etter avtalen, står ved lag. Beløp som har forfalle før datoen, skal framleis betalast; det som ville ha forfalle seinare, fell bort.',
    date: 'Avtalen opphøyrer frå og med',
  },
};
