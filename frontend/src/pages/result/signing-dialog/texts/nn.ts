import type { Texts } from '../../../../i18n/page-texts';
import type { nb } from './nb';

/** The signing dialog in nynorsk, key for key as nb.ts. */
export const nn: Texts<typeof nb> = {
  title: 'Signer avtalen',
  intro:
    'Les avtaleteksten nøye. Det er denne teksten du signerer. Når éin part har signert, er teksten låst.',
  checksum: 'Kontrollsum (SHA-256) for teksten: {{hash}}',
  calculating: 'blir rekna ut …',
  formRequirement:
    'Ein elektronisk signatur i Avtalt oppfyller ikkje formkrava for testament eller ektepakt.',
  notesTitle: 'Dette gjer ikkje signaturen',
  consent: 'Eg har lese avtalen og signerer den elektronisk',
  confirmItsYou: 'Stadfest at det er deg',
  signWith: 'Signer med {{method}}',
  sendNewCode: 'Send ny kode',
  sendCode: 'Send kode på e-post',
  usePassword: 'Bruk passord',
  codeLabel: 'Kode frå e-posten',
  password: 'Passord',
  cancel: 'Avbryt',
  signing: 'Signerer...',
  sign: 'Signer',
  codeSent: 'Vi har sendt ein kode på {{digits}} siffer til {{email}}.',
  codeSentUntil: 'Vi har sendt ein kode på {{digits}} siffer til {{email}}. Koden gjeld til kl. {{time}}.',
  eidNote:
    'Du loggar inn med {{method}}, som stadfestar namnet og fødselsdatoen din, og kjem tilbake hit signert.',
  eidNoteVia:
    'Du loggar inn med {{method}} via {{broker}}, som stadfestar namnet og fødselsdatoen din, og kjem tilbake hit signert.',
  tickConsentFirst: 'Kryss av for at du har lese avtalen først.',
  level: {
    eid: 'Avtalen krev at alle signerer med BankID.',
    eidUnavailable:
      'Avtalen krev at alle signerer med BankID, men BankID er ikkje tilgjengeleg her. Avtalen kan difor ikkje signerast her no.',
    emailCode: 'Avtalen krev BankID eller eingongskode på e-post.',
  },
  failures: {
    loggedOut: 'Du må vere logga inn for å signere. Logg inn og prøv igjen.',
    notParty: 'Berre partane i avtalen kan signere den.',
    generic: 'Noko gjekk gale. Prøv igjen seinare.',
  },
};
