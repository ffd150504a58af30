import type { TopicMiddleGround } from '../catalogue.types';

/**
 * The compromises offered on the questions of `hybel-utleie` when the parties disagree: question key → one to
 * three alternatives, each a Ja/Nei question and the clause its Ja gives (docs/middle-ground-library.md).
 * No alternative says «depositum», nor «oppsigelse» outside the notice question.
 */
export const hybelUtleieMiddleGround: TopicMiddleGround = {
  'strom-internett': [
    {
      text: 'Skal husleien dekke internett og strøm opp til 400 kr i måneden?',
      clause:
        'Husleien dekker internett og strøm til hybelen opp til 400 kr per måned, og leietakeren betaler i tillegg for strøm utover dette etter målt forbruk.',
      description: 'Forutsigbart for leietakeren, med et tak for utleieren.',
    },
  ],
  // Asked only for a lease that runs until it is ended.
  oppsigelsesfrist: [
    {
      text: 'Skal leietakeren ha én måneds og utleieren tre måneders oppsigelsesfrist?',
      clause:
        'Leietakeren kan si opp leieavtalen skriftlig med én måneds frist og utleieren med tre måneders frist, begge regnet fra utgangen av den kalendermåneden oppsigelsen blir gitt, og utleierens oppsigelse skal dessuten oppfylle kravene i husleieloven.',
      description:
        'Leietakeren kan flytte raskt, og får god tid til å finne noe nytt hvis utleieren sier opp.',
    },
    {
      text: 'Skal leietakeren ha én måneds og utleieren to måneders oppsigelsesfrist?',
      clause:
        'Leietakeren kan si opp leieavtalen skriftlig med én måneds frist og utleieren med to måneders frist, begge regnet fra utgangen av den kalendermåneden oppsigelsen blir gitt, og utleierens oppsigelse skal dessuten oppfylle kravene i husleieloven.',
      description: 'Kortere frist for leietakeren, litt lengre for utleieren.',
    },
  ],
  roykfritt: [
    {
      text: 'Skal det være forbudt å røyke innendørs, men tillatt for leietakeren å bruke e-sigarett på hybelen?',
      clause:
        'Det er ikke tillatt å røyke innendørs i boligen eller å bruke e-sigarett i rom som deles med andre, men leietakeren kan bruke e-sigarett på hybelen med vinduet åpent.',
      description: 'Ingen røyk i huset, men e-sigarett på eget rom.',
    },
  ],
  vedlikehold: [
    {
      text: 'Skal leietakeren bare sjekke røykvarslerne og skifte batterier, mens utleieren står for alt annet vedlikehold?',
      clause:
        'Leietakeren sjekker røykvarslere i hybelen og skifter batterier i dem, mens utleieren står for alt annet vedlikehold av hybelen og inventaret.',
      description: 'Leietakeren tar det enkleste, utleieren resten.',
    },
  ],
  befaring: [
    {
      text: 'Skal utleieren ta bilder av hybelen ved innflyttingen og sende dem til leietakeren, som melder fra om skader innen én uke?',
      clause:
        'Utleieren tar bilder av hybelen og inventaret ved innflyttingen og sender dem til leietakeren samme dag, og leietakeren melder skriftlig fra innen én uke om skader eller mangler som ikke vises på bildene.',
      description: 'Standen blir dokumentert uten en felles gjennomgang.',
    },
  ],
};
