import type { TopicMiddleGround } from '../catalogue.types';

/** The compromises of `bruktbil-privat` in nynorsk, beside bruktbil-privat.middle-ground.data.ts: the same alternatives in the same order. */
export const bruktbilPrivatMiddleGroundNn: TopicMiddleGround = {
  betaling: [
    {
      text: 'Skal kjøparen betale 10 % av kjøpesummen når avtalen er inngått, og resten ved overleveringa?',
      clause:
        'Kjøparen betaler 10 % av kjøpesummen med bankoverføring når avtalen er inngått, og resten med bankoverføring ved overleveringa, og bilen blir overlevert når heile beløpet er stadfest betalt; blir bilen ikkje overlevert av grunnar på seljaren si side, betaler seljaren forskotet tilbake straks.',
      description: 'Seljaren får ei sikring, og kjøparen betaler det meste først når bilen er der.',
    },
  ],
  'som-den-er': [
    {
      text: 'Skal bilen seljast «som han er», men slik at seljaren svarar for feil på motor og girkasse som viser seg innan tre månader?',
      clause:
        'Bilen blir seld «som han er», og seljaren svarar for manglar berre i dei tilfella kjøpslova § 19 nemner, men seljaren svarar likevel for feil på motor og girkasse som viser seg innan tre månader etter overleveringa, og kjøparen kan då krevje retting, prisavslag eller heving etter reglane i kjøpslova.',
      description: 'Låg risiko for seljaren, tryggleik for kjøparen på dei dyraste delane.',
    },
  ],
  'eu-kontroll': [
    {
      text: 'Skal kjøparen syte for EU-kontrollen, medan seljaren dekkjer utbetringar som trengst for å få han godkjend, opp til 5 000 kr?',
      clause:
        'Kjøparen syter sjølv for godkjend EU-kontroll, og seljaren dekkjer kostnadene ved å utbetre feil som må rettast for at bilen skal bli godkjend ved ein kontroll innan éin månad etter overleveringa, opp til 5 000 kr.',
      description: 'Kjøparen tek jobben, seljaren deler risikoen.',
    },
  ],
  salgsmelding: [
    {
      text: 'Skal seljaren sende salsmeldinga digitalt hos Statens vegvesen seinast dagen etter overleveringa?',
      clause:
        'Seljaren sender salsmelding digitalt hos Statens vegvesen seinast dagen etter overleveringa, og kjøparen godkjenner ho same dag som ho er send; kjøparen forsikrar bilen i eige namn frå overleveringa og brukar han ikkje før han er omregistrert.',
      description: 'Digitalt og raskt, men utan at alt må skje i sjølve overleveringa.',
    },
  ],
};
