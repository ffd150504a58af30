import type { MailContent, ParamsOf } from './mail-content.types';
import { ABOUT_AGREEMENT, hello, osloDate, quoted } from './mail-text.rules';

/**
 * The mails of a signed agreement's review (docs/reviews.md): to every party when the review date is near, with
 * two choices — «Avtalen gjelder fortsatt» and «Foreslå endringer» — and to the other parties when one set the
 * date or recorded that it still applies. The links open the result page, where the choice is made and recorded:
 * following a link changes nothing by itself.
 */
export function reviewMail(params: ParamsOf<'review' | 'review-due'>): MailContent {
  const on = osloDate(`${params.reviewOn}T12:00:00Z`);
  if (params.kind === 'review-due')
    return {
      kind: params.kind,
      subject: `Tid for å se over avtalen ${quoted(params.title)}`,
      preheader: `Gjelder den fortsatt, eller har noe endret seg? Gjennomgang ${on}.`,
      greeting: hello(params.firstName),
      paragraphs: [
        `Avtalen ${quoted(params.title)} skal gjennomgås ${on}. Se over om den fortsatt passer for dere.`,
        'Gjelder den som før, bekrefter du det, så står det i avtalens logg og neste gjennomgang blir om et år. Har noe endret seg, foreslår du endringer: dere svarer på dem og signerer en ny versjon, og til da gjelder denne.',
      ],
      items: [],
      closing: [],
      button: { text: 'Avtalen gjelder fortsatt', url: params.stillApplies },
      secondButton: { text: 'Foreslå endringer', url: params.propose },
      note: 'Lenkene åpner avtalen i Avtalt. Ingenting registreres før du bekrefter der.',
      reason: ABOUT_AGREEMENT,
    };
  const confirmed = params.step === 'confirmed';
  return {
    kind: params.kind,
    subject: confirmed
      ? `${params.actor} har bekreftet at avtalen gjelder fortsatt`
      : `${params.actor} har satt dato for gjennomgang av avtalen`,
    preheader: `Neste gjennomgang: ${on}.`,
    greeting: hello(params.firstName),
    paragraphs: [
      confirmed
        ? `${params.actor} har bekreftet at avtalen ${quoted(params.title)} gjelder fortsatt. Det står i avtalens logg.`
        : `${params.actor} har satt dato for neste gjennomgang av avtalen ${quoted(params.title)}.`,
      `Neste gjennomgang er ${on}. Dere får en påminnelse to uker før.`,
    ],
    items: [],
    closing: [],
    button: { text: 'Se avtalen', url: params.link },
    note: null,
    reason: ABOUT_AGREEMENT,
  };
}
