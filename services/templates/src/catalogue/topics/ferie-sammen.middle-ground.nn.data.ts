import type { TopicMiddleGround } from '../catalogue.types';

/** The compromises of `ferie-sammen` in nynorsk, beside ferie-sammen.middle-ground.data.ts: the same alternatives in the same order. */
export const ferieSammenMiddleGroundNn: TopicMiddleGround = {
  'reise-overnatting-fordeling': [
    {
      text: 'Skal reisa delast likt og overnattinga etter rom og talet på netter?',
      clause:
        'Utgifter til reisa blir delte likt mellom partane, medan utgifter til overnatting blir fordelte etter kva rom og kor mange netter kvar av partane bruker.',
      description: 'Det felles blir delt likt, og det kvar enkelt vel, blir betalt etter bruk.',
    },
    {
      text: 'Skal utgiftene til reise og overnatting delast etter kor mange kvar av dykk har med, der barn under 12 år tel som ein halv person?',
      clause:
        'Utgifter til reise og overnatting blir fordelte etter kor mange personar kvar av partane har med seg på ferien, der barn under 12 år blir rekna som ein halv person.',
      description: 'Store følgje betaler meir, men barn tel mindre enn vaksne.',
    },
  ],
  'felles-matkasse': [
    {
      text: 'Skal de ha ei felles kasse til frukost og felles daglegvarer, og elles betale eigen mat sjølve?',
      clause:
        'Partane betaler like mykje inn i ei felles kasse som dekkjer frukost og felles daglegvarer i ferien, og kvar av partane betaler sjølv for annan mat.',
      description: 'Det de et saman kvar dag, blir delt, og resten er kvar sitt.',
    },
    {
      text: 'Skal kvar av dykk betale inn i matkassa etter kor mange personar de har med?',
      clause:
        'Partane betaler inn i ei felles kasse som dekkjer mat og daglegvarer i ferien, i forhold til kor mange personar kvar av partane har med seg.',
      description: 'Felles kasse, men store følgje betaler meir.',
    },
  ],
  'restaurant-hver-for-seg': [
    {
      text: 'Skal maten på restaurant delast likt, medan kvar av dykk betaler sin eigen drikke?',
      clause:
        'Ved restaurantbesøk blir rekninga for maten delt likt mellom partane, medan kvar av partane betaler for sin eigen drikke.',
      description: 'Enkelt oppgjer for maten, og drikken, som varierer mest, betaler kvar sjølv.',
    },
  ],
  'aktiviteter-betales-av-deltakere': [
    {
      text: 'Skal aktivitetar som kostar under 500 kr per person, delast likt, og dyrare berre betalast av dei som blir med?',
      clause:
        'Utflukter og aktivitetar som kostar mindre enn 500 kr per person, blir delte likt mellom alle partane, medan dyrare utflukter og aktivitetar berre blir betalte av dei partane som deltek.',
      description:
        'Små ting blir delte utan reknestykke, og ingen må betale for dyre ting dei ikkje blir med på.',
    },
  ],
  'oppgjor-etter-hjemkomst': [
    {
      text: 'Skal de gjere opp undervegs minst kvar tredje dag, og resten seinast éi veke etter heimkomsten?',
      clause:
        'Partane gjer opp utgiftene undervegs minst kvar tredje dag av ferien, og den endelege rekneskapen blir gjord opp seinast éi veke etter heimkomsten.',
      description: 'Ingen store summar blir ståande, og eit kort sluttoppgjer.',
    },
  ],
  'leiebil-egenandel': [
    {
      text: 'Skal den som køyrde, betale halvparten av eigendelen, og resten delast likt?',
      clause:
        'Ved skade på leigebilen betaler den av partane som køyrde, halvparten av eigendelen, og den andre halvparten blir delt likt mellom alle partane.',
      description: 'Sjåføren tek mest, men ingen står åleine med heile rekninga.',
    },
    {
      text: 'Skal eigendelen delast likt, men betalast av den som køyrde, dersom skaden kjem av aktlaus køyring?',
      clause:
        'Ved skade på leigebilen blir eigendelen delt likt mellom partane, men kjem skaden av at den som køyrde, køyrde aktlaust, betaler den som køyrde, heile eigendelen.',
      description: 'Uhell blir delte, og uvarsemd betaler sjåføren.',
    },
  ],
  reiseforsikring: [
    {
      text: 'Skal alle ha reiseforsikring for heile reisa, men kvar sjølv avgjere om ho òg skal dekkje avbestilling?',
      clause:
        'Kvar av partane skal ha gyldig reiseforsikring som dekkjer heile reisa, og kvar av partane avgjer sjølv om forsikringa òg skal dekkje avbestilling.',
      description: 'Alle er dekte under reisa, og avbestilling er opp til kvar enkelt.',
    },
  ],
  avbestilling: [
    {
      text: 'Skal den som trekkjer seg, betale sin del av det som ikkje kan refunderast, bortsett frå ved eigen sjukdom med legeerklæring?',
      clause:
        'Ein part som trekkjer seg frå ferien, dekkjer sjølv sin del av kostnader som ikkje kan refunderast, men trekkjer parten seg på grunn av eigen sjukdom dokumentert med legeerklæring, blir desse kostnadene delte likt mellom alle partane.',
      description: 'Den som vel å trekkje seg, betaler, men ikkje den som blir sjuk.',
    },
    {
      text: 'Skal den som trekkjer seg, betale halvparten av sin del av det som ikkje kan refunderast, medan resten blir delt på alle?',
      clause:
        'Ein part som trekkjer seg frå ferien, dekkjer sjølv halvparten av sin del av kostnader som ikkje kan refunderast, og den andre halvparten blir delt likt mellom alle partane.',
      description: 'Tapet blir delt mellom den som trekkjer seg, og dei som reiser.',
    },
  ],
};
