import type { Texts } from '../../../i18n/page-texts';
import type { nb } from './nb';

export const en: Texts<typeof nb> = {
  page: {
    title: 'Check a signed agreement',
    intro:
      'Choose the PDF of an agreement signed in Avtalt. Your browser works out the file’s checksum (SHA-256), and we see whether it matches an agreement we have sealed. The file itself is not uploaded for this. Afterwards you can also have the seal and the audit trail in the file checked.',
    changed:
      'If even a single character in the file has changed since it was signed, the checksum no longer matches.',
    choosePdf: 'Choose PDF',
    checking: 'Checking...',
    chooseAnother: 'Choose another PDF',
    hashing: 'Working out the checksum of {{fileName}} …',
    readFailed: 'Could not read the file.',
  },
  result: {
    match: 'Match: this is a signed agreement from Avtalt',
    noMatch: 'No match',
    sealed: 'Sealed on {{when}}',
    file: 'File: {{fileName}}',
    sha256: 'SHA-256:',
  },
  when: '{{day}} at {{time}} (Norwegian time)',
  signer: '{{name}} signed on {{when}} with {{method}}',
  methods: {
    eid: 'electronic ID',
    'email-code': 'a one-time code by email',
    password: 'a password',
  },
  version: {
    number: 'This is version {{number}} of the agreement.',
    replaces: 'It replaces version {{number}}, with SHA-256 {{sha256}}.',
    replacedBy: 'It has been replaced by version {{number}}, sealed on {{when}}, with SHA-256 {{sha256}}.',
  },
  problems: {
    notPdf: 'Choose a PDF file. Signed agreements from Avtalt are PDF files.',
    empty: 'The file is empty.',
    tooLarge: 'The file is too large to be an agreement from Avtalt (over 50 MB).',
  },
  failures: {
    failed: 'Could not check the file right now. Please try again shortly.',
    unavailable:
      'Checking signed agreements is not available on this service right now. The file has not been checked.',
    rateLimited: 'Too many checks in a short time. Please wait a moment and try again.',
  },
  contentCheck: {
    heading: 'Check the seal and the audit trail in the file',
    text: 'The seal, the timestamp, the audit trail from the first event and the agreement text in the PDF are checked the way the checking program in Avtalt’s source code (scripts/verify-pdf.mjs) checks them without Avtalt. For this the file is sent to Avtalt, which does not store it.',
    checking: 'Checking the file...',
    checkAgain: 'Check the file again',
    send: 'Send the file and check it',
    signedBy: 'Signed by',
    status: '{{check}} {{status}}:',
    statuses: {
      ok: 'holds',
      failed: 'does not hold',
      info: 'note',
      inFile: 'in the file',
    },
    checks: {
      seal: 'The seal',
      timestamp: 'The timestamp',
      archive: 'Long-term preservation',
      trail: 'The audit trail',
      head: 'The head of the log',
      text: 'The agreement text',
      receipt: 'The receipt',
    },
    holds: 'The seal and the audit trail in the file hold',
    fails: 'Something in the file does not match',
    unknown: 'Not a sealed Avtalt agreement that we know of',
    unknownNote:
      'The checksum does not match any agreement we have sealed. The checks below only show what the file itself contains, and do not make it an agreement from Avtalt.',
  },
};
