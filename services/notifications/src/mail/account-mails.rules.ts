import { FORMER_PARTICIPANT, type Language } from '@avtalt/contracts';
import type { MailBody, ParamsOf } from './mail-content.types';
import { hello, oneLine, osloDate, osloDateTime } from './mail-text.rules';
import { MAIL_TEXTS } from './texts/mail-texts';

/** The mails about the account: its password and its address. */
export function accountMail(
  params: ParamsOf<
    | 'password-reset'
    | 'verify-email'
    | 'email-change'
    | 'email-change-notice'
    | 'email-changed'
    | 'data-export'
    | 'account-deleted'
  >,
  language: Language,
): MailBody {
  const t = MAIL_TEXTS[language].account;
  const greeting = hello(params.firstName, language);
  switch (params.kind) {
    case 'password-reset': {
      const w = t.passwordReset;
      return {
        kind: params.kind,
        subject: w.subject,
        preheader: w.preheader,
        greeting,
        paragraphs: [...w.paragraphs],
        items: [],
        closing: [],
        button: { text: w.button, url: params.link },
        note: w.note,
        reason: w.reason,
      };
    }
    case 'verify-email': {
      const w = t.verifyEmail;
      return {
        kind: params.kind,
        subject: w.subject,
        preheader: w.preheader,
        greeting,
        paragraphs: [w.paragraph],
        items: [],
        closing: [],
        button: { text: w.button, url: params.link },
        note: w.note,
        reason: w.reason,
      };
    }
    case 'email-change': {
      const w = t.emailChange;
      return {
        kind: params.kind,
        subject: w.subject,
        preheader: w.preheader,
        greeting,
        paragraphs: [...w.paragraphs],
        items: [],
        closing: [],
        button: { text: w.button, url: params.link },
        note: w.note,
        reason: w.reason,
      };
    }
    case 'email-change-notice': {
      const w = t.emailChangeNotice;
      return {
        kind: params.kind,
        subject: w.subject,
        preheader: w.preheader,
        greeting,
        paragraphs: [w.asked(params.newEmailMasked), ...w.paragraphs],
        items: [],
        closing: [],
        button: { text: w.button, url: params.link },
        note: w.note,
        reason: t.aboutSecurity,
      };
    }
    case 'data-export': {
      const w = t.dataExport;
      return {
        kind: params.kind,
        subject: w.subject,
        preheader: w.preheader,
        greeting,
        paragraphs: [...w.paragraphs],
        items: [],
        closing: [],
        button: { text: w.button, url: params.link },
        note: w.note(osloDateTime(params.expiresAt, language)),
        reason: w.reason,
      };
    }
    case 'account-deleted': {
      const w = t.accountDeleted;
      return {
        kind: params.kind,
        subject: w.subject,
        preheader: w.preheader,
        greeting,
        // The others see the stored name FORMER_PARTICIPANT in its place, whatever this person's language.
        paragraphs: [w.deleted(FORMER_PARTICIPANT), ...(params.kept.length > 0 ? [w.keptIntro] : [])],
        items: params.kept.map((k) => w.kept(oneLine(k.title), osloDate(k.keptUntil, language))),
        closing: [w.closing],
        button: { text: w.button, url: params.link },
        note: w.note,
        reason: w.reason,
      };
    }
    case 'email-changed': {
      // Whoever confirmed the new address knew the password, and the stop link is used up by the change: the
      // owner can no longer log in with this address or get a reset link here, so the way back is to write
      // to a person, from this address (which shows it was the account's).
      const w = t.emailChanged;
      return {
        kind: params.kind,
        subject: w.subject,
        preheader: w.preheader,
        greeting,
        paragraphs: [
          w.changed(params.newEmailMasked, osloDateTime(params.changedAt, language)),
          w.ifYou,
          w.ifNotYou,
          w.writeToUs(params.supportEmail),
        ],
        items: [],
        closing: [],
        button: {
          text: w.button,
          url: `mailto:${params.supportEmail}?subject=${encodeURIComponent(w.mailSubject)}`,
        },
        note: null,
        reason: t.aboutSecurity,
      };
    }
  }
}
