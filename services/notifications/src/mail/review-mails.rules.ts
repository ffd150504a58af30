import type { Language } from '@avtalt/contracts';
import type { MailBody, ParamsOf } from './mail-content.types';
import { calendarDay, hello } from './mail-text.rules';
import { MAIL_TEXTS } from './texts/mail-texts';

/**
 * The mails of a signed agreement's review (docs/reviews.md): to every party when the review date is near, with
 * two choices — «Avtalen gjelder fortsatt» and «Foreslå endringer» — and to the other parties when one set the
 * date or recorded that it still applies. The links open the result page, where the choice is made and recorded:
 * following a link changes nothing by itself.
 */
export function reviewMail(params: ParamsOf<'review' | 'review-due'>, language: Language): MailBody {
  const { common, obligations } = MAIL_TEXTS[language];
  const on = calendarDay(params.reviewOn, language);
  const frame = {
    kind: params.kind,
    greeting: hello(params.firstName, language),
    items: [],
    closing: [],
    reason: common.aboutAgreement,
  };
  if (params.kind === 'review-due') {
    const w = obligations.reviewDue;
    return {
      ...frame,
      subject: w.subject(params.title),
      preheader: w.preheader(on),
      paragraphs: [w.due(params.title, on), w.explain],
      button: { text: w.stillApplies, url: params.stillApplies },
      secondButton: { text: w.propose, url: params.propose },
      note: w.note,
    };
  }
  const w = obligations.review;
  const confirmed = params.step === 'confirmed';
  return {
    ...frame,
    subject: confirmed ? w.confirmedSubject(params.actor) : w.setSubject(params.actor),
    preheader: w.preheader(on),
    paragraphs: [
      confirmed ? w.confirmed(params.actor, params.title) : w.set(params.actor, params.title),
      w.next(on),
    ],
    button: { text: w.button, url: params.link },
    note: null,
  };
}
