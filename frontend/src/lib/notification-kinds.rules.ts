import type { InvitationsReply, MailKind, MailState, NotificationKind } from '@avtalt/contracts';

/** The switches of 'Varsler på e-post' on /profile, in this order. */
export const NOTIFICATION_SWITCHES: readonly { kind: NotificationKind; label: string; help: string }[] = [
  { kind: 'answered', label: 'Når noen svarer', help: 'Høyst én e-post per avtale hvert tiende minutt.' },
  { kind: 'round-started', label: 'Ny runde', help: 'Når dere skal svare på nytt der dere var uenige.' },
  { kind: 'completed', label: 'Avtalen er ferdig', help: 'Med lenke til den ferdige avtalen.' },
  { kind: 'disagreement-declared', label: 'Uenighet', help: 'Når en avtale ender uten enighet.' },
  { kind: 'reminder', label: 'Påminnelser', help: 'Når du ikke har svart i runden ennå (høyst to).' },
  { kind: 'invitation', label: 'Invitasjoner', help: 'Når noen inviterer deg til en avtale på e-post.' },
  {
    kind: 'payment-due',
    label: 'Betalinger som forfaller',
    help: 'En uke før du skal betale noe etter en signert avtale.',
  },
  {
    kind: 'review-due',
    label: 'Gjennomgang av avtaler',
    help: 'To uker før en signert avtale skal ses over: gjelder den fortsatt?',
  },
];

/** What an unsubscribe link stops, for 'Du får ikke lenger e-post om …'. */
const ABOUT: Record<NotificationKind, string> = {
  answered: 'nye svar i avtalene dine',
  'round-started': 'nye runder',
  completed: 'ferdige avtaler',
  'disagreement-declared': 'uenighet i avtalene dine',
  reminder: 'påminnelser om å svare',
  invitation: 'invitasjoner til avtaler',
  'payment-due': 'betalinger som forfaller',
  'review-due': 'gjennomgang av avtaler',
};

export function unsubscribeAbout(kind: NotificationKind): string {
  return ABOUT[kind];
}

/** The mail log's names for each kind of mail and each state. */
export const MAIL_KIND_LABELS: Record<MailKind, string> = {
  answered: 'Nye svar',
  'round-started': 'Ny runde',
  completed: 'Ferdig avtale',
  'disagreement-declared': 'Uenighet',
  reminder: 'Påminnelse',
  invitation: 'Invitasjon',
  'password-reset': 'Nytt passord',
  'verify-email': 'Bekreft e-post',
  'email-change': 'Bekreft ny e-postadresse',
  'email-change-notice': 'Varsel om ny e-postadresse',
  'email-changed': 'E-postadresse endret',
  'signing-code': 'Signeringskode',
  'signature-added': 'Ny signatur',
  'signatures-voided': 'Signaturer annullert',
  'signed-document': 'Signert avtale',
  'audit-receipt': 'Kvittering for signatur',
  'observer-invitation': 'Invitasjon som observatør',
  'guardian-invitation': 'Invitasjon som verge',
  'data-export': 'Dataene dine',
  'account-deleted': 'Konto slettet',
  payment: 'Betaling',
  'payment-due': 'Betaling forfaller',
  'review-due': 'Gjennomgang',
  review: 'Gjennomgang registrert',
};

export const MAIL_STATE_LABELS: Record<MailState, string> = {
  queued: 'I kø',
  sent: 'Sendt',
  failed: 'Feilet',
  withheld: 'Holdt tilbake',
};

/** 'en adresse' / '3 adresser'. */
const addresses = (n: number) => (n === 1 ? '1 adresse' : `${n} adresser`);

/** What the share page says after 'Send': how many were sent, skipped, and how many are left today. */
export function invitationResultText(reply: InvitationsReply): string {
  const parts = [`Invitasjonen er sendt til ${addresses(reply.queued)}.`];
  if (reply.skipped > 0)
    parts.push(`${addresses(reply.skipped)} ble hoppet over fordi de har meldt seg av invitasjoner.`);
  parts.push(
    reply.remainingToday > 0
      ? `Du kan sende ${reply.remainingToday} til i dag.`
      : 'Du kan ikke sende flere invitasjoner til denne avtalen i dag.',
  );
  return parts.join(' ');
}

/** The addresses typed into one field, separated by commas, semicolons, spaces or new lines. */
export function splitEmails(text: string): string[] {
  return text
    .split(/[\s,;]+/)
    .map((part) => part.trim())
    .filter(Boolean);
}
