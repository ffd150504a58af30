import type { Texts } from '../../../../i18n/page-texts';
import type { nb } from './nb';

export const nn: Texts<typeof nb> = {
  sources: {
    library: 'Vanleg løysing',
    midpoint: 'Midt mellom svara',
    answer: 'Eitt av svara',
    model: 'Utkast frå språkmodell',
  },
  people: {
    you: 'deg',
    unnamed: 'Deltakar',
    and: 'og',
  },
  proposal: {
    accepted: 'Alle har godteke: {{text}} Det gjeld frå neste runde.',
    declinedByYou: 'Du avslo forslaget: {{text}} De kan føreslå noko anna.',
    declinedBy: '{{name}} avslo forslaget: {{text}} De kan føreslå noko anna.',
    declinedBySomeone: 'Nokon avslo forslaget: {{text}} De kan føreslå noko anna.',
    youPropose: 'Du føreslår: {{text}}',
    proposes: '{{name}} føreslår: {{text}}',
    acceptedBy: 'Godteke av: {{names}}',
    waitingFor: 'Ventar på: {{names}}',
    pendingBlocks: 'Eit forslag ventar på svar. Svar på det, eller vent til det er avslått.',
    acceptedBlocks: 'De har allereie godteke eit forslag til dette punktet.',
  },
  row: {
    accept: 'Godta',
    decline: 'Avslå',
    allCanAccept: 'Alle kan godta eit anna svar her – vel eitt saman.',
    findCompromise: 'Finn eit kompromiss',
  },
  panel: {
    options: 'Forslag til kompromiss',
    noOptions: 'Ingen ferdige forslag til dette punktet. Skriv eit forslag i diskusjonen.',
    meaning: 'Dette betyr:',
    propose: 'Føreslå',
    proposeOption: 'Føreslå: {{text}}',
    draft: 'Lag eit utkast med språkmodell',
    drafting: 'Språkmodellen skriv eit utkast …',
    draftingLabel: 'Språkmodellen skriv eit utkast',
    marks: 'Dei private markeringane dine',
    marksNote:
      'Berre du ser dette. Det blir vist for dei andre berre når det passar med det dei har markert.',
    canAccept: 'Eg kan godta det andre svaret',
    important: 'Viktig for meg',
    marksLocked: 'Vist for dei andre – kan ikkje trekkjast tilbake i denne runden',
    discuss: 'Diskuter dette punktet',
    close: 'Lukk',
  },
  trades: {
    heading: 'Forslag til byte',
    text: 'Berre de to ser dette forslaget. Det er berre eit forslag.',
    propose: 'Føreslå bytet',
  },
  errors: {
    generic: 'Noko gjekk gale. Prøv igjen seinare.',
    draft: 'Språkmodellen kunne ikkje lage eit forslag no. Prøv igjen seinare.',
  },
};
