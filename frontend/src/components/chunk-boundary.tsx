import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Component, type ReactNode } from 'react';
import { useCommonTexts } from './texts';

interface ChunkBoundaryProps {
  /** What could not be shown ('Diskusjonen kunne ikke lastes.'). */
  message: string;
  children: ReactNode;
}

/**
 * Around a part of a page whose code loads when it is used (the chat, a confirm dialog): when that code
 * cannot be loaded (offline, or a new deploy has replaced the chunk), the part says so with a button that
 * loads the page again, and the rest of the page stays as it is (without it the page's error boundary
 * would replace the whole page). Drawn with what the entry already has, so it needs no chunk itself.
 */
export class ChunkBoundary extends Component<ChunkBoundaryProps, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  render() {
    if (!this.state.failed) return this.props.children;
    return (
      <Box
        role="alert"
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          gap: 1.5,
          my: 2,
          color: 'error.main',
          fontWeight: 500,
        }}
      >
        {this.props.message}
        <ReloadButton />
      </Box>
    );
  }
}

/** 'Last siden på nytt': a function component, for the hook a class cannot use. */
function ReloadButton() {
  const t = useCommonTexts();
  return (
    <Button variant="outlined" size="small" onClick={() => window.location.reload()}>
      {t('chunkBoundary.reload')}
    </Button>
  );
}
