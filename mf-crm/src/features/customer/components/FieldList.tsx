import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

export interface Field {
  label: string;
  value: ReactNode;
}

/** A titled group of label/value pairs; values are rendered as text nodes (never as HTML). */
export function FieldList({ title, fields }: { title: string; fields: Field[] }) {
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
        {title}
      </Typography>
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '200px 1fr' }, columnGap: 2, rowGap: 1, m: 0 }}>
        {fields.map((field) => (
          <Box key={field.label} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {field.label}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, wordBreak: 'break-word' }}>
              {field.value === '' || field.value === null || field.value === undefined ? '-' : field.value}
            </Typography>
          </Box>
        ))}
      </Box>
    </Paper>
  );
}
