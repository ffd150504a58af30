import type { PersonData } from '@avtalt/contracts';
import { strToU8, zipSync, type Zippable } from 'fflate';

/** Where the export's data comes from: each service's tables about the person. */
export type Source = 'identity' | 'agreements' | 'chat' | 'notifications';
export type Gathered = Record<Source, PersonData>;

/** A PDF of an agreement the person took part in. */
export interface ExportPdf {
  agreementId: string;
  title: string;
  sealed: boolean;
  bytes: Uint8Array;
}

/** One JSON file of the ZIP: a kind of data, the tables it holds, and what the README says of it. */
interface ExportFile {
  file: string;
  about: string;
  tables: readonly (readonly [Source, string])[];
}

/**
 * The JSON files, one per kind of data (GDPR art. 20: structured, commonly used, machine-readable). A table a
 * service adds later and this list does not name goes to `annet.json`, so nothing a service reports is left
 * out of the file.
 */
export const EXPORT_FILES: readonly ExportFile[] = [
  {
    file: 'konto.json',
    about:
      'Kontoen din: navn, brukernavn, e-postadresser, når adressen ble bekreftet, administratorrollen, lenker vi har sendt deg (uten selve lenken) og BankID-innlogginger ved signering (navn, fødselsdato og nivå, aldri fødselsnummer).',
    tables: [
      ['identity', 'users'],
      ['identity', 'admin_role_events'],
      ['identity', 'account_tokens'],
      ['identity', 'eid_requests'],
      ['identity', 'eid_proofs'],
    ],
  },
  {
    file: 'avtaler.json',
    about:
      'Avtalene du har deltatt i, startet, lest som observatør eller er verge i: hver avtale og sammenligningen slik Avtalt viser dem til deg (andres opplysninger bare så langt du så dem), og radene om deg (deltakelsen, opplysningene du ga i avtalen, observatører og verger).',
    tables: [
      ['agreements', 'agreements_as_seen'],
      ['agreements', 'agreements_started'],
      ['agreements', 'participants'],
      ['agreements', 'observers'],
      ['agreements', 'guardians'],
    ],
  },
  {
    file: 'svar.json',
    about:
      'Svarene dine i hver runde, utkast du lagret, når du sendte inn, dine private markeringer («Jeg kan godta», «Viktig for meg») og grenser, forslag du la fram og svarte på, og forslag en språkmodell laget for deg.',
    tables: [
      ['agreements', 'answers'],
      ['agreements', 'draft_answers'],
      ['agreements', 'submissions'],
      ['agreements', 'point_marks'],
      ['agreements', 'proposals'],
      ['agreements', 'proposal_responses'],
      ['agreements', 'model_drafts'],
      ['agreements', 'point_limits'],
    ],
  },
  {
    file: 'signaturer.json',
    about:
      'Signaturene dine med tidspunkt, måte, IP-adressen og nettleseren du signerte fra, og BankID-opplysningene; signeringskoder vi sendte deg (uten selve koden) og forsøkene på å signere.',
    tables: [
      ['agreements', 'signatures'],
      ['agreements', 'signing_codes'],
      ['agreements', 'signing_attempts'],
    ],
  },
  {
    file: 'revisjonslogg.json',
    about:
      'Hendelsene i avtalenes revisjonslogg som nevner deg (det du gjorde, og det andre gjorde med deg), med kontrollsummene som binder loggen.',
    tables: [['agreements', 'audit_events']],
  },
  {
    file: 'diskusjon.json',
    about: 'Meldingene du skrev i diskusjonene, med avtale og spørsmål de hører til.',
    tables: [['chat', 'chat_messages']],
  },
  {
    file: 'e-post.json',
    about:
      'E-postene vi har sendt deg og invitasjonene du sendte (adressene skjult slik loggen lagrer dem), påminnelser og samlinger av svar, valgene dine for e-post, avmeldingslenker og når du signerte.',
    tables: [
      ['notifications', 'mails_received'],
      ['notifications', 'mails_sent'],
      ['notifications', 'reminders'],
      ['notifications', 'answer_digests'],
      ['notifications', 'answer_digest_items'],
      ['notifications', 'preferences'],
      ['notifications', 'unsubscribe_tokens'],
      ['notifications', 'agreement_signers'],
      ['notifications', 'timers'],
    ],
  },
];

const OTHER_FILE = 'annet.json';
const README = 'LES-MEG.txt';

/** `avtale-om-hytta-1a2b3c4d.pdf`: the title made safe for a file name, and the start of the id. */
export function pdfFileName(pdf: Pick<ExportPdf, 'agreementId' | 'title' | 'sealed'>): string {
  const slug =
    pdf.title
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/æ/g, 'ae')
      .replace(/ø/g, 'o')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60) || 'avtale';
  return `pdf/${slug}-${pdf.agreementId.slice(0, 8)}${pdf.sealed ? '-signert' : ''}.pdf`;
}

const json = (value: unknown): Uint8Array => strToU8(`${JSON.stringify(value, null, 2)}\n`);

/** The files of the export: one JSON file per kind, the PDFs, and the README that explains them. */
export function exportFiles(
  data: Gathered,
  pdfs: readonly ExportPdf[],
  madeAt: Date,
): Record<string, Uint8Array> {
  const files: Record<string, Uint8Array> = {};
  const named = new Set<string>();
  const listed: string[] = [];
  for (const { file, about, tables } of EXPORT_FILES) {
    const content: Record<string, unknown[]> = {};
    for (const [source, table] of tables) {
      named.add(`${source}.${table}`);
      content[table] = data[source].tables[table] ?? [];
    }
    files[file] = json(content);
    listed.push(`${file}\n  ${about}`);
  }
  const other: Record<string, unknown[]> = {};
  for (const source of Object.keys(data) as Source[]) {
    for (const [table, rows] of Object.entries(data[source].tables)) {
      if (!named.has(`${source}.${table}`)) other[`${source}.${table}`] = rows;
    }
  }
  if (Object.keys(other).length > 0) {
    files[OTHER_FILE] = json(other);
    listed.push(`${OTHER_FILE}\n  Andre opplysninger om deg, tabell for tabell.`);
  }
  for (const pdf of pdfs) files[pdfFileName(pdf)] = pdf.bytes;
  if (pdfs.length > 0)
    listed.push(
      'pdf/\n  PDF-ene av avtalene dine: den signerte og forseglede når avtalen er signert (navnet slutter på «-signert»), ellers den siste som ble laget av teksten.',
    );
  files[README] = strToU8(readme(listed, madeAt));
  return files;
}

function readme(listed: readonly string[], madeAt: Date): string {
  return [
    'Dataene dine fra Avtalt',
    '',
    `Laget ${madeAt.toISOString()} (UTC) fordi du ba om en kopi av dataene vi har om deg (personvernforordningen artikkel 15 og 20).`,
    '',
    'Filene er JSON: hver fil har en liste per tabell, og hver rad har feltene slik de er lagret (tidspunkter i UTC). Andres opplysninger er med bare så langt du så dem i Avtalt.',
    '',
    ...listed.flatMap((line) => [line, '']),
    'Med kontoen din kan du laste ned en ny kopi under «Min profil» i Avtalt. Hver kopi kan lastes ned i sju dager.',
    '',
  ].join('\n');
}

/** The files as a ZIP (deflated; the PDFs are compressed already and stored as they are). */
export function zipFiles(files: Record<string, Uint8Array>, madeAt: Date): Uint8Array {
  const zippable: Zippable = {};
  for (const [name, bytes] of Object.entries(files)) {
    zippable[name] = [bytes, { level: name.endsWith('.pdf') ? 0 : 6, mtime: madeAt }];
  }
  return zipSync(zippable);
}
