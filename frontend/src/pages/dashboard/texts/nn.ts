import type { Texts } from '../../../i18n/page-texts';
import type { nb } from './nb';

export const nn: Texts<typeof nb> = {
  page: {
    title: 'Mine avtalar',
    intro: 'Her ser du avtalane du har starta eller svart på.',
    newAgreement: 'Ny avtale',
    active: 'Pågåande avtalar',
    noActive: 'Du har ingen pågåande avtalar enno. <newLink>Lag ein ny avtale</newLink>',
    completed: 'Fullførte avtalar',
    noCompleted: 'Du har ingen fullførte avtalar enno. Når alle er samde, hamnar avtalen her.',
    loadFailed: 'Kunne ikkje laste inn avtalane. Prøv igjen seinare.',
    confirmTitle: 'Stadfest slettinga',
    confirmText: 'Er du sikker på at du vil slette avtalen «{{title}}»? Dette kan ikkje gjerast om.',
    confirm: 'Slett',
  },
  card: {
    status: {
      completed: 'Fullført',
      disagreement: 'Usemje',
      pending: 'Ventar på svar',
      in_progress: 'Pågåande',
      signed: 'Signert',
    },
    replaced: 'Erstatta',
    ended: 'Avslutta',
    version: 'Versjon {{number}}',
    round: 'Runde {{round}} av {{rounds}}',
    participants_one: '{{count}} deltakar',
    participants_other: '{{count}} deltakarar',
    waitingFor: 'Ventar på: {{names}}',
    progress: 'Framdrift {{percent}} %',
    updated: 'Oppdatert {{date}}',
    action: {
      see: 'Sjå avtalen',
      protocol: 'Vis protokollen',
      shareAgain: 'Del på nytt',
      continue: 'Hald fram',
    },
    delete: 'Slett avtalen',
  },
};
