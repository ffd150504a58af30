import { strFromU8, unzipSync } from 'fflate';
import { EXPORT_FILES, exportFiles, type Gathered, pdfFileName, zipFiles } from './export-files.rules';

const madeAt = new Date('2026-12-02T10:00:00Z');

function gathered(overrides: Partial<Record<keyof Gathered, Record<string, unknown[]>>> = {}): Gathered {
  return {
    identity: { tables: { users: [{ id: 'u1', email: 'kari@example.no' }], ...overrides.identity } },
    agreements: {
      tables: {
        answers: [{ id: 'a1' }, { id: 'a2' }],
        signatures: [{ ip_address: '10.0.0.1' }],
        ...overrides.agreements,
      },
    },
    chat: { tables: { chat_messages: [{ content: 'Hei' }], ...overrides.chat } },
    notifications: { tables: { mails_received: [], ...overrides.notifications } },
  } as Gathered;
}

const read = (files: Record<string, Uint8Array>, name: string) =>
  JSON.parse(strFromU8(files[name]!)) as Record<string, unknown[]>;

describe('the files of a data export', () => {
  it('puts each table in the file of its kind, with an empty list for a table the service had no rows in', () => {
    const files = exportFiles(gathered(), [], madeAt);
    expect(read(files, 'konto.json').users).toEqual([{ id: 'u1', email: 'kari@example.no' }]);
    expect(read(files, 'svar.json').answers).toHaveLength(2);
    expect(read(files, 'svar.json').point_marks).toEqual([]);
    expect(read(files, 'signaturer.json').signatures).toEqual([{ ip_address: '10.0.0.1' }]);
    expect(read(files, 'diskusjon.json').chat_messages).toEqual([{ content: 'Hei' }]);
    expect(files['annet.json']).toBeUndefined();
  });

  it('keeps a table no file names in annet.json, so nothing a service reports is left out', () => {
    const files = exportFiles(gathered({ agreements: { new_table: [{ x: 1 }] } }), [], madeAt);
    expect(read(files, 'annet.json')).toEqual({ 'agreements.new_table': [{ x: 1 }] });
    expect(strFromU8(files['LES-MEG.txt']!)).toContain('annet.json');
  });

  it('names every file in the README, and the PDFs when there are any', () => {
    const pdf = {
      agreementId: '1a2b3c4d-0000-4000-8000-000000000000',
      title: 'Hytta',
      sealed: true,
      bytes: new Uint8Array([37, 80, 68, 70]),
    };
    const files = exportFiles(gathered(), [pdf], madeAt);
    const readme = strFromU8(files['LES-MEG.txt']!);
    for (const { file } of EXPORT_FILES) expect(readme).toContain(file);
    expect(readme).toContain('pdf/');
    expect(readme).toContain('2026-12-02T10:00:00.000Z');
    expect(files['pdf/hytta-1a2b3c4d-signert.pdf']).toEqual(pdf.bytes);
  });

  it('gives a PDF a safe file name from the title', () => {
    const id = 'abcdef12-0000-4000-8000-000000000000';
    expect(pdfFileName({ agreementId: id, title: 'Avtale om «Båten» & ørret/../x', sealed: false })).toBe(
      'pdf/avtale-om-baten-orret-x-abcdef12.pdf',
    );
    expect(pdfFileName({ agreementId: id, title: '///', sealed: false })).toBe('pdf/avtale-abcdef12.pdf');
  });

  it('zips the files so they unzip byte for byte', () => {
    const files = exportFiles(gathered(), [], madeAt);
    const unzipped = unzipSync(zipFiles(files, madeAt));
    expect(Object.keys(unzipped).sort()).toEqual(Object.keys(files).sort());
    for (const [name, bytes] of Object.entries(files)) expect(unzipped[name]).toEqual(bytes);
  });
});
