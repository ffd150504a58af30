import type { DataExport } from '@avtalt/contracts';

/* «Dataene dine» on /profile (docs/data-rights.md): what each export's line says. Pure. */

/** The anchor the «Dataene dine er klare» mail links to. */
export const DATA_EXPORT_ANCHOR = 'dataene-dine';

const dateTime = new Intl.DateTimeFormat('nb-NO', {
  day: 'numeric',
  month: 'long',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Europe/Oslo',
});

/** «1,4 MB», «820 kB»: the ZIP's size as people read it. */
export function formatSize(bytes: number): string {
  if (bytes < 1000) return `${bytes} byte`;
  if (bytes < 1_000_000) return `${Math.round(bytes / 1000)} kB`;
  return `${(bytes / 1_000_000).toLocaleString('nb-NO', { maximumFractionDigits: 1 })} MB`;
}

/** The export's line: when it was asked for, and what can be done with it now. */
export function exportLine(e: Pick<DataExport, 'status' | 'createdAt' | 'expiresAt' | 'sizeBytes'>): {
  title: string;
  detail: string;
  chip: { label: string; color: 'success' | 'default' | 'error' };
} {
  const title = `Bestilt ${dateTime.format(new Date(e.createdAt))}`;
  if (e.status === 'ready')
    return {
      title,
      detail: `ZIP-fil${e.sizeBytes !== null ? `, ${formatSize(e.sizeBytes)}` : ''}. Kan lastes ned til ${dateTime.format(new Date(e.expiresAt))}.`,
      chip: { label: 'Klar', color: 'success' },
    };
  if (e.status === 'failed')
    return {
      title,
      detail: 'Vi klarte ikke å lage kopien. Be om en ny, eller prøv igjen senere.',
      chip: { label: 'Feilet', color: 'error' },
    };
  return {
    title,
    detail: 'Vi henter dataene dine fra alle delene av Avtalt. Du får e-post når kopien er klar.',
    chip: { label: 'Lages', color: 'default' },
  };
}

/** Some export is still being made: the list asks again until none is. */
export const anyPending = (exports: readonly Pick<DataExport, 'status'>[] | undefined): boolean =>
  (exports ?? []).some((e) => e.status === 'pending');
