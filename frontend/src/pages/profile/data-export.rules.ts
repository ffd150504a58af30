import type { DataExport } from '@avtalt/contracts';
import { intlLocale } from '../../i18n/i18n';
import { type ProfileT, profileT } from './texts';

/* «Dataene dine» on /profile (docs/data-rights.md): what each export's line says, in the language in use. */

/** The anchor the «Dataene dine er klare» mail links to. */
export const DATA_EXPORT_ANCHOR = 'dataene-dine';

/** «2. desember kl. 11:05» (Norwegian time), in the language in use. */
const dateTime = (iso: string): string =>
  new Intl.DateTimeFormat(intlLocale(), {
    day: 'numeric',
    month: 'long',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'Europe/Oslo',
  }).format(new Date(iso));

/** «1,4 MB», «820 kB»: the ZIP's size as people read it. */
export function formatSize(bytes: number, t: ProfileT = profileT()): string {
  if (bytes < 1000) return t('dataExport.size.bytes', { size: bytes });
  if (bytes < 1_000_000) return t('dataExport.size.kilobytes', { size: Math.round(bytes / 1000) });
  const megabytes = (bytes / 1_000_000).toLocaleString(intlLocale(), { maximumFractionDigits: 1 });
  return t('dataExport.size.megabytes', { size: megabytes });
}

/** The export's line: when it was asked for, and what can be done with it now. */
export function exportLine(
  e: Pick<DataExport, 'status' | 'createdAt' | 'expiresAt' | 'sizeBytes'>,
  t: ProfileT = profileT(),
): {
  title: string;
  detail: string;
  chip: { label: string; color: 'success' | 'default' | 'error' };
} {
  const title = t('dataExport.ordered', { date: dateTime(e.createdAt) });
  if (e.status === 'ready') {
    const date = dateTime(e.expiresAt);
    return {
      title,
      detail:
        e.sizeBytes !== null
          ? t('dataExport.readyWithSize', { size: formatSize(e.sizeBytes, t), date })
          : t('dataExport.ready', { date }),
      chip: { label: t('dataExport.chip.ready'), color: 'success' },
    };
  }
  if (e.status === 'failed')
    return {
      title,
      detail: t('dataExport.failed'),
      chip: { label: t('dataExport.chip.failed'), color: 'error' },
    };
  return {
    title,
    detail: t('dataExport.pending'),
    chip: { label: t('dataExport.chip.pending'), color: 'default' },
  };
}

/** Some export is still being made: the list asks again until none is. */
export const anyPending = (exports: readonly Pick<DataExport, 'status'>[] | undefined): boolean =>
  (exports ?? []).some((e) => e.status === 'pending');
