import type { MailContent, ParamsOf } from './mail-content.types';
import { hello, oneLine, osloDate, osloDateTime } from './mail-text.rules';

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
): MailContent {
  switch (params.kind) {
    case 'password-reset':
      return {
        kind: params.kind,
        subject: 'Tilbakestill passordet ditt i Avtalt',
        preheader: 'Lenken virker én gang og i én time.',
        greeting: hello(params.firstName),
        paragraphs: [
          'Vi fikk en forespørsel om å tilbakestille passordet til kontoen din i Avtalt.',
          'Velg et nytt passord med knappen under.',
        ],
        items: [],
        closing: [],
        button: { text: 'Velg nytt passord', url: params.link },
        note: 'Lenken kan bare brukes én gang og virker i én time. Ba du ikke om dette, kan du se bort fra e-posten: passordet ditt er uendret.',
        reason: 'Du får denne e-posten fordi noen ba om å tilbakestille passordet til kontoen din.',
      };
    case 'verify-email':
      return {
        kind: params.kind,
        subject: 'Bekreft e-postadressen din i Avtalt',
        preheader: 'Ett klikk, så er adressen bekreftet.',
        greeting: hello(params.firstName),
        paragraphs: ['Bekreft at dette er e-postadressen din i Avtalt.'],
        items: [],
        closing: [],
        button: { text: 'Bekreft e-postadressen', url: params.link },
        note: 'Opprettet du ikke en konto eller endret adressen, kan du se bort fra e-posten.',
        reason: 'Du får denne e-posten fordi adressen ble oppgitt for en konto i Avtalt.',
      };
    case 'email-change':
      return {
        kind: params.kind,
        subject: 'Bekreft den nye e-postadressen din i Avtalt',
        preheader: 'Adressen byttes først når du bekrefter den.',
        greeting: hello(params.firstName),
        paragraphs: [
          'Du har bedt om å bruke denne e-postadressen for kontoen din i Avtalt.',
          'Bekreft med knappen under mens du er logget inn. Til da er den gamle adressen kontoens adresse, og all e-post fra Avtalt går dit.',
        ],
        items: [],
        closing: [],
        button: { text: 'Bekreft den nye adressen', url: params.link },
        note: 'Lenken kan bare brukes én gang og virker i to døgn. Ba du ikke om dette, kan du se bort fra e-posten: da byttes ingen adresse.',
        reason: 'Du får denne e-posten fordi adressen ble oppgitt som ny adresse for en konto i Avtalt.',
      };
    case 'email-change-notice':
      return {
        kind: params.kind,
        subject: 'Noen har bedt om å endre e-postadressen til kontoen din i Avtalt',
        preheader: 'Var det ikke deg, stopp endringen.',
        greeting: hello(params.firstName),
        paragraphs: [
          `Det er bedt om å endre e-postadressen til kontoen din i Avtalt til ${params.newEmailMasked}.`,
          'Adressen endres først når lenken som er sendt til den nye adressen, blir fulgt. Til da er denne adressen kontoens, og signeringskoder, lenker og signerte avtaler sendes hit.',
          'Var det ikke deg, stopp endringen med knappen under. Da logges alle ut av kontoen. Noen kjenner i så fall passordet ditt: be om et nytt med «Glemt passord?» når du logger inn igjen.',
        ],
        items: [],
        closing: [],
        button: { text: 'Stopp endringen', url: params.link },
        note: 'Var det deg, trenger du ikke gjøre noe her. Lenken virker i to døgn.',
        reason: 'Du får denne e-posten fordi den gjelder sikkerheten til kontoen din. Den kan ikke slås av.',
      };
    case 'data-export':
      return {
        kind: params.kind,
        subject: 'Dataene dine fra Avtalt er klare',
        preheader: 'Last dem ned fra profilen din.',
        greeting: hello(params.firstName),
        paragraphs: [
          'Du ba om en kopi av dataene Avtalt har om deg. Den er klar: en ZIP-fil med det vi har lagret om kontoen din, avtalene du har deltatt i, svarene og meldingene dine, e-postene vi har sendt deg og PDF-ene av avtalene.',
          'Logg inn og last den ned under «Min profil». En fil i ZIP-en forklarer hva hver av de andre inneholder.',
        ],
        items: [],
        closing: [],
        button: { text: 'Last ned dataene', url: params.link },
        note: `Filen kan lastes ned til ${osloDateTime(params.expiresAt)}, og slettes da. Ba du ikke om dette, kan noen ha passordet ditt: bytt det under «Min profil».`,
        reason:
          'Du får denne e-posten fordi noen ba om en kopi av dataene til kontoen din. Den kan ikke slås av.',
      };
    case 'account-deleted':
      return {
        kind: params.kind,
        subject: 'Kontoen din i Avtalt er slettet',
        preheader: 'Slik du ba om.',
        greeting: hello(params.firstName),
        paragraphs: [
          'Kontoen din er slettet, slik du ba om med passordet ditt. Utkast og avtaler ingen andre var med på er slettet, og i avtaler som ikke er signert, står du nå som «Tidligere deltaker».',
          ...(params.kept.length > 0
            ? [
                'Disse avtalene er signert, og de andre partene trenger dem som bevis. Navnene og den signerte PDF-en beholdes til datoen som står bak, og slettes da:',
              ]
            : []),
        ],
        items: params.kept.map((k) => `${oneLine(k.title)} – til ${osloDate(k.keptUntil)}`),
        closing: [
          'Denne e-posten er den siste du får fra oss. Adressen din står ikke lenger i e-postloggen vår.',
        ],
        button: { text: 'Les om personvern i Avtalt', url: params.link },
        note: 'Var det ikke du som slettet kontoen, kjente noen passordet ditt. Kontoen kan ikke hentes tilbake, men du kan lage en ny.',
        reason: 'Du får denne e-posten fordi kontoen din i Avtalt ble slettet. Den kan ikke slås av.',
      };
    case 'email-changed':
      // Whoever confirmed the new address knew the password, and the stop link is used up by the change: the
      // owner can no longer log in with this address or get a reset link here, so the way back is to write
      // to a person, from this address (which shows it was the account's).
      return {
        kind: params.kind,
        subject: 'E-postadressen på kontoen din er endret',
        preheader: 'Var det ikke deg, skriv til oss fra denne adressen.',
        greeting: hello(params.firstName),
        paragraphs: [
          `E-postadressen til kontoen din i Avtalt ble endret til ${params.newEmailMasked} ${osloDateTime(params.changedAt)}. Den nye adressen er bekreftet. Fra nå logger kontoen inn med den, og all e-post fra Avtalt går dit, ikke hit.`,
          'Var det deg, trenger du ikke gjøre noe.',
          'Var det ikke deg, kjenner noen passordet ditt. «Glemt passord?» hjelper deg ikke nå: lenken for nytt passord går til den nye adressen. Er du fortsatt logget inn et sted, bytt passordet under «Min profil» med en gang.',
          `Skriv til oss på ${params.supportEmail} fra denne adressen og si at du ikke endret den, så hjelper vi deg å få kontoen tilbake.`,
        ],
        items: [],
        closing: [],
        button: {
          text: 'Skriv til oss',
          url: `mailto:${params.supportEmail}?subject=${encodeURIComponent('Jeg endret ikke e-postadressen på kontoen min')}`,
        },
        note: null,
        reason: 'Du får denne e-posten fordi den gjelder sikkerheten til kontoen din. Den kan ikke slås av.',
      };
  }
}
