import type { MailContent, ParamsOf } from './mail-content.types';
import { ABOUT_SIGNING, hello, osloClock, quoted, receiptFile, receiptParagraphs } from './mail-text.rules';

/** The mails of signing: the code, signatures, receipts, the void and the sealed PDF (none can be turned off). */
export function signingMail(
  params: ParamsOf<
    'signing-code' | 'signature-added' | 'audit-receipt' | 'signatures-voided' | 'signed-document'
  >,
): MailContent {
  switch (params.kind) {
    case 'signing-code':
      return {
        kind: params.kind,
        // The code is never in the subject: the subject is stored in the mail log.
        subject: `Koden din for å signere ${quoted(params.title)}`,
        preheader: 'Engangskoden din for å signere avtalen.',
        greeting: hello(params.firstName),
        paragraphs: [`Her er koden du ba om for å signere avtalen ${quoted(params.title)}:`],
        highlight: params.code,
        items: [],
        closing: [`Koden gjelder til ${osloClock(params.expiresAt)} (10 minutter) og kan brukes én gang.`],
        button: { text: 'Åpne avtalen', url: params.link },
        note: 'Del aldri koden med andre. Ba du ikke om koden, kan du se bort fra e-posten: ingen kan signere uten den.',
        reason: ABOUT_SIGNING,
      };
    case 'signature-added':
      return {
        kind: params.kind,
        subject: `${params.signer} har signert ${quoted(params.title)}`,
        preheader: 'Avtalen venter på din signatur.',
        greeting: hello(params.firstName),
        paragraphs: [
          `${params.signer} har signert avtalen ${quoted(params.title)}.`,
          'Avtalen er signert når alle parter har signert. Les teksten og signer du også.',
        ],
        items: [],
        closing: params.receipt ? receiptParagraphs(params.receipt) : [],
        button: { text: 'Les og signer', url: params.link },
        note: null,
        reason: ABOUT_SIGNING,
        ...(params.receipt ? { attachment: receiptFile(params.receipt) } : {}),
      };
    case 'audit-receipt': {
      const title = quoted(params.title);
      const subject = {
        'you-signed': `Kvittering: du har signert ${title}`,
        'other-signed': `Kvittering: ${params.signer} har signert ${title}`,
        'all-signed': `Kvittering: ${title} er signert av alle`,
      }[params.occasion];
      const what = {
        'you-signed': `Du har signert avtalen ${title}. Avtalen er signert når alle parter har signert.`,
        'other-signed': `${params.signer} har signert avtalen ${title}.`,
        'all-signed': `Alle parter har signert avtalen ${title}. Den forseglede PDF-en kommer i en egen e-post.`,
      }[params.occasion];
      return {
        kind: params.kind,
        subject,
        preheader: `Revisjonsloggen står på oppføring ${params.receipt.head.seq}. Kvitteringen ligger ved.`,
        greeting: hello(params.firstName),
        paragraphs: [what],
        items: [],
        closing: receiptParagraphs(params.receipt),
        button: { text: 'Se avtalen', url: params.link },
        note: null,
        reason: ABOUT_SIGNING,
        attachment: receiptFile(params.receipt),
      };
    }
    case 'signatures-voided':
      return {
        kind: params.kind,
        subject: `Signaturene på ${quoted(params.title)} er annullert`,
        preheader: 'Alle må signere på nytt.',
        greeting: hello(params.firstName),
        paragraphs: [
          params.actor
            ? `${params.actor} har annullert signaturene på avtalen ${quoted(params.title)}.`
            : `Signaturene på avtalen ${quoted(params.title)} er annullert.`,
          'Ingen signaturer gjelder lenger. Alle parter må signere på nytt.',
        ],
        items: [],
        closing: [],
        button: { text: 'Se avtalen', url: params.link },
        note: null,
        reason: ABOUT_SIGNING,
      };
    case 'signed-document':
      return {
        kind: params.kind,
        subject: `${quoted(params.title)} er signert av alle`,
        preheader: 'Den signerte avtalen ligger ved som PDF.',
        greeting: hello(params.firstName),
        paragraphs: [
          `Alle parter har signert avtalen ${quoted(params.title)}.`,
          'Den signerte PDF-en ligger ved denne e-posten. Den er forseglet av Avtalt og har en signaturside og en hendelseslogg bakerst. Ta vare på den.',
        ],
        detail: { label: 'SHA-256 av PDF-en', value: params.pdfSha256 },
        items: [],
        closing: [
          'Hvem som helst kan sjekke at filen er uendret: velg den på verifiseringssiden, så regnes verdien ut i nettleseren.',
          `Avtalen og signaturene finner du også i Avtalt: ${params.link}`,
        ],
        button: { text: 'Verifiser PDF-en', url: params.verifyUrl },
        note: null,
        reason: ABOUT_SIGNING,
      };
  }
}
