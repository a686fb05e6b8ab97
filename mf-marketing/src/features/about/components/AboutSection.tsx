import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

export function AboutSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" sx={{ mb: 5 }}>
      <Typography variant="h5" component="h2" gutterBottom color="primary">
        {title}
      </Typography>
      <Typography sx={{ lineHeight: 1.8 }}>{children}</Typography>
    </Box>
  );
}
