import { lazy, Suspense, useState } from 'react';
import { ChunkBoundary } from './chunk-boundary';
import type { ConfirmDialogProps } from './confirm-dialog';
import { useCommonTexts } from './texts';

const ConfirmDialog = lazy(() => import('./confirm-dialog').then((m) => ({ default: m.ConfirmDialog })));

/**
 * ConfirmDialog whose code (MUI's Dialog, Modal, Backdrop and transitions) loads the first time it opens:
 * a page that only may ask (the comparison) does not download and run it on every visit. Once opened it
 * stays mounted, so it closes with its animation like the eager one.
 */
export function LazyConfirmDialog(props: ConfirmDialogProps) {
  const t = useCommonTexts();
  const [used, setUsed] = useState(props.open);
  // Derived state, set while rendering (React renders again at once, before committing).
  if (props.open && !used) setUsed(true);
  if (!used && !props.open) return null;
  return (
    <ChunkBoundary message={t('lazyConfirmDialog.failed')}>
      <Suspense fallback={null}>
        <ConfirmDialog {...props} />
      </Suspense>
    </ChunkBoundary>
  );
}
