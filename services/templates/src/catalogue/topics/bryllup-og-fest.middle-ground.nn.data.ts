import type { TopicMiddleGround } from '../catalogue.types';

/** The compromises of `bryllup-og-fest` in nynorsk, beside bryllup-og-fest.middle-ground.data.ts: the same alternatives in the same order. */
export const bryllupOgFestMiddleGroundNn: TopicMiddleGround = {
  kostnadsfordeling: [
    {
      text: 'Skal faste kostnader som lokale og musikk delast likt, medan mat og servering skal fordelast etter kor mange gjester kvar av dykk inviterer?',
      clause:
        'Faste kostnader ved festen, som leige av lokale, musikk og pynt, blir delte likt mellom partane, medan kostnadene til mat og servering blir fordelte etter kor mange gjester kvar av partane inviterer.',
      description:
        'Det alle har glede av, blir delt likt; det som følgjer gjestene, følgjer den som inviterer.',
    },
    {
      text: 'Skal halvparten av kostnadene delast likt og den andre halvparten etter inntekt?',
      clause:
        'Halvparten av kostnadene ved festen blir delt likt mellom partane, og den andre halvparten blir fordelt forholdsmessig etter inntektene til partane.',
      description: 'Mellom likt og etter inntekt.',
    },
  ],
  'bidragsytere-far-si-sitt': [
    {
      text: 'Skal dei som bidreg med pengar, bli høyrde før val som gjeld det bidraget deira skal dekkje?',
      clause:
        'Partane høyrer dei som bidreg med pengar til festen, før val som gjeld det bidraget deira skal dekkje, men tek dei endelege avgjerdene sjølve, og andre val tek partane utan å måtte høyre dei.',
      description: 'Dei som betaler for noko, får seie meininga si om det, ikkje om alt.',
    },
    {
      text: 'Skal dei som bidreg med pengar, få vite om viktige val når dei er tekne?',
      clause:
        'Partane held dei som bidreg med pengar til festen, orienterte om viktige val når dei er tekne, men tek avgjerdene utan å måtte høyre dei på førehand.',
      description: 'Openheit overfor dei som bidreg, utan at dei bestemmer.',
    },
  ],
  'like-mange-gjester': [
    {
      text: 'Skal halvparten av plassane fordelast likt mellom dykk, medan resten av gjestelista blir sett opp i fellesskap?',
      clause:
        'Halvparten av plassane ved festen blir fordelt likt mellom partane, som inviterer kvar sine gjester til dei, og resten av gjestelista blir sett opp i fellesskap.',
      description: 'Ein fast kvote kvar, og ein felles del.',
    },
  ],
  alkohol: [
    {
      text: 'Skal vin til maten reknast som ein felles kostnad, men ikkje annan alkohol?',
      clause:
        'Vin til maten blir rekna som ein felles kostnad ved festen, medan annan alkohol til gjestene ikkje er ein felles kostnad.',
      description: 'Det som høyrer til måltidet, blir delt; baren blir ikkje det.',
    },
    {
      text: 'Skal alkohol til gjestene vere ein felles kostnad opp til 200 kr per gjest?',
      clause:
        'Alkohol til gjestene blir rekna som ein felles kostnad ved festen opp til 200 kr per gjest, og det som går over dette, blir dekt av den av partane som har bestilt det.',
      description: 'Felles opp til eit tak.',
    },
  ],
  pengegaver: [
    {
      text: 'Skal halvparten av pengegåvene brukast til å dekkje kostnadene ved festen?',
      clause:
        'Halvparten av pengegåvene blir brukt til å dekkje kostnadene ved festen, og resten tilfell dei som gåvene er gitt til.',
      description: 'Gåvene hjelper på rekninga, men ikkje alt går med.',
    },
    {
      text: 'Skal pengegåver brukast til å dekkje kostnadene ved festen opp til 20 000 kr?',
      clause:
        'Pengegåver blir brukte til å dekkje kostnadene ved festen opp til 20 000 kr samla, og resten tilfell dei som gåvene er gitt til.',
      description: 'Eit tak på kor mykje av gåvene som går til festen.',
    },
  ],
  overskudd: [
    {
      text: 'Skal halvparten av eit eventuelt overskot delast likt og den andre halvparten etter kva kvar av dykk har bidrege med?',
      clause:
        'Halvparten av eit eventuelt overskot blir delt likt mellom partane, og den andre halvparten blir fordelt etter kva kvar av dei har bidrege med.',
      description: 'Mellom likt og etter bidrag.',
    },
  ],
  avlysning: [
    {
      text: 'Skal den av dykk som trekkjer seg slik at festen blir avlyst, dekkje kostnadene ved avlysinga, medan dei elles blir delte som dei andre kostnadene?',
      clause:
        'Dersom festen blir avlyst fordi ein av partane trekkjer seg, dekkjer den parten kostnader som ikkje kan refunderast, og blir festen avlyst av andre grunnar, blir slike kostnader delte på same måte som dei andre kostnadene.',
      description: 'Den som avlyser, ber kostnaden; elles blir han delt.',
    },
    {
      text: 'Skal kostnadene ved ei avlysing delast på same måte som dei andre kostnadene opp til 20 000 kr?',
      clause:
        'Dersom festen blir avlyst, blir kostnader som ikkje kan refunderast, delte på same måte som dei andre kostnadene opp til 20 000 kr samla, og kostnader ut over dette blir dekte av den av partane som har pådrege seg dei.',
      description: 'Deling opp til eit tak, og kvar sin risiko over det.',
    },
  ],
};
