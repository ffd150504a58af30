import type { Texts } from '../../../../i18n/page-texts';
import type { nb } from './nb';

export const nn: Texts<typeof nb> = {
  page: {
    back: 'Tilbake til admin',
    title: 'Logikktestar',
    intro:
      'Svar på spørsmåla i eit tema og sjå korleis logikkreglane viser, skjuler og hoppar over spørsmål.',
    search: 'Søk etter tema',
    searchHelp: 'Vel temaet du vil teste. Skriv ein del av tittelen for å søkje.',
    noTopics: 'Ingen tema har dette i tittelen',
    openTopics: 'Vis temaa',
    close: 'Lukk',
    clear: 'Tøm',
    loadingTopics: 'Lastar tema …',
    loadFailed: 'Kunne ikkje hente temaa.',
  },
  run: {
    loading: 'Lastar spørsmål',
    loadFailed: 'Kunne ikkje hente spørsmåla og logikkreglane.',
    noQuestions: 'Fann ingen spørsmål i det valde temaet',
    question: 'Spørsmål',
    errorTitle: 'Feil',
    evaluationFailed: 'Kunne ikkje rekne ut logikken i spørsmåla',
    position: 'Spørsmål {{position}} av {{total}} · nr. {{order}}',
    required: 'Påkravd',
    allDone: 'Alle spørsmåla er svara på eller skjulte',
    restart: 'Start på nytt',
    previous: 'Førre',
    next: 'Neste',
  },
  end: {
    finished: 'Skjemaet er ferdig.',
    endOfForm: 'Slutten av skjemaet.',
    byRule: 'Ein logikkregel avsluttar skjemaet etter dette spørsmålet.',
    last: 'Dette er det siste spørsmålet.',
    canSend: 'Ein deltakar kan no sende svara.',
    answerRequired: 'Svar på dei påkravde spørsmåla for å kunne sende svara.',
  },
  answer: {
    label: 'Svaret ditt',
    yes: 'Ja',
    no: 'Nei',
    self: 'Meg sjølv',
    other: 'Den andre parten',
    readAs: 'Blir tolka som {{value}}',
    kroner: 'kr',
  },
  sidebar: {
    answers: 'Svar',
    dropped_one: '{{count}} svar er teke ut fordi spørsmålet no er skjult eller hoppa over.',
    dropped_other: '{{count}} svar er tekne ut fordi spørsmåla no er skjulte eller hoppa over.',
    overview: 'Oversikt',
    overviewHelp: 'Kvart spørsmål etter nummer. Hald peikaren over eit nummer for å sjå spørsmålet.',
  },
  statuses: {
    current: 'No',
    on_path: 'Blir vist',
    hidden: 'Skjult',
    skipped: 'Hoppa over',
    after_end: 'Etter slutten',
  },
};
