import type { ReactNode } from 'react';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { CardProps } from '@mui/material/Card';

interface SectionCardProps {
  /** id of the heading, which names the section. */
  id: string;
  title: string;
  icon: ReactNode;
  children: ReactNode;
  sx?: CardProps['sx'];
}

/** A side card of the page: an outlined section with an icon and an h2 that names it. */
export function SectionCard({ id, title, icon, children, sx }: SectionCardProps) {
  return (
    <Card variant="outlined" component="section" aria-labelledby={id} sx={sx}>
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
          {icon}
          <Typography id={id} variant="h6" component="h2">
            {title}
          </Typography>
        </Stack>
        {children}
      </CardContent>
    </Card>
  );
}
