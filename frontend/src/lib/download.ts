/** How long the object URL of a saved file lives: long enough for every browser to start the download. */
const REVOKE_AFTER_MS = 60_000;

/**
 * Saves a blob as a file through a temporary object URL and a link with `download` (the PDF arrives
 * with a fetch, so the browser's own handling of `Content-Disposition` does not apply).
 */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.appendChild(link);
  try {
    link.click();
  } finally {
    link.remove();
    window.setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
  }
}
