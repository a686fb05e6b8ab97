import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { InfoTooltip } from './InfoTooltip';

/** A form field with its 'why we ask' info icon beside it. */
export function FieldWithInfo({ field, info, children }: { field: string; info: string; children: ReactNode }) {
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'flex-start' }}>
      <Box sx={{ flex: 1, minWidth: 0 }}>{children}</Box>
      <Box sx={{ pt: 1 }}>
        <InfoTooltip field={field} text={info} />
      </Box>
    </Stack>
  );
}
