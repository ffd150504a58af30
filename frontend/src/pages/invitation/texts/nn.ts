import type { Texts } from '../../../i18n/page-texts';
import type { nb } from './nb';

export const nn: Texts<typeof nb> = {
  page: {
    loadingInvitation: 'Lastar invitasjonen...',
    loading: 'Lastar avtalen...',
    loadError:
      'Kunne ikkje laste inn denne avtalen. Avtalen kan ha blitt sletta, eller lenka kan vere ugyldig.',
    invited: 'Du er invitert til å vere med i ein avtale',
    invitedBy: 'Invitert av',
    someoneElse: 'Ein annan brukar',
    howItWorks:
      'Du svarar på ei rekkje spørsmål om avtalen. Svara dine blir samanlikna med svara til dei andre deltakarane, og der de svarar ulikt, kan de ta ein ny runde til de er samde.',
    start: 'Start å svare',
    seeComparison: 'Sjå samanlikninga',
    legalNote:
      'Juridisk merknad: Svara dine blir delte med dei andre deltakarane i avtalen. Når alle er samde, blir det laga ein avtaletekst som kan vere juridisk bindande for partane. Les nøye gjennom avtalen før du signerer han.',
  },
  notice: {
    completed: {
      title: 'Avtalen er fullført',
      text: 'Alle deltakarane har svart og er samde. Avtalen tek ikkje imot fleire svar.',
    },
    ended: {
      title: 'Avtalen er avslutta',
      text: 'Deltakarane vart ikkje samde, og avtalen tek ikkje imot fleire svar.',
    },
    removed: {
      title: 'Du er fjerna frå avtalen',
      text: 'Du er fjerna frå denne avtalen og kan ikkje svare.',
    },
    full: {
      title: 'Avtalen har allereie alle deltakarane',
      text: 'Be den som starta avtalen, om å auke talet dersom du skal vere med.',
    },
    notParticipant: {
      title: 'Avtalen er i gang',
      text: 'Avtalen er i runde {{round}}. Berre dei som svarte i første runde, kan vere med vidare.',
    },
  },
};
