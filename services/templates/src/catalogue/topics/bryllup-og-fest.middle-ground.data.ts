import type { TopicMiddleGround } from '../catalogue.types';

/**
 * The compromises offered on the questions of `bryllup-og-fest` when the parties disagree: question key → one to
 * three alternatives, each a Ja/Nei question and the clause its Ja gives (docs/middle-ground-library.md).
 * No alternative says «budsjett» or «én av partene».
 */
export const bryllupOgFestMiddleGround: TopicMiddleGround = {
  kostnadsfordeling: [
    {
      text: 'Skal faste kostnader som lokale og musikk deles likt, mens mat og servering fordeles etter hvor mange gjester hver av dere inviterer?',
      clause:
        'Faste kostnader ved festen, som leie av lokale, musikk og pynt, deles likt mellom partene, mens kostnadene til mat og servering fordeles etter hvor mange gjester hver av partene inviterer.',
      description: 'Det alle har glede av, deles likt; det som følger gjestene, følger den som inviterer.',
    },
    {
      text: 'Skal halvparten av kostnadene deles likt og den andre halvparten etter inntekt?',
      clause:
        'Halvparten av kostnadene ved festen deles likt mellom partene, og den andre halvparten fordeles forholdsmessig etter partenes inntekt.',
      description: 'Mellom likt og etter inntekt.',
    },
  ],
  // Asked only when family members contribute.
  'bidragsytere-far-si-sitt': [
    {
      text: 'Skal de som bidrar med penger, bli hørt før valg som gjelder det bidraget deres skal dekke?',
      clause:
        'Partene hører dem som bidrar med penger til festen, før valg som gjelder det bidraget deres skal dekke, men tar de endelige beslutningene selv, og andre valg tar partene uten å måtte høre dem.',
      description: 'De som betaler for noe, får si sin mening om det, ikke om alt.',
    },
    {
      text: 'Skal de som bidrar med penger, få vite om viktige valg når de er tatt?',
      clause:
        'Partene holder dem som bidrar med penger til festen, orientert om viktige valg når de er tatt, men tar beslutningene uten å måtte høre dem på forhånd.',
      description: 'Åpenhet overfor dem som bidrar, uten at de bestemmer.',
    },
  ],
  'like-mange-gjester': [
    {
      text: 'Skal halvparten av plassene fordeles likt mellom dere, mens resten av gjestelisten settes opp i fellesskap?',
      clause:
        'Halvparten av plassene ved festen fordeles likt mellom partene, som inviterer hver sine gjester til dem, og resten av gjestelisten settes opp i fellesskap.',
      description: 'En fast kvote hver, og en felles del.',
    },
  ],
  alkohol: [
    {
      text: 'Skal vin til maten regnes som en felles kostnad, men ikke annen alkohol?',
      clause:
        'Vin til maten regnes som en felles kostnad ved festen, mens annen alkohol til gjestene ikke er en felles kostnad.',
      description: 'Det som hører til måltidet, deles; baren gjør det ikke.',
    },
    {
      text: 'Skal alkohol til gjestene være en felles kostnad opp til 200 kr per gjest?',
      clause:
        'Alkohol til gjestene regnes som en felles kostnad ved festen opp til 200 kr per gjest, og det som overstiger dette, dekkes av den av partene som har bestilt det.',
      description: 'Felles opp til et tak.',
    },
  ],
  pengegaver: [
    {
      text: 'Skal halvparten av pengegavene brukes til å dekke kostnadene ved festen?',
      clause:
        'Halvparten av pengegavene brukes til å dekke kostnadene ved festen, og resten tilfaller dem gavene er gitt til.',
      description: 'Gavene hjelper på regningen, men ikke alt går med.',
    },
    {
      text: 'Skal pengegaver brukes til å dekke kostnadene ved festen opp til 20 000 kr?',
      clause:
        'Pengegaver brukes til å dekke kostnadene ved festen opp til 20 000 kr samlet, og resten tilfaller dem gavene er gitt til.',
      description: 'Et tak på hvor mye av gavene som går til festen.',
    },
  ],
  overskudd: [
    {
      text: 'Skal halvparten av et eventuelt overskudd deles likt og den andre halvparten etter hva hver av dere har bidratt med?',
      clause:
        'Halvparten av et eventuelt overskudd deles likt mellom partene, og den andre halvparten fordeles etter hva hver av dem har bidratt med.',
      description: 'Mellom likt og etter bidrag.',
    },
  ],
  avlysning: [
    {
      text: 'Skal den av dere som trekker seg slik at festen avlyses, dekke kostnadene ved avlysningen, mens de ellers deles som de andre kostnadene?',
      clause:
        'Dersom festen avlyses fordi en av partene trekker seg, dekker den parten kostnader som ikke kan refunderes, og avlyses festen av andre grunner, deles slike kostnader på samme måte som de andre kostnadene.',
      description: 'Den som avlyser, bærer kostnaden; ellers deles den.',
    },
    {
      text: 'Skal kostnadene ved en avlysning deles på samme måte som de andre kostnadene opp til 20 000 kr?',
      clause:
        'Dersom festen avlyses, deles kostnader som ikke kan refunderes, på samme måte som de andre kostnadene opp til 20 000 kr samlet, og kostnader ut over dette dekkes av den av partene som har pådratt seg dem.',
      description: 'Deling opp til et tak, og hver sin risiko over det.',
    },
  ],
};
