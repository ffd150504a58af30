import type { Texts } from '../../../i18n/page-texts';
import type { nb } from './nb';

export const nn: Texts<typeof nb> = {
  page: {
    loading: 'Lastar avtalen...',
    loadError:
      'Kunne ikkje laste inn denne avtalen. Avtalen kan ha blitt sletta, eller lenka kan vere ugyldig.',
    copyFailed: 'Kunne ikkje kopiere',
    copyFailedText: 'Prøv å kopiere lenka manuelt.',
    linkCopied: 'Lenka er kopiert!',
    shareTitle: 'Del avtalen',
    link: 'Lenke til avtalen',
    copied: 'Kopiert',
    copyLink: 'Kopier lenka',
    shareLink: 'Del lenka',
    seeComparison: 'Sjå samanlikninga',
    nextStepsTitle: 'Kva skjer no?',
    nextSteps: {
      share: 'Del lenka med dei andre som skal vere med på avtalen.',
      answer: 'Dei andre svarar på dei same spørsmåla.',
      compare: 'De ser svara side om side og tek ein ny runde der de svarte ulikt.',
      agree: 'Når alle er samde, får de ein ferdig avtale som kan lastast ned som PDF.',
    },
  },
  copy: {
    shareText: 'Bli med på ein avtale: {{title}}',
    thanks: 'Takk for svara dine!',
    shareAgreement: 'Del avtalen',
    shareLead:
      'Del lenka med dei andre som skal vere med på «{{title}}», så kan dei svare på dei same spørsmåla.',
    answerLead:
      'Du har ikkje svart enno. Svar på spørsmåla, og del lenka med dei andre som skal vere med på «{{title}}».',
    waitingFor: 'No ventar vi på svar frå {{names}}. Du får ein e-post når dei har svart.',
    mailNote: 'Du får ein e-post når nokon svarar på avtalen.',
  },
  expected: {
    title: 'Deltakarar',
    intro:
      'Avtalen blir ikkje ferdig før så mange har svart og alle er samde – så avtalen til ein familie på fire ikkje blir avslutta når dei to første er samde.',
    label: 'Kor mange skal vere med?',
    range: 'Mellom {{min}} og {{max}}',
    outOfRange: 'Talet på deltakarar må vere mellom {{min}} og {{max}}',
    save: 'Lagre',
    saving: 'Lagrar...',
  },
  blind: {
    title: 'Skjulte svar',
    help: 'Når svara er skjulte, ser ingen kva dei andre har svart før alle har svart i runden – så ingen lèt seg påverke av svara til dei andre.',
    label: 'Skjul svara til alle har svart',
  },
  invite: {
    title: 'Send invitasjon på e-post',
    intro:
      'Vi sender lenka til avtalen til kvar adresse for seg, så ingen ser adressene til dei andre. Kvar adresse får høgst {{max}} invitasjonar frå Avtalt per døgn, same kven som sender dei.',
    confirmFirst: 'Stadfest e-postadressa di før du inviterer andre',
    linkSentTo: 'Vi har sendt ei stadfestingslenke til {{email}}.',
    notConfirmed:
      'Stadfest e-postadressa di før du inviterer andre. Vi kan sende deg ei ny stadfestingslenke.',
    shareAsBefore: 'Lenka til avtalen ovanfor kan du dele som før.',
    resend: 'Send ei ny stadfestingslenke',
    resent:
      'Vi har sendt ei ny stadfestingslenke. Sjå i innboksen din (og i søppelposten), og send invitasjonane når adressa er stadfesta.',
    emails: 'E-postadresser',
    emailsExample: 'ola@eksempel.no, kari@eksempel.no',
    emailsHelp: 'Skil adressene med komma eller mellomrom. Høgst {{max}} om gongen.',
    checkAddresses: 'Sjekk adressene',
    send: 'Send invitasjon',
    sending: 'Sender...',
    sendFailed: 'Kunne ikkje sende invitasjonen. Prøv igjen om litt.',
  },
  observers: {
    title: 'Observatørar',
    intro:
      'Ein observatør, til dømes ein advokat eller ein meklar, kan lese samanlikninga, diskusjonen og den ferdige avtaleteksten. Ein observatør svarar aldri og signerer ikkje. Invitasjonen blir teken imot med ein konto på adressa du skriv.',
    list: 'Observatørar i avtalen',
    confirmFirst: 'Stadfest e-postadressa di før du inviterer ein observatør',
    linkSentTo: 'Vi har sendt ei stadfestingslenke til {{email}}.',
    resend: 'Send ei ny stadfestingslenke',
    email: 'E-postadressa til observatøren',
    emailInvalid: 'Skriv ei gyldig e-postadresse',
    limit: 'Høgst {{max}} observatørar per avtale.',
    limitReached: 'Ein avtale kan ha høgst {{max}} observatørar. Fjern ein for å invitere ein ny.',
    invite: 'Inviter ein observatør',
    inviting: 'Inviterer...',
    inviteFailed: 'Kunne ikkje invitere observatøren',
    invited: 'Invitasjonen er send',
    invitedText: 'Vi har sendt ein invitasjon til {{address}}.',
    removeFailed: 'Kunne ikkje fjerne observatøren',
    removed: 'Observatøren er fjerna',
    remove: 'Fjern',
    removeNamed: 'Fjern {{name}}',
    invitedByYou: 'Invitert av deg',
    invitedBy: 'Invitert av {{name}}',
  },
};
