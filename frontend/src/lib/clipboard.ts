/**
 * Copies text: the asynchronous clipboard where the page may use it (a secure context), else the old
 * hidden-textarea `execCommand('copy')`, which also works on plain http. Resolves false when neither works.
 */
export async function copyText(text: string): Promise<boolean> {
  if (canUseClipboardApi()) {
    try {
      await navigator.clipboard.writeText(text);
      return true;
    } catch {
      // permission refused or document not focused: try the old way
    }
  }
  return copyWithTextarea(text);
}

export function canUseClipboardApi(): boolean {
  return (
    typeof navigator !== 'undefined' &&
    Boolean(navigator.clipboard?.writeText) &&
    window.isSecureContext !== false
  );
}

/** The fallback copy method: select the text in a hidden textarea and ask the browser to copy it. */
export function copyWithTextarea(text: string): boolean {
  const textarea = document.createElement('textarea');
  textarea.value = text;
  textarea.setAttribute('readonly', '');
  textarea.setAttribute('aria-hidden', 'true');
  Object.assign(textarea.style, { position: 'fixed', top: '0', left: '-9999px', opacity: '0' });
  document.body.appendChild(textarea);
  const previousFocus = document.activeElement as HTMLElement | null;
  try {
    textarea.select();
    textarea.setSelectionRange(0, text.length);
    return typeof document.execCommand === 'function' && document.execCommand('copy');
  } catch {
    return false;
  } finally {
    document.body.removeChild(textarea);
    previousFocus?.focus?.();
  }
}
