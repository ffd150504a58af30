import type { TopicMiddleGround } from '../catalogue.types';

/** The compromises of `felles-kjaeledyr` in nynorsk, beside felles-kjaeledyr.middle-ground.data.ts: the same alternatives in the same order. */
export const fellesKjaeledyrMiddleGroundNn: TopicMiddleGround = {
  'faste-kostnader-likt': [
    {
      text: 'Skal fôr betalast av den som har dyret hos seg, og utstyr som bur, band og seng delast likt?',
      clause:
        'Fôr blir betalt av den av partane som har dyret hos seg, medan utstyr som bur, band, seng og transportkasse blir delt likt mellom partane.',
      description: 'Fôret følgjer dyret, og utstyret blir delt.',
    },
    {
      text: 'Skal fôr fordelast etter kor mange døgn dyret er hos kvar av dykk, og utstyr delast likt?',
      clause:
        'Utgifter til fôr blir fordelte etter kor mange døgn dyret er hos kvar av partane, medan utgifter til utstyr blir delte likt mellom partane.',
      description: 'Fôret blir betalt etter tida med dyret, og utstyret er felles.',
    },
  ],
  forsikring: [
    {
      text: 'Skal dyret ha ei helseforsikring med ein eigendel på minst 5 000 kr, som berre dekkjer store veterinærrekningar?',
      clause:
        'Dyret skal ha ei helseforsikring med ein eigendel på minst 5 000 kr per skade eller sjukdom, premien blir delt likt mellom partane, og det forsikringa dekkjer, blir trekt frå veterinærutgiftene før dei blir fordelte mellom partane.',
      description: 'Ei billeg forsikring mot dei store rekningane.',
    },
  ],
  'veterinar-deles': [
    {
      text: 'Skal veterinærutgifter opp til 2 000 kr betalast av den som har dyret hos seg, og det som går ut over, delast likt?',
      clause:
        'Veterinærutgifter opp til 2 000 kr per behandling blir dekte av den av partane som har dyret hos seg når behandlinga blir nødvendig, og det som går ut over 2 000 kr, blir delt likt mellom partane.',
      description: 'Små rekningar betaler den som har dyret, dei store blir delte.',
    },
  ],
  kastrering: [
    {
      text: 'Skal dyret kunne få eit hormonimplantat som verkar ein periode, i staden for å bli operert?',
      clause:
        'Dyret skal ikkje kastrerast eller steriliserast ved operasjon, men kan få eit hormonimplantat som verkar i ein avgrensa periode når veterinæren tilrår det, og kostnaden blir rekna som ein felles kostnad.',
      description: 'Ein verknad som går over, i staden for eit inngrep som ikkje kan gjerast om.',
    },
    {
      text: 'Skal de vente med kastrering til dyret er eitt år, og då følgje tilrådinga frå veterinæren?',
      clause:
        'Partane ventar med å kastrere eller sterilisere dyret til det er eitt år gammalt og følgjer då tilrådinga frå veterinæren, og kostnaden blir rekna som ein felles kostnad.',
      description: 'Avgjerda blir teken seinare, av ein fagperson.',
    },
  ],
  'helg-hos-de-andre': [
    {
      text: 'Skal dei andre ha rett til å ha dyret hos seg éi helg annankvar månad?',
      clause:
        'Kvar av dei andre partane har rett til å ha dyret hos seg éi helg annankvar månad, og elles blir tid med dyret avtalt frå gong til gong.',
      description: 'Ein fast rett, men sjeldnare enn kvar månad.',
    },
  ],
  'plan-for-stell': [
    {
      text: 'Skal de ha ein fast plan berre for dei daglege turane, medan den som har dyret hos seg, har ansvaret for fôring og stell?',
      clause:
        'Partane set opp ein skriftleg plan for dei daglege turane innan to veker etter at avtalen er inngått, og til planen er på plass, har den av partane som har dyret hos seg, ansvaret for turane. Den av partane som har dyret hos seg, har alltid ansvaret for fôring og stell.',
      description: 'Fast plan for turane, som krev mest, og enkelt ansvar for resten.',
    },
  ],
  skader: [
    {
      text: 'Skal den som hadde ansvaret for dyret, dekkje dei første 5 000 kr ved ein skade, og resten delast likt?',
      clause:
        'I forholdet mellom partane dekkjer den av partane som hadde ansvaret for dyret då skaden skjedde, dei første 5 000 kr av kostnaden ved skadar som dyret valdar, og det som går ut over, blir delt likt etter frådrag for det ei eventuell ansvarsforsikring dekkjer.',
      description: 'Den som hadde ansvaret, tek mest, men ein stor skade blir delt.',
    },
  ],
  omplassering: [
    {
      text: 'Skal eigaren kunne omplassere eller selje dyret, men først tilby dei andre å overta det?',
      clause:
        'Eigaren beheld dyret når samarbeidet blir avslutta, og kan omplassere eller selje det, men skal først tilby dei andre partane å overta dyret på same vilkår og gje dei 14 dagar til å svare.',
      description: 'Eigaren bestemmer, men dei andre får den første sjansen.',
    },
  ],
};
