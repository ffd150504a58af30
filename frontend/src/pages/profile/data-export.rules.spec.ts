import { anyPending, exportLine, formatSize } from './data-export.rules';

const base = {
  createdAt: '2026-12-02T10:05:00.000Z',
  expiresAt: '2026-12-09T10:05:00.000Z',
  sizeBytes: null,
};

describe('«Dataene dine»', () => {
  it('says when an export was asked for, and until when a ready one can be downloaded (Norwegian time)', () => {
    const ready = exportLine({ ...base, status: 'ready', sizeBytes: 1_450_000 });
    expect(ready.title).toBe('Bestilt 2. desember kl. 11:05');
    expect(ready.detail).toBe('ZIP-fil, 1,5 MB. Kan lastes ned til 9. desember kl. 11:05.');
    expect(ready.chip).toEqual({ label: 'Klar', color: 'success' });
  });

  it('tells a pending export will be mailed, and a failed one to ask again', () => {
    expect(exportLine({ ...base, status: 'pending' }).detail).toContain('Du får e-post når kopien er klar');
    expect(exportLine({ ...base, status: 'pending' }).chip.label).toBe('Lages');
    expect(exportLine({ ...base, status: 'failed' }).chip).toEqual({ label: 'Feilet', color: 'error' });
  });

  it('gives sizes as people read them', () => {
    expect([formatSize(512), formatSize(820_400), formatSize(12_345_678)]).toEqual([
      '512 byte',
      '820 kB',
      '12,3 MB',
    ]);
  });

  it('asks again only while an export is being made', () => {
    expect(anyPending([{ status: 'ready' }, { status: 'pending' }])).toBe(true);
    expect(anyPending([{ status: 'ready' }, { status: 'failed' }])).toBe(false);
    expect(anyPending(undefined)).toBe(false);
  });
});
