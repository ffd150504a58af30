import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import { alpha } from '@mui/material/styles';
import { useLayoutEffect, useMemo, useRef, type ReactNode } from 'react';
import { LEGAL_BODY_CLASS, legalDocumentCss, prepareLegalDocument } from './legal-html';
import { visuallyHidden } from '../../components/visually-hidden';
import { useResultTexts } from './texts';

/** The sheet of paper the legal text is shown on: serif, at most ~800px wide, generous margins. */
export function LegalSheet({
  label,
  busy = false,
  children,
}: {
  label: string;
  busy?: boolean;
  children: ReactNode;
}) {
  return (
    <Paper
      component="article"
      aria-label={label}
      aria-busy={busy || undefined}
      elevation={0}
      sx={(t) => ({
        maxWidth: 800,
        mx: 'auto',
        px: { xs: 2.5, sm: 6, md: 8 },
        py: { xs: 3.5, sm: 6, md: 7 },
        borderRadius: '6px',
        border: `1px solid ${t.palette.divider}`,
        boxShadow: `0 1px 2px ${alpha(t.palette.text.primary, 0.06)}, 0 12px 32px ${alpha(t.palette.text.primary, 0.07)}`,
      })}
    >
      {children}
    </Paper>
  );
}

/**
 * A legal text (a complete HTML document) on a {@link LegalSheet}. The body is sanitized again here and
 * rendered into a shadow root with the document's own CSS, so that CSS neither leaks into the app nor is
 * overridden by it, while the text stays part of the page: its height follows the content, it reflows on
 * phones, and find-in-page, screen readers and test locators reach it (an iframe would need measuring and
 * same-origin access, and its content is a separate document).
 */
export function LegalDocument({ html, label }: { html: string; label: string }) {
  const prepared = useMemo(() => prepareLegalDocument(html), [html]);
  const hostRef = useRef<HTMLDivElement>(null);

  useLayoutEffect(() => {
    const host = hostRef.current;
    if (!host) return;
    const body = document.createElement('div');
    body.className = [LEGAL_BODY_CLASS, ...prepared.bodyClasses].join(' ');
    if (prepared.lang) body.lang = prepared.lang;
    body.innerHTML = prepared.bodyHtml;
    if (typeof host.attachShadow !== 'function') {
      host.replaceChildren(body); // no shadow DOM: the sanitized text without the document's CSS
      return;
    }
    const root = host.shadowRoot ?? host.attachShadow({ mode: 'open' });
    const style = document.createElement('style');
    style.textContent = legalDocumentCss(prepared.css);
    root.replaceChildren(style, body);
  }, [prepared]);

  return (
    <LegalSheet label={label}>
      {/* Paint containment: even a fixed-position element of the document stays inside the sheet. */}
      <Box sx={{ contain: 'paint' }}>
        <div ref={hostRef} data-testid="legal-document" />
      </Box>
    </LegalSheet>
  );
}

/** The sheet while the text loads: a few grey lines in the shape of a document. */
export function LegalDocumentSkeleton({ label }: { label: string }) {
  const t = useResultTexts();
  return (
    <LegalSheet label={label} busy>
      <Box role="status" aria-live="polite">
        <Box component="span" sx={visuallyHidden}>
          {t('document.loading')}
        </Box>
        <Skeleton variant="text" sx={{ fontSize: '2rem', width: '60%', mx: 'auto', mb: 3 }} />
        {[100, 96, 88, 100, 70].map((width, index) => (
          <Skeleton key={index} variant="text" sx={{ width: `${width}%` }} />
        ))}
        <Skeleton variant="text" sx={{ fontSize: '1.4rem', width: '40%', mt: 3, mb: 1 }} />
        {[100, 92, 97, 64].map((width, index) => (
          <Skeleton key={index} variant="text" sx={{ width: `${width}%` }} />
        ))}
      </Box>
    </LegalSheet>
  );
}
