/** The topic «Felles hund eller katt» in nynorsk (docs/languages.md). */
import type { TopicTranslation } from '../catalogue-translation.types';

export const fellesKjaeledyrNn: TopicTranslation = {
  title: 'Felles hund eller katt',
  description:
    'For dykk som deler ansvaret for ein hund eller katt. Bli samde om eigarskap, kostnader, stell, feriar og kven dyret skal bu hos.',
  document: {
    heading: 'Avtale om felles dyrehald',
    termClause:
      'Avtalen gjeld så lenge partane har dyret saman, og kvar av partane kan seie han opp skriftleg med eit varsel på tre månader. Når avtalen opphøyrer, gjeld føresegna om kven som beheld dyret.',
    disputeClause: null,
  },
  questions: {
    dyret: {
      text: 'Kva dyr gjeld avtalen?',
      description: 'Skriv art, namn og rase, til dømes hunden Luna, ein labrador.',
      section: 'Bakgrunn',
      clauseTemplate: 'Avtalen gjeld {{svar}}.',
    },
    'id-nummer': {
      text: 'Kva er ID-nummeret til dyret?',
      description:
        'Nummeret på mikrobrikka eller ID-merkinga til dyret, slik det står i papira frå veterinæren.',
      section: 'Bakgrunn',
      clauseTemplate: 'Dyret er ID-merkt med nummer {{svar}}.',
    },
    'eies-sammen': {
      text: 'Eig de dyret saman?',
      section: 'Bakgrunn',
      clauseYes: 'Partane eig dyret saman med like store delar.',
      clauseNo: 'Partane eig ikkje dyret saman.',
    },
    'dyrets-eier': {
      text: 'Kven av dykk eig dyret?',
      section: 'Bakgrunn',
      clauseTemplate: '{{svar}} eig dyret åleine.',
      partyRoles: { chosen: 'eigar', others: null },
    },
    'faste-kostnader-likt': {
      text: 'Skal faste kostnader til fôr og utstyr delast likt?',
      section: 'Kostnader og helse',
      clauseYes: 'Faste kostnader til fôr og utstyr blir delte likt mellom partane.',
      clauseNo: 'Faste kostnader til fôr og utstyr blir betalte av den av partane som har dyret hos seg.',
    },
    forsikring: {
      text: 'Skal dyret ha helseforsikring?',
      section: 'Kostnader og helse',
      clauseYes:
        'Dyret skal ha helseforsikring, premien blir delt likt mellom partane, og det forsikringa dekkjer, blir trekt frå veterinærutgiftene før dei blir fordelte mellom partane.',
      clauseNo:
        'Dyret skal ikkje ha helseforsikring, og partane ber sjølve veterinærutgiftene etter denne avtalen.',
    },
    'veterinar-grense': {
      text: 'Over kva beløp må alle vere samde før dyret får veterinærbehandling?',
      section: 'Kostnader og helse',
      clauseTemplate:
        'Veterinærbehandling som kostar meir enn {{svar}}, blir avtalt mellom partane før ho blir gjennomført, med unntak av akutte tilfelle.',
    },
    'veterinar-deles': {
      text: 'Skal veterinærutgifter delast likt?',
      section: 'Kostnader og helse',
      clauseYes: 'Veterinærutgifter blir delte likt mellom partane.',
      clauseNo:
        'Veterinærutgifter blir dekte av den av partane som har dyret hos seg når behandlinga blir nødvendig.',
    },
    kastrering: {
      text: 'Skal dyret kastrerast eller steriliserast?',
      section: 'Kostnader og helse',
      clauseYes: 'Dyret skal kastrerast eller steriliserast, og kostnaden blir rekna som ein felles kostnad.',
      clauseNo: 'Dyret skal ikkje kastrerast eller steriliserast.',
    },
    'fast-bosted': {
      text: 'Skal dyret bu fast hos éin av dykk?',
      section: 'Bustad og stell',
      clauseYes: 'Den parten dyret bur fast hos, har det daglege ansvaret for dyret.',
      clauseNo:
        'Dyret bur vekselvis éi veke hos kvar av partane, med byte på søndagar, med mindre partane blir samde om noko anna.',
    },
    'bor-hos': {
      text: 'Kven av dykk skal dyret bu fast hos?',
      section: 'Bustad og stell',
      clauseTemplate: 'Dyret bur fast hos {{svar}}.',
    },
    'helg-hos-de-andre': {
      text: 'Skal dei andre ha dyret hos seg minst éi helg i månaden?',
      section: 'Bustad og stell',
      clauseYes: 'Kvar av dei andre partane har rett til å ha dyret hos seg minst éi helg i månaden.',
      clauseNo: 'Tid med dyret for dei andre partane blir avtalt frå gong til gong.',
    },
    'plan-for-stell': {
      text: 'Skal de ha ein fast plan for kven som går tur med, fôrar og steller dyret?',
      section: 'Bustad og stell',
      clauseYes:
        'Partane set opp ein skriftleg plan for turar, fôring og stell innan to veker etter at avtalen er inngått, slik at dyret får dagleg mosjon og tilsyn, og til planen er på plass, har den av partane som har dyret hos seg, ansvaret.',
      clauseNo: 'Den av partane som har dyret hos seg, har ansvaret for turar, fôring og stell.',
    },
    skader: {
      text: 'Skal den som hadde ansvaret for dyret då ein skade skjedde, dekkje kostnaden?',
      description: 'Overfor den som blir skadd, kan både eigaren og den som passar dyret, vere ansvarlege.',
      section: 'Ansvar og avslutning',
      clauseYes:
        'I forholdet mellom partane blir skadar som dyret valdar, dekte av den av partane som hadde ansvaret for dyret då skaden skjedde.',
      clauseNo:
        'I forholdet mellom partane blir kostnader ved skadar som dyret valdar, delte likt etter frådrag for det ei eventuell ansvarsforsikring dekkjer.',
    },
    omplassering: {
      text: 'Skal eigaren berre kunne omplassere eller selje dyret dersom alle er samde?',
      section: 'Ansvar og avslutning',
      clauseYes:
        'Eigaren beheld dyret når avtalen opphøyrer, men kan berre omplassere eller selje det når alle partane har samtykt.',
      clauseNo:
        'Eigaren beheld dyret når avtalen opphøyrer og kan åleine bestemme å omplassere eller selje det.',
    },
    beholder: {
      text: 'Kven av dykk skal behalde dyret dersom samarbeidet blir avslutta?',
      description: 'Den som beheld dyret, løyser ut dei andre med delen deira av marknadsverdien til dyret.',
      section: 'Ansvar og avslutning',
      clauseTemplate:
        'Blir samarbeidet avslutta, beheld {{svar}} dyret og løyser ut den delen dei andre partane har i det, til marknadsverdi, med mindre partane då blir samde om noko anna.',
    },
  },
};
