import Alert from '@mui/material/Alert';
import type { ReactNode } from 'react';

/**
 * The topic picker's load error: MUI's Alert, in a chunk of its own since the front page shows it only
 * when the topics could not be fetched (docs/compression-and-code-splitting.md).
 */
export default function TopicLoadError({ children }: { children: ReactNode }) {
  return (
    <Alert severity="error" sx={{ mb: 4 }}>
      {children}
    </Alert>
  );
}
