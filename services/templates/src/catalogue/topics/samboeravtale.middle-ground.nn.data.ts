import type { TopicMiddleGround } from '../catalogue.types';

/** The compromises of `samboeravtale` in nynorsk, beside samboeravtale.middle-ground.data.ts: the same alternatives in the same order. */
export const samboeravtaleMiddleGroundNn: TopicMiddleGround = {
  'ikke-eier-innbetalinger': [
    {
      text: 'Skal den av dykk som ikkje eig bustaden, få tilbake halvparten av det vedkomande har betalt i avdrag og påkostnader, sidan de begge har budd der?',
      clause:
        'Avdrag på bustadlånet til bustadeigaren og påkostnader på bustaden som den andre parten betaler, gjev ikkje eigardel, men den andre parten kan krevje halvparten av beløpet betalt tilbake av bustadeigaren ved eit samlivsbrot, og partane fører ei felles oversikt over slike innbetalingar.',
      description: 'Den som betaler, får noko tilbake, men har òg hatt glede av å bu der.',
    },
  ],
  'boliglan-fordeling': [
    {
      text: 'Skal rentene på felles bustadlån delast likt og avdraga etter eigardelane?',
      clause:
        'Renter på felles bustadlån blir delte likt mellom partane, medan avdraga blir fordelte etter eigardelane i bustaden, uansett korleis dei deler dei andre felles utgiftene, og den som har betalt meir enn delen sin, kan krevje det overskytande dekt av den andre parten ved eit samlivsbrot.',
      description: 'Rentene er ei buutgift som blir delt likt, og avdraga byggjer opp eigardelane.',
    },
  ],
  'felles-konto': [
    {
      text: 'Skal de ha ein felles konto berre til husleige eller bustadlån og straum, medan kvar av dykk betaler dei andre faste utgiftene sjølv?',
      clause:
        'Partane opprettar ein felles konto som berre blir brukt til husleige eller bustadlån og straum, og kvar av dei betaler delen sin av dei andre faste utgiftene direkte. Ved samlivsbrot blir det som står att på kontoen, delt i forhold til det kvar av dei har sett inn.',
      description: 'Felles konto for dei største utgiftene, og elles kvar sin økonomi.',
    },
    {
      text: 'Skal de prøve ein felles konto til dei faste utgiftene i eitt år, og deretter berre halde fram dersom de begge vil?',
      clause:
        'Partane opprettar ein felles konto til husleige eller bustadlån, straum, forsikringar og andre faste hushaldsutgifter for eitt år om gongen, og ordninga held fram eitt nytt år berre når ingen av dei har sagt frå skriftleg minst éin månad før slutten av året om at dei vil avslutte ordninga. Når ordninga blir avslutta eller ved samlivsbrot, blir det som står att på kontoen, delt i forhold til det kvar av dei har sett inn.',
      description: 'Ein prøveperiode med felles konto, der kvar av dykk kan gå tilbake til kvar sin økonomi.',
    },
  ],
  'utgifter-fordeling': [
    {
      text: 'Skal dei felles utgiftene delast likt opp til 10 000 kr i månaden, og det som går ut over, etter inntekt?',
      clause:
        'Partane deler dei felles utgiftene likt opp til 10 000 kr i månaden, og den delen av dei felles utgiftene som går ut over 10 000 kr i månaden, blir fordelt forholdsmessig etter inntekt.',
      description: 'Det nødvendige blir delt likt, og den som tener mest, ber meir av det ekstra.',
    },
    {
      text: 'Skal dei felles utgiftene delast etter inntekt, men slik at ingen av dykk betaler meir enn 60 prosent?',
      clause:
        'Partane fordeler dei felles utgiftene forholdsmessig etter inntekt, men ingen av partane betaler meir enn 60 prosent av dei.',
      description: 'Etter inntekt, men aldri lenger frå ei lik deling enn 60/40.',
    },
  ],
  'gjeld-hver-sin': [
    {
      text: 'Skal kvar av dykk bere eiga gjeld, men gjeld til felles utgifter som den andre har samtykt skriftleg til, delast som utgiftene?',
      clause:
        'I forholdet mellom partane ber kvar av dei sjølv den gjelda som er teken opp i eige namn, men gjeld som er teken opp for å dekkje felles utgifter etter skriftleg samtykke frå den andre parten, blir fordelt mellom partane på same måte som dei felles utgiftene.',
      description: 'Felles gjeld berre når de begge har sagt ja til gjelda på førehand.',
    },
    {
      text: 'Skal gjeld som er teken opp i eige namn for å dekkje felles utgifter, delast som utgiftene opp til 50 000 kr, og resten berast av den som tok opp gjelda?',
      clause:
        'I forholdet mellom partane ber kvar av dei sjølv den gjelda som er teken opp i eige namn, bortsett frå gjeld som er teken opp for å dekkje felles utgifter, som blir fordelt mellom partane på same måte som dei felles utgiftene opp til 50 000 kr til saman, medan det som går ut over, blir bore av den som tok opp gjelda.',
      description: 'Gjeld til felles utgifter blir delt, men berre opp til eit tak.',
    },
  ],
  'barneutgifter-deles-likt': [
    {
      text: 'Skal dei faste utgiftene til barna delast likt, og enkeltutgifter over 3 000 kr etter inntekt?',
      clause:
        'Partane deler dei faste utgiftene til felles barn likt, medrekna barnehage, SFO og klede, medan enkeltutgifter over 3 000 kr, som utstyr til fritidsaktivitetar, blir fordelte forholdsmessig etter inntekt.',
      description: 'Det daglege blir delt likt, og dei store utgiftene etter kva kvar av dykk tener.',
    },
    {
      text: 'Skal den av dykk som tener mest, betale 60 prosent av utgiftene til barna, og den andre 40 prosent?',
      clause:
        'Den av partane som har høgast inntekt, betaler 60 prosent av utgiftene til felles barn, medrekna barnehage, SFO, klede og fritidsaktivitetar, og den andre parten betaler 40 prosent. Har partane like høg inntekt, blir utgiftene delte likt.',
      description: 'Nærare ei lik deling enn ei deling etter inntekt, men den som tener mest, betaler mest.',
    },
  ],
  'innbo-hver-sitt': [
    {
      text: 'Skal kvar av dykk behalde innbuet de hadde frå før, bortsett frå møblar og utstyr i stova og kjøkkenet, som blir eigde likt?',
      clause:
        'Innbu og lausøyre som kvar av partane åtte då sambuarskapet starta, er framleis eigedomen til vedkomande, bortsett frå møblar og utstyr i stova og kjøkkenet, som blir rekna som felles eige med like store delar. Partane fører ei felles liste over eigedelane kvar av dei eig for seg.',
      description: 'Det de bruker saman kvar dag, blir felles, og resten er kvar sitt.',
    },
    {
      text: 'Skal kvar av dykk behalde det de hadde frå før som er verdt meir enn 5 000 kr, medan resten av innbuet blir eigd likt?',
      clause:
        'Eigedelar som kvar av partane åtte då sambuarskapet starta, og som kvar for seg er verdt meir enn 5 000 kr, er framleis eigedomen til vedkomande og blir førte på ei felles liste, medan anna innbu og lausøyre frå før sambuarskapet blir rekna som felles eige med like store delar.',
      description: 'Verdisakene er framleis kvar sine, og det vanlege innbuet blir felles.',
    },
  ],
  'nye-eiendeler-felles': [
    {
      text: 'Skal det de kjøper til heimen medan de bur saman, eigast i forhold til kva kvar av dykk betalte?',
      clause:
        'Innbu og andre eigedelar som blir skaffa til felles bruk under sambuarskapet, eig partane i forhold til det kvar av dei betalte, og partane tek vare på kvitteringane.',
      description: 'Felles eige, men med delar som følgjer det kvar av dykk faktisk betalte.',
    },
    {
      text: 'Skal det de kjøper til heimen for meir enn 5 000 kr, eigast likt, medan mindre kjøp høyrer til den som betalte?',
      clause:
        'Innbu og andre eigedelar til felles bruk som blir skaffa under sambuarskapet for meir enn 5 000 kr, eig partane med ein halvpart kvar, uavhengig av kven som betalte, medan mindre innkjøp høyrer til den av partane som betalte for dei.',
      description: 'Dei store kjøpa blir felles, dei små er kvar sine.',
    },
  ],
  'overta-bolig-ved-brudd': [
    {
      text: 'Skal den av dykk som vil bli buande, kunne ta over bustaden til takst dersom overtakinga er gjennomført innan tre månader etter brotet, og elles, òg når de begge vil ta over, skal han seljast?',
      clause:
        'Ved samlivsbrot kan den av partane som ønskjer å bli buande, ta over den eigardelen den andre har i bustaden, til marknadsverdi fastsett av ein takstmann som partane oppnemner i fellesskap og deler kostnaden for, føresett at overtakinga er gjennomført innan tre månader etter brotet og at den som tek over, innfrir eller tek over den delen den andre har av eit felles bustadlån, slik at den andre blir fri overfor långjevaren. Brotet blir rekna frå den dagen ein av partane skriftleg har meldt frå om samlivsbrot. Ønskjer begge å ta over, eller er overtakinga ikkje gjennomført innan fristen, blir bustaden seld på den opne marknaden, med mindre partane blir samde om noko anna.',
      description: 'Ein rett til å bli buande, men med ein frist, så den andre ikkje blir sitjande fast.',
    },
  ],
  'egenkapital-ved-brudd': [
    {
      text: 'Skal dokumentert eigenkapital betalast tilbake før resten blir delt likt, men med ein tidel mindre for kvart fulle år de har budd saman i bustaden?',
      clause:
        'Ved samlivsbrot, òg når ein av partane tek over bustaden, får kvar av partane først tilbake den eigenkapitalen vedkomande kan dokumentere å ha skote inn i bustaden, redusert med ein tidel for kvart fulle år partane har budd saman i bustaden, og det som er att av verdien av bustaden etter at felles bustadlån er innfridd, blir delt likt.',
      description: 'Eigenkapitalen tel fullt i starten og er felles etter ti år.',
    },
  ],
};
