import type { TopicMiddleGround } from '../catalogue.types';

/**
 * The compromises offered on the questions of `bruktbil-privat` when the parties disagree: question key → one to
 * three alternatives, each a Ja/Nei question and the clause its Ja gives (docs/middle-ground-library.md).
 * No alternative says «pant».
 */
export const bruktbilPrivatMiddleGround: TopicMiddleGround = {
  betaling: [
    {
      text: 'Skal kjøperen betale 10 % av kjøpesummen når avtalen er inngått, og resten ved overleveringen?',
      clause:
        'Kjøperen betaler 10 % av kjøpesummen med bankoverføring når avtalen er inngått, og resten med bankoverføring ved overleveringen, og bilen overleveres når hele beløpet er bekreftet betalt; blir bilen ikke overlevert av grunner på selgerens side, betaler selgeren forskuddet tilbake straks.',
      description: 'Selgeren får en sikkerhet, kjøperen betaler det meste først når bilen er der.',
    },
  ],
  'som-den-er': [
    {
      text: 'Skal bilen selges «som den er», men slik at selgeren svarer for feil på motor og girkasse som viser seg innen tre måneder?',
      clause:
        'Bilen selges «som den er», og selgeren svarer for mangler bare i de tilfellene kjøpsloven § 19 nevner, men selgeren svarer likevel for feil på motor og girkasse som viser seg innen tre måneder etter overleveringen, og kjøperen kan da kreve retting, prisavslag eller heving etter reglene i kjøpsloven.',
      description: 'Lav risiko for selgeren, trygghet for kjøperen på de dyreste delene.',
    },
  ],
  'eu-kontroll': [
    {
      text: 'Skal kjøperen sørge for EU-kontrollen, mens selgeren dekker utbedringer som trengs for å få den godkjent, opp til 5 000 kr?',
      clause:
        'Kjøperen sørger selv for godkjent EU-kontroll, og selgeren dekker kostnadene ved å utbedre feil som må rettes for at bilen skal bli godkjent ved en kontroll innen én måned etter overleveringen, opp til 5 000 kr.',
      description: 'Kjøperen tar jobben, selgeren deler risikoen.',
    },
  ],
  salgsmelding: [
    {
      text: 'Skal selgeren sende salgsmeldingen digitalt hos Statens vegvesen senest dagen etter overleveringen?',
      clause:
        'Selgeren sender salgsmelding digitalt hos Statens vegvesen senest dagen etter overleveringen, og kjøperen godkjenner den samme dag som den er sendt; kjøperen forsikrer bilen i eget navn fra overleveringen og bruker den ikke før den er omregistrert.',
      description: 'Digitalt og raskt, men uten at alt må skje i selve overleveringen.',
    },
  ],
};
