import type { TopicMiddleGround } from '../catalogue.types';

/**
 * The compromises offered on the questions of `felles-hytte` when the parties disagree: question key → one to
 * three alternatives, each a Ja/Nei question and the clause its Ja gives (docs/middle-ground-library.md).
 * Contractual terms only: each alternative lies between the answers of its question (a split, a threshold,
 * a shorter period, a right with a deadline) and states its amounts and periods.
 */
export const fellesHytteMiddleGround: TopicMiddleGround = {
  'faste-kostnader-etter-andel': [
    {
      text: 'Skal halvparten av de faste kostnadene deles likt og den andre halvparten etter eierandel?',
      clause:
        'Halvparten av de faste kostnadene, som kommunale avgifter, eiendomsskatt, forsikring, strøm og veiavgift, deles likt mellom partene, og den andre halvparten fordeles etter eierandel.',
      description: 'Et sted mellom en lik deling og en deling etter eierandel.',
    },
    {
      text: 'Skal kommunale avgifter, eiendomsskatt og forsikring fordeles etter eierandel, og strøm og veiavgift deles likt?',
      clause:
        'Kommunale avgifter, eiendomsskatt og forsikring fordeles etter eierandel, mens strøm, veiavgift og andre faste kostnader som følger bruken av hytta, deles likt mellom partene.',
      description: 'Det som følger eierskapet, betales etter eierandel, det som følger bruken, likt.',
    },
  ],
  mislighold: [
    {
      text: 'Skal den som ikke betaler sin del, miste retten til å bruke hytta bare når beløpet ikke er betalt tilbake innen tre måneder?',
      clause:
        'Betaler en part ikke sin del av kostnadene etter denne avtalen innen 14 dager etter en skriftlig påminnelse, kan de andre partene betale beløpet for parten og kreve det tilbake med forsinkelsesrente etter forsinkelsesrenteloven fra den dagen de betalte, og er beløpet ikke betalt tilbake innen tre måneder, kan parten ikke bruke hytta eller låne den bort før alt er betalt.',
      description: 'Renter med en gang, men bruken stanses først når gjelden blir gammel.',
    },
  ],
  forsikring: [
    {
      text: 'Skal hytta være fullverdiforsikret mot brann og vannskade, mens annen skade på bygningen dekkes etter eierandel?',
      clause:
        'Hytta holdes til enhver tid fullverdiforsikret mot brann og vannskade, med alle partene som sikrede, og premien betales som en fast kostnad, mens annen skade på bygningen dekkes av partene etter eierandel.',
      description: 'De største skadene er dekket, og premien blir lavere enn for en full forsikring.',
    },
  ],
  'utlan-til-venner': [
    {
      text: 'Skal hver av dere kunne låne bort hytta til egne foreldre, søsken og barn, men til venner bare når noen av dere er der?',
      clause:
        'Hver av partene kan låne bort hytta til egne foreldre, søsken og barn i perioder da vedkommende selv disponerer hytta, og er ansvarlig for at hytta etterlates i ordentlig stand, mens andre ellers bare kan bruke hytta når noen av partene er til stede, utenom perioder da hytta er leid ut.',
      description: 'Familien kan låne, venner kommer på besøk.',
    },
    {
      text: 'Skal hver av dere kunne låne bort hytta uten selv å være der, høyst to ganger i året?',
      clause:
        'Hver av partene kan låne bort hytta til venner og familie høyst to ganger i året i perioder da vedkommende selv disponerer hytta, og er ansvarlig for at hytta etterlates i ordentlig stand. Ellers brukes hytta bare når noen av partene er til stede, utenom perioder da hytta er leid ut.',
      description: 'Utlån er mulig, men sjelden.',
    },
  ],
  utleie: [
    {
      text: 'Skal hytta kunne leies ut høyst fire uker i året, og hver gang bare når alle har samtykket?',
      clause:
        'Hytta kan leies ut høyst fire uker i året og bare når alle partene har samtykket til hver utleie, og leieinntektene fordeles etter eierandel etter at kostnader til vask og slitasje er trukket fra.',
      description: 'Noe leieinntekt, men hytta forblir først og fremst deres.',
    },
  ],
  'investeringer-krever-enighet': [
    {
      text: 'Skal påkostninger over 20 000 kr kreve at alle er enige, mens mindre påkostninger kan gjøres hvis ingen protesterer innen 14 dager?',
      clause:
        'Påkostninger og investeringer som går ut over vanlig vedlikehold og koster mer enn 20 000 kr til sammen, krever enighet mellom alle partene, mens mindre påkostninger kan gjennomføres når ingen av partene har motsatt seg dem skriftlig innen 14 dager etter at forslaget ble sendt til dem.',
      description: 'Vetorett for de store beslutningene, og fremdrift i de små.',
    },
  ],
  pantsettelse: [
    {
      text: 'Skal hver av dere kunne pantsette sin andel uten samtykke, men med skriftlig varsel til de andre minst 14 dager før?',
      clause:
        'Hver av partene kan pantsette sin andel av hytta uten samtykke fra de andre partene, men skal varsle de andre partene skriftlig minst 14 dager før pantsettelsen.',
      description: 'Frihet til å pantsette, men ingen overraskelser.',
    },
    {
      text: 'Skal hver av dere kunne pantsette sin andel uten samtykke for lån på høyst halvparten av andelens markedsverdi?',
      clause:
        'Hver av partene kan uten samtykke pantsette sin andel av hytta for lån på til sammen høyst halvparten av andelens markedsverdi, og pantsettelse ut over det krever skriftlig samtykke fra de andre partene.',
      description: 'Et lån med god margin er greit, et stort lån krever samtykke.',
    },
  ],
  'forkjopsrett-ved-salg': [
    {
      text: 'Skal de andre partene ha forkjøpsrett til markedsverdi fastsatt ved takst, men bare de første ti årene?',
      clause:
        'En part som vil selge sin andel til andre enn sine nærstående etter løysingsrettslova § 8, skal først tilby den skriftlig til de andre partene til markedsverdi fastsatt ved takst, og er tilbudet ikke godtatt skriftlig innen to måneder etter at det kom fram, kan andelen innen to år selges til andre for minst den samme prisen, men forkjøpsretten kan ikke gjøres gjeldende senere enn ti år etter at denne avtalen ble inngått.',
      description: 'Hytta kan holdes samlet de første årene, og etter det selger hver fritt.',
    },
    {
      text: 'Skal de andre partene få tilbud om å kjøpe andelen til takst først, men bare ha 30 dager på å svare?',
      clause:
        'En part som vil selge sin andel til andre enn sine nærstående etter løysingsrettslova § 8, skal først tilby den skriftlig til de andre partene til markedsverdi fastsatt ved takst, og er tilbudet ikke godtatt skriftlig innen 30 dager etter at det kom fram, kan andelen innen to år selges til andre for minst den samme prisen, men forkjøpsretten kan ikke gjøres gjeldende senere enn 25 år etter at denne avtalen ble inngått.',
      description: 'Partene får første mulighet, og selgeren slipper å vente lenge.',
    },
  ],
  'binding-mot-salg': [
    {
      text: 'Skal ingen av dere kunne kreve hytta solgt de første tre årene?',
      clause:
        'Ingen av partene kan kreve sameiet oppløst og hytta solgt de første tre årene etter at denne avtalen er inngått.',
      description: 'En kortere binding enn fem år.',
    },
    {
      text: 'Skal ingen av dere kunne kreve hytta solgt de første sju årene?',
      clause:
        'Ingen av partene kan kreve sameiet oppløst og hytta solgt de første sju årene etter at denne avtalen er inngått.',
      description: 'Mellom fem og ti år.',
    },
  ],
  'innlosning-ved-arv': [
    {
      text: 'Skal de andre partene kunne løse ut en andel som går i arv til andre enn avdødes nærstående, men bare de første ti årene?',
      clause:
        'Går en andel i arv til andre enn avdødes nærstående etter løysingsrettslova § 8, kan de andre partene løse den ut til markedsverdi fastsatt ved takst ved å kreve det skriftlig overfor arvingene innen seks måneder etter dødsfallet og senest ti år etter at denne avtalen ble inngått, og ellers overtar arvingene andelen med de samme rettighetene og pliktene som etter denne avtalen.',
      description: 'Hytta kan holdes i familien de første årene, og etter det arves andelene fritt.',
    },
    {
      text: 'Skal arvinger som ikke er avdødes nærstående, beholde andelen når de slutter seg skriftlig til avtalen innen tre måneder etter dødsfallet?',
      clause:
        'Går en andel i arv til andre enn avdødes nærstående etter løysingsrettslova § 8, overtar arvingene andelen med de samme rettighetene og pliktene som etter denne avtalen når de skriftlig har sluttet seg til avtalen innen tre måneder etter dødsfallet, og ellers kan de andre partene løse andelen ut til markedsverdi fastsatt ved takst ved å kreve det skriftlig overfor arvingene innen seks måneder etter dødsfallet og senest 25 år etter at denne avtalen ble inngått.',
      description: 'Arvinger som vil være med på avtalen, får bli, og andre kan løses ut.',
    },
  ],
  takstmann: [
    {
      text: 'Skal takstkostnadene deles likt opp til 10 000 kr, og det som går ut over, betales av den som overtar andelen?',
      clause:
        'Skal en andel verdsettes ved takst etter denne avtalen, oppnevnes en uavhengig takstmann av partene i fellesskap eller, hvis de ikke er enige innen 30 dager, én takstmann av den som avstår andelen og én av den som overtar den, slik at gjennomsnittet av de to takstene gjelder, og takstkostnadene deles likt mellom den som avstår andelen og den som overtar den opp til 10 000 kr, mens det som går ut over, betales av den som overtar andelen.',
      description: 'Begge bidrar til en vanlig takst, og den som vil ha en dyrere, betaler selv.',
    },
  ],
  tinglysing: [
    {
      text: 'Skal bestemmelsene som begrenser retten til å pantsette, selge eller arve en andel, tinglyses først når en part skal selge eller pantsette sin andel?',
      clause:
        'Partene tinglyser ikke avtalen nå, men har avtalen bestemmelser som begrenser en parts rett til å råde over sin andel, skriver partene dem, før en part selger eller pantsetter sin andel, inn i en egen erklæring som alle partene signerer og sender til tinglysing på hytteeiendommen, og kostnadene ved tinglysingen deles etter eierandel.',
      description: 'Ingen kostnad nå, men en kjøper eller panthaver blir bundet.',
    },
  ],
};
