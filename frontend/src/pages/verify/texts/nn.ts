import type { Texts } from '../../../i18n/page-texts';
import type { nb } from './nb';

export const nn: Texts<typeof nb> = {
  page: {
    title: 'Kontroller ein signert avtale',
    intro:
      'Vel PDF-en av ein avtale som er signert i Avtalt. Nettlesaren din reknar ut kontrollsummen til fila (SHA-256), og vi ser om summen stemmer med ein avtale vi har forsegla. Sjølve fila blir ikkje lasta opp til det. Etterpå kan du òg få kontrollert seglet og revisjonsloggen i fila.',
    changed: 'Er så mykje som eitt teikn i fila endra etter signeringa, stemmer ikkje kontrollsummen lenger.',
    choosePdf: 'Vel PDF',
    checking: 'Kontrollerer...',
    chooseAnother: 'Vel ein annan PDF',
    hashing: 'Reknar ut kontrollsummen for {{fileName}} …',
    readFailed: 'Kunne ikkje lese fila.',
  },
  result: {
    match: 'Stemmer: dette er ein signert avtale frå Avtalt',
    noMatch: 'Stemmer ikkje',
    sealed: 'Forsegla {{when}}',
    file: 'Fil: {{fileName}}',
    sha256: 'SHA-256:',
  },
  when: '{{day}} kl. {{time}}',
  signer: '{{name}} signerte {{when}} med {{method}}',
  methods: {
    eid: 'elektronisk ID',
    'email-code': 'eingongskode på e-post',
    password: 'passord',
  },
  version: {
    number: 'Dette er versjon {{number}} av avtalen.',
    replaces: 'Denne versjonen erstattar versjon {{number}}, som har SHA-256 {{sha256}}.',
    replacedBy:
      'Denne versjonen er erstatta av versjon {{number}}, forsegla {{when}}, som har SHA-256 {{sha256}}.',
  },
  problems: {
    notPdf: 'Vel ei PDF-fil. Signerte avtalar frå Avtalt er PDF-filer.',
    empty: 'Fila er tom.',
    tooLarge: 'Fila er for stor til å vere ein avtale frå Avtalt (over 50 MB).',
  },
  failures: {
    failed: 'Kunne ikkje kontrollere fila no. Prøv igjen om litt.',
    unavailable:
      'Kontroll av signerte avtalar er ikkje tilgjengeleg på denne tenesta no. Fila er ikkje kontrollert.',
    rateLimited: 'For mange kontrollar på kort tid. Vent litt og prøv igjen.',
  },
  contentCheck: {
    heading: 'Kontroller seglet og revisjonsloggen i fila',
    text: 'Seglet, tidsstempelet, revisjonsloggen frå første hending og avtaleteksten i PDF-en blir kontrollerte slik kontrollprogrammet i kjeldekoden til Avtalt (scripts/verify-pdf.mjs) gjer det utan Avtalt. Fila blir då send til Avtalt for kontrollen og blir ikkje lagra.',
    checking: 'Kontrollerer fila...',
    checkAgain: 'Kontroller fila på nytt',
    send: 'Send fila og kontroller ho',
    signedBy: 'Signert av',
    status: '{{check}} {{status}}:',
    statuses: {
      ok: 'held',
      failed: 'held ikkje',
      info: 'merk',
      inFile: 'i fila',
    },
    checks: {
      seal: 'Seglet',
      timestamp: 'Tidsstempelet',
      archive: 'Langtidsbevaringa',
      trail: 'Revisjonsloggen',
      head: 'Hovudet i loggen',
      text: 'Avtaleteksten',
      receipt: 'Kvitteringa',
    },
    holds: 'Seglet og revisjonsloggen i fila held',
    fails: 'Noko i fila stemmer ikkje',
    unknown: 'Ikkje ein forsegla Avtalt-avtale som vi kjenner',
    unknownNote:
      'Kontrollsummen stemmer ikkje med nokon avtale vi har forsegla. Kontrollane under viser berre kva fila sjølv inneheld, og gjer ho ikkje til ein avtale frå Avtalt.',
  },
};
