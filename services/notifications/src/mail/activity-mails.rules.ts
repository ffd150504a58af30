import { GuardianMessages } from '@avtalt/contracts';
import { formatDate } from '@avtalt/logic';
import { joinNames } from '../rules/notification.rules';
import type { MailContent, ParamsOf } from './mail-content.types';
import { ABOUT_AGREEMENT, hello, quoted } from './mail-text.rules';

/** The mails about an agreement's activity (each can be turned off) and the invitation. */
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
): MailContent {
  switch (params.kind) {
    case 'answered': {
      const names = joinNames(params.actors);
      const several = params.actors.length > 1;
      return {
        kind: params.kind,
        subject: `${names} har svart på ${quoted(params.title)}`,
        preheader: several
          ? `${params.actors.length} nye svar siden sist.`
          : 'Se hvor dere er enige og uenige.',
        greeting: hello(params.firstName),
        paragraphs: [
          several
            ? `Det har kommet ${params.actors.length} nye svar på avtalen ${quoted(params.title)}:`
            : `${names} har svart på avtalen ${quoted(params.title)}.`,
        ],
        items: several ? params.actors : [],
        closing: ['Se sammenligningen for å finne ut hvor dere er enige og uenige.'],
        button: { text: 'Se sammenligningen', url: params.link },
        note: null,
        reason: ABOUT_AGREEMENT,
      };
    }
    case 'round-started':
      if (params.amendment?.endsOn)
        return {
          kind: params.kind,
          subject: `${params.amendment.proposedBy} foreslår å avslutte ${quoted(params.title)}`,
          preheader: `Forslag om at avtalen opphører fra og med ${formatDate(params.amendment.endsOn)}.`,
          greeting: hello(params.firstName),
          paragraphs: [
            `${params.amendment.proposedBy} foreslår at avtalen ${quoted(params.title)} dere har signert, opphører fra og med ${formatDate(params.amendment.endsOn)}.`,
            'Dere svarer på ett spørsmål: om avtalen skal opphøre fra denne datoen. Når alle har svart ja og signert avslutningen, er avtalen avsluttet. Til da gjelder den som før.',
          ],
          items: [],
          closing: [],
          button: { text: 'Se forslaget', url: params.link },
          note: null,
          reason: ABOUT_AGREEMENT,
        };
      if (params.amendment)
        return {
          kind: params.kind,
          subject: `${params.amendment.proposedBy} foreslår endringer i ${quoted(params.title)}`,
          preheader: `Forslag til versjon ${params.amendment.versionNumber} av avtalen.`,
          greeting: hello(params.firstName),
          paragraphs: [
            `${params.amendment.proposedBy} foreslår endringer i avtalen ${quoted(params.title)} dere har signert.`,
            'Dere svarer bare på det som skal endres; resten står som dere signerte det. Når alle har signert den nye versjonen, erstatter den den gamle. Til da gjelder avtalen dere har.',
          ],
          items: [],
          closing: [],
          button: { text: 'Se forslaget', url: params.link },
          note: null,
          reason: ABOUT_AGREEMENT,
        };
      return {
        kind: params.kind,
        subject: `Ny runde i ${quoted(params.title)}`,
        preheader: `Runde ${params.round} har startet.`,
        greeting: hello(params.firstName),
        paragraphs: [
          `Runde ${params.round} av avtalen ${quoted(params.title)} har startet.`,
          'Svar på nytt på spørsmålene dere ikke var enige om.',
        ],
        items: [],
        closing: [],
        button: { text: 'Svar nå', url: params.link },
        note: null,
        reason: ABOUT_AGREEMENT,
      };
    case 'completed':
      return {
        kind: params.kind,
        subject: `${quoted(params.title)} er ferdig`,
        preheader: 'Alle er enige. Avtaleteksten er klar.',
        greeting: hello(params.firstName),
        paragraphs: [
          `Alle er enige, og avtalen ${quoted(params.title)} er ferdig.`,
          'Se resultatet og last ned avtaleteksten.',
        ],
        items: [],
        closing: [],
        button: { text: 'Se resultatet', url: params.link },
        note: null,
        reason: ABOUT_AGREEMENT,
      };
    case 'disagreement-declared':
      return {
        kind: params.kind,
        subject: `Uenighet i ${quoted(params.title)}`,
        preheader: 'Avtalen endte i uenighet.',
        greeting: hello(params.firstName),
        paragraphs: [
          params.actor
            ? `${params.actor} har erklært uenighet i avtalen ${quoted(params.title)}.`
            : `Avtalen ${quoted(params.title)} endte i uenighet.`,
          'Se sammenligningen for hvor dere sto.',
        ],
        items: [],
        closing: [],
        button: { text: 'Se sammenligningen', url: params.link },
        note: null,
        reason: ABOUT_AGREEMENT,
      };
    case 'reminder':
      return {
        kind: params.kind,
        subject: `Påminnelse: svar på ${quoted(params.title)}`,
        preheader: 'De andre venter på svaret ditt.',
        greeting: hello(params.firstName),
        paragraphs: [
          `Du har ikke svart på runde ${params.round} av avtalen ${quoted(params.title)} ennå.`,
          'De andre venter på svaret ditt.',
        ],
        items: [],
        closing: [],
        button: { text: 'Svar nå', url: params.link },
        note: params.number >= 2 ? 'Dette er siste påminnelse for denne runden.' : null,
        reason: ABOUT_AGREEMENT,
      };
    case 'invitation':
      return {
        kind: params.kind,
        subject: `Bli med på en avtale: ${params.title}`,
        preheader: `${params.inviter} har invitert deg.`,
        greeting: 'Hei,',
        paragraphs: [
          `${params.inviter} har invitert deg til å lage en avtale sammen i Avtalt.`,
          `Bli med på en avtale: ${params.title}`,
        ],
        items: [],
        closing: [],
        button: { text: 'Åpne avtalen', url: params.link },
        note: 'Kjenner du ikke avsenderen, kan du se bort fra e-posten.',
        reason: 'Du får denne e-posten fordi noen som bruker Avtalt, ga oss adressen din.',
      };
    case 'observer-invitation':
      return {
        kind: params.kind,
        subject: `Les med som observatør: ${params.title}`,
        preheader: `${params.inviter} vil at du skal kunne lese avtalen.`,
        greeting: 'Hei,',
        paragraphs: [
          `${params.inviter} har invitert deg som observatør til avtalen «${params.title}» i Avtalt.`,
          'Som observatør kan du lese sammenligningen, diskusjonen og den ferdige avtaleteksten. Du svarer ikke og signerer ikke.',
          'Logg inn eller lag en konto med denne e-postadressen, og bekreft den, for å ta imot invitasjonen.',
        ],
        items: [],
        closing: [],
        button: { text: 'Ta imot invitasjonen', url: params.link },
        note: 'Kjenner du ikke avsenderen, kan du se bort fra e-posten.',
        reason: 'Du får denne e-posten fordi en part i avtalen ga oss adressen din.',
      };
    case 'guardian-invitation':
      return {
        kind: params.kind,
        subject: `Godta som verge: ${params.title}`,
        preheader: `${params.inviter} er under 18 år og trenger vergen sin.`,
        greeting: 'Hei,',
        paragraphs: [
          `${params.inviter} vil inngå avtalen «${params.title}» i Avtalt og har oppgitt deg som verge.`,
          'En som er under 18 år, kan ikke selv binde seg ved avtale. Vergen (som regel foreldrene med foreldreansvar) må godta avtalen og signere den sammen med den mindreårige (vergemålsloven § 9).',
          'Logg inn eller lag en konto med denne e-postadressen, og bekreft den, for å lese avtalen og godta som verge.',
          GuardianMessages.statsforvalteren,
        ],
        items: [],
        closing: [],
        button: { text: 'Les avtalen og godta som verge', url: params.link },
        note: 'Er du ikke verge for avsenderen, kan du se bort fra e-posten.',
        reason: 'Du får denne e-posten fordi en part i avtalen ga oss adressen din.',
      };
  }
}
