import type { ReactNode } from 'react';
import Box from '@mui/material/Box';

/** The action buttons of a table row, right-aligned, wrapping on narrow screens. */
export function RowActions({ children }: { children: ReactNode }) {
  return <Box sx={{ display: 'flex', gap: 0.5, justifyContent: 'flex-end', flexWrap: 'wrap' }}>{children}</Box>;
}
