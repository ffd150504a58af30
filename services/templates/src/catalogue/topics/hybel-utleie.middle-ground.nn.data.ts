import type { TopicMiddleGround } from '../catalogue.types';

/** The compromises of `hybel-utleie` in nynorsk, beside hybel-utleie.middle-ground.data.ts: the same alternatives in the same order. */
export const hybelUtleieMiddleGroundNn: TopicMiddleGround = {
  'strom-internett': [
    {
      text: 'Skal husleiga dekkje internett og straum opp til 400 kr i månaden?',
      clause:
        'Husleiga dekkjer internett og straum til hybelen opp til 400 kr per månad, og leigetakaren betaler i tillegg for straum utover dette etter målt forbruk.',
      description: 'Føreseieleg for leigetakaren, med eit tak for utleigaren.',
    },
  ],
  oppsigelsesfrist: [
    {
      text: 'Skal oppseiingsfristen vere éin månad for leigetakaren og tre månader for utleigaren?',
      clause:
        'Leigetakaren kan seie opp leigeavtalen skriftleg med ein frist på éin månad og utleigaren med ein frist på tre månader, begge rekna frå utgangen av den kalendermånaden oppseiinga blir gitt i, og oppseiinga frå utleigaren skal dessutan oppfylle krava i husleigelova.',
      description:
        'Leigetakaren kan flytte raskt, og får god tid til å finne noko nytt om utleigaren seier opp.',
    },
    {
      text: 'Skal oppseiingsfristen vere éin månad for leigetakaren og to månader for utleigaren?',
      clause:
        'Leigetakaren kan seie opp leigeavtalen skriftleg med ein frist på éin månad og utleigaren med ein frist på to månader, begge rekna frå utgangen av den kalendermånaden oppseiinga blir gitt i, og oppseiinga frå utleigaren skal dessutan oppfylle krava i husleigelova.',
      description: 'Kortare frist for leigetakaren, litt lengre for utleigaren.',
    },
  ],
  roykfritt: [
    {
      text: 'Skal det vere forbode å røykje innandørs, men tillate for leigetakaren å bruke e-sigarett på hybelen?',
      clause:
        'Det er ikkje tillate å røykje innandørs i bustaden eller å bruke e-sigarett i rom som blir delte med andre, men leigetakaren kan bruke e-sigarett på hybelen med vindauget ope.',
      description: 'Ingen røyk i huset, men e-sigarett på eige rom.',
    },
  ],
  vedlikehold: [
    {
      text: 'Skal leigetakaren berre sjekke røykvarslarane og skifte batteri, medan utleigaren står for alt anna vedlikehald?',
      clause:
        'Leigetakaren sjekkar røykvarslarar i hybelen og skiftar batteri i dei, medan utleigaren står for alt anna vedlikehald av hybelen og inventaret.',
      description: 'Leigetakaren tek det enklaste, utleigaren resten.',
    },
  ],
  befaring: [
    {
      text: 'Skal utleigaren ta bilete av hybelen ved innflyttinga og sende dei til leigetakaren, som melder frå om skadar innan éi veke?',
      clause:
        'Utleigaren tek bilete av hybelen og inventaret ved innflyttinga og sender dei til leigetakaren same dag, og leigetakaren melder skriftleg frå innan éi veke om skadar eller manglar som ikkje er synlege på bileta.',
      description: 'Standen blir dokumentert utan ein felles gjennomgang.',
    },
  ],
};
