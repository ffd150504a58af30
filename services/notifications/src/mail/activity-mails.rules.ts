import type { Language } from '@avtalt/contracts';
import { joinNames } from '../rules/notification.rules';
import type { MailBody, ParamsOf } from './mail-content.types';
import { calendarDay, hello } from './mail-text.rules';
import { MAIL_TEXTS } from './texts/mail-texts';

/** The mails about an agreement's activity (each can be turned off) and the invitations. */
export function activityMail(
  params: ParamsOf<
    | 'answered'
    | 'round-started'
    | 'completed'
    | 'disagreement-declared'
    | 'reminder'
    | 'invitation'
    | 'observer-invitation'
    | 'guardian-invitation'
  >,
  language: Language,
): MailBody {
  const { common, activity: t } = MAIL_TEXTS[language];
  const frame = { items: [], closing: [], note: null, reason: common.aboutAgreement };
  switch (params.kind) {
    case 'answered': {
      const w = t.answered;
      const actors = params.actors.map((name) => name || common.someone.participant);
      const names = joinNames(actors, language);
      const several = actors.length > 1;
      return {
        ...frame,
        kind: params.kind,
        subject: w.subject(names, params.title),
        preheader: several ? w.preheaderMany(actors.length) : w.preheaderOne,
        greeting: hello(params.firstName, language),
        paragraphs: [several ? w.many(actors.length, params.title) : w.one(names, params.title)],
        items: several ? actors : [],
        closing: [w.closing],
        button: { text: w.button, url: params.link },
      };
    }
    case 'round-started': {
      const { amendment } = params;
      if (amendment) {
        const endsOn = amendment.endsOn ? calendarDay(amendment.endsOn, language) : null;
        const w = endsOn === null ? t.amendment : t.ending;
        return {
          ...frame,
          kind: params.kind,
          subject: w.subject(amendment.proposedBy, params.title),
          preheader:
            endsOn === null ? t.amendment.preheader(amendment.versionNumber) : t.ending.preheader(endsOn),
          greeting: hello(params.firstName, language),
          paragraphs: [
            endsOn === null
              ? t.amendment.proposal(amendment.proposedBy, params.title)
              : t.ending.proposal(amendment.proposedBy, params.title, endsOn),
            w.explain,
          ],
          button: { text: w.button, url: params.link },
        };
      }
      const w = t.roundStarted;
      return {
        ...frame,
        kind: params.kind,
        subject: w.subject(params.title),
        preheader: w.preheader(params.round),
        greeting: hello(params.firstName, language),
        paragraphs: [w.started(params.round, params.title), w.answerAgain],
        button: { text: w.button, url: params.link },
      };
    }
    case 'completed': {
      const w = t.completed;
      return {
        ...frame,
        kind: params.kind,
        subject: w.subject(params.title),
        preheader: w.preheader,
        greeting: hello(params.firstName, language),
        paragraphs: [w.done(params.title), w.seeResult],
        button: { text: w.button, url: params.link },
      };
    }
    case 'disagreement-declared': {
      const w = t.disagreement;
      return {
        ...frame,
        kind: params.kind,
        subject: w.subject(params.title),
        preheader: w.preheader,
        greeting: hello(params.firstName, language),
        paragraphs: [
          params.actor ? w.declared(params.actor, params.title) : w.ended(params.title),
          w.seeWhere,
        ],
        button: { text: w.button, url: params.link },
      };
    }
    case 'reminder': {
      const w = t.reminder;
      return {
        ...frame,
        kind: params.kind,
        subject: w.subject(params.title),
        preheader: w.preheader,
        greeting: hello(params.firstName, language),
        paragraphs: [w.notAnswered(params.round, params.title), w.waiting],
        button: { text: w.button, url: params.link },
        note: params.number >= 2 ? w.lastOne : null,
      };
    }
    case 'invitation': {
      const w = t.invitation;
      const inviter = params.inviter || common.someone.participant;
      return {
        ...frame,
        kind: params.kind,
        subject: w.subject(params.title),
        preheader: w.preheader(inviter),
        greeting: hello(null, language),
        paragraphs: [w.invited(inviter), w.join(params.title)],
        button: { text: w.button, url: params.link },
        note: w.note,
        reason: w.reason,
      };
    }
    case 'observer-invitation': {
      const w = t.observerInvitation;
      const inviter = params.inviter || common.someone.partyInAgreement;
      return {
        ...frame,
        kind: params.kind,
        subject: w.subject(params.title),
        preheader: w.preheader(inviter),
        greeting: hello(null, language),
        paragraphs: [w.invited(inviter, params.title), w.what, w.how],
        button: { text: w.button, url: params.link },
        note: w.note,
        reason: w.reason,
      };
    }
    case 'guardian-invitation': {
      const w = t.guardianInvitation;
      const inviter = params.inviter || common.someone.partyInAgreement;
      return {
        ...frame,
        kind: params.kind,
        subject: w.subject(params.title),
        preheader: w.preheader(inviter),
        greeting: hello(null, language),
        paragraphs: [w.wants(inviter, params.title), w.law, w.how, w.statsforvalteren],
        button: { text: w.button, url: params.link },
        note: w.note,
        reason: w.reason,
      };
    }
  }
}
